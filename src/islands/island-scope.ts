import type { Locale } from "~/i18n/locales";
import { messages, type Messages, type PageMessages } from "~/i18n/messages";
import type { IslandScope } from "./scope";

/**
 * The scope for an island on `page`, with the top-level message groups its components read. Build
 * time only (views' frontmatter): islands import `InScope`, never this, so no message table ships.
 */
export function islandScope(page: { locale: Locale; pathname: string }, groups: readonly (keyof Messages)[]): IslandScope {
  const all = messages[page.locale];
  return { locale: page.locale, pathname: page.pathname, messages: Object.fromEntries(groups.map((group) => [group, all[group]])) as Partial<PageMessages> };
}
