import { getEntry, type CollectionKey, type DataEntryMap } from "astro:content";
import type { Locale } from "~/i18n/locales";

/** A page's copy in one language from its content collection (src/content.config.ts). */
export async function pageContent<C extends CollectionKey>(collection: C, locale: Locale): Promise<DataEntryMap[C][string]["data"]> {
  const entry = await getEntry(collection, locale);
  if (!entry) throw new Error(`No ${locale} entry in the ${collection} collection (content/pages/${collection}.yaml)`);
  return entry.data;
}
