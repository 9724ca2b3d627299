import { isAnswerPage, itemFromPath, pageFromPath } from "../../src/i18n/pages";

export const langOf = (path: string) => (path === "/sv" || path.startsWith("/sv/") ? "sv" : "en");

/**
 * Whether a language's page also gets a spec's behaviour tests (decision 0027). A click, a key,
 * motion or what loads runs the same code in every language, so it is tested on the English page;
 * the other languages keep the tests of what their words and numbers change.
 */
export const testsBehaviour = (lang: string) => lang === "en";

/**
 * One page of each kind: every page of the page table, and the first item of each collection in
 * each language. Items of a collection share one template (their own content is checked by the
 * crawl in pages.spec.ts and by their collection's spec), so walks that test the template, not the
 * copy, visit one of them; so do the forms' answer pages (decision 0028), one section with other words.
 */
export function onePerKind(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const item = itemFromPath(path);
    const page = item ? undefined : pageFromPath(path);
    const kind = item?.collection ?? (page && isAnswerPage(page.id) ? "answer" : undefined);
    if (!kind) return true;
    const key = `${langOf(path)} ${kind}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
