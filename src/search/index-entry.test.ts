import { describe, expect, it } from "vitest";
import { locales } from "../i18n/locales";
import { answerPages, href, itemHref, pageTable } from "../i18n/pages";
import { searchAttributes, searchType } from "./index-entry";
import { isSearchType, searchTypes } from "./types";

describe("what site search indexes", () => {
  it("gives every content page a type in both languages", () => {
    const types = (id: (typeof pageTable)[number]["id"]) => locales.map((locale) => searchType({ pathname: href(id, locale) }));
    expect(types("ai")).toEqual(["product", "product"]);
    expect(types("home")).toEqual(["product", "product"]);
    expect(types("home-3")).toEqual(["product", "product"]);
    expect(types("about")).toEqual(["company", "company"]);
    expect(types("blog")).toEqual(["blog", "blog"]);
    expect(types("faq-2")).toEqual(["faq", "faq"]);
    expect(types("privacy")).toEqual(["legal", "legal"]);
  });

  it("keeps the sign-in forms, /error-404, the forms' answer pages and the search page itself out", () => {
    for (const id of ["login", "signup", "reset-password", "error-404", "search", ...answerPages] as const) {
      for (const locale of locales) expect(searchType({ pathname: href(id, locale) }), `${id} ${locale}`).toBeNull();
    }
  });

  it("keeps out the hosts' not-found answers, noindex pages and pages that show another page's content", () => {
    expect(searchType({ pathname: "/404", notFound: true })).toBeNull();
    expect(searchType({ pathname: "/ai", noindex: true })).toBeNull();
    expect(searchType({ pathname: "/team-details", canonicalPath: itemHref("team", "a-member", "en") })).toBeNull();
    expect(searchType({ pathname: "/sv/blog/x", canonicalPath: "/sv/blog/x" })).toBe("blog");
  });

  it("files collection items under the company (team, projects) or the blog (posts, list pages)", () => {
    expect(searchType({ pathname: itemHref("team", "a-member", "sv") })).toBe("company");
    expect(searchType({ pathname: itemHref("portfolio", "nordic-distributor", "en") })).toBe("company");
    expect(searchType({ pathname: itemHref("blog", "approval-limits-for-autonomous-purchasing", "sv") })).toBe("blog");
    expect(searchType({ pathname: itemHref("blog-page", "2", "en") })).toBe("blog");
    expect(searchType({ pathname: "/nothing/here" })).toBeNull();
  });

  it("decides for every page of the table, with known types only", () => {
    for (const page of pageTable) {
      const type = searchType({ pathname: href(page.id, "en") });
      expect(type === null || isSearchType(type), page.id).toBe(true);
    }
    expect(isSearchType("product")).toBe(true);
    expect(isSearchType("account")).toBe(false);
    expect(searchTypes).toEqual(["product", "company", "blog", "faq", "legal"]);
  });
});

describe("searchAttributes", () => {
  it("marks the main content, its type and its metadata, read from attributes so any title works", () => {
    expect(searchAttributes("blog", { title: "Approval limits: who signs, and when?", category: "Technology", date: "June 12, 2024" })).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-filter": "type:blog",
      "data-pagefind-meta": "title[data-search-title], category[data-search-category], date[data-search-date]",
      "data-search-title": "Approval limits: who signs, and when?",
      "data-search-category": "Technology",
      "data-search-date": "June 12, 2024",
    });
  });

  it("leaves out empty metadata, and the body mark when the page marks its own <main>", () => {
    expect(searchAttributes("product", { title: " Goodbye manual work ", category: "" }, { body: false })).toEqual({
      "data-pagefind-filter": "type:product",
      "data-pagefind-meta": "title[data-search-title]",
      "data-search-title": "Goodbye manual work",
    });
  });

  it("adds nothing to a page kept out of the index", () => {
    expect(searchAttributes(null, { title: "Sign in" })).toEqual({});
  });
});
