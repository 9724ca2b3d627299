// @vitest-environment node
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../lib/site.mjs";
import { pagesToMeasure, parseOptions } from "./cli.ts";

describe("bench options", () => {
  it("defaults to every page, 3 Lighthouse runs, 5 search runs, 6 pages at once, port 4320, bench-results/", () => {
    expect(parseOptions([], {})).toEqual({
      sizesOnly: false,
      listFiles: false,
      runs: 3,
      port: 4320,
      concurrency: 6,
      searchRuns: 5,
      keepReports: false,
      requested: [],
      resultsDir: join(projectRoot, "bench-results"),
    });
  });

  it("reads the flags and the paths among the arguments, then BENCH_PATHS", () => {
    const options = parseOptions(["--sizes-only", "/ai", "--files", "/sv/ai"], { BENCH_PATHS: " /pricing, /  /ai" });
    expect(options).toMatchObject({ sizesOnly: true, listFiles: true, requested: ["/ai", "/sv/ai", "/pricing", "/", "/ai"] });
  });

  it("reads the environment, with at least one run and one page at a time", () => {
    const env = { BENCH_RUNS: "1", BENCH_PORT: "4391", BENCH_CONCURRENCY: "2", BENCH_SEARCH_RUNS: "7", BENCH_REPORTS: "1", BENCH_RESULTS_DIR: "bench-results-x" };
    expect(parseOptions([], env)).toMatchObject({ runs: 1, port: 4391, concurrency: 2, searchRuns: 7, keepReports: true, resultsDir: join(projectRoot, "bench-results-x") });
    expect(parseOptions([], { BENCH_RUNS: "0", BENCH_CONCURRENCY: "0", BENCH_SEARCH_RUNS: "-2" })).toMatchObject({ runs: 1, concurrency: 1, searchRuns: 1 });
  });
});

describe("bench pages", () => {
  const built = ["/", "/ai", "/pricing", "/sv/ai"];

  it("measures every built page when none is asked for, else the ones asked for, once each", () => {
    expect(pagesToMeasure([], built, "build")).toEqual(built);
    expect(pagesToMeasure(["/sv/ai", "/ai", "/sv/ai"], built, "build")).toEqual(["/sv/ai", "/ai"]);
  });

  it("refuses a page that is not built", () => {
    expect(() => pagesToMeasure(["/ai", "/nope", "/sv/nope"], built, "build")).toThrow("Not a built page in build: /nope, /sv/nope");
  });
});
