import { getCollection, getEntry, type CollectionKey, type DataEntryMap } from "astro:content";
import { coverShape, pictureOf, portraitShape, type Picture, type PictureShape } from "~/content/media";
import type { Photo } from "~/content/schemas/media";
import type { PageCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { PageId } from "~/i18n/pages";

/** A page's copy in one language from its content collection (src/content.config.ts). */
export async function pageContent<C extends CollectionKey>(collection: C, locale: Locale): Promise<DataEntryMap[C][string]["data"]> {
  const entry = await getEntry(collection, locale);
  if (!entry) throw new Error(`No ${locale} entry in the ${collection} collection (content/pages/${collection}.yaml)`);
  return entry.data;
}

/** A page's title, description and hero in one language: its file's `top`, or content/pages/titles.yaml (`readTitles`). */
export async function titleCopy(locale: Locale, id: PageId): Promise<PageCopy> {
  return (await pageContent("titles", locale))[id];
}

/** The box each folder's photos are cropped to: the drawn portrait's or cover's. */
const photoShapes: Partial<Record<CollectionKey, PictureShape>> = { "team-members": portraitShape, "portfolio-projects": coverShape };

/**
 * The items of a folder collection (`team-members`, `portfolio-projects`: one entry per item and
 * language, `<slug>/<locale>`) in one language, in the site's order (each entry's `order`), each
 * photo made into its `picture` (src/content/media.ts).
 */
export async function itemsContent<C extends CollectionKey>(collection: C, locale: Locale): Promise<(DataEntryMap[C][string]["data"] & { picture?: Picture })[]> {
  const entries = await getCollection(collection, (entry: { id: string }) => entry.id.endsWith(`/${locale}`));
  if (entries.length === 0) throw new Error(`No ${locale} entries in the ${collection} collection`);
  const data = entries.map((entry) => entry.data as DataEntryMap[C][string]["data"] & { order: number; photo?: Photo });
  const shape = photoShapes[collection];
  const items = await Promise.all(data.map(async (item) => (item.photo && shape ? { ...item, picture: await pictureOf(item.photo, shape) } : item)));
  return items.sort((a, b) => a.order - b.order);
}
