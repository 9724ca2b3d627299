import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
// Relative imports only: the blog's check (blog/posts.ts) reads this while astro.config.ts loads.
import { locales, type Locale } from "../i18n/locales";

/** A member's name and job title in each language, as `{team.<slug>.name}` and `.title` say them. */
export type MemberFact = { name: string; title: Record<Locale, string>; hidden: boolean };
export type MemberFacts = ReadonlyMap<string, MemberFact>;

/**
 * The names and job titles of the team (`<content>/team/*.yaml`), hidden members marked, for the
 * tokens and bylines that name them and the blog's author check. Read as written: a name or title
 * holds no token, and reading the members' copy here would resolve tokens inside tokens. The full
 * check of a member's file is `readItems`' (src/content/files.ts).
 */
export function memberFacts(contentDir: string): MemberFacts {
  const folder = join(contentDir, "team");
  const facts = new Map<string, MemberFact>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".yaml")).sort()) {
    let parts: Partial<Record<Locale, Record<string, unknown>>> = {};
    try {
      parts = YAML.parse(readFileSync(join(folder, file), "utf8")) ?? {};
    } catch {
      // readItems reports a broken file with its line and column.
    }
    const said = (locale: Locale, key: string) => String(parts[locale]?.[key] ?? "").trim();
    const title = Object.fromEntries(locales.map((locale) => [locale, said(locale, "title")])) as Record<Locale, string>;
    facts.set(file.slice(0, -".yaml".length), { name: said("en", "name"), title, hidden: parts.en?.hidden === true });
  }
  return facts;
}
