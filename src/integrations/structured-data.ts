import type { BreadcrumbList, Organization, Thing, WebSite, WithContext } from "schema-dts";
import { site } from "../config/site";
import { readPage } from "../content/files";
import { faqSchema } from "../content/schemas/faq";
import { titlesSchema } from "../content/schemas/titles";
import { localeFromPath, localizePath, type Locale } from "../i18n/locales";
import { messages } from "../i18n/messages";
import type { CategoryKey, TagKey } from "../content/blog/schema";
import { href, itemFromPath, pageFromPath, splitPagedSlug, type CollectionId, type PageId } from "../i18n/pages";
import { faqPageData } from "../sections/faq/faq-json-ld";

// Relative imports only (no `~/`): astro.config.ts loads this module before aliases apply.
// Read once for all pages.
const titles = readPage("titles", titlesSchema);
const faq = readPage("faq", faqSchema);
const getPageCopy = (locale: Locale, id: PageId) => titles[locale][id];

/**
 * Structured data every page gets from the build (issue 13): Organization and WebSite on the home
 * pages, a BreadcrumbList on every other page. Pages add their own (BlogPosting, FAQPage) through
 * their `meta`. Typed with schema-dts, so a wrong property fails the typecheck.
 */

const url = (path: string) => `${site.origin}${path === "/" ? "/" : path}`;

/** Pages that sit under another page rather than directly under home (SPEC's detail routes). */
const parentOf: Partial<Record<PageId, PageId>> = {
  "service-details": "services",
  "team-details": "team",
  "portfolio-details": "portfolio",
  "blog-details": "blog",
};
/** The list page above each collection's items (typed per collection, so a new one needs an entry). */
const collectionParent: Record<CollectionId, PageId> = { team: "team", portfolio: "portfolio", blog: "blog", "blog-page": "blog", "blog-category": "blog", "blog-tag": "blog" };

/** A category's or tag's list page is named in its trail by its heading ("Posts in Technology"), as on the page. */
function filterHeading(item: { collection: CollectionId; slug: string }, locale: Locale): string | undefined {
  const blog = messages[locale].blog;
  const key = splitPagedSlug(item.slug).slug;
  if (item.collection === "blog-category") return blog.topic.category.heading.replace("{{name}}", blog.categories[key as CategoryKey]);
  if (item.collection === "blog-tag") return blog.topic.tag.heading.replace("{{name}}", blog.tags[key as TagKey]);
  return undefined;
}

/** A page's short name for a trail: its navigation label where it has one, else its title. */
function pageName(id: PageId, locale: Locale): string {
  const names = messages[locale].pageNames as Record<string, string>;
  const copy = getPageCopy(locale, id);
  // The not-found page's heading is a bare "404"; its title names it.
  return names[id] ?? (id === "error-404" ? copy.title : copy.hero.heading);
}

function organization(locale: Locale): WithContext<Organization> {
  const office = site.offices[0];
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.origin}/#organization`,
    name: site.name,
    url: url("/"),
    logo: url("/apple-touch-icon.png"),
    email: site.email,
    description: getPageCopy(locale, "home").description,
    address: {
      "@type": "PostalAddress",
      streetAddress: office.street,
      postalCode: office.postcode,
      addressLocality: office.city,
      addressCountry: "GB",
    },
    contactPoint: site.offices.map((entry) => ({
      "@type": "ContactPoint" as const,
      telephone: entry.phone.replace(/\s+/g, ""),
      contactType: "sales",
      areaServed: entry.id === "london" ? "GB" : entry.id === "hamburg" ? "DE" : "SE",
      availableLanguage: ["en", "sv"],
    })),
    sameAs: site.social.map((entry) => entry.href),
  };
}

function website(locale: Locale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${url(href("home", locale))}#website`,
    name: site.name,
    url: url(href("home", locale)),
    inLanguage: locale,
    publisher: { "@id": `${site.origin}/#organization` },
  };
}

function breadcrumbs(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem" as const, position: index + 1, name: crumb.name, item: url(crumb.path) })),
  };
}

/** The label of a page's Open Graph card: the page's eyebrow, or for an item the list it belongs to. */
export function pageLabel(path: string): string {
  const locale = localeFromPath(path);
  const page = pageFromPath(path);
  if (page) return getPageCopy(locale, page.id).hero.eyebrow;
  const item = itemFromPath(path);
  return item ? pageName(collectionParent[item.collection], locale) : site.name;
}

/** The structured data of a built page; `title` is the page's own title (for collection items). */
export function structuredData(path: string, title: string): WithContext<Thing>[] {
  const locale = localeFromPath(path);
  const home = { name: messages[locale].pageNames.home, path: href("home", locale) };
  const page = pageFromPath(path);
  if (page?.id === "home") return [organization(locale), website(locale)];
  if (page) {
    const parent = parentOf[page.id];
    const trail = [home, ...(parent ? [{ name: pageName(parent, locale), path: href(parent, locale) }] : []), { name: pageName(page.id, locale), path }];
    // Both FAQ pages show the same questions (issue 11): each carries them as FAQPage.
    if (page.id === "faq-1" || page.id === "faq-2") return [breadcrumbs(trail), faqPageData(faq[locale].groups, locale)];
    return [breadcrumbs(trail)];
  }
  const item = itemFromPath(path);
  if (!item) return [];
  const list = collectionParent[item.collection];
  const name = filterHeading(item, locale) ?? title;
  return [breadcrumbs([home, { name: pageName(list, locale), path: href(list, locale) }, { name, path: localizePath(path, locale) }])];
}

/** The JSON-LD blocks, ready for <head>; "<" escaped so no text can close the script element. */
export function jsonLdScripts(data: WithContext<Thing>[]): string {
  return data.map((entry) => `<script type="application/ld+json">${JSON.stringify(entry).replace(/</g, "\\u003c")}</script>`).join("");
}
