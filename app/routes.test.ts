import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { locales } from "./i18n/locales";
import { collectionTable, href, itemHref, pageTable } from "./i18n/pages";
import { collectionModules, routeFile } from "./i18n/route-files";
import routes from "./routes";

type FlatRoute = { id: string; file: string; path: string; layout: string | undefined };

/** Every route with its full URL path and the id of the layout it sits under. */
function flatten(entries: RouteConfigEntry[], base = "", layout?: string): FlatRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    const self = { id: entry.id ?? "", file: entry.file, path: path || "/", layout };
    const isLayout = !entry.path && !entry.index && entry.children;
    return [self, ...flatten(entry.children ?? [], path, isLayout ? entry.id : layout)];
  });
}

const flat = flatten(routes);
const byId = new Map(flat.map((route) => [route.id, route]));

describe("route config", () => {
  it("gives every route a unique id", () => {
    const ids = flat.map((route) => route.id);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(pageTable.flatMap((page) => locales.map((locale) => [`${locale}/${page.id}`, page, locale] as const)))(
    "has %s at the page's path with its route module",
    (id, page, locale) => {
      const route = byId.get(id);
      expect(route, id).toBeDefined();
      expect(route?.path).toBe(href(page.id, locale));
      expect(route?.file).toBe(routeFile(page.id));
    },
  );

  it("puts home-2, home-3 and home-4 under the bare layout in both languages", () => {
    for (const locale of locales) {
      const bare = flat.filter((route) => route.layout === `${locale}/bare-layout`).map((route) => route.id);
      expect(bare.sort()).toEqual([`${locale}/home-2`, `${locale}/home-3`, `${locale}/home-4`]);
      expect(byId.get(`${locale}/bare-layout`)?.file).toBe("routes/bare-layout.tsx");
    }
  });

  it("puts every other page under the shared site layout", () => {
    for (const locale of locales) {
      for (const page of pageTable.filter((entry) => entry.layout === "site")) {
        expect(byId.get(`${locale}/${page.id}`)?.layout, page.id).toBe(`${locale}/site-layout`);
      }
      expect(byId.get(`${locale}/site-layout`)?.file).toBe("routes/site-layout.tsx");
    }
  });

  it("has a not-found catch-all inside the shared layout of each language", () => {
    expect(byId.get("en/not-found")).toMatchObject({ path: "/*", file: "routes/not-found.tsx", layout: "en/site-layout" });
    expect(byId.get("sv/not-found")).toMatchObject({ path: "/sv/*", file: "routes/not-found.tsx", layout: "sv/site-layout" });
  });

  it("has an item route under the shared layout for each collection with a route module", () => {
    for (const entry of collectionTable) {
      const file = collectionModules[entry.id];
      for (const locale of locales) {
        const route = byId.get(`${locale}/${entry.id}-item`);
        if (!file) {
          expect(route, entry.id).toBeUndefined();
          continue;
        }
        expect(route).toMatchObject({ file, layout: `${locale}/site-layout`, path: itemHref(entry.id, ":slug", locale) });
      }
    }
  });

  it("declares nothing the page table does not know about", () => {
    const pageIds = new Set(pageTable.flatMap((page) => locales.map((locale) => `${locale}/${page.id}`)));
    const itemIds = new Set(collectionTable.flatMap((entry) => locales.map((locale) => `${locale}/${entry.id}-item`)));
    const extra = flat.map((route) => route.id).filter((id) => !pageIds.has(id) && !itemIds.has(id) && !/\/(site-layout|bare-layout|not-found)$/.test(id));
    expect(extra).toEqual([]);
  });
});
