import { itemFromPath, pageFromPath, type CollectionId, type PageId } from "../i18n/pages";
import type { SearchType } from "./types";

/**
 * What the site search (issue 28, decision 0015) indexes: which pages, as which page type, with which
 * metadata. The layouts mark a page's main content for Pagefind with `searchAttributes`; the build
 * (src/integrations/build-end.ts) indexes every page so marked, one index per language.
 */

/**
 * The type of each page of the table, or null for pages kept out of the index: the sign-in forms
 * (they find nothing a buyer looks for and do nothing, SPEC §6), SPEC's /error-404, the forms'
 * answer pages, and the search page itself. Typed per page, so a new page must decide.
 */
const pageTypes: Record<PageId, SearchType | null> = {
  home: "product",
  login: null,
  signup: null,
  "reset-password": null,
  about: "company",
  contact: "company",
  blog: "blog",
  "blog-details": "blog",
  portfolio: "company",
  "portfolio-details": "company",
  "faq-1": "faq",
  "faq-2": "faq",
  team: "company",
  "team-details": "company",
  pricing: "product",
  services: "product",
  "service-details": "product",
  platform1: "product",
  platform: "product",
  ai: "product",
  go: "product",
  procurement: "product",
  visibility: "product",
  terms: "legal",
  privacy: "legal",
  accessibility: "legal",
  search: null,
  "error-404": null,
  // The forms' answer pages speak to one visitor's request (and are noindex).
  "check-inbox": null,
  subscribed: null,
  "link-expired": null,
  unsubscribed: null,
  "demo-requested": null,
  "comment-received": null,
  "home-2": "product",
  "home-3": "product",
  "home-4": "product",
};

/** Team members and projects are the company's, landing pages the product's; every other collection (posts, list pages) is the blog's. */
const collectionType = (collection: CollectionId): SearchType =>
  collection === "team" || collection === "portfolio" ? "company" : collection === "landing" ? "product" : "blog";

type PageFacts = {
  pathname: string;
  /** The hosts' not-found answers (/404, /sv/404). */
  notFound?: boolean;
  noindex?: boolean;
  /** Set when another URL is the page's canonical one (SPEC's details pages show an item). */
  canonicalPath?: string;
};

/**
 * The type a page is indexed as, or null if it stays out of the index: pages search engines do not
 * index either (noindex, not found) and pages that repeat another page (their canonical URL is that
 * page's), so every result is found once, at its own URL.
 */
export function searchType({ pathname, notFound, noindex, canonicalPath }: PageFacts): SearchType | null {
  if (notFound || noindex) return null;
  if (canonicalPath !== undefined && canonicalPath !== pathname) return null;
  const page = pageFromPath(pathname);
  if (page) return pageTypes[page.id];
  const item = itemFromPath(pathname);
  return item ? collectionType(item.collection) : null;
}

/** What a result shows besides its excerpt: the page's own title, and a post's category and date. */
export type SearchMeta = { title: string; category?: string; date?: string };

/**
 * Pagefind's attributes for the element around a page's main content: `data-pagefind-body` (only
 * pages with it are indexed; header, footer, consent banner and menu are outside it), the `type`
 * filter, and the metadata, read from `data-search-*` attributes of the same element (so titles may
 * hold commas and colons). With `body: false` only the filter and metadata (Bare.astro, whose pages
 * mark their own <main>). No attributes for a page kept out of the index.
 */
export function searchAttributes(type: SearchType | null, meta: SearchMeta, { body = true }: { body?: boolean } = {}): Record<string, string> {
  if (!type) return {};
  const fields = (Object.entries(meta) as [keyof SearchMeta, string | undefined][]).filter((entry): entry is [keyof SearchMeta, string] => Boolean(entry[1]?.trim()));
  return {
    ...(body ? { "data-pagefind-body": "" } : {}),
    "data-pagefind-filter": `type:${type}`,
    ...(fields.length ? { "data-pagefind-meta": fields.map(([key]) => `${key}[data-search-${key}]`).join(", ") } : {}),
    ...Object.fromEntries(fields.map(([key, value]) => [`data-search-${key}`, value.trim()])),
  };
}
