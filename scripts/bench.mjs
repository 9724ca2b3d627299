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
//   BENCH_SEARCH_RUNS=7                runs of the search timing below (default 5)
//   BENCH_RESULTS_DIR=bench-results-x  write bench.json there instead of bench-results/
//
// Sizes (issue 26): each page is opened in Chromium at 390x844 in a fresh context (a first visit: empty
// cache, no consent cookie, so the consent banner shows), left to settle after `load`, then scrolled to
// the bottom one viewport at a time, each step left to settle, so deferred hydration, client:painted and
// client:visible islands and the chunks their modules import all load. Every script and stylesheet the
// page requested from the site's own origin is counted once, at its gzip size: the build's own `.gz`
// twin, else gzip of the file. Nothing is clicked: code loaded only on a click (the mobile menu, the
// consent preferences dialog) is not counted.
//
// Search (issue 28), for /search and /sv/search when they are among the pages: the JavaScript loaded
// before the first keystroke (the page, then the field focused, which loads Pagefind's script and
// worker; its wasm and index chunks are reported apart, they are not JavaScript) against 40 KB gz,
// and the time from typing a query to its results on screen, median of BENCH_SEARCH_RUNS runs, each
// in a fresh context (cold cache): the field is focused, the network left to settle, the query typed
// at 30 ms a key; the time runs from the last key's event to the frame after the results of the whole
// query are in the page (budget 300 ms on the median; "worst" is the slowest run).
//
// Writes a table to stdout and everything (files per page, each run, medians, budgets) to
// bench-results/bench.json. Only the local static server is ever talked to: requests to any other
// origin are aborted.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { basename, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { builtPaths, chromiumArgs, chromiumPath, clientDir, pageFile, projectRoot, startServerFor } from "./lib/site.mjs";

const KB = 1000;

/**
 * Budgets per page in gzipped bytes (issues 26, 36). A page takes each limit from the last row that
 * matches it and sets that limit. A page without an island loads the site chrome's script and, where
 * it has them, the small modules of its count-ups or embeds.
 */
export const budgetTable = [
  // CSS 15.5 KB since issue 36: the widgets' states (open item, checked period, every panel) are CSS now.
  { pages: "every page", pattern: /^/, js: 90 * KB, css: 15.5 * KB },
  { pages: "home (/, /sv)", pattern: /^\/(sv)?$/, css: 20 * KB },
  // Issue 36: widgets work on the platform and inline behaviours, so only /faq-2's filter is an island.
  { pages: "without an island: every page but /faq-2 (and search, below), both languages", pattern: /^(?!(\/sv)?\/faq-2$)/, js: 15 * KB },
  // Issue 28: the search page's own measurement (searchBench) adds what focusing the field loads.
  { pages: "search (/search, /sv/search), before the first keystroke", pattern: /^(\/sv)?\/search$/, js: 40 * KB },
];

/** Issue 28: the search page's budgets and the query each language's page is timed with. */
export const searchBudget = { js: 40 * KB, firstResultsMs: 300 };
export const searchPagePattern = /^(\/sv)?\/search$/;
const searchQueries = { en: "approval limits", sv: "attestgränser" };

/** The JS and CSS budget of a page path, and the rows of the budget table it took them from. */
export function budgetFor(path) {
  const limit = { js: Infinity, css: Infinity, rules: [] };
  for (const row of budgetTable) {
    if (!row.pattern.test(path)) continue;
    if (row.js != null) limit.js = row.js;
    if (row.css != null) limit.css = row.css;
    limit.rules.push(row.pages);
  }
  return limit;
}

const categories = ["performance", "accessibility", "best-practices", "seo"];
const metrics = { lcp: "largest-contentful-paint", cls: "cumulative-layout-shift", tbt: "total-blocking-time", fcp: "first-contentful-paint", si: "speed-index" };

/** The viewport of the size measurement (a common phone), as issue 26 asks. */
const viewport = { width: 390, height: 844 };
/** A network step has settled when nothing is in flight and nothing started or ended for this long. */
const quietMs = Number(process.env.BENCH_QUIET_MS || 300);
/** After a scroll step, the least time waited for requests to start, when the network was already quiet. */
const stepGraceMs = 50;
/** A step that has not settled after this long is left as it is (and reported). */
const settleLimitMs = 15_000;

// ---- sizes on disk ----------------------------------------------------------------------------

const gzCache = new Map();
/** Gzipped size of a build file: its precompressed `.gz` twin when the build wrote one, else gzip of it. */
function gzipBytes(file) {
  if (!gzCache.has(file)) gzCache.set(file, existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length);
  return gzCache.get(file);
}

/** The build file a URL path of the site is served from, or null when there is none. */
function buildFile(urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(clientDir, `.${decoded}`);
  if (!file.startsWith(clientDir + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Whether a requested resource is a script or a stylesheet, by its file extension, else by how it was requested. */
function kindOf(url, resourceType) {
  if (/\.(js|mjs)$/.test(url.pathname)) return "js";
  if (/\.css$/.test(url.pathname)) return "css";
  if (resourceType === "script") return "js";
  if (resourceType === "stylesheet") return "css";
  return null;
}

// ---- sizes in the browser ---------------------------------------------------------------------

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** One page as a first-time visitor loads it: every script and stylesheet, after scrolling to the bottom. */
async function measurePage(browser, origin, path) {
  const started = Date.now();
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  const inFlight = new Set();
  let lastActivity = Date.now();
  let phase = "load";
  const files = new Map(); // URL (without its fragment) -> { kind, path, gz, phase }
  const pending = [];
  const problems = [];
  let blocked = 0;
  let finished = false;
  /** The phase (load or scroll) each request started in. */
  const startedIn = new WeakMap();

  const record = async (request) => {
    const url = new URL(request.url());
    const kind = kindOf(url, request.resourceType());
    if (url.origin !== origin || !kind) return;
    url.hash = "";
    const key = url.pathname + url.search;
    if (files.has(key)) return;
    const entry = { kind, path: key, gz: 0, phase: startedIn.get(request) ?? phase };
    files.set(key, entry);
    const response = await request.response();
    const status = response?.status() ?? 0;
    if (status < 200 || status >= 300) {
      problems.push(`${key}: HTTP ${status}`);
      files.delete(key);
      return;
    }
    const file = buildFile(url.pathname);
    // Not a file of the build (a rewrite, say): gzip what the server sent.
    entry.gz = file ? gzipBytes(file) : gzipSync(await response.body()).length;
    if (!file) entry.notOnDisk = true;
  };

  context.on("request", (request) => {
    startedIn.set(request, phase);
    inFlight.add(request);
    lastActivity = Date.now();
  });
  context.on("requestfinished", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    if (!finished) pending.push(record(request).catch((error) => problems.push(`${request.url()}: ${error.message}`)));
  });
  context.on("requestfailed", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    if (new URL(request.url()).origin !== origin) blocked++;
  });

  /** Wait until nothing is in flight and the network has been quiet for `quiet` ms. */
  const settle = async (quiet, step) => {
    const until = Date.now() + settleLimitMs;
    while (Date.now() < until) {
      if (inFlight.size === 0 && Date.now() - lastActivity >= quiet) return;
      await sleep(20);
    }
    problems.push(`network still busy ${settleLimitMs / 1000} s after ${step}`);
  };

  try {
    const page = await context.newPage();
    const response = await page.goto(origin + path, { waitUntil: "load" });
    if (!response?.ok()) problems.push(`page: HTTP ${response?.status()}`);
    // The quiet spell starts at load at the earliest, after two frames (first paint, deferred hydration).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    lastActivity = Math.max(lastActivity, Date.now());
    await settle(quietMs, "load");
    phase = "scroll";
    let steps = 0;
    for (; steps < 500; steps++) {
      // Scroll one viewport down, then let two frames pass so IntersectionObservers report.
      const moved = await page.evaluate(
        () =>
          new Promise((done) => {
            const before = window.scrollY;
            window.scrollTo({ top: before + window.innerHeight, behavior: "instant" });
            requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY > before)));
          }),
      );
      if (!moved) break;
      // Give a request the observers started a moment to be reported before calling the step quiet.
      lastActivity = Math.max(lastActivity, Date.now() - quietMs + stepGraceMs);
      await settle(quietMs, `scroll step ${steps + 1}`);
    }
    // At the bottom: a longer quiet spell, counted from now, for anything late (idle callbacks, chained imports).
    lastActivity = Math.max(lastActivity, Date.now());
    await settle(quietMs * 2, "reaching the bottom");
    finished = true;
    await Promise.all(pending);
    const consentBanner = await page
      .locator("[data-consent-banner]")
      .first()
      .isVisible()
      .catch(() => false);
    const list = (kind) => [...files.values()].filter((file) => file.kind === kind).sort((a, b) => a.path.localeCompare(b.path));
    const sum = (entries) => entries.reduce((total, file) => total + file.gz, 0);
    const js = list("js");
    const css = list("css");
    const html = pageFile(path);
    return {
      js: sum(js),
      jsAtLoad: sum(js.filter((file) => file.phase === "load")),
      css: sum(css),
      html: existsSync(html) ? gzipBytes(html) : 0,
      jsFiles: js.map(({ path, gz, phase, notOnDisk }) => ({ path, gz, phase, ...(notOnDisk ? { notOnDisk } : {}) })),
      cssFiles: css.map(({ path, gz, phase, notOnDisk }) => ({ path, gz, phase, ...(notOnDisk ? { notOnDisk } : {}) })),
      scrollSteps: steps,
      consentBanner,
      blockedRequests: blocked,
      problems,
      ms: Date.now() - started,
    };
  } finally {
    await context.close();
  }
}

/** Every page in one Chromium, a fresh context per page, `concurrency` pages at a time. */
async function browserSizes(origin, paths, concurrency) {
  const { chromium } = await import("@playwright/test");
  // Only the local server resolves: anything else (an embed, a font CDN) fails at once, and is counted.
  const offline = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, offline] });
  const results = {};
  const queue = [...paths];
  let done = 0;
  const tty = process.stdout.isTTY;
  try {
    await Promise.all(
      Array.from({ length: Math.min(concurrency, paths.length) }, async () => {
        for (let path = queue.shift(); path; path = queue.shift()) {
          results[path] = await measurePage(browser, origin, path);
          done++;
          if (tty) process.stdout.write(`\rSizes: ${done}/${paths.length} pages`);
        }
      }),
    );
  } finally {
    await browser.close();
  }
  if (tty) process.stdout.write("\n");
  return results;
}

// ---- search (issue 28) ------------------------------------------------------------------------

/**
 * One first visit of a search page (fresh context, 390x844): the scripts loaded by the page and by
 * focusing the field (Pagefind's script and worker), Pagefind's other files (wasm, index, filters),
 * then the query typed and timed in the page (see the header comment).
 */
async function searchRun(browser, origin, path, query) {
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  const inFlight = new Set();
  let lastActivity = Date.now();
  const seen = new Map(); // path -> kind ("js", "css" or "other")
  context.on("request", (request) => {
    inFlight.add(request);
    lastActivity = Date.now();
  });
  context.on("requestfinished", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
    const url = new URL(request.url());
    if (url.origin === origin && !seen.has(url.pathname)) seen.set(url.pathname, kindOf(url, request.resourceType()) ?? "other");
  });
  context.on("requestfailed", (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  });
  const settle = async () => {
    const until = Date.now() + settleLimitMs;
    while (Date.now() < until && (inFlight.size > 0 || Date.now() - lastActivity < quietMs)) await sleep(20);
  };
  try {
    const page = await context.newPage();
    const response = await page.goto(origin + path, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
    await settle();
    await page.getByRole("main").getByRole("searchbox").click();
    await settle();
    const files = [...seen].map(([file, kind]) => ({ path: file, kind, bytes: buildFile(file) ? (kind === "other" ? statSync(buildFile(file)).size : gzipBytes(buildFile(file))) : 0 }));
    // Typed and timed in the page: from a key's event to the frame after the results are in.
    const timing = page.evaluate(
      (wanted) =>
        new Promise((resolve, reject) => {
          const main = document.querySelector("main");
          const status = main?.querySelector('[role="status"]');
          const list = main?.querySelector("ol");
          if (!main || !status || !list) return reject(new Error("no search status or results list"));
          let lastKey = 0;
          document.addEventListener(
            "keydown",
            (event) => {
              lastKey = event.timeStamp;
            },
            true,
          );
          const observer = new MutationObserver(() => {
            if (!lastKey || !list.children.length) return;
            const text = status.textContent ?? "";
            if (!text.includes(`“${wanted}”`) && !text.includes(`”${wanted}”`)) return;
            observer.disconnect();
            requestAnimationFrame(() => resolve({ resultsMs: performance.now() - lastKey, results: list.children.length }));
          });
          observer.observe(main, { subtree: true, childList: true, characterData: true });
          setTimeout(() => reject(new Error(`no results for "${wanted}" within 10 s`)), 10_000);
        }),
      query,
    );
    await page.keyboard.type(query, { delay: 30 });
    return { files, ...(await timing) };
  } finally {
    await context.close();
  }
}

/** The search pages among `paths`: JavaScript before the first keystroke and time to results, medians of `runs`. */
async function searchBench(origin, paths, runs) {
  const { chromium } = await import("@playwright/test");
  const offline = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, offline] });
  const results = {};
  try {
    for (const path of paths) {
      const query = searchQueries[path.startsWith("/sv") ? "sv" : "en"];
      const all = [];
      for (let run = 0; run < runs; run++) all.push(await searchRun(browser, origin, path, query));
      const files = all[0].files;
      const js = files.filter((file) => file.kind === "js");
      results[path] = {
        query,
        jsBeforeKeystroke: js.reduce((total, file) => total + file.bytes, 0),
        jsFiles: js,
        pagefindData: files.filter((file) => file.kind === "other" && file.path.startsWith("/pagefind/")).reduce((total, file) => total + file.bytes, 0),
        resultsMs: median(all.map((entry) => entry.resultsMs)),
        worstMs: Math.max(...all.map((entry) => entry.resultsMs)),
        results: all[0].results,
        runs: all.map(({ resultsMs }) => resultsMs),
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---- Lighthouse -------------------------------------------------------------------------------

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function lighthouseRuns(origin, paths, runs) {
  const [chromeLauncher, { default: lighthouse }] = await Promise.all([import("chrome-launcher"), import("lighthouse")]);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, "--headless=new"],
    logLevel: "silent",
  });
  const results = {};
  try {
    for (const path of paths) {
      results[path] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${path} (run ${run}/${runs})... `);
        const started = Date.now();
        // Default config: the mobile form factor with simulated slow-4G throttling.
        const audit = () => lighthouse(origin + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
        let result = await audit();
        // A trace-recording glitch (e.g. NO_NAVSTART) says nothing about the page: measure once more.
        if (!result?.lhr || result.lhr.runtimeError) result = await audit();
        const lhr = result?.lhr;
        const entry = { error: lhr?.runtimeError?.message ?? (lhr ? undefined : "no result") };
        for (const id of categories) entry[id] = lhr?.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100);
        for (const [key, audit] of Object.entries(metrics)) entry[key] = lhr?.audits[audit]?.numericValue ?? null;
        entry.failedAudits = lhr
          ? Object.values(lhr.audits)
              .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
              .map((audit) => audit.id)
          : [];
        if (process.env.BENCH_REPORTS && lhr) {
          const dir = join(projectRoot, "bench-results", "lighthouse");
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, `${path === "/" ? "home" : path.slice(1).replaceAll("/", "__")}-${run}.json`), JSON.stringify(lhr));
        }
        results[path].push(entry);
        console.log(entry.error ? `error: ${entry.error}` : `perf ${entry.performance} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

// ---- the run ----------------------------------------------------------------------------------

async function main() {
  const args = process.argv.slice(2);
  const sizesOnly = args.includes("--sizes-only");
  const listFiles = args.includes("--files");
  const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3));
  const port = Number(process.env.BENCH_PORT || 4320);
  const concurrency = Math.max(1, Number(process.env.BENCH_CONCURRENCY || 6));
  const buildDir = relative(projectRoot, join(clientDir, ".."));

  if (Number(process.versions.node.split(".")[0]) < 24) {
    console.warn(`Warning: running on Node ${process.versions.node}; use \`npm run bench\` so the project's Node 24 runs it.`);
  }

  // A build folder with no page yet: build it, with Astro when its name says it is an Astro build.
  if (!existsSync(clientDir) || !builtPaths().length) {
    const astro = basename(buildDir).startsWith("build-astro");
    console.log(`No build in ${relative(projectRoot, clientDir)}: building first${astro ? " (Astro)" : ""}.`);
    const build = spawnSync("npm", ["run", "--silent", astro ? "build:astro" : "build"], {
      cwd: projectRoot,
      stdio: "inherit",
      env: astro ? { ...process.env, ASTRO_DIR: buildDir } : process.env,
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  const requested = [...args.filter((arg) => arg.startsWith("/")), ...(process.env.BENCH_PATHS || "").split(/[\s,]+/).filter(Boolean)];
  const allPaths = builtPaths();
  const unknown = requested.filter((path) => !allPaths.includes(path));
  if (unknown.length) {
    console.error(`Not a built page in ${buildDir}: ${unknown.join(", ")}`);
    process.exit(1);
  }
  const paths = requested.length ? [...new Set(requested)] : allPaths;

  const started = Date.now();
  // The build may lack a home page (a partial Astro build): the server is ready once the first page answers.
  const server = await startServerFor(port, paths[0]);
  let sizes;
  let lh = {};
  let sizesSeconds;
  let search = {};
  const searchPaths = paths.filter((path) => searchPagePattern.test(path));
  const searchRuns = Math.max(1, Number(process.env.BENCH_SEARCH_RUNS || 5));
  try {
    sizes = await browserSizes(server.origin, paths, concurrency);
    sizesSeconds = (Date.now() - started) / 1000;
    if (searchPaths.length) search = await searchBench(server.origin, searchPaths, searchRuns);
    if (!sizesOnly) lh = await lighthouseRuns(server.origin, paths, runs);
  } finally {
    server.close();
  }

  // ---- report ---------------------------------------------------------------------------------

  const fmtKb = (bytes) => (bytes / KB).toFixed(1);
  const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));

  const rows = paths.map((path) => {
    const size = sizes[path];
    const limit = budgetFor(path);
    const overBudget = [];
    if (size.js > limit.js) overBudget.push(`JS ${fmtKb(size.js)} > ${fmtKb(limit.js)} KB`);
    if (size.css > limit.css) overBudget.push(`CSS ${fmtKb(size.css)} > ${fmtKb(limit.css)} KB`);
    const runsOfPage = lh[path] ?? [];
    const medians = {};
    for (const key of [...categories, ...Object.keys(metrics)]) medians[key] = median(runsOfPage.map((entry) => entry[key]));
    const failedAudits = [...new Set(runsOfPage.flatMap((entry) => entry.failedAudits ?? []))];
    return { path, sizes: size, budget: { js: limit.js, css: limit.css, rules: limit.rules }, overBudget, medians, failedAudits, runs: runsOfPage };
  });

  const sizeColumns = ["JS gz KB", "at load", "JS files", "CSS gz KB", "HTML gz KB", "budget"];
  const columns = sizesOnly ? ["page", ...sizeColumns] : ["page", "perf", "a11y", "best", "seo", "LCP ms", "CLS", "TBT ms", ...sizeColumns];
  const widths = columns.map((column) => Math.max(column.length, column === "page" ? Math.max(...paths.map((path) => path.length)) : 6));
  const line = (cells) => cells.map((cell, index) => pad(cell ?? "-", widths[index], index === 0 || index === cells.length - 1)).join("  ");
  console.log(`\n${line(columns)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
  for (const row of rows) {
    const m = row.medians;
    const round = (value, digits = 0) => (value == null ? "-" : value.toFixed(digits));
    const s = row.sizes;
    const verdict = row.overBudget.length ? `OVER: ${row.overBudget.join(", ")}` : `ok (JS ${fmtKb(row.budget.js)})`;
    const sizeCells = [fmtKb(s.js), fmtKb(s.jsAtLoad), s.jsFiles.length, fmtKb(s.css), fmtKb(s.html), verdict];
    const cells = sizesOnly
      ? [row.path, ...sizeCells]
      : [row.path, round(m.performance), round(m.accessibility), round(m["best-practices"]), round(m.seo), round(m.lcp), round(m.cls, 3), round(m.tbt), ...sizeCells];
    console.log(line(cells));
    if (listFiles) {
      for (const file of [...s.jsFiles, ...s.cssFiles]) console.log(`    ${pad(fmtKb(file.gz), 6)}  ${file.phase === "load" ? "load  " : "scroll"}  ${file.path}`);
    }
  }

  // Issue 28: the search pages' own table.
  const searchRows = Object.entries(search).map(([path, result]) => {
    const overBudget = [];
    if (result.jsBeforeKeystroke > searchBudget.js) overBudget.push(`JS before keystroke ${fmtKb(result.jsBeforeKeystroke)} > ${fmtKb(searchBudget.js)} KB`);
    if (result.resultsMs > searchBudget.firstResultsMs) overBudget.push(`results ${Math.round(result.resultsMs)} > ${searchBudget.firstResultsMs} ms`);
    return { path, ...result, overBudget };
  });
  if (searchRows.length) {
    const head = ["search page", "query", "JS before key KB", "JS files", "wasm+index KB", "results ms", "worst ms", "budget"];
    const widths2 = head.map((column, index) => Math.max(column.length, ...searchRows.map((row) => String(index === 0 ? row.path : index === 1 ? row.query : "").length), 6));
    const line2 = (cells) => cells.map((cell, index) => pad(cell, widths2[index], index < 2 || index === cells.length - 1)).join("  ");
    console.log(`\n${line2(head)}\n${widths2.map((width) => "-".repeat(width)).join("  ")}`);
    for (const row of searchRows) {
      const verdict = row.overBudget.length ? `OVER: ${row.overBudget.join(", ")}` : `ok (JS ${fmtKb(searchBudget.js)} KB, ${searchBudget.firstResultsMs} ms)`;
      console.log(line2([row.path, row.query, fmtKb(row.jsBeforeKeystroke), row.jsFiles.length, fmtKb(row.pagefindData), Math.round(row.resultsMs), Math.round(row.worstMs), verdict]));
      if (listFiles) for (const file of row.jsFiles) console.log(`    ${pad(fmtKb(file.bytes), 6)}  ${file.path}`);
    }
    console.log(
      `Search: JS before the first keystroke = gzip bytes of the scripts the page and a focus on its field load (Pagefind's script and worker included); ` +
        `wasm+index = Pagefind's own compressed files loaded by then (not JavaScript). Times: median of ${searchRuns} fresh visits, query typed at 30 ms a key; ` +
        `"results" (median, the budget) and "worst" from the last key to the frame after that query's results are on screen.`,
    );
  }

  const over = [...rows.filter((row) => row.overBudget.length), ...searchRows.filter((row) => row.overBudget.length)];
  const noBanner = rows.filter((row) => !row.sizes.consentBanner).map((row) => row.path);
  const withProblems = rows.filter((row) => row.sizes.problems.length);
  const summary = {
    build: buildDir,
    pages: rows.length,
    runsPerPage: sizesOnly ? 0 : runs,
    sizesSeconds,
    maxJsGzKb: Number(fmtKb(Math.max(...rows.map((row) => row.sizes.js)))),
    maxCssGzKb: Number(fmtKb(Math.max(...rows.map((row) => row.sizes.css)))),
    minPerformance: sizesOnly ? null : Math.min(...rows.map((row) => row.medians.performance ?? 0)),
    pagesWithoutConsentBanner: noBanner,
    overBudget: over.map((row) => ({ path: row.path, problems: row.overBudget })),
  };
  console.log(
    `\nJS/CSS: gzip bytes (the build's .gz file, else gzip of the file; KB = 1000 bytes) of every script and stylesheet ` +
      `from the site's origin that Chromium (${viewport.width}x${viewport.height}, fresh context, no consent cookie: banner shown) ` +
      `requested after load and while scrolling to the bottom, each URL once; "at load" is the JS before scrolling. ` +
      `Nothing is clicked: JS loaded only on a click (mobile menu, consent preferences dialog) is not counted.`,
  );
  console.log(
    `${summary.pages} pages of ${buildDir}${sizesOnly ? "" : `, ${runs} Lighthouse run(s) each (mobile), medians`}. ` +
      `Largest JS ${summary.maxJsGzKb} KB gz, largest CSS ${summary.maxCssGzKb} KB gz. Sizes measured in ${sizesSeconds.toFixed(1)} s.` +
      (sizesOnly ? "" : ` Lowest performance median: ${summary.minPerformance}.`),
  );
  console.log(`Budgets (gz): ${budgetTable.map((row) => `${row.pages}: ${[row.js && `JS ${fmtKb(row.js)} KB`, row.css && `CSS ${fmtKb(row.css)} KB`].filter(Boolean).join(", ")}`).join("; ")}.`);
  if (noBanner.length) console.log(`Consent banner not visible on: ${noBanner.join(", ")}`);
  for (const row of withProblems) console.log(`  ${row.path}: ${row.sizes.problems.join("; ")}`);
  const weak = rows.filter((row) => row.failedAudits.length);
  if (!sizesOnly && weak.length) {
    console.log("Audits scoring under 0.9:");
    for (const row of weak) console.log(`  ${row.path}: ${row.failedAudits.join(", ")}`);
  }

  const outDir = resolve(projectRoot, process.env.BENCH_RESULTS_DIR || "bench-results");
  mkdirSync(outDir, { recursive: true });
  const budgets = budgetTable.map(({ pages, pattern, js, css }) => ({ pages, pattern: pattern.source, js, css }));
  writeFileSync(
    join(outDir, "bench.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: sizesOnly ? null : "mobile (default config)",
        sizes: { browser: "Chromium via Playwright", viewport, quietMs, counted: "gzip bytes of same-origin scripts and stylesheets after load and scrolling to the bottom" },
        budgets,
        summary,
        pages: rows,
        search: { budget: searchBudget, runs: searchRuns, pages: searchRows },
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`JSON: ${relative(projectRoot, join(outDir, "bench.json"))}`);

  if (over.length) {
    console.error(`Over budget: ${over.map((row) => `${row.path} (${row.overBudget.join(", ")})`).join("; ")}`);
    process.exitCode = 1;
  }
}

// Run only as a script: the unit test imports the budget table.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
