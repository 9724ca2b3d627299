import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import YAML from "yaml";
import { z } from "zod";
import { languageNames, locales, type Locale } from "~/i18n/locales";
import { schemaFor } from "./schemas/follows-company";
import { plansSchema } from "./schemas/pricing";
import { id } from "./schemas/text";
import { memberFacts } from "./members";
import { facts, resolveTokens, type TokenCompany } from "./tokens";
import { uploadProblem } from "./uploads";

/**
 * The content files' folder: `content/` of the project (the build, the tests and the CMS all run
 * from its root), or CONTENT_DIR, where the CMS tests build a copy that the CMS has edited.
 */
export const contentDir = process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : join(process.cwd(), "content");

/** A content file failed to read: the message names the file, the field and what was expected. */
export class ContentError extends Error {
  override name = "ContentError";
}

/** A YAML file's data, or a ContentError naming the file (YAML's message gives line and column). */
function parseFile(path: string): unknown {
  try {
    return YAML.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ContentError(`${relative(process.cwd(), path)}: ${(error as Error).message}`);
  }
}

/**
 * One language part of a file, tokens resolved and checked; its problems go to `problems`. Plan
 * tokens come from `dir`'s plans.yaml, team tokens from its team folder, each read only for a part
 * that names one.
 */
function checkPart<T extends z.ZodType>(part: unknown, schema: T, file: string, locale: Locale, problems: string[], dir: string): z.infer<T> | undefined {
  if (part == null) {
    problems.push(`${file}: ${locale}: is required (the ${languageNames[locale]} copy)`);
    return undefined;
  }
  let resolved: unknown;
  let company: TokenCompany | undefined;
  try {
    const json = JSON.stringify(part);
    const plans = json.includes("{plan.") ? readData("plans", plansSchema, dir) : undefined;
    const members = json.includes("{team.") ? memberFacts(dir) : undefined;
    company = readCompany(dir);
    resolved = resolveTokens(part, facts(locale, plans, members, company), `${file}: ${locale}`);
  } catch (error) {
    // A broken plans.yaml lists its own problems; keep them under this one heading.
    problems.push((error as Error).message.replace(/^Content does not match its schema:\n/, ""));
    return undefined;
  }
  // Shaped by the company facts as they are now (the contact page's words per office), not as the
  // schema was made: `astro dev` makes its collections' schemas once.
  const parsed = schemaFor(schema, company).safeParse(resolved);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) problems.push(`${file}: ${[locale, ...issue.path].join(".")}: ${issue.message}`);
  return undefined;
}

/**
 * content/company.json as it is now, for the tokens and the schemas that follow it (`schemaFor`):
 * the same file the build imports, read afresh so that `astro dev` re-reads copy with a changed
 * e-mail or office (the import is read once). The company collection checks it against its schema.
 */
export function readCompany(dir = contentDir): TokenCompany | undefined {
  const path = join(dir, "company.json");
  // A folder of test fixtures without company facts takes the build's; the content folder must
  // have them (a read while git replaces the file fails, and `astro dev` reads again).
  if (dir !== contentDir && !existsSync(path)) return undefined;
  const text = readFileSync(path, "utf8");
  if (companyRead?.text !== text) companyRead = { text, company: JSON.parse(text) as TokenCompany };
  return companyRead.company;
}
let companyRead: { text: string; company: TokenCompany } | undefined;

function fail(problems: string[]): never {
  throw new ContentError(`Content does not match its schema:\n${problems.join("\n")}`);
}

/**
 * A page's copy in both languages from `content/pages/<name>.yaml` (one file, an `en:` and an `sv:`
 * part, as the CMS writes it): parsed, brand tokens resolved, checked against the page's schema.
 */
export function readPage<T extends z.ZodType>(name: string, schema: T, dir = contentDir): Record<Locale, z.infer<T>> {
  const path = join(dir, "pages", `${name}.yaml`);
  const file = relative(process.cwd(), path);
  const parts = (parseFile(path) ?? {}) as Partial<Record<Locale, unknown>>;
  const result = {} as Record<Locale, z.infer<T>>;
  const problems: string[] = [];
  for (const locale of locales) {
    const copy = checkPart(parts[locale], schema, file, locale, problems, dir);
    if (copy !== undefined) result[locale] = copy;
  }
  if (problems.length) fail(problems);
  return result;
}

/** One item of a collection folder: its slug (the file name) and its copy. */
export type ContentItem<T> = { slug: string } & T;

/** Whether an item is kept off the site (a draft person, a project not yet public). */
const itemHidden = z.boolean({ error: "must be true or false" }).default(false);

/** An item's place in its lists: a whole number in each language part, the same in both. */
const itemOrder = z.int({ error: "must be a whole number (the item's place in the list)" }).positive("must be 1 or more (the item's place in the list)");

/**
 * The items of a collection folder (`content/<folder>/<slug>.yaml`: one file per team member or
 * project, each with an `en:` and an `sv:` part, as the CMS writes a folder collection) in both
 * languages: parsed, brand tokens resolved, checked against the item's schema, with the same errors
 * as `readPage`. The file name is the item's slug (its page is /<folder>/<slug>). Each language part
 * also holds `order`, the item's place in the lists (1, 2, ...; the same in both languages; items
 * with the same number follow their file names): the items come back in that order, without the
 * field, so `schema` does not list it.
 * `hidden: true` (the same in both languages) keeps an item out of every page, list and feed: it is
 * still checked, so showing it again cannot break the build.
 * `listed: false` is for items no list shows (landing pages): no `order`, file-name order.
 */
export function readItems<T extends z.ZodType>(folder: string, schema: T, dir = contentDir, { listed = true }: { listed?: boolean } = {}): Record<Locale, ContentItem<z.infer<T>>[]> {
  const folderPath = join(dir, folder);
  let names: string[];
  try {
    names = readdirSync(folderPath).filter((name) => name.endsWith(".yaml"));
  } catch (error) {
    throw new ContentError(`${relative(process.cwd(), folderPath)}: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  const items: { slug: string; file: string; order: number; hidden: boolean; copy: Record<Locale, z.infer<T>> }[] = [];
  for (const name of names.sort()) {
    const slug = name.slice(0, -".yaml".length);
    const path = join(folderPath, name);
    const file = relative(process.cwd(), path);
    if (!id.safeParse(slug).success) problems.push(`${file}: the file name must be lower-case letters, digits and hyphens (it is the page's address)`);
    let parts: Partial<Record<Locale, unknown>>;
    try {
      parts = (parseFile(path) ?? {}) as Partial<Record<Locale, unknown>>;
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const copy = {} as Record<Locale, z.infer<T>>;
    const orders: Partial<Record<Locale, number>> = {};
    const hiddens: Partial<Record<Locale, boolean>> = {};
    for (const locale of locales) {
      const part = parts[locale];
      const { order, hidden, ...rest } = (part && typeof part === "object" ? part : {}) as Record<string, unknown>;
      if (part != null && !listed) orders[locale] = 1;
      else if (part != null) {
        const placed = itemOrder.safeParse(order);
        if (placed.success) orders[locale] = placed.data;
        else problems.push(`${file}: ${locale}.order: ${order === undefined ? "is required (the item's place in the list)" : placed.error.issues[0]?.message}`);
      }
      // Listed or not (a landing page), "Hidden from the site" keeps the item off the site.
      if (part != null) {
        const shown = itemHidden.safeParse(hidden);
        if (shown.success) hiddens[locale] = shown.data;
        else problems.push(`${file}: ${locale}.hidden: ${shown.error.issues[0]?.message}`);
      }
      const checked = checkPart(part != null && typeof part === "object" ? rest : part, schema, file, locale, problems, dir);
      if (checked !== undefined) copy[locale] = checked;
    }
    if (orders.en !== undefined && orders.sv !== undefined && orders.en !== orders.sv) problems.push(`${file}: sv.order: must be the same as en.order (${orders.en})`);
    if (hiddens.en !== undefined && hiddens.sv !== undefined && hiddens.en !== hiddens.sv) problems.push(`${file}: sv.hidden: must be the same as en.hidden (${hiddens.en})`);
    problems.push(...photoProblems(file, copy, dir));
    if (orders.en !== undefined) items.push({ slug, file, order: orders.en, hidden: hiddens.en ?? false, copy });
  }
  // Stable: items with the same place keep their files' order, so a copied file builds as it is.
  items.sort((a, b) => a.order - b.order);
  if (problems.length) fail(problems);
  const result = {} as Record<Locale, ContentItem<z.infer<T>>[]>;
  const shown = items.filter((item) => !item.hidden);
  for (const locale of locales) result[locale] = shown.map((item) => ({ slug: item.slug, ...(item.copy[locale] as object) }) as ContentItem<z.infer<T>>);
  return result;
}

/**
 * An item's photo (`photo.image`, `media/<file>`): one picture for both languages, described in
 * each, and a file in the content folder's media/ that the pipeline can read and the CMS would take.
 */
function photoProblems(file: string, copy: Partial<Record<Locale, unknown>>, dir: string): string[] {
  // A part that failed its schema has its own problems listed already.
  if (locales.some((locale) => copy[locale] === undefined)) return [];
  const images = locales.map((locale) => (copy[locale] as { photo?: { image: string } }).photo?.image);
  const [first, ...others] = images;
  const problems = others.flatMap((image, index) =>
    image === first ? [] : [`${file}: ${locales[index + 1]}.photo${image === undefined ? "" : ".image"}: must be the same picture as ${locales[0]}.photo.image (${first ?? "none"}); only its description is translated`],
  );
  const upload = first ? uploadProblem(dir, first) : undefined;
  if (upload) problems.push(`${file}: ${locales[0]}.photo.image: ${upload}`);
  return problems;
}

/**
 * A file of language-neutral facts, `content/<name>.yaml` (the plans and their prices) or `.json`
 * (the company facts, which components import): parsed and checked against its schema, failing as
 * `readPage` does, with every problem as `file: field.path: what was expected`. No tokens: such a
 * file holds no copy.
 */
export function readData<T extends z.ZodType>(name: string, schema: T, dir = contentDir, extension: "yaml" | "json" = "yaml"): z.infer<T> {
  // YAML reads JSON too, with the line and column of a syntax error.
  const path = join(dir, `${name}.${extension}`);
  const file = relative(process.cwd(), path);
  const data = parseFile(path);
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  fail(parsed.error.issues.map((issue) => (issue.path.length ? `${file}: ${issue.path.join(".")}: ${issue.message}` : `${file}: ${issue.message}`)));
}
