import type { Locale } from "~/i18n/locales";
import type { PageId } from "~/i18n/pages";
import { pages as enPages } from "./en/pages";
import { pages as svPages } from "./sv/pages";
import type { PageCopy } from "./types";

const pageCopy: Record<Locale, Record<PageId, PageCopy>> = { en: enPages, sv: svPages };

/** A page's copy (title, description, hero) in one language, read at build time. */
export function getPageCopy(locale: Locale, id: PageId): PageCopy {
  return pageCopy[locale][id];
}
