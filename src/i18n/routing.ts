import { collectionItems } from "~/i18n/collection-items";
import { localeFromPath, localizePath } from "~/i18n/locales";
import { itemFromPath, pageFromPath as tablePage, prerenderPaths } from "~/i18n/pages";

/** `/404` and `/sv/404` (what hosts serve for unknown paths) show SPEC's error-404 page as a not-found response. */
export const isNotFound = (path: string) => localizePath(path, "en") === "/404";

/** The page of the table a path shows; the not-found responses show error-404. */
export const pageFromPath = (path: string) => (isNotFound(path) ? tablePage(localizePath("/error-404", localeFromPath(path))) : tablePage(path));

/** Every path to prerender whose page or collection has a view. */
export function builtPaths(hasPage: (id: string) => boolean, hasItem: (id: string) => boolean): string[] {
  return prerenderPaths(collectionItems()).filter((path) => {
    const page = pageFromPath(path);
    if (page) return hasPage(page.id);
    const item = itemFromPath(path);
    return item ? hasItem(item.collection) : false;
  });
}
