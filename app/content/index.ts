import { data } from "react-router";
import { documentPath, localeFromPath, type Locale } from "~/i18n/locales";
import { pageFromPath, type PageId } from "~/i18n/pages";
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
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  return { locale, pageId: page.id, pathname, copy: getPageCopy(locale, page.id) };
}

export type LoadedPage = ReturnType<typeof loadPage>;
