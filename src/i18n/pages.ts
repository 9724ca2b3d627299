import { localizePath, locales, type Locale } from "./locales";

/**
 * The one table of pages. The pages Astro builds (src/pages/[...path].astro), sitemap, hreflang
 * alternates and the language switcher are all derived from it, so a page cannot exist in one
 * language only.
 *
 * Each page's view is `src/views/<id>.astro` (src/views/index.ts), which also picks its layout, so
 * this table (shipped to the browser for links) stays small.
 */
export const pageTable = [
  { id: "home", slug: "" },
  { id: "login", slug: "login" },
  { id: "signup", slug: "signup" },
  { id: "reset-password", slug: "reset-password" },
  { id: "about", slug: "about" },
  { id: "contact", slug: "contact" },
  { id: "blog", slug: "blog" },
  { id: "blog-details", slug: "blog-details" },
  { id: "portfolio", slug: "portfolio" },
  { id: "portfolio-details", slug: "portfolio-details" },
  { id: "faq-1", slug: "faq-1" },
  { id: "faq-2", slug: "faq-2" },
  { id: "team", slug: "team" },
  { id: "team-details", slug: "team-details" },
  { id: "pricing", slug: "pricing" },
  { id: "services", slug: "services" },
  { id: "service-details", slug: "service-details" },
  { id: "platform1", slug: "platform1" },
  { id: "platform", slug: "platform" },
  { id: "ai", slug: "ai" },
  { id: "go", slug: "go" },
  { id: "procurement", slug: "procurement" },
  { id: "visibility", slug: "visibility" },
  { id: "terms", slug: "terms" },
  { id: "privacy", slug: "privacy" },
  { id: "accessibility", slug: "accessibility" },
  { id: "search", slug: "search" },
  { id: "error-404", slug: "error-404" },
  // Where a form's plain post (no JavaScript) lands, and the newsletter's mailed links (decision 0028).
  { id: "check-inbox", slug: "check-inbox" },
  { id: "subscribed", slug: "subscribed" },
  { id: "link-expired", slug: "link-expired" },
  { id: "unsubscribed", slug: "unsubscribed" },
  { id: "demo-requested", slug: "demo-requested" },
  { id: "comment-received", slug: "comment-received" },
  { id: "home-2", slug: "home-2" },
  { id: "home-3", slug: "home-3" },
  { id: "home-4", slug: "home-4" },
] as const satisfies readonly PageEntry[];

type PageEntry = { id: string; slug: string };

export type PageId = (typeof pageTable)[number]["id"];
export type Page = (typeof pageTable)[number];

/**
 * The answer pages of the forms (decision 0028): what a visitor sees after sending a form without
 * JavaScript, or after following a newsletter mail's link. They say what happens next about one
 * visitor's request: `noindex`, and no search engine is asked to find them.
 */
export const answerPages = ["check-inbox", "subscribed", "link-expired", "unsubscribed", "demo-requested", "comment-received"] as const satisfies readonly PageId[];
export type AnswerPageId = (typeof answerPages)[number];

/** Whether a page is one of the forms' answer pages (`answerPages`). */
export function isAnswerPage(id: PageId): id is AnswerPageId {
  return (answerPages as readonly PageId[]).includes(id);
}

/**
 * Pages the sitemap asks search engines to find: all but SPEC's /error-404, which nothing links to
 * (decision 0012), and the forms' answer pages, which are `noindex`.
 */
// Marked pure so bundlers can drop the table from browser code, which only needs href().
export const sitemapPages = /* @__PURE__ */ pageTable.filter((page) => page.id !== "error-404" && !isAnswerPage(page.id));

/**
 * What is wrong when pages of the table have no view: one line per page, naming the file expected.
 * The build fails on these rather than leave a page out.
 */
export function missingViews(hasView: (id: PageId) => boolean, ids: readonly PageId[] = pageTable.map((page) => page.id)): string[] {
  return ids.filter((id) => !hasView(id)).map((id) => `page "${id}" of the page table (src/i18n/pages.ts) has no view: expected src/views/${id}.astro`);
}

/** Path of a page in a language: `href("ai", "sv")` -> `/sv/ai`. */
export function href(id: PageId, locale: Locale): string {
  // Slugs are SPEC's route names, which are also the ids (pages.test.ts holds the table to that), so
  // links need no table lookup and the table itself stays out of the browser bundles.
  return localizePath(id === "home" ? "/" : `/${id}`, locale);
}

/** The page a path shows, in either language, or undefined for unknown paths. */
export function pageFromPath(pathname: string): Page | undefined {
  const [, ...rest] = localizePath(pathname, "en").split("/");
  const slug = rest.join("/");
  return pageTable.find((page) => page.slug === slug);
}

/**
 * Collections: pages of one kind, each with a URL of its own under a base path (`/team/<slug>`,
 * `/sv/team/<slug>`), one view per collection (src/views/items/). Their slugs come from content at build time
 * (`src/content/collection-items.ts`, passed to routing), so the browser never needs this list beyond the bases. A `paged` collection's
 * items are lists: page 1 is `/<base>/<slug>`, later pages `/<base>/<slug>/page/<n>` (`pagedSlug`).
 */
export const collectionTable = [
  { id: "team", base: "team" },
  { id: "portfolio", base: "portfolio" },
  { id: "blog", base: "blog" },
  { id: "blog-page", base: "blog/page" },
  { id: "blog-category", base: "blog/category", paged: true },
  { id: "blog-tag", base: "blog/tag", paged: true },
  // Landing pages composed in /admin from the site's sections (content/landing/, issue 39).
  { id: "landing", base: "lp" },
] as const satisfies readonly { id: string; base: string; paged?: boolean }[];

export type CollectionId = (typeof collectionTable)[number]["id"];

/** Path of one item of a collection: `itemHref("team", "sara-lindgren", "sv")` -> `/sv/team/sara-lindgren`. */
export function itemHref(collection: CollectionId, slug: string, locale: Locale): string {
  const base = collectionTable.find((entry) => entry.id === collection)!.base;
  return localizePath(`/${base}/${slug}`, locale);
}

/** The slug of page `page` of a paged item: `pagedSlug("technology", 2)` -> `technology/page/2`; page 1 is the bare slug. */
export function pagedSlug(slug: string, page: number): string {
  return page <= 1 ? slug : `${slug}/page/${page}`;
}

/** `pagedSlug` undone: `technology/page/2` -> { slug: "technology", page: 2 }, `technology` -> page 1. */
export function splitPagedSlug(slug: string): { slug: string; page: number } {
  const match = /^(.*)\/page\/(\d+)$/.exec(slug);
  return match ? { slug: match[1]!, page: Number(match[2]) } : { slug, page: 1 };
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A paged item's later pages count from 2, written without leading zeros. */
const pagedSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*(\/page\/[2-9]|\/page\/[1-9]\d+)?$/;

/** The collection and slug a path shows, in either language (`/sv/blog/page/2` -> blog-page, "2"). */
export function itemFromPath(pathname: string): { collection: CollectionId; slug: string } | undefined {
  const path = localizePath(pathname, "en");
  // Longest base first, so `/blog/page/2` is a list page and not a post called "page".
  for (const entry of [...collectionTable].sort((a, b) => b.base.length - a.base.length)) {
    const prefix = `/${entry.base}/`;
    if (!path.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    if (("paged" in entry ? pagedSlugPattern : slugPattern).test(slug)) return { collection: entry.id, slug };
  }
  return undefined;
}

/** Every prerendered path: each page and collection item in each language, plus the not-found pages. */
export function prerenderPaths(items: Partial<Record<CollectionId, readonly string[]>> = {}): string[] {
  const paths = pageTable.flatMap((page) => locales.map((locale) => href(page.id, locale)));
  const itemPaths = collectionTable.flatMap((entry) => (items[entry.id] ?? []).flatMap((slug) => locales.map((locale) => itemHref(entry.id, slug, locale))));
  return [...paths, ...itemPaths, ...locales.map((locale) => localizePath("/404", locale))];
}
