// @vitest-environment node
import { describe, expect, it } from "vitest";
import { KB, pageOverBudget, searchOverBudget } from "./budgets.ts";
import { median } from "./measure.ts";
import { pageRows, pageTable, searchRows } from "./report.ts";
import type { PageSizes } from "./sizes.ts";

const sizes = (js: number, css: number): PageSizes => ({
  js,
  jsAtLoad: js,
  css,
  html: 10 * KB,
  jsFiles: [{ path: "/assets/site.js", gz: js, phase: "load" }],
  cssFiles: [{ path: "/assets/app.css", gz: css, phase: "load" }],
  scrollSteps: 3,
  consentBanner: true,
  blockedRequests: 0,
  problems: [],
  ms: 1000,
});

describe("bench report", () => {
  it("takes the median of the finite numbers", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, null, 1, undefined, 3, 2, NaN])).toBe(2.5);
    expect(median([null])).toBeNull();
  });

  it("words what a page exceeds of its budget", () => {
    expect(pageOverBudget({ js: 15 * KB, css: 15.5 * KB }, { js: 15 * KB, css: 15.5 * KB, rules: [] })).toEqual([]);
    expect(pageOverBudget({ js: 15_050, css: 16 * KB }, { js: 15 * KB, css: 15.5 * KB, rules: [] })).toEqual(["JS 15.1 > 15.0 KB", "CSS 16.0 > 15.5 KB"]);
    expect(searchOverBudget({ jsBeforeKeystroke: 41 * KB, resultsMs: 300.4 })).toEqual(["JS before keystroke 41.0 > 40.0 KB", "results 300 > 300 ms"]);
    expect(searchOverBudget({ jsBeforeKeystroke: 40 * KB, resultsMs: 300 })).toEqual([]);
  });

  it("rows each page with its budget and the medians of its Lighthouse runs", () => {
    const run = (performance: number, failedAudits: string[], paintGap: number | null = null) => ({
      error: undefined,
      performance,
      accessibility: 100,
      "best-practices": 100,
      seo: 100,
      lcp: 1000 * performance,
      cls: 0,
      tbt: 0,
      fcp: null,
      si: null,
      paintGap,
      failedAudits,
    });
    const [row] = pageRows(["/ai"], { "/ai": sizes(16 * KB, 15 * KB) }, { "/ai": [run(90, ["a"]), run(98, ["a", "b"]), run(94, [])] });
    expect(row).toMatchObject({ path: "/ai", budget: { js: 15 * KB, css: 16.5 * KB }, overBudget: ["JS 16.0 > 15.0 KB"], failedAudits: ["a", "b"] });
    expect(row?.medians).toMatchObject({ performance: 94, lcp: 94_000, fcp: null });
  });

  it("fails a page whose median LCP − FCP is longer than a frame (issue 56)", () => {
    const run = (paintGap: number) => ({ error: undefined, performance: 100, accessibility: 100, "best-practices": 100, seo: 100, lcp: 1100 + paintGap, cls: 0, tbt: 0, fcp: 1100, si: 1100, paintGap, failedAudits: [] });
    const rows = (gaps: number[]) => pageRows(["/terms"], { "/terms": sizes(5 * KB, 15 * KB) }, { "/terms": gaps.map(run) });
    expect(rows([0, 0, 420])[0]?.overBudget).toEqual([]);
    expect(rows([0, 16, 420])[0]?.overBudget).toEqual([]);
    expect(rows([0, 97, 420])[0]?.overBudget).toEqual(["LCP − FCP 97 > 17 ms"]);
    expect(pageTable(rows([0, 97, 420]), false, false)[1]).toContain("     97  ");
  });

  it("prints the sizes table as before: page left, figures right, the verdict last", () => {
    const rows = pageRows(["/ai", "/sv/pricing"], { "/ai": { ...sizes(5500, 15_300), firstScreen: { html: 7000, css: 15_300, cssFiles: ["/assets/app.css"] } }, "/sv/pricing": sizes(5500, 15_300) }, {});
    expect(pageTable(rows, true, false)).toEqual([
      "\npage         JS gz KB  at load  JS files  CSS gz KB  HTML gz KB  1st screen  budget\n-----------  --------  -------  --------  ---------  ----------  ----------  ------",
      "/ai               5.5      5.5         1       15.3        10.0        22.3  ok (JS 15.0)",
      "/sv/pricing       5.5      5.5         1       15.3        10.0           -  ok (JS 15.0)",
    ]);
    expect(pageTable(rows.slice(0, 1), true, true).slice(2)).toEqual(["       5.5  load    /assets/site.js", "      15.3  load    /assets/app.css"]);
    expect(pageTable(rows.slice(0, 1), false, false)[1]).toBe("/ai        -       -       -       -       -        -       -       -       5.5      5.5         1       15.3        10.0        22.3  ok (JS 15.0)");
  });

  it("checks search pages against the search budget", () => {
    const result = { query: "q", jsBeforeKeystroke: 33 * KB, jsFiles: [], pagefindData: 60 * KB, resultsMs: 350, worstMs: 400, results: 10, runs: [350] };
    expect(searchRows({ "/search": result })).toEqual([{ path: "/search", ...result, overBudget: ["results 350 > 300 ms"] }]);
  });
});
