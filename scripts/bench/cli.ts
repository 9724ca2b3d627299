// `npm run bench`: per built page, the gzipped JS and CSS a first-time visitor's browser loads, against
// the budgets of issue 26, plus Lighthouse (mobile preset, Debian's Chromium, several runs, medians).
//
//   npm run bench                      every page, 3 Lighthouse runs each (builds first when there is no build)
//   npm run bench -- / /ai /sv/ai      only these pages
//   BENCH_RUNS=1 BENCH_PATHS="/ /ai"   the same through the environment; BENCH_PORT picks the port
//   npm run bench -- --sizes-only      only the byte sizes (Playwright's Chromium, no Lighthouse)
//   npm run bench -- --files           also list each page's JS and CSS files under the table
//   BUILD_DIR=build-astro-x            measure that build folder (default build/)
//   BENCH_CONCURRENCY=6                pages measured at once (each in a fresh browser context)
//   BENCH_REPORTS=1                    also keep each full Lighthouse report (bench-results/lighthouse/)
//   BENCH_SEARCH_RUNS=7                runs of the search timing (default 5), for /search and /sv/search
//   BENCH_RESULTS_DIR=bench-results-x  write bench.json there instead of bench-results/
//
// How each figure is measured: sizes.ts (page sizes), search.ts (site search), lighthouse.ts; the
// budgets are in budgets.ts. Writes a table to stdout and everything (files per page, each run,
// medians, budgets) to bench-results/bench.json. Only the local static server is ever talked to:
// requests to any other origin are aborted.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { basename, join, relative, resolve } from "node:path";
import { builtPaths, clientDir, projectRoot } from "../lib/site.mjs";
import { searchPagePattern } from "./budgets.ts";
import { lighthouseRuns, type LighthouseRun } from "./lighthouse.ts";
import { report } from "./report.ts";
import { searchBench, type SearchResult } from "./search.ts";
import { startServer } from "../lib/site.mjs";
import { browserSizes, type PageSizes } from "./sizes.ts";

export interface Options {
  sizesOnly: boolean;
  listFiles: boolean;
  /** Lighthouse runs per page. */
  runs: number;
  port: number;
  concurrency: number;
  searchRuns: number;
  keepReports: boolean;
  /** Pages asked for as arguments, then in BENCH_PATHS, in that order (may repeat); none means every page. */
  requested: string[];
  /** Absolute folder for bench.json. */
  resultsDir: string;
}

/** The bench's options from its arguments and environment. */
export function parseOptions(args: readonly string[], env: Record<string, string | undefined>): Options {
  return {
    sizesOnly: args.includes("--sizes-only"),
    listFiles: args.includes("--files"),
    runs: Math.max(1, Number(env.BENCH_RUNS || 3)),
    port: Number(env.BENCH_PORT || 4320),
    concurrency: Math.max(1, Number(env.BENCH_CONCURRENCY || 6)),
    searchRuns: Math.max(1, Number(env.BENCH_SEARCH_RUNS || 5)),
    keepReports: Boolean(env.BENCH_REPORTS),
    requested: [...args.filter((arg) => arg.startsWith("/")), ...(env.BENCH_PATHS || "").split(/[\s,]+/).filter(Boolean)],
    resultsDir: resolve(projectRoot, env.BENCH_RESULTS_DIR || "bench-results"),
  };
}

/** The pages to measure: those requested, once each, else every built page; throws on one that is not built. */
export function pagesToMeasure(requested: readonly string[], built: readonly string[], buildDir: string): string[] {
  const unknown = requested.filter((path) => !built.includes(path));
  if (unknown.length) throw new Error(`Not a built page in ${buildDir}: ${unknown.join(", ")}`);
  return requested.length ? [...new Set(requested)] : [...built];
}

/** A build folder with no page yet: build it, with Astro when its name says it is an Astro build. */
function ensureBuild(buildDir: string): void {
  if (existsSync(clientDir) && builtPaths().length) return;
  const astro = basename(buildDir).startsWith("build-astro");
  console.log(`No build in ${relative(projectRoot, clientDir)}: building first${astro ? " (Astro)" : ""}.`);
  const build = spawnSync("npm", ["run", "--silent", astro ? "build:astro" : "build"], {
    cwd: projectRoot,
    stdio: "inherit",
    env: astro ? { ...process.env, ASTRO_DIR: buildDir } : process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2), process.env);
  const buildDir = relative(projectRoot, join(clientDir, ".."));

  if (Number(process.versions.node.split(".")[0]) < 24) {
    console.warn(`Warning: running on Node ${process.versions.node}; use \`npm run bench\` so the project's Node 24 runs it.`);
  }
  ensureBuild(buildDir);

  let paths: string[];
  try {
    paths = pagesToMeasure(options.requested, builtPaths(), buildDir);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  const started = Date.now();
  // The build may lack a home page (a partial Astro build): the server is ready once the first page answers.
  const server = await startServer(options.port, paths[0] ?? "/");
  const searchPaths = paths.filter((path) => searchPagePattern.test(path));
  let sizes: Record<string, PageSizes>;
  let sizesSeconds: number;
  let lighthouse: Record<string, LighthouseRun[]> = {};
  let search: Record<string, SearchResult> = {};
  try {
    sizes = await browserSizes(server.origin, paths, options.concurrency);
    sizesSeconds = (Date.now() - started) / 1000;
    if (searchPaths.length) search = await searchBench(server.origin, searchPaths, options.searchRuns);
    if (!options.sizesOnly) lighthouse = await lighthouseRuns(server.origin, paths, options.runs, options.keepReports);
  } finally {
    server.close();
  }

  const over = report({ ...options, buildDir, paths, sizesSeconds, sizes, lighthouse, search }, options.resultsDir);
  if (over.length) {
    console.error(`Over budget: ${over.map((row) => `${row.path} (${row.overBudget.join(", ")})`).join("; ")}`);
    process.exitCode = 1;
  }
}

if (import.meta.main) await main();
