import { localeFromPath, localizePath } from "~/i18n/locales";
import { itemFromPath, missingViews, pageFromPath as tablePage, prerenderPaths, type CollectionId, type PageId } from "~/i18n/pages";

/** `/404` and `/sv/404` (what hosts serve for unknown paths) show SPEC's error-404 page as a not-found response. */
export const isNotFound = (path: string) => localizePath(path, "en") === "/404";

/** The page of the table a path shows; the not-found responses show error-404. */
export const pageFromPath = (path: string) => (isNotFound(path) ? tablePage(localizePath("/error-404", localeFromPath(path))) : tablePage(path));

/**
 * Every path to prerender: each page (all must have a view, or this throws naming them) and the items
 * of each collection that has a view; `items` are the collections' slugs, from content.
 */
export function builtPaths(items: Partial<Record<CollectionId, readonly string[]>>, hasPage: (id: PageId) => boolean, hasItem: (id: string) => boolean): string[] {
  const missing = missingViews(hasPage);
  if (missing.length > 0) throw new Error(missing.join("\n"));
  return prerenderPaths(items).filter((path) => {
    if (pageFromPath(path)) return true;
    const item = itemFromPath(path);
    return item ? hasItem(item.collection) : false;
  });
}
