import type { LoadedPage } from "~/content";
import { pageMeta } from "./meta";

/** `meta` for routes whose loader returns `loadPage(...)` (optionally with more fields). */
export function loadedPageMeta({ loaderData }: { loaderData: LoadedPage | undefined }) {
  if (!loaderData) return [];
  const { pathname, locale, copy } = loaderData;
  return pageMeta({ pathname, locale, title: copy.title, description: copy.description });
}
