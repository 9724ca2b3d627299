import type { z } from "zod";
import type { PageCopy } from "./types";
import { contentDir, readPage } from "./files";
import { commentFileSchema } from "./blog/schema";
import { aboutSchema } from "./schemas/about";
import { aiSchema } from "./schemas/ai";
import { answersSchema } from "./schemas/answers";
import { authSchema } from "./schemas/auth";
import { companySchema } from "./schemas/company";
import { contactSchema } from "./schemas/contact";
import { ctaCopy } from "./schemas/cta";
import { faqSchema } from "./schemas/faq";
import { goSchema } from "./schemas/go";
import { homeSchema } from "./schemas/home";
import { home2Schema, home3Schema, home4Schema } from "./schemas/landing";
import { legalSchema } from "./schemas/legal";
import { platformSchema } from "./schemas/platform";
import { platform1Schema } from "./schemas/platform1";
import { portfolioPageSchema, projectSchema } from "./schemas/portfolio";
import { plansSchema, pricingSchema } from "./schemas/pricing";
import { procurementSchema } from "./schemas/procurement";
import { serviceDetailsSchema } from "./schemas/service-details";
import { servicesSchema } from "./schemas/services";
import { memberSchema, teamPageSchema } from "./schemas/team";
import { blogPagesSchema, notFoundSchema, searchPageSchema } from "./schemas/titles";
import { visibilitySchema } from "./schemas/visibility";
import { locales, type Locale } from "~/i18n/locales";
import { pageTable, type PageId } from "~/i18n/pages";

/**
 * Every content file and folder with its schema and the name an editor sees: one table for the
 * collections the build reads (src/content.config.ts) and the CMS at /admin (src/cms/config.ts).
 */
export type PageFile = { name: string; label: string; schema: z.ZodType; where: string };

/** `content/pages/<name>.yaml`, an `en:` and an `sv:` part each. */
export const pageFiles = [
  { name: "home", label: "Home page", schema: homeSchema, where: "/" },
  { name: "home-2", label: "Landing page 2", schema: home2Schema, where: "/home-2" },
  { name: "home-3", label: "Landing page 3", schema: home3Schema, where: "/home-3" },
  { name: "home-4", label: "Landing page 4", schema: home4Schema, where: "/home-4" },
  { name: "ai", label: "Orkestra AI", schema: aiSchema, where: "/ai" },
  { name: "go", label: "Orkestra Go", schema: goSchema, where: "/go" },
  { name: "platform", label: "Platform", schema: platformSchema, where: "/platform" },
  { name: "platform1", label: "Platform (second layout)", schema: platform1Schema, where: "/platform1" },
  { name: "procurement", label: "Procurement", schema: procurementSchema, where: "/procurement" },
  { name: "visibility", label: "Visibility", schema: visibilitySchema, where: "/visibility" },
  { name: "services", label: "Services", schema: servicesSchema, where: "/services" },
  { name: "service-details", label: "Service details", schema: serviceDetailsSchema, where: "/service-details" },
  { name: "about", label: "About us", schema: aboutSchema, where: "/about" },
  { name: "team", label: "Team page", schema: teamPageSchema, where: "/team" },
  { name: "portfolio", label: "Portfolio page", schema: portfolioPageSchema, where: "/portfolio" },
  { name: "contact", label: "Contact", schema: contactSchema, where: "/contact" },
  { name: "auth", label: "Sign-in pages", schema: authSchema, where: "/login, /signup, /reset-password" },
  { name: "cta", label: "Closing call to action", schema: ctaCopy, where: "the band above the footer on most pages" },
  { name: "faq", label: "FAQs", schema: faqSchema, where: "/faq-1, /faq-2" },
  { name: "pricing", label: "Pricing wording", schema: pricingSchema, where: "/pricing (the top of the page) and the pricing tables on /, /pricing and /go" },
  { name: "privacy", label: "Privacy policy", schema: legalSchema, where: "/privacy" },
  { name: "terms", label: "Terms of service", schema: legalSchema, where: "/terms" },
  { name: "accessibility", label: "Accessibility statement", schema: legalSchema, where: "/accessibility" },
  { name: "blog-pages", label: "Blog pages", schema: blogPagesSchema, where: "/blog (the list of posts) and /blog-details (the newest post)" },
  { name: "search", label: "Search page", schema: searchPageSchema, where: "/search" },
  { name: "not-found", label: "Page not found", schema: notFoundSchema, where: "the page shown for an address that does not exist (/error-404)" },
  {
    name: "answers",
    label: "Form answer pages",
    schema: answersSchema,
    where: "the pages a form's answer or a newsletter mail's link leads to: /check-inbox, /subscribed, /link-expired, /unsubscribed, /demo-requested, /comment-received",
  },
] as const satisfies readonly PageFile[];

export type PageFileName = (typeof pageFiles)[number]["name"];

/**
 * Where each page's title, description and hero (its "top") are: the page file and the keys to
 * them. A page's own file has them as `top`; a file that serves several pages has one top for
 * each, labelled with the page's address, so an editor finds every page's headline in the entry
 * named for the page.
 */
export const topPlaces = {
  home: ["home", "top"],
  login: ["auth", "login", "top"],
  signup: ["auth", "signup", "top"],
  "reset-password": ["auth", "reset-password", "top"],
  about: ["about", "top"],
  contact: ["contact", "top"],
  blog: ["blog-pages", "top"],
  "blog-details": ["blog-pages", "detailsTop"],
  portfolio: ["portfolio", "top"],
  "portfolio-details": ["portfolio", "detailsTop"],
  "faq-1": ["faq", "tabsTop"],
  "faq-2": ["faq", "listTop"],
  team: ["team", "top"],
  "team-details": ["team", "detailsTop"],
  pricing: ["pricing", "top"],
  services: ["services", "top"],
  "service-details": ["service-details", "top"],
  platform1: ["platform1", "top"],
  platform: ["platform", "top"],
  ai: ["ai", "top"],
  go: ["go", "top"],
  procurement: ["procurement", "top"],
  visibility: ["visibility", "top"],
  terms: ["terms", "top"],
  privacy: ["privacy", "top"],
  accessibility: ["accessibility", "top"],
  search: ["search", "top"],
  "error-404": ["not-found", "top"],
  "check-inbox": ["answers", "checkInbox", "top"],
  subscribed: ["answers", "subscribed", "top"],
  "link-expired": ["answers", "linkExpired", "top"],
  unsubscribed: ["answers", "unsubscribed", "top"],
  "demo-requested": ["answers", "demoRequested", "top"],
  "comment-received": ["answers", "commentReceived", "top"],
  "home-2": ["home-2", "top"],
  "home-3": ["home-3", "top"],
  "home-4": ["home-4", "top"],
} as const satisfies Record<PageId, readonly [PageFileName, ...string[]]>;

/** The page files that hold a page's top: what the `titles` collection is read from. */
export const topFiles = [...new Set(Object.values(topPlaces).map(([file]) => file))];

/**
 * Every page's title, description and hero in both languages, in the page table's order, each
 * from its place in its page file (`topPlaces`). The build reads it as the `titles` collection
 * (`titleCopy`), tests and scripts call it.
 */
export function readTitles(dir = contentDir): Record<Locale, Record<PageId, PageCopy>> {
  const files = new Map(topFiles.map((name) => [name, readPage(name, pageFiles.find((file) => file.name === name)!.schema, dir) as Record<Locale, unknown>]));
  const dig = (value: unknown, keys: readonly string[]) => keys.reduce((at, key) => (at as Record<string, unknown>)[key], value) as PageCopy;
  const all = (locale: Locale) => Object.fromEntries(pageTable.map(({ id }) => [id, dig(files.get(topPlaces[id][0])![locale], topPlaces[id].slice(1))])) as Record<PageId, PageCopy>;
  return Object.fromEntries(locales.map((locale) => [locale, all(locale)])) as Record<Locale, Record<PageId, PageCopy>>;
}
/** The registry row of one page file, its schema's own type included. */
export type PageFileOf<N extends PageFileName> = Extract<(typeof pageFiles)[number], { name: N }>;

/** `content/<folder>/<slug>.yaml`, one file per item with both languages and an `order`. */
export const itemFolders = [
  { name: "team", label: "Team members", singular: "Team member", schema: memberSchema, where: "/team/<slug> and the team cards" },
  { name: "portfolio", label: "Portfolio projects", singular: "Portfolio project", schema: projectSchema, where: "/portfolio/<slug> and the portfolio cards" },
] as const;

/** `content/<name>.yaml` (the plans) and `content/company.json`, the same in every language. */
export const dataFiles = [
  { name: "plans", label: "Plans and prices", schema: plansSchema, where: "/, /pricing, /go" },
  { name: "company", label: "Company facts", schema: companySchema, where: "every page: the header, the footer, the contact page, the legal texts and every sentence that names the brand, a product, an office or the e-mail address" },
] as const;

/**
 * `content/comments/<slug>.yaml`: visitors' comments, one file each in one language (no twin in the
 * other), arriving as drafts for review (decision 0028) and shown under their post once published.
 */
export const commentFolder = { name: "comments", label: "Comments", singular: "Comment", schema: commentFileSchema, where: "under its blog post, in its language only" } as const;
