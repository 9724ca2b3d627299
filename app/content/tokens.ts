import { integrations, site, team } from "~/config/site";
import type { Locale } from "~/i18n/locales";

/** The list style of each language ("A, B and C", "A, B och C"). */
const listLocales: Record<Locale, string> = { en: "en-GB", sv: "sv-SE" };

/**
 * Brand facts inside copy are written as `{token}` in the content files and resolved when the files
 * are read, so a fact changes in app/config/site.ts once and every sentence follows:
 * `{brand}`, `{email}`, `{product.ai}` (`.go`, `.companion`, `.warehousing`), `{office.london.city}`
 * (`.street`, `.postcode`, `.country`, `.phone`; offices london, hamburg, stockholm),
 * `{team.sara-lindgren.name}` (`.title`), `{integrations}` (the connector list, in the language's
 * list style), `{integrations.count}` (how many there are) and `{offices}` (the office cities, as a list).
 */
export function facts(locale: Locale): ReadonlyMap<string, string> {
  const list = (items: readonly string[]) => new Intl.ListFormat(listLocales[locale], { type: "conjunction" }).format(items);
  const entries: [string, string][] = [
    ["brand", site.name],
    ["email", site.email],
    ["integrations", list(integrations)],
    ["integrations.count", String(integrations.length)],
    ["offices", list(site.offices.map((office) => office.city))],
    ...Object.entries(site.products).map(([id, name]): [string, string] => [`product.${id}`, name]),
  ];
  for (const office of site.offices) {
    for (const field of ["street", "postcode", "city", "phone"] as const) entries.push([`office.${office.id}.${field}`, office[field]]);
    entries.push([`office.${office.id}.country`, office.country[locale]]);
  }
  for (const member of team) entries.push([`team.${member.id}.name`, member.name], [`team.${member.id}.title`, member.title[locale]]);
  return new Map(entries);
}

// `{{name}}` is a placeholder a component fills in (as in the UI messages), not a token.
const tokenPattern = /(?<!\{)\{([a-z0-9.-]+)\}(?!\})/g;

/** Every string inside `value` with its tokens resolved; an unknown token throws, naming where it is. */
export function resolveTokens(value: unknown, known: ReadonlyMap<string, string>, where: string): unknown {
  if (typeof value === "string") {
    return value.replace(tokenPattern, (token, name: string) => {
      const fact = known.get(name);
      if (fact === undefined) throw new Error(`${where}: unknown token ${token} (known: ${[...known.keys()].map((key) => `{${key}}`).join(", ")})`);
      return fact;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => resolveTokens(item, known, `${where}.${index}`));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveTokens(item, known, `${where}.${key}`)]));
  return value;
}
