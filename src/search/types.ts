/** The page types a visitor can filter site search by; the index's `type` filter values (issue 28). */
export const searchTypes = ["product", "company", "blog", "faq", "legal"] as const;
export type SearchType = (typeof searchTypes)[number];

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === "string" && (searchTypes as readonly string[]).includes(value);
}
