import type { BreadcrumbList, Organization, Thing, WebSite, WithContext } from "schema-dts";
import { headOffice, site } from "~/config/site";
import type { CategoryKey, TagKey } from "~/content/blog/schema";
import type { PageCopy } from "~/content/types";
import { localeFromPath, localizePath, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { href, itemFromPath, pageFromPath, splitPagedSlug, type CollectionId, type PageId } from "~/i18n/pages";

/**
 * Structured data every page gets from its layout (issue 13): Organization and WebSite on the home
 * pages, a BreadcrumbList on every other page. Pages add their own (BlogPosting, FAQPage) through
 * the layout's `extra`. Typed with schema-dts, so a wrong property fails the typecheck.
 */

/** Every page's title, description and hero in one language (each page file's top, `readTitles`). */
export type Titles = Record<PageId, PageCopy>;

const url = (path: string) => `${site.origin}${path === "/" ? "/" : path}`;

/** Pages that sit under another page rather than directly under home (SPEC's detail routes). */
const parentOf: Partial<Record<PageId, PageId>> = {
  "service-details": "services",
  "team-details": "team",
  "portfolio-details": "portfolio",
  "blog-details": "blog",
};
/** The list page above each collection's items (typed per collection, so a new one needs an entry). */
const collectionParent: Record<CollectionId, PageId | null> = { team: "team", portfolio: "portfolio", blog: "blog", "blog-page": "blog", "blog-category": "blog", "blog-tag": "blog", landing: null };

/** A category's or tag's list page is named in its trail by its heading ("Posts in Technology"), as on the page. */
function filterHeading(item: { collection: CollectionId; slug: string }, locale: Locale): string | undefined {
  const blog = messages[locale].blog;
  const key = splitPagedSlug(item.slug).slug;
  if (item.collection === "blog-category") return blog.topic.category.heading.replace("{{name}}", blog.categories[key as CategoryKey]);
  if (item.collection === "blog-tag") return blog.topic.tag.heading.replace("{{name}}", blog.tags[key as TagKey]);
  return undefined;
}

/** A page's short name for a trail: its navigation label where it has one, else its title. */
function pageName(id: PageId, locale: Locale, titles: Titles): string {
  const names = messages[locale].pageNames as Record<string, string>;
  // The not-found page's heading is a bare "404"; its title names it.
  return names[id] ?? (id === "error-404" ? titles[id].title : titles[id].hero.heading);
}

function organization(titles: Titles): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${site.origin}/#organization`,
    name: site.name,
    url: url("/"),
    logo: url("/apple-touch-icon.png"),
    email: site.email,
    description: titles.home.description,
    address: {
      "@type": "PostalAddress",
      streetAddress: headOffice.street,
      postalCode: headOffice.postcode,
      addressLocality: headOffice.city,
      addressCountry: headOffice.countryCode,
    },
    contactPoint: site.offices.map((entry) => ({
      "@type": "ContactPoint" as const,
      telephone: entry.phone.replace(/\s+/g, ""),
      contactType: "sales",
      areaServed: entry.countryCode,
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
export function pageLabel(path: string, titles: Titles): string {
  const locale = localeFromPath(path);
  const page = pageFromPath(path);
  if (page) return titles[page.id].hero.eyebrow;
  const item = itemFromPath(path);
  const parent = item && collectionParent[item.collection];
  return parent ? pageName(parent, locale, titles) : site.name;
}

/** The structured data of the page at `path`; `title` is its own title (an item's last crumb). */
export function structuredData(path: string, title: string, titles: Titles): WithContext<Thing>[] {
  const locale = localeFromPath(path);
  const home = { name: messages[locale].pageNames.home, path: href("home", locale) };
  const page = pageFromPath(path);
  if (page?.id === "home") return [organization(titles), website(locale)];
  if (page) {
    const parent = parentOf[page.id];
    return [breadcrumbs([home, ...(parent ? [{ name: pageName(parent, locale, titles), path: href(parent, locale) }] : []), { name: pageName(page.id, locale, titles), path }])];
  }
  const item = itemFromPath(path);
  if (!item) return [];
  const list = collectionParent[item.collection];
  const name = filterHeading(item, locale) ?? title;
  // A landing page stands under home: no list page leads to it.
  return [breadcrumbs([home, ...(list ? [{ name: pageName(list, locale, titles), path: href(list, locale) }] : []), { name, path: localizePath(path, locale) }])];
}
