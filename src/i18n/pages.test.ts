import { describe, expect, it } from "vitest";
import { locales } from "./locales";
import { answerPages, collectionTable, href, isAnswerPage, sitemapPages, itemFromPath, itemHref, missingViews, pagedSlug, pageFromPath, pageTable, prerenderPaths, splitPagedSlug } from "./pages";

/** SPEC §2 route table, the three home variants and the not-found route. */
const specRoutes = [
  "",
  "login",
  "signup",
  "reset-password",
  "about",
  "contact",
  "blog",
  "blog-details",
  "portfolio",
  "portfolio-details",
  "faq-1",
  "faq-2",
  "team",
  "team-details",
  "pricing",
  "services",
  "service-details",
  "platform1",
  "platform",
  "ai",
  "go",
  "procurement",
  "visibility",
  "terms",
  "privacy",
  "error-404",
  "home-2",
  "home-3",
  "home-4",
];

describe("page table", () => {
  it("has unique ids and unique slugs", () => {
    const ids = pageTable.map((page) => page.id);
    const slugs = pageTable.map((page) => page.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it.each(specRoutes)("declares SPEC route '/%s'", (slug) => {
    expect(pageTable.some((page) => page.slug === slug)).toBe(true);
  });

  it("declares nothing beyond SPEC's routes, the site search (issue 28), the accessibility statement (issue 40) and the forms' answer pages (decision 0028)", () => {
    expect(pageTable.map((page) => page.slug).sort()).toEqual([...specRoutes, "search", "accessibility", ...answerPages].sort());
  });

  it("names every page by its slug (href() relies on it), except home at the root", () => {
    for (const page of pageTable) expect(page.slug).toBe(page.id === "home" ? "" : page.id);
    for (const page of pageTable) expect(href(page.id, "en")).toBe(`/${page.slug}`);
  });

  it("uses lowercase URL-safe slugs", () => {
    for (const page of pageTable) expect(page.slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
  });

  it("names each page without a view and the file it needs (the build fails on these)", () => {
    expect(missingViews(() => true)).toEqual([]);
    // In table order, one line each.
    expect(missingViews((id) => id !== "terms" && id !== "home-3")).toEqual([
      'page "terms" of the page table (src/i18n/pages.ts) has no view: expected src/views/terms.astro',
      'page "home-3" of the page table (src/i18n/pages.ts) has no view: expected src/views/home-3.astro',
    ]);
  });

  it("keeps error-404 and the forms' answer pages out of the sitemap pages and everything else in", () => {
    expect(sitemapPages.map((page) => page.id)).not.toContain("error-404");
    for (const id of answerPages) expect(sitemapPages.map((page) => page.id)).not.toContain(id);
    expect(sitemapPages).toHaveLength(pageTable.length - 1 - answerPages.length);
    expect(isAnswerPage("check-inbox")).toBe(true);
    expect(isAnswerPage("contact")).toBe(false);
  });
});

describe("href", () => {
  it("builds unprefixed English and /sv Swedish paths with the same slug", () => {
    expect(href("home", "en")).toBe("/");
    expect(href("home", "sv")).toBe("/sv");
    expect(href("ai", "en")).toBe("/ai");
    expect(href("ai", "sv")).toBe("/sv/ai");
    expect(href("faq-1", "sv")).toBe("/sv/faq-1");
    expect(href("home-3", "en")).toBe("/home-3");
  });

});

describe("pageFromPath", () => {
  it.each(pageTable.flatMap((page) => locales.map((locale) => [page.id, locale] as const)))(
    "round-trips %s in %s",
    (id, locale) => {
      expect(pageFromPath(href(id, locale))?.id).toBe(id);
    },
  );

  it("accepts a trailing slash, as prerendering passes it", () => {
    expect(pageFromPath("/sv/ai/")?.id).toBe("ai");
    expect(pageFromPath("/ai/")?.id).toBe("ai");
    expect(pageFromPath("/sv/")?.id).toBe("home");
  });

  it("returns undefined for unknown paths in both languages", () => {
    expect(pageFromPath("/anything")).toBeUndefined();
    expect(pageFromPath("/sv/anything")).toBeUndefined();
    expect(pageFromPath("/a/b/c")).toBeUndefined();
    expect(pageFromPath("/ai/more")).toBeUndefined();
  });

  it("does not treat a path that merely starts with 'sv' as Swedish", () => {
    expect(pageFromPath("/svai")).toBeUndefined();
  });
});

describe("prerenderPaths", () => {
  const paths = prerenderPaths();

  it("covers every page in both languages", () => {
    for (const page of pageTable) {
      for (const locale of locales) expect(paths).toContain(href(page.id, locale));
    }
  });

  it("adds the not-found pages /404 and /sv/404", () => {
    expect(paths).toContain("/404");
    expect(paths).toContain("/sv/404");
  });

  it("has no duplicates and nothing else", () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(pageTable.length * locales.length + locales.length);
  });
});

describe("collections", () => {
  it("builds item paths under the collection's base in both languages", () => {
    expect(itemHref("team", "a-member", "en")).toBe("/team/a-member");
    expect(itemHref("team", "a-member", "sv")).toBe("/sv/team/a-member");
    expect(itemHref("blog-page", "2", "sv")).toBe("/sv/blog/page/2");
    expect(itemHref("blog-category", "ai", "en")).toBe("/blog/category/ai");
    expect(itemHref("blog-tag", pagedSlug("ui-ux", 2), "sv")).toBe("/sv/blog/tag/ui-ux/page/2");
  });

  it("writes and reads the pages of a paged item: the bare slug is page 1", () => {
    expect(pagedSlug("technology", 1)).toBe("technology");
    expect(pagedSlug("technology", 2)).toBe("technology/page/2");
    expect(splitPagedSlug("technology")).toEqual({ slug: "technology", page: 1 });
    expect(splitPagedSlug("technology/page/12")).toEqual({ slug: "technology", page: 12 });
    for (const page of [1, 2, 10]) expect(splitPagedSlug(pagedSlug("ui-ux", page))).toEqual({ slug: "ui-ux", page });
  });

  it("reads category and tag list pages, and only valid later pages of them", () => {
    expect(itemFromPath("/blog/category/technology")).toEqual({ collection: "blog-category", slug: "technology" });
    expect(itemFromPath("/sv/blog/category/technology/page/2")).toEqual({ collection: "blog-category", slug: "technology/page/2" });
    expect(itemFromPath("/blog/tag/ui-ux/page/10")).toEqual({ collection: "blog-tag", slug: "ui-ux/page/10" });
    for (const path of ["/blog/category/technology/page/1", "/blog/category/technology/page/02", "/blog/tag/business/page", "/blog/tag/Business", "/blog/tag/a/b"]) {
      expect(itemFromPath(path), path).toBeUndefined();
    }
    // Only paged collections take /page/N: a post never does.
    expect(itemFromPath("/blog/a-post/page/2")).toBeUndefined();
  });

  it("reads the collection and slug back from a path, preferring the longest base", () => {
    expect(itemFromPath("/sv/portfolio/nordic-distributor/")).toEqual({ collection: "portfolio", slug: "nordic-distributor" });
    expect(itemFromPath("/blog/page/3")).toEqual({ collection: "blog-page", slug: "3" });
    expect(itemFromPath("/blog/forecasting-basics")).toEqual({ collection: "blog", slug: "forecasting-basics" });
    expect(itemFromPath("/team")).toBeUndefined();
    expect(itemFromPath("/team/Not_A_Slug")).toBeUndefined();
    expect(itemFromPath("/team/a/b")).toBeUndefined();
  });

  it("does not shadow a page: no page path is also an item path", () => {
    for (const page of pageTable) expect(itemFromPath(href(page.id, "en")), page.id).toBeUndefined();
  });

  it("prerenders every item in both languages", () => {
    const paths = prerenderPaths({ team: ["a-member"], "blog-page": ["2", "3"], "blog-category": ["ai", "ai/page/2"], "blog-tag": ["digital"] });
    expect(paths).toEqual(
      expect.arrayContaining(["/team/a-member", "/sv/team/a-member", "/blog/page/2", "/sv/blog/page/3", "/blog/category/ai/page/2", "/sv/blog/tag/digital"]),
    );
    expect(paths).toHaveLength((pageTable.length + 6) * locales.length + locales.length);
  });

  it("gives each collection a distinct base", () => {
    expect(new Set(collectionTable.map((entry) => entry.base)).size).toBe(collectionTable.length);
  });
});
