import type { PageCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { CollectionId, PageId } from "~/i18n/pages";

/**
 * What a page view receives from the route: the page, its language, path and copy. `notFound` is set
 * on `/404` and `/sv/404`, which show the error-404 page as hosts' answer to unknown paths (noindex).
 */
export type ViewProps = { page: { pageId: PageId; locale: Locale; pathname: string; copy: PageCopy; notFound: boolean } };
/** What a collection item view receives: the item's slug besides its language and path. */
export type ItemViewProps = { item: { collection: CollectionId; slug: string; locale: Locale; pathname: string } };

type View = (props: never) => unknown;
const byName = (modules: Record<string, { default: View }>) =>
  Object.fromEntries(Object.entries(modules).map(([file, module]) => [file.replace(/^.*\/|\.astro$/g, ""), module.default]));

/**
 * The view of every page Astro builds: `views/<page id>.astro`, and `views/items/<collection id>.astro`
 * for the item pages of a collection.
 */
export const pageViews: Partial<Record<PageId, View>> = byName(import.meta.glob<{ default: View }>("./*.astro", { eager: true }));
export const itemViews: Partial<Record<CollectionId, View>> = byName(import.meta.glob<{ default: View }>("./items/*.astro", { eager: true }));
