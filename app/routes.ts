import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { defaultLocale, locales, type Locale } from "./i18n/locales";
import { collectionTable, pageTable } from "./i18n/pages";
import { collectionModules, routeFile } from "./i18n/route-files";

/** One route tree per language, both built from the page table (ids like `en/ai`, `sv/ai`). */
function tree(locale: Locale): RouteConfigEntry[] {
  const pagesIn = (kind: "site" | "bare") =>
    pageTable
      .filter((page) => page.layout === kind)
      .map((page) =>
        page.slug === "" ? index(routeFile(page.id), { id: `${locale}/${page.id}` }) : route(page.slug, routeFile(page.id), { id: `${locale}/${page.id}` }),
      );
  // Item pages of collections (`/team/:slug`), under the shared layout like the lists they belong to.
  const items = collectionTable.flatMap((entry) => {
    const file = collectionModules[entry.id];
    return file ? [route(`${entry.base}/:slug`, file, { id: `${locale}/${entry.id}-item` })] : [];
  });
  return [
    layout("routes/site-layout.tsx", { id: `${locale}/site-layout` }, [
      ...pagesIn("site"),
      ...items,
      route("*", "routes/not-found.tsx", { id: `${locale}/not-found` }),
    ]),
    layout("routes/bare-layout.tsx", { id: `${locale}/bare-layout` }, pagesIn("bare")),
  ];
}

export default [
  ...locales.flatMap((locale) => (locale === defaultLocale ? tree(locale) : prefix(locale, tree(locale)))),
] satisfies RouteConfig;
