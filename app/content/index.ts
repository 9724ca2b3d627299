import type { Locale } from "~/i18n/locales";
import type { PageId } from "~/i18n/pages";
import type { PageCopy } from "./types";
import { readPage } from "./files";
import { aboutSchema } from "./schemas/about";
import { aiSchema } from "./schemas/ai";
import { contactSchema } from "./schemas/contact";
import { ctaCopy } from "./schemas/cta";
import { faqSchema } from "./schemas/faq";
import { goSchema } from "./schemas/go";
import { homeSchema } from "./schemas/home";
import { home2Schema, home3Schema, home4Schema } from "./schemas/landing";
import { legalSchema } from "./schemas/legal";
import { platformSchema } from "./schemas/platform";
import { platform1Schema } from "./schemas/platform1";
import { readPortfolio } from "./schemas/portfolio";
import { readPricing } from "./schemas/pricing";
import { procurementSchema } from "./schemas/procurement";
import { serviceDetailsSchema } from "./schemas/service-details";
import { titlesSchema } from "./schemas/titles";
import { servicesSchema } from "./schemas/services";
import { readTeam } from "./schemas/team";
import { visibilitySchema } from "./schemas/visibility";

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

const titles = lazy({ copy: () => readPage("titles", titlesSchema) });

/** A page's copy (title, description, hero) in one language (views read it through the titles collection, `titleCopy`). */
export function getPageCopy(locale: Locale, id: PageId): PageCopy {
  return titles.copy[locale][id];
}

/**
 * The page content in both languages, for tests and build-time scripts (views read the same files
 * through their collections, `pageContent`), each file read when first used. Islands get props, never this.
 */
export const content = lazy({
  about: () => readPage("about", aboutSchema),
  ai: () => readPage("ai", aiSchema),
  contact: () => readPage("contact", contactSchema),
  /** SPEC §2's shared closing band ("Get one month free trail"). */
  cta: () => readPage("cta", ctaCopy),
  /** Both FAQ pages, from content/pages/faq.yaml (views read it through its collection). */
  faq: () => readPage("faq", faqSchema),
  go: () => readPage("go", goSchema),
  home: () => readPage("home", homeSchema),
  home2: () => readPage("home-2", home2Schema),
  home3: () => readPage("home-3", home3Schema),
  home4: () => readPage("home-4", home4Schema),
  platform: () => readPage("platform", platformSchema),
  platform1: () => readPage("platform1", platform1Schema),
  /** content/pages/portfolio.yaml with the projects of content/portfolio/. */
  portfolio: readPortfolio,
  /** content/pages/pricing.yaml with the plans and prices of content/plans.yaml. */
  pricing: readPricing,
  privacy: () => readPage("privacy", legalSchema),
  procurement: () => readPage("procurement", procurementSchema),
  serviceDetails: () => readPage("service-details", serviceDetailsSchema),
  services: () => readPage("services", servicesSchema),
  /** content/pages/team.yaml with the members of content/team/ (names, titles and links from site.ts). */
  team: readTeam,
  terms: () => readPage("terms", legalSchema),
  visibility: () => readPage("visibility", visibilitySchema),
});
