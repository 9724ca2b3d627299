import { index, layout, prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { defaultLocale, locales, type Locale } from "./i18n/locales";
import { pageTable } from "./i18n/pages";
import { routeFile } from "./i18n/route-files";

/** One route tree per language, both built from the page table (ids like `en/ai`, `sv/ai`). */
function tree(locale: Locale): RouteConfigEntry[] {
  const pagesIn = (kind: "site" | "bare") =>
    pageTable
      .filter((page) => page.layout === kind)
      .map((page) =>
        page.slug === "" ? index(routeFile(page.id), { id: `${locale}/${page.id}` }) : route(page.slug, routeFile(page.id), { id: `${locale}/${page.id}` }),
      );
  return [
    layout("routes/site-layout.tsx", { id: `${locale}/site-layout` }, [
      ...pagesIn("site"),
      route("*", "routes/not-found.tsx", { id: `${locale}/not-found` }),
    ]),
    layout("routes/bare-layout.tsx", { id: `${locale}/bare-layout` }, pagesIn("bare")),
  ];
}

export default [
  ...locales.flatMap((locale) => (locale === defaultLocale ? tree(locale) : prefix(locale, tree(locale)))),
] satisfies RouteConfig;
