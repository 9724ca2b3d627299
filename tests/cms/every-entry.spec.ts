import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import { cmsEntries } from "../../app/cms/config";
import type { CmsField } from "../../app/cms/fields";
import { decapYaml } from "../../app/content/format";
import { boxWithValue, buildFrom, expand, expect, openEntry, project, publish, test } from "./cms-kit";
import type { Page } from "@playwright/test";

// Every entry (issue 37): each one opens, takes an edit in both languages and saves with a diff of
// exactly the edited lines; then the site builds from the edited files.

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
