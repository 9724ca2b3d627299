import { site } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import type { Company } from "./schemas/company";
// Types only: tokens must not import a reader.
import type { MemberFacts } from "./members";
import type { PlansData } from "./schemas/pricing";

/** The company facts that tokens name. */
export type TokenCompany = Pick<Company, "name" | "email" | "integrations" | "offices" | "products">;

/** The list style of each language ("A, B and C", "A, B och C"). */
const listLocales: Record<Locale, string> = { en: "en-GB", sv: "sv-SE" };

/**
 * Brand facts inside copy are written as `{token}` in the content files and resolved when the files
 * are read, so a fact changes in content/company.json (or a member's file) once and every sentence follows:
 * `{brand}`, `{email}`, `{product.ai}` (`.go`, `.companion`, `.warehousing`), `{office.london.city}`
 * (`.street`, `.postcode`, `.country`, `.phone`; offices london, hamburg, stockholm),
 * `{team.sara-lindgren.name}` (`.title`), `{integrations}` (the connector list, in the language's
 * list style), `{integrations.count}` (how many there are) and `{offices}` (the office cities, as a list).
 * With `plans` (content/plans.yaml), also the plan facts of `planFacts`; with `members`
 * (content/team/), `{team.<slug>.name}` and `.title`. `company` is the build's company facts unless
 * a reader hands over the file as it is now (`astro dev` re-reads copy when company.json changes).
 */
export function facts(locale: Locale, plans?: PlansData, members?: MemberFacts, company: TokenCompany = site): ReadonlyMap<string, string> {
  const { integrations } = company;
  const list = (items: readonly string[]) => new Intl.ListFormat(listLocales[locale], { type: "conjunction" }).format(items);
  const entries: [string, string][] = [
    ["brand", company.name],
    ["email", company.email],
    ["integrations", list(integrations)],
    ["integrations.count", String(integrations.length)],
    ["offices", list(company.offices.map((office) => office.city))],
    ...Object.entries(company.products).map(([id, name]): [string, string] => [`product.${id}`, name]),
  ];
  for (const office of company.offices) {
    for (const field of ["street", "postcode", "city", "phone"] as const) entries.push([`office.${office.id}.${field}`, office[field]]);
    entries.push([`office.${office.id}.country`, office.country[locale]]);
  }
  for (const [slug, member] of members ?? []) entries.push([`team.${slug}.name`, member.name], [`team.${slug}.title`, member.title[locale]]);
  if (plans) entries.push(...planFacts(plans, locale));
  return new Map(entries);
}

/** Numbers inside sentences as the copy writes them: "5,000", "5 000" (a plain space, as the Swedish copy has it). */
const groupSeparator: Record<Locale, string> = { en: ",", sv: " " };
export const writtenNumber = (value: number, locale: Locale) => value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator[locale]);
/** A whole-euro price inside a sentence: "€299", "299 €". */
const writtenEuro = (value: number, locale: Locale) => (locale === "sv" ? `${writtenNumber(value, locale)} €` : `€${writtenNumber(value, locale)}`);

/**
 * The plans' facts for sentences, so a price changes in content/plans.yaml once and every sentence
 * follows: `{plan.home.pro.name}`, `{plan.home.pro.price.monthly}` (one per billing period; none for a
 * custom price), `{plan.home.pro.users.monthly}` (the number of an allowance of 2 or "up to 5", per
 * tab; `{plan.home.pro.users}` where every tab has the same; none for custom) and `{plan.home.pro.entries}`.
 */
export function planFacts(plans: PlansData, locale: Locale): [string, string][] {
  const entries: [string, string][] = [];
  const users = (allowance: number | string) => (allowance === "custom" ? undefined : Number(String(allowance).replace(/^up to /, "")));
  for (const [table, { plans: list }] of Object.entries(plans)) {
    for (const plan of list) {
      const key = `plan.${table}.${plan.id}`;
      entries.push([`${key}.name`, plan.name]);
      for (const [period, price] of Object.entries(plan.price ?? {})) if (price !== undefined) entries.push([`${key}.price.${period}`, writtenEuro(price, locale)]);
      // One per tab, and one without a period where every tab has the same allowance.
      const perTab = Object.entries(plan.users).filter((entry): entry is [string, number | string] => entry[1] !== undefined);
      const same = new Set(perTab.map(([, value]) => String(value))).size === 1;
      const allowances = [...perTab.map(([period, value]) => [`.${period}`, value] as const), ...(same && perTab[0] ? [["", perTab[0][1]] as const] : [])];
      for (const [suffix, allowance] of allowances) {
        const count = users(allowance);
        if (count !== undefined) entries.push([`${key}.users${suffix}`, writtenNumber(count, locale)]);
      }
      if (plan.entries !== undefined) entries.push([`${key}.entries`, writtenNumber(plan.entries, locale)]);
    }
  }
  return entries;
}

// `{{name}}` is a placeholder a component fills in (as in the UI messages), not a token.
const tokenPattern = /(?<!\{)\{([a-z0-9.-]+)\}(?!\})/g;

/** `text` with each known token replaced by its fact; an unknown one becomes what `unknown` returns (itself). */
export function fillTokens(text: string, known: ReadonlyMap<string, string>, unknown = (token: string, _name: string) => token): string {
  return text.replace(tokenPattern, (token, name: string) => known.get(name) ?? unknown(token, name));
}

/** Every string inside `value` with its tokens resolved; an unknown token throws, naming where it is. */
export function resolveTokens(value: unknown, known: ReadonlyMap<string, string>, where: string): unknown {
  if (typeof value === "string") {
    return fillTokens(value, known, (token, name) => {
      const source = name.startsWith("plan.") ? "content/plans.yaml has no such plan fact; " : "";
      throw new Error(`${where}: unknown token ${token} (${source}known: ${[...known.keys()].map((key) => `{${key}}`).join(", ")})`);
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => resolveTokens(item, known, `${where}.${index}`));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolveTokens(item, known, `${where}.${key}`)]));
  return value;
}
