import { usePageLocation } from "~/lib/page-location";
import { localeFromPath, type Locale } from "./locales";
import { href, type PageId } from "./pages";

/** The page language, taken from the URL (never from detection) so render and hydration agree. */
export function useLocale(): Locale {
  return localeFromPath(usePageLocation().pathname);
}

/** A function that turns a page id into its path in the current language. */
export function usePageHref(): (id: PageId) => string {
  const locale = useLocale();
  return (id) => href(id, locale);
}
