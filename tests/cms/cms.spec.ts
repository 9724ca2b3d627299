import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { test as base, expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import YAML from "yaml";
import { cmsEntries, localBackendPort } from "../../app/cms/config";
import type { CmsField } from "../../app/cms/fields";
import { readPage } from "../../app/content/files";
import { decapYaml } from "../../app/content/format";
import { faqSchema } from "../../app/content/schemas/faq";

/**
 * The content manager at /admin (issue 27), driven in Chromium against decap-server, which reads
 * and writes a copy of content/ made for each test. The tests run one after another: the CMS
 * always talks to the backend on one port (CMS_BACKEND_PORT, 8081 unless set at build time).
 */
type Repo = { dir: string; content: string };

const project = process.cwd();
const backendUrl = `http://localhost:${localBackendPort}/api/v1`;

const test = base.extend<{ repo: Repo }>({
  // Playwright reads fixture dependencies from the pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  repo: async ({}, provide, testInfo) => {
    const dir = testInfo.outputPath("repo");
    cpSync(join(project, "content"), join(dir, "content"), { recursive: true });
    const backend = spawn(process.execPath, [join(project, "node_modules/decap-server/dist/index.js")], {
      env: { ...process.env, PORT: String(localBackendPort), MODE: "fs", GIT_REPO_DIRECTORY: dir, LOG_LEVEL: "warn" },
      stdio: "inherit",
    });
    await expect.poll(() => backendAnswers(), { timeout: 20_000 }).toBe(true);
    await provide({ dir, content: join(dir, "content") });
    await stop(backend);
  },
});

test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

async function backendAnswers(): Promise<boolean> {
  try {
    const response = await fetch(backendUrl, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action: "info" }) });
    return response.ok;
  } catch {
    return false;
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill();
  await exited;
}

const readYaml = (path: string) => YAML.parse(readFileSync(path, "utf8"));

/** Every file under a folder with its text, by path inside it. */
function snapshot(dir: string): Record<string, string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(files.map((entry) => [relative(dir, join(entry.parentPath, entry.name)), readFileSync(join(entry.parentPath, entry.name), "utf8")]));
}

/** `npm run build` of the site from an edited copy of content/ (CONTENT_DIR), into its own folder. */
function buildFrom(content: string, buildDir: string) {
  const result = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: project,
    env: { ...process.env, CONTENT_DIR: content, BUILD_DIR: buildDir, SKIP_CMS_ADMIN: "1" },
    encoding: "utf8",
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}` };
}

/** Opens an entry in a new tab of /admin, signing in to the local backend if asked. */
async function openEntry(context: BrowserContext, collection: string, entry: string): Promise<Page> {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  const url = `/admin#/collections/${collection}/entries/${entry}`;
  const login = page.getByRole("button", { name: "Login" });
  const editor = page.getByText("Changes saved");
  await page.goto(url);
  await expect(login.or(editor)).toBeVisible({ timeout: 20_000 });
  if (await login.isVisible()) {
    await login.click();
    await expect(login).toBeHidden();
    // Back to the entry if signing in led elsewhere (the same address is no navigation).
    await page.goto(url);
  }
  await expect(editor).toBeVisible({ timeout: 20_000 });
  return page;
}

/** The one-line text box showing exactly `value`. */
const boxWithValue = (page: Page, value: string): Locator => page.locator(`input[value="${value.replaceAll('"', '\\"')}"]`);

/**
 * Opens a collapsed list item by the summary the CMS shows for it (the first match: English before
 * Swedish), with the toggle button in the bar above the summary.
 */
async function expand(page: Page, summary: string, index = 0): Promise<Locator> {
  const label = page.getByText(summary, { exact: true }).nth(index);
  await label.locator("xpath=preceding-sibling::*[1]//button").first().click();
  return label.locator("xpath=..");
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

test("an editor changes a Swedish FAQ answer and an English plan feature: exactly those lines change, and a build shows them", async ({ context, repo }) => {
  const faqFile = join(repo.content, "pages/faq.yaml");
  const pricingFile = join(repo.content, "pages/pricing.yaml");
  const before = snapshot(repo.content);
  const faq = readYaml(faqFile);
  const pricing = readYaml(pricingFile);
  const svGroup = faq.sv.groups[0];
  const svItem = svGroup.items[1];
  // Short enough for one line of YAML, so the file changes in exactly that line.
  const newAnswer = "Alla som planerar inköp åt ett grossistföretag.";
  const oldFeature: string = pricing.en.home[0].features[0];
  const newFeature = "Purchase orders approved in one click";

  let page = await openEntry(context, "faqs", "faq");
  await expand(page, svGroup.title);
  const item = await expand(page, svItem.question);
  await item.locator("textarea").fill(newAnswer);
  await publish(page);
  const editedFaq = structuredClone(faq);
  editedFaq.sv.groups[0].items[1].answer = newAnswer;
  await expect.poll(() => readFileSync(faqFile, "utf8")).toBe(decapYaml(editedFaq));

  page = await openEntry(context, "pricing", "pricing");
  await expand(page, pricing.en.home[0].id);
  await boxWithValue(page, oldFeature).first().fill(newFeature);
  await publish(page);
  const editedPricing = structuredClone(pricing);
  editedPricing.en.home[0].features[0] = newFeature;
  await expect.poll(() => readFileSync(pricingFile, "utf8")).toBe(decapYaml(editedPricing));

  // The two files differ from the originals in the edited lines only, and nothing else changed.
  const after = snapshot(repo.content);
  const changedLines = (file: string) => {
    const [old, now] = [before[file]!.split("\n"), after[file]!.split("\n")];
    return now.filter((line) => !old.includes(line));
  };
  expect(Object.keys(after).filter((file) => after[file] !== before[file]).sort()).toEqual(["pages/faq.yaml", "pages/pricing.yaml"]);
  expect(changedLines("pages/faq.yaml")).toEqual([`          answer: ${newAnswer}`]);
  expect(changedLines("pages/pricing.yaml")).toEqual([expect.stringContaining(newFeature)]);

  const buildDir = relative(project, test.info().outputPath("build"));
  const build = buildFrom(repo.content, buildDir);
  expect(build.ok, build.output.slice(-3000)).toBe(true);
  const svFaq = readFileSync(join(project, buildDir, "client/sv/faq-1.html"), "utf8");
  const enPricing = readFileSync(join(project, buildDir, "client/pricing.html"), "utf8");
  expect(svFaq).toContain(newAnswer);
  expect(enPricing).toContain(newFeature);
  expect(enPricing).not.toContain(`>${oldFeature}<`);
});

test("the CMS refuses to publish an empty required field, or a price that is not a number beside one that is", async ({ context, repo }) => {
  const before = snapshot(repo.content);
  const faq = readYaml(join(repo.content, "pages/faq.yaml"));
  const plans = readYaml(join(repo.content, "plans.yaml"));

  let page = await openEntry(context, "faqs", "faq");
  await expand(page, faq.sv.groups[0].title);
  const item = await expand(page, faq.sv.groups[0].items[0].question);
  await item.locator("textarea").fill("");
  await publish(page);
  // Decap checks the default language itself; the Swedish side is checked by our pre-save step,
  // which names the field in words and keeps the list up after Decap's toast has gone.
  const toast = page.getByText("Not saved: this field is empty: Swedish › Groups 1 › Items 1 › Answer");
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved yet" });
  await expect(toast).toBeVisible();
  await expect(refusal.getByRole("listitem")).toHaveText(["Swedish › Groups 1 › Items 1 › Answer"]);
  await expect(toast).toBeHidden({ timeout: 20_000 });
  await expect(refusal).toBeVisible();
  await refusal.getByRole("button", { name: "Close" }).click();
  await expect(refusal).toBeHidden();

  page = await openEntry(context, "plans", "plans");
  await expand(page, plans.home.plans[0].name);
  // Held by its id: the value it is found by is about to change.
  const price = page.locator(`[id="${await boxWithValue(page, String(plans.home.plans[0].price.monthly)).first().getAttribute("id")}"]`);
  await price.fill("");
  await price.pressSequentially("abc");
  await publish(page);
  // A plan's prices are all filled in or all empty (a custom price): one tab's alone is refused.
  await expect(page.getByRole("alert").filter({ hasText: "Not saved yet" }).getByRole("listitem")).toHaveText(["Home › Plans 1 › Price › Monthly"]);

  expect(snapshot(repo.content)).toEqual(before);
});

test("a broken file committed by hand fails the build, naming the file and the field", async ({ repo }) => {
  const buildDir = relative(project, test.info().outputPath("build"));
  const faqFile = join(repo.content, "pages/faq.yaml");
  const faq = readYaml(faqFile);
  faq.sv.groups[0].items[0].answer = "";
  writeFileSync(faqFile, decapYaml(faq));
  let build = buildFrom(repo.content, buildDir);
  expect(build.ok).toBe(false);
  expect(build.output).toContain("content/pages/faq.yaml: sv.groups.0.items.0.answer: is required and cannot be empty");

  const plansFile = join(repo.content, "plans.yaml");
  const plans = readYaml(plansFile);
  plans.home.plans[1].price.monthly = "499 euro";
  writeFileSync(faqFile, readFileSync(join(project, "content/pages/faq.yaml"), "utf8"));
  writeFileSync(plansFile, decapYaml(plans));
  build = buildFrom(repo.content, buildDir);
  expect(build.ok).toBe(false);
  expect(build.output).toContain("content/plans.yaml: home.plans.1.price.monthly: must be a price in whole euro (a number)");
});

test("the preview shows the copy in the site's words, brand and prices filled in, in the language being edited", async ({ context, repo }) => {
  // The FAQ answer on what it costs: written with {plan...} tokens, shown with the prices.
  const written = readYaml(join(repo.content, "pages/faq.yaml"));
  const faq = readPage("faq", faqSchema, repo.content);
  const groupIndex = written.en.groups.findIndex((group: { items: { answer: string }[] }) => group.items.some((item) => item.answer.includes("{plan.")));
  const itemIndex = written.en.groups[groupIndex].items.findIndex((item: { answer: string }) => item.answer.includes("{plan."));
  const firstParagraph = (language: "en" | "sv") => faq[language].groups[groupIndex]!.items[itemIndex]!.answer.split(/\n\s*\n/)[0]!;

  const page = await openEntry(context, "faqs", "faq");
  await page.getByTitle("Toggle preview").click();
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByText(firstParagraph("en"), { exact: true }), "English preview").toBeVisible();
  await expect(preview.locator("body")).not.toContainText("{");

  await page.getByRole("button", { name: /Writing in EN/i }).click();
  await page.getByRole("menuitem", { name: "SV" }).click();
  await expect(preview.getByText(firstParagraph("sv"), { exact: true }), "Swedish preview").toBeVisible();
  await expect(preview.locator("body")).not.toContainText("{");
});

// --- Every entry (issue 37): each one opens, takes an edit in both languages and saves with a
// diff of exactly the edited lines; then the site builds from the edited files. -------------------

type Field = CmsField & { fields?: Field[]; i18n?: boolean | "duplicate" };
type Edit = { path: (string | number)[]; from: string | number; to: string | number; languages: string[]; unfold?: string };

const languages = ["en", "sv"];

/**
 * Text and number fields in groups (no lists): those shown at once first (top level, or in a
 * top-level group), then those in a folded group, which is unfolded by its label (`unfold`).
 */
function visibleFields(fields: readonly Field[], trail: string[] = [], unfold?: string): { path: string[]; field: Field; unfold?: string }[] {
  const here = fields.flatMap((field) => (field.widget === "hidden" || field.widget === "object" || field.widget === "list" ? [] : [{ path: [...trail, field.name], field, unfold }]));
  const groups = fields.filter((field) => field.widget === "object");
  return [...here, ...groups.flatMap((group) => (trail.length < 2 ? visibleFields(group.fields ?? [], [...trail, group.name], trail.length === 1 ? group.label : unfold) : []))];
}

const valueAt = (data: unknown, path: readonly (string | number)[]): unknown => path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], data);
function setAt(data: unknown, path: readonly (string | number)[], value: unknown) {
  const parent = valueAt(data, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path.at(-1)!] = value;
}
/** Every string in a language's data, to tell whether a value is found in one box only. */
const strings = (data: unknown): string[] => (typeof data === "string" ? [data] : data && typeof data === "object" ? Object.values(data).flatMap(strings) : []);

/** A one-line text field in both languages (its own text in each) and a number, where there is one. */
function editsFor(fields: readonly Field[], data: Record<string, unknown>, translated: boolean): Edit[] {
  const edits: Edit[] = [];
  const byLanguage = translated ? languages : [""];
  const of = (language: string) => (language ? data[language] : data);
  const text = visibleFields(fields).find(({ path, field }) => {
    if (field.widget !== "string" || field.pattern || field.i18n === "duplicate") return false;
    return byLanguage.every((language) => {
      const value = valueAt(of(language), path);
      // Words (not a date or a code), on one line, found in one box only.
      return typeof value === "string" && /\p{L}{3}/u.test(value) && !value.includes("\n") && strings(of(language)).filter((one) => one === value).length === 1;
    });
  });
  if (text) {
    for (const language of byLanguage) {
      const from = valueAt(of(language), text.path) as string;
      // New words, keeping the placeholders the page fills in ({{name}}) and brand words ({brand}).
      const kept = from.match(/\{\{?[\w.]+\}?\}/g) ?? [];
      const to = [language === "sv" ? "Ändrad i CMS:et" : "Edited in the CMS", ...kept].join(" ");
      edits.push({ path: [language, ...text.path].filter((key) => key !== ""), from, to, languages: [language], unfold: text.unfold });
    }
  }
  const number = visibleFields(fields).find(({ path, field, unfold }) => !unfold && field.widget === "number" && typeof valueAt(of(byLanguage[0]!), path) === "number");
  if (number) {
    const from = valueAt(of(byLanguage[0]!), number.path) as number;
    const shared = number.field.i18n === "duplicate";
    edits.push({ path: [byLanguage[0]!, ...number.path].filter((key) => key !== ""), from, to: from + 1, languages: shared ? byLanguage : [byLanguage[0]!] });
  }
  return edits;
}

/** How many lines differ between two texts of the same length in lines (else: -1). */
function changedLines(before: string, after: string): number {
  const [old, now] = [before.split("\n"), after.split("\n")];
  return old.length === now.length ? now.filter((line, index) => line !== old[index]).length : -1;
}

async function applyEdits(page: Page, edits: readonly Edit[]) {
  for (const edit of edits) {
    if (edit.unfold) {
      // A folded group's bar: its Expand button beside its label; the Swedish pane's come after the English ones.
      const bars = page.getByRole("button", { name: "Expand" }).locator("xpath=..").filter({ hasText: new RegExp(`^${edit.unfold}`) });
      await bars.nth(edit.path[0] === "sv" ? (await bars.count()) / 2 : 0).getByRole("button", { name: "Expand" }).click();
    }
    const boxes = boxWithValue(page, String(edit.from));
    // The English pane comes first, the Swedish one second.
    await (edit.path[0] === "sv" ? boxes.last() : boxes.first()).fill(String(edit.to));
  }
}

function expectedAfterEdits(data: unknown, edits: readonly Edit[]) {
  const edited = structuredClone(data);
  for (const edit of edits) for (const language of edit.languages) setAt(edited, language ? [language, ...edit.path.slice(1)] : edit.path, edit.to);
  return edited;
}

test("every page, FAQ, plan and item entry opens, saves a text and a number in both languages with exactly those lines changed, and the site builds", async ({ context, repo }) => {
  test.setTimeout(900_000);
  const entries = cmsEntries(repo.dir);
  let edited = 0;
  let page: Page | undefined;
  for (const entry of entries) {
    const { collection } = entry;
    const file = join(repo.dir, entry.file);
    await test.step(`${collection}/${entry.slug}`, async () => {
      const before = readFileSync(file, "utf8");
      const data = YAML.parse(before);
      // The plans' words and prices sit in each plan, folded: the first plan's name and price.
      const plan = collection === "plans" ? data.home.plans[0] : undefined;
      const edits: Edit[] = plan
        ? [
            { path: ["home", "plans", 0, "name"], from: plan.name, to: `${plan.name} Plus`, languages: [""] },
            { path: ["home", "plans", 0, "price", "monthly"], from: plan.price.monthly, to: plan.price.monthly + 1, languages: [""] },
          ]
        : editsFor(entry.fields, data, entry.translated);
      expect(edits.length, "an entry without a text field to edit").toBeGreaterThan(0);
      // One page for all: a new entry is a change of the address's hash, not a reload of the CMS.
      page ??= await openEntry(context, collection, entry.slug);
      // Through the collection's list, as an editor goes: straight from entry to entry, Decap keeps an empty form.
      const back = page.getByRole("link", { name: /Writing in/ });
      if (await back.isVisible()) await back.click();
      await expect(back).toBeHidden();
      await page.evaluate((hash) => (location.hash = hash), `#/collections/${collection}/entries/${entry.slug}`);
      if (plan) await expand(page, plan.name);
      await expect(edits[0]!.unfold ? page.getByRole("button", { name: "Expand" }).first() : boxWithValue(page, String(edits[0]!.from)).first()).toBeVisible({ timeout: 30_000 });
      await applyEdits(page, edits);
      await publish(page);
      // Decap sorts a file's top-level keys by its fields (the plans' tables; a language is not a field).
      const expected = decapYaml(expectedAfterEdits(data, edits), entry.fields.map((field) => field.name));
      await expect.poll(() => readFileSync(file, "utf8"), { message: `${file} after the save` }).toBe(expected);
      expect(changedLines(before, expected), "lines changed").toBe(edits.reduce((sum, edit) => sum + edit.languages.length, 0));
      edited += 1;
    });
  }
  expect(edited).toBe(entries.length);
  const build = buildFrom(repo.content, relative(project, test.info().outputPath("build")));
  expect(build.ok, build.output.slice(-3000)).toBe(true);
});
