import type { APIRoute } from "astro";
import { site } from "~/config/site";
import { collectionItems, landingPages } from "~/content/collection-items";
import { localeTags, locales, type Locale } from "~/i18n/locales";
import { collectionTable, href, itemHref, sitemapPages, type PageId } from "~/i18n/pages";

/**
 * SPEC's details pages show a collection item and name the item's own page as canonical (their
 * views pass `canonicalPath`): the sitemap lists only canonical URLs, so it leaves them out.
 */
const showsAnItem: readonly PageId[] = ["team-details", "portfolio-details", "blog-details"];

/** Every page and collection item, each language version listing all versions plus x-default. */
function sitemap(): string {
  // Landing pages hidden from search engines (ad-only) stay out of the sitemap; they are built all the same.
  const items = { ...collectionItems(), landing: landingPages().filter((page) => !page.en.noindex).map((page) => page.address) };
  const pages = [
    ...sitemapPages.filter((page) => !showsAnItem.includes(page.id)).map((page) => (locale: Locale) => href(page.id, locale)),
    ...collectionTable.flatMap((entry) => (items[entry.id] ?? []).map((slug) => (locale: Locale) => itemHref(entry.id, slug, locale))),
  ];
  const urls = pages.map((pathIn) => {
    const alternates = locales
      .map((locale) => `    <xhtml:link rel="alternate" hreflang="${localeTags[locale].hreflang}" href="${site.origin}${pathIn(locale)}"/>`)
      .join("\n");
    return locales
      .map(
        (locale) =>
          `  <url>\n    <loc>${site.origin}${pathIn(locale)}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${site.origin}${pathIn("en")}"/>\n  </url>`,
      )
      .join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export const GET: APIRoute = () => new Response(sitemap());
