import { data } from "react-router";
import { documentPath, localeFromPath, type Locale } from "~/i18n/locales";
import { itemFromPath, pageFromPath, type CollectionId, type PageId } from "~/i18n/pages";
import { pages as enPages } from "./en/pages";
import { pages as svPages } from "./sv/pages";
import type { PageCopy } from "./types";

const pageCopy: Record<Locale, Record<PageId, PageCopy>> = { en: enPages, sv: svPages };

export function getPageCopy(locale: Locale, id: PageId): PageCopy {
  return pageCopy[locale][id];
}

/**
 * Route loaders call this: it runs at build time (prerender), so page copy travels as route data
 * and never enters the JavaScript bundles.
 */
export function loadPage(request: Request) {
  const pathname = documentPath(request);
  const locale = localeFromPath(pathname);
  const page = pageFromPath(pathname);
  if (!page) throw notFound();
  return { locale, pageId: page.id, pathname, copy: getPageCopy(locale, page.id) };
}

export type LoadedPage = ReturnType<typeof loadPage>;

/**
 * Loaders of collection item pages (`/team/<slug>`) call this at build time: the language, the path
 * and the slug. The route then looks the item up in its content and throws `notFound()` if it has
 * no such item.
 */
export function loadItemPage(request: Request, collection: CollectionId) {
  const pathname = documentPath(request);
  const locale = localeFromPath(pathname);
  const item = itemFromPath(pathname);
  if (!item || item.collection !== collection) throw notFound();
  return { locale, pathname, slug: item.slug };
}

/** A 404 response for loaders: the router shows the not-found page. */
export function notFound() {
  return data(null, { status: 404, statusText: "Not Found" });
}
