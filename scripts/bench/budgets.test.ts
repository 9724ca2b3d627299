// @vitest-environment node
import { describe, expect, it } from "vitest";
import { budgetFor, searchBudget, searchPagePattern } from "./budgets.ts";

const KB = 1000;

describe("bench budgets (issue 26)", () => {
  it("gives pages without a widget 15 KB of JS, in both languages", () => {
    for (const path of [
      "/terms",
      "/privacy",
      "/accessibility",
      "/team/sara-lindgren",
      "/portfolio/nordic-distributor",
      "/blog/lead-times-are-a-distribution",
      "/sv/terms",
      "/sv/privacy",
      "/sv/team/mei-tanaka",
      "/sv/portfolio/uk-home-retailer",
      "/sv/blog/rfqs-in-an-afternoon",
    ]) {
      expect(budgetFor(path), path).toMatchObject({ js: 15 * KB, css: 16.5 * KB });
    }
  });

  it("gives every page without an island 15 KB of JS since issue 36, widgets and list pages included", () => {
    for (const path of ["/ai", "/blog", "/blog/page/2", "/sv/blog/page/3", "/team", "/portfolio", "/pricing", "/faq-1", "/sv/login", "/home-4", "/contact", "/sv/go"]) {
      expect(budgetFor(path), path).toMatchObject({ js: 15 * KB, css: 16.5 * KB });
    }
  });

  it("gives /faq-2, whose filter is the one island left, 90 KB of JS", () => {
    for (const path of ["/faq-2", "/sv/faq-2"]) expect(budgetFor(path), path).toMatchObject({ js: 90 * KB, css: 16.5 * KB });
  });

  it("gives the home pages 20 KB of CSS", () => {
    expect(budgetFor("/")).toMatchObject({ js: 15 * KB, css: 20 * KB });
    expect(budgetFor("/sv")).toMatchObject({ js: 15 * KB, css: 20 * KB });
    expect(budgetFor("/svx")).toMatchObject({ css: 16.5 * KB });
  });

  it("gives the search pages 40 KB of JS before the first keystroke and 300 ms to results (issue 28)", () => {
    expect(budgetFor("/search")).toMatchObject({ js: 40 * KB, css: 16.5 * KB });
    expect(budgetFor("/sv/search")).toMatchObject({ js: 40 * KB, css: 16.5 * KB });
    expect(budgetFor("/searching")).toMatchObject({ js: 15 * KB });
    expect(searchBudget).toEqual({ js: 40 * KB, firstResultsMs: 300 });
    expect(["/search", "/sv/search", "/search/x", "/blog/search"].filter((path) => searchPagePattern.test(path))).toEqual(["/search", "/sv/search"]);
  });
});
