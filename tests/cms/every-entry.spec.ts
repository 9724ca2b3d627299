import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { cmsEntries, entryData } from "../setup/cms-entries";
import type { CmsField } from "../../src/cms/fields";
import { commentFieldOrder, decapFrontMatter, decapJson, decapYaml, postFieldOrder } from "../../src/content/format";
import { boxWithValue, expand, expect, git, loading, openEntry, readContentFolder, saveDraft, test } from "./cms-kit";
import type { Page } from "@playwright/test";

// Every entry (issue 37): each one opens, takes an edit in both languages and saves with a diff of
// exactly the edited lines; then the build's readers take the edited files (readContentFolder).

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
  // A group the configuration shows open (a page's headline) needs no unfolding.
  const folded = (group: Field) => trail.length === 1 && group.collapsed !== false;
  return [...here, ...groups.flatMap((group) => (trail.length < 2 ? visibleFields(group.fields ?? [], [...trail, group.name], folded(group) ? group.label : unfold) : []))];
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

/** The lines only in `before` and those only in `after`, in file order (a longest-common-subsequence diff). */
function diffLines(before: string, after: string): { removed: string[]; added: string[] } {
  const [a, b] = [before.split("\n"), after.split("\n")];
  const common = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) common[i]![j] = a[i] === b[j] ? common[i + 1]![j + 1]! + 1 : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
  const removed: string[] = [];
  const added: string[] = [];
  let [i, j] = [0, 0];
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if (j < b.length && (i === a.length || common[i]![j + 1]! >= common[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { removed, added };
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

/**
 * A file as a save left it: on the entry's draft branch (decap-server's `cms/<collection>/<slug>`,
 * decision 0021). Publishing merges that branch; tests/cms/workflow.spec.ts follows one draft to it.
 */
const savedFile = (dir: string, collection: string, slug: string, file: string) => {
  try {
    return git(dir, "show", `cms/${collection}/${slug}:${file}`);
  } catch {
    return undefined;
  }
};

/**
 * A published visitor's comment in the test's repository when the checkout has none (its folder is
 * empty until the first is published): the Comments collection's entries are saved like the rest.
 */
function withComment(content: string) {
  const folder = join(content, "comments");
  mkdirSync(folder, { recursive: true });
  if (readdirSync(folder).some((name) => name.endsWith(".yaml"))) return;
  const post = readdirSync(join(content, "blog", "en")).find((name) => name.endsWith(".md"))!.replace(/\.md$/, "");
  const comment = { post, lang: "en", author: "Ingrid Holm", date: "2026-12-07", text: "We tried this with our spare parts.\nIt worked." };
  writeFileSync(join(folder, `2026-12-07-${post}-en-a1b2c3.yaml`), decapYaml(comment, commentFieldOrder));
}

test("every page, FAQ, plan, item and blog entry opens, saves a text and a number in both languages with exactly those lines changed, and the site's readers take every saved file", async ({ context, repo }) => {
  test.setTimeout(1_200_000);
  // Committed as published content when /admin opens (openAdmin).
  withComment(repo.content);
  const entries = cmsEntries(repo.dir);
  // What each save wrote, written into the published content for the build at the end (equal to
  // publishing every draft, without a merge per entry).
  const saved = new Map<string, string>();
  let edited = 0;
  let page: Page | undefined;
  for (const entry of entries) {
    const { collection } = entry;
    const file = join(repo.dir, entry.file);
    await test.step(`${collection}/${entry.slug}`, async () => {
      const before = readFileSync(file, "utf8");
      // A blog post is a file per language: its data by language, as the CMS holds it.
      const data = entry.languageFiles ? entryData(repo.dir, entry) : YAML.parse(before);
      const texts = Object.fromEntries(Object.entries(entry.languageFiles ?? {}).map(([language, one]) => [language, readFileSync(join(repo.dir, one), "utf8")]));
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
      // Out of the editor first: straight from entry to entry, Decap keeps an empty form. By way of
      // Decap's not-found page, which reads nothing: a collection's list would read every entry of
      // the collection from the backend each time (all the page files before each page).
      const editor = page.getByRole("link", { name: /Writing in/ });
      await page.evaluate(() => (location.hash = "#/no-such-view"));
      await expect(editor).toBeHidden();
      await page.evaluate((hash) => (location.hash = hash), `#/collections/${collection}/entries/${entry.slug}`);
      if (plan) await expand(page, plan.name);
      await expect(edits[0]!.unfold ? page.getByRole("button", { name: "Expand" }).first() : boxWithValue(page, String(edits[0]!.from)).first()).toBeVisible(loading);
      await applyEdits(page, edits);
      expect(await saveDraft(page), "saved").toBe(true);
      if (entry.languageFiles) {
        const after = expectedAfterEdits(data, edits) as Record<string, Record<string, unknown>>;
        for (const [language, languageFile] of Object.entries(entry.languageFiles)) {
          const path = join(repo.dir, languageFile);
          const old = data[language] as Record<string, unknown>;
          const expected = decapFrontMatter(after[language]!, postFieldOrder);
          await expect.poll(() => savedFile(repo.dir, collection, entry.slug, languageFile), { message: `${languageFile} after the save` }).toBe(expected);
          saved.set(path, expected);
          // Exactly the edited keys' lines (a folded title spans more than one), in both languages.
          const keys = edits.filter((edit) => edit.languages.includes(language)).map((edit) => String(edit.path[1]));
          const linesOf = (values: Record<string, unknown>) => decapYaml(Object.fromEntries(keys.map((key) => [key, values[key]])), postFieldOrder).trimEnd().split("\n");
          expect(diffLines(texts[language]!, expected), `${languageFile}: lines changed`).toEqual({ removed: linesOf(old), added: linesOf(after[language]!) });
        }
        edited += 1;
        return;
      }
      // Decap sorts a file's top-level keys by its fields (the plans' tables; a language is not a field).
      // The company facts are JSON, in the order of their fields already.
      const afterEdits = expectedAfterEdits(data, edits);
      const expected = entry.file.endsWith(".json") ? decapJson(afterEdits) : decapYaml(afterEdits, entry.fields.map((field) => field.name));
      await expect.poll(() => savedFile(repo.dir, collection, entry.slug, entry.file), { message: `${entry.file} after the save` }).toBe(expected);
      saved.set(file, expected);
      expect(changedLines(before, expected), "lines changed").toBe(edits.reduce((sum, edit) => sum + edit.languages.length, 0));
      edited += 1;
    });
  }
  expect(edited).toBe(entries.length);
  // Drafts only: the published files are as they were.
  expect(git(repo.dir, "status", "--porcelain"), "published content untouched by drafts").toBe("");
  // Every saved file, read by the build's own readers: the site would build from them.
  for (const [path, text] of saved) writeFileSync(path, text);
  expect(() => readContentFolder(repo.content)).not.toThrow();
});
