import { isSearchType, type SearchType } from "~/search/types";

/**
 * The pure parts of the search page's script (src/search/search.ts): the search a URL asks for and
 * the URL of a search, the live status in the page's language, and Pagefind's excerpt as text and
 * marks (so the page never parses HTML).
 */

/** A search as the URL carries it: `?q=<query>&type=<page type>`; "" is every type. */
export type SearchState = { query: string; type: SearchType | "" };

/** The search a URL's query string asks for; an unknown type is every type. */
export function readState(search: string): SearchState {
  const params = new URLSearchParams(search);
  const type = params.get("type");
  return { query: params.get("q") ?? "", type: isSearchType(type) ? type : "" };
}

/** The address of a search on the search page at `pathname`: no parameters for an empty one. */
export function stateUrl(pathname: string, { query, type }: SearchState): string {
  const params = new URLSearchParams();
  if (query.trim()) params.set("q", query.trim());
  if (type) params.set("type", type);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** Whether two searches ask for the same thing (spaces around the query do not count). */
export function sameState(a: SearchState, b: SearchState): boolean {
  return a.query.trim() === b.query.trim() && a.type === b.type;
}

/** The live region's words (src/i18n/messages/<locale>/search.ts `search.status`). */
export type StatusCopy = { results_one: string; results_other: string; none: string; inType: string; failed: string };

/** `{{name}}` placeholders filled in one pass, so text from a visitor is never read as a placeholder. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/**
 * What the live region says after a search: "3 results for “fortnox”", by the language's plural
 * rules (`plurals`), "No results for “x”", and " in Blog" when a page type is chosen.
 */
export function statusText(
  copy: StatusCopy,
  typeNames: Record<SearchType, string>,
  plurals: Intl.PluralRules,
  { count, query, type }: { count: number; query: string; type: SearchType | "" },
): string {
  const text =
    count === 0 ? fill(copy.none, { query }) : fill(plurals.select(count) === "one" ? copy.results_one : copy.results_other, { count, query });
  return type ? fill(copy.inType, { status: text, type: typeNames[type] }) : text;
}

const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

/** Text with HTML character references decoded (Pagefind escapes excerpts before marking them). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, ref: string) => {
    if (ref[0] !== "#") return named[ref.toLowerCase()] ?? match;
    const code = ref[1] === "x" || ref[1] === "X" ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  });
}

/**
 * Pagefind's excerpt (escaped text with the matches in `<mark>`) as plain-text runs, each marked or
 * not, for the page to write with textContent.
 */
export function excerptParts(excerpt: string): { text: string; marked: boolean }[] {
  const parts: { text: string; marked: boolean }[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === "<mark>") marked = true;
    else if (piece === "</mark>") marked = false;
    else if (piece) parts.push({ text: decodeEntities(piece), marked });
  }
  return parts;
}

/** Lower case without diacritics, as Pagefind compares words ("Gräns" and "grans" are one word). */
const fold = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

/**
 * Whether Pagefind answered `query` only by its last resort: when no indexed word starts with a
 * query word, it searches for the longest indexed word that the query word starts with, however
 * short ("zqxjv" finds every "z", "attestgräns" on the English pages every "at"). `marks` are the
 * words marked in the excerpts of the results shown. A query word counts as found when a mark shares
 * its first three letters (all of a shorter word), and as a last resort when, instead, only shorter
 * marks that it starts with were found. A word found only in titles has no marks and is found.
 */
export function onlyLastResort(query: string, marks: readonly string[]): boolean {
  const words = marks.flatMap((mark) => fold(mark).split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .some(
      (term) =>
        !words.some((word) => commonPrefix(word, term) >= Math.min(3, term.length)) &&
        words.some((word) => word.length < term.length && term.startsWith(word)),
    );
}
