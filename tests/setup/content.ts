import type { z } from "zod";
import { readData, readItems, readPage } from "~/content/files";
import { pageFiles, readTitles, type PageFileName, type PageFileOf } from "~/content/registry";
import { portfolioPageSchema, projectSchema, type PortfolioContent } from "~/content/schemas/portfolio";
import { plansSchema, pricingSchema, withPlans, type PricingContent } from "~/content/schemas/pricing";
import { asShown, memberSchema, teamPageSchema, type TeamContent } from "~/content/schemas/team";
import type { PageCopy } from "~/content/types";
import { locales, type Locale } from "~/i18n/locales";
import type { PageId } from "~/i18n/pages";

// Content in both languages for tests, read straight from the files (the site reads the same files
// through its collections). Test-only: nothing under src/ imports this.

/** The portfolio page's copy with its projects, in order. */
export function readPortfolio(): Record<Locale, PortfolioContent> {
  const page = readPage("portfolio", portfolioPageSchema);
  const projects = readItems("portfolio", projectSchema);
  return Object.fromEntries(locales.map((locale) => [locale, { ...page[locale], projects: projects[locale] }])) as Record<Locale, PortfolioContent>;
}

/** The team page's copy with its members, in order. */
export function readTeam(): Record<Locale, TeamContent> {
  const page = readPage("team", teamPageSchema);
  const members = readItems("team", memberSchema);
  return Object.fromEntries(locales.map((locale) => [locale, { ...page[locale], members: members[locale].map(asShown) }])) as Record<Locale, TeamContent>;
}

/** The pricing tables: content/pages/pricing.yaml joined with content/plans.yaml. */
export function readPricing(): Record<Locale, PricingContent> {
  const copy = readPage("pricing", pricingSchema);
  const plans = readData("plans", plansSchema);
  return Object.fromEntries(locales.map((locale) => [locale, withPlans(copy[locale], plans, locale)])) as Record<Locale, PricingContent>;
}

/** Each reader run on first use and its result kept, so importing this module reads no file. */
function lazy<T extends Record<string, () => unknown>>(readers: T): { readonly [K in keyof T]: ReturnType<T[K]> } {
  const result = {};
  for (const [key, read] of Object.entries(readers)) {
    let value: unknown;
    let done = false;
    Object.defineProperty(result, key, { enumerable: true, get: () => (done ? value : ((done = true), (value = read()))) });
  }
  return result as { readonly [K in keyof T]: ReturnType<T[K]> };
}

/** "service-details" → "serviceDetails": the page files' names as keys of `content`. */
type KeyOf<N extends string> = N extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<KeyOf<Tail>>}` : N;
const keyOf = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
type PageReaders = { [N in PageFileName as KeyOf<N>]: () => Record<Locale, z.infer<PageFileOf<N>["schema"]>> };

const pageReaders = Object.fromEntries(pageFiles.map((file) => [keyOf(file.name), () => readPage(file.name, file.schema)])) as PageReaders;

/** A page's copy (title, description, hero) in one language (views read it through the titles collection, `titleCopy`). */
export function getPageCopy(locale: Locale, id: PageId): PageCopy {
  return content.titles[locale][id];
}

/**
 * The page content in both languages, for tests and build-time scripts (views read the same files
 * through their collections, `pageContent`), each file read when first used. Islands get props, never this.
 */
export const content = lazy({
  ...pageReaders,
  /** Every page's title, description and hero: each from its place in its page file (`topPlaces`). */
  titles: readTitles,
  /** content/pages/portfolio.yaml with the projects of content/portfolio/. */
  portfolio: readPortfolio,
  /** content/pages/pricing.yaml with the plans and prices of content/plans.yaml. */
  pricing: readPricing,
  /** content/pages/team.yaml with the members of content/team/ (names, titles and links from site.ts). */
  team: readTeam,
});
