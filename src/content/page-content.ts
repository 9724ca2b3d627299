import { getCollection, getEntry, type CollectionKey, type DataEntryMap } from "astro:content";
import { site } from "~/config/site";
import { coverShape, pictureOf, portraitShape, type Picture, type PictureShape } from "~/content/media";
import { officeWords, type ContactContent } from "~/content/schemas/contact";
import type { Photo } from "~/content/schemas/media";
import type { PageCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import type { PageId } from "~/i18n/pages";

/**
 * Copy that must cover facts its page draws from content/company.json as the page imports it
 * (`site`): the contact page's words for each office. The build checks the copy against the facts
 * when it reads it; in `astro dev` (and `npm run cms`) a re-read that fails keeps the last copy it
 * could read, which is then older than the facts (a new office published before its words). The
 * page stops before it starts, with what is missing named (Astro's error page), not halfway down.
 */
const coversFacts: Partial<Record<CollectionKey, (data: unknown, locale: Locale) => void>> = {
  contact: (data, locale) => {
    for (const office of site.offices) officeWords((data as ContactContent).offices.items, office, locale);
  },
};

/** A page's copy in one language from its content collection (src/content.config.ts). */
export async function pageContent<C extends CollectionKey>(collection: C, locale: Locale): Promise<DataEntryMap[C][string]["data"]> {
  const entry = await getEntry(collection, locale);
  if (!entry) throw new Error(`No ${locale} entry in the ${collection} collection (content/pages/${collection}.yaml)`);
  coversFacts[collection]?.(entry.data, locale);
  return entry.data;
}

/** A page's title, description and hero in one language, from its page file (`topPlaces`, `readTitles`). */
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
