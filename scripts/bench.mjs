// `npm run bench`: Lighthouse (mobile preset, Debian's Chromium, several runs, medians) over every
// built page, plus the gzipped JS and CSS each page's HTML references, against the size budget.
//
//   npm run bench                      every page, 3 runs each (builds first when there is no build)
//   npm run bench -- / /ai /sv/ai      only these pages
//   BENCH_RUNS=1 BENCH_PATHS="/ /ai"   the same through the environment; BENCH_PORT picks the port
//   npm run bench -- --sizes-only      only the byte sizes (no browser), in a second
//   BENCH_REPORTS=1                    also keep each full Lighthouse report (bench-results/lighthouse/)
//
// Writes a table to stdout and everything (each run, medians, budgets) to bench-results/bench.json.
// Lighthouse only ever talks to the local static server; nothing is fetched from the internet.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { builtPaths, chromiumArgs, chromiumPath, clientDir, pageFile, projectRoot, startServer } from "./lib/site.mjs";

const KB = 1000;
/** Budget per page in gzipped bytes (issue 2); the home page carries more sections. */
const budget = { default: { js: 130 * KB, css: 15 * KB }, "/": { js: 140 * KB, css: 20 * KB }, "/sv": { js: 140 * KB, css: 20 * KB } };
const categories = ["performance", "accessibility", "best-practices", "seo"];
const metrics = { lcp: "largest-contentful-paint", cls: "cumulative-layout-shift", tbt: "total-blocking-time", fcp: "first-contentful-paint", si: "speed-index" };

const args = process.argv.slice(2);
const sizesOnly = args.includes("--sizes-only");
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 3));
const port = Number(process.env.BENCH_PORT || 4320);

if (Number(process.versions.node.split(".")[0]) < 24) {
  console.warn(`Warning: running on Node ${process.versions.node}; use \`npm run bench\` so the project's Node 24 runs it.`);
}

if (!existsSync(join(clientDir, "index.html"))) {
  console.log(`No build in ${relative(projectRoot, clientDir)}: building first.`);
  const build = spawnSync("npm", ["run", "--silent", "build"], { cwd: projectRoot, stdio: "inherit", env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const requested = [...args.filter((arg) => arg.startsWith("/")), ...(process.env.BENCH_PATHS || "").split(/[\s,]+/).filter(Boolean)];
const allPaths = builtPaths();
const unknown = requested.filter((path) => !allPaths.includes(path));
if (unknown.length) {
  console.error(`Not a built page: ${unknown.join(", ")}`);
  process.exit(1);
}
const paths = requested.length ? requested : allPaths;

// ---- sizes, from the build files ----------------------------------------------------------------

const gzCache = new Map();
function gzipBytes(sitePath) {
  if (!gzCache.has(sitePath)) gzCache.set(sitePath, gzipSync(readFileSync(join(clientDir, sitePath))).length);
  return gzCache.get(sitePath);
}

const htmlFile = pageFile;

/**
 * The JS and CSS a page's HTML references. Scripts are counted by every "/assets/*.js" the HTML names:
 * script src, and the module list the deferred hydration script adds after the first paint (decision
 * 0008), which is what a first view downloads.
 */
function pageSizes(path) {
  const html = readFileSync(htmlFile(path), "utf8");
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const src = /\s(?:src|href)="(\/[^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith("<script") || /\srel="modulepreload"/.test(tag)) js.add(src);
    else if (/\srel="stylesheet"/.test(tag)) css.add(src);
  }
  for (const [src] of html.matchAll(/\/assets\/[\w.-]+\.js/g)) js.add(src);
  const sum = (files) => [...files].reduce((total, file) => total + gzipBytes(file), 0);
  return { jsFiles: [...js].sort(), cssFiles: [...css].sort(), js: sum(js), css: sum(css), html: gzipSync(html).length };
}

// ---- Lighthouse -------------------------------------------------------------------------------

const median = (values) => {
  const sorted = values.filter((value) => typeof value === "number" && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function lighthouseRuns(origin) {
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

// ---- report -----------------------------------------------------------------------------------

const fmtKb = (bytes) => (bytes / KB).toFixed(1);
const pad = (value, width, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));

let server;
let lh = {};
if (!sizesOnly) {
  server = await startServer(port);
  try {
    lh = await lighthouseRuns(server.origin);
  } finally {
    server.close();
  }
}

const rows = paths.map((path) => {
  const sizes = pageSizes(path);
  const limit = budget[path] ?? budget.default;
  const overBudget = [];
  if (sizes.js > limit.js) overBudget.push(`JS ${fmtKb(sizes.js)} > ${fmtKb(limit.js)} KB`);
  if (sizes.css > limit.css) overBudget.push(`CSS ${fmtKb(sizes.css)} > ${fmtKb(limit.css)} KB`);
  const runsOfPage = lh[path] ?? [];
  const medians = {};
  for (const key of [...categories, ...Object.keys(metrics)]) medians[key] = median(runsOfPage.map((entry) => entry[key]));
  const failedAudits = [...new Set(runsOfPage.flatMap((entry) => entry.failedAudits ?? []))];
  return { path, sizes, budget: limit, overBudget, medians, failedAudits, runs: runsOfPage };
});

const columns = sizesOnly
  ? ["page", "JS gz KB", "CSS gz KB", "HTML gz KB", "budget"]
  : ["page", "perf", "a11y", "best", "seo", "LCP ms", "CLS", "TBT ms", "JS gz KB", "CSS gz KB", "HTML gz KB", "budget"];
const widths = columns.map((column) => Math.max(column.length, column === "page" ? Math.max(...paths.map((path) => path.length)) : 6));
const line = (cells) => cells.map((cell, index) => pad(cell ?? "-", widths[index], index === 0 || index === cells.length - 1)).join("  ");
console.log(`\n${line(columns)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`);
for (const row of rows) {
  const m = row.medians;
  const round = (value, digits = 0) => (value == null ? "-" : value.toFixed(digits));
  const sizes = [fmtKb(row.sizes.js), fmtKb(row.sizes.css), fmtKb(row.sizes.html), row.overBudget.length ? `OVER: ${row.overBudget.join(", ")}` : "ok"];
  const cells = sizesOnly
    ? [row.path, ...sizes]
    : [row.path, round(m.performance), round(m.accessibility), round(m["best-practices"]), round(m.seo), round(m.lcp), round(m.cls, 3), round(m.tbt), ...sizes];
  console.log(line(cells));
}

const over = rows.filter((row) => row.overBudget.length);
const summary = {
  pages: rows.length,
  runsPerPage: sizesOnly ? 0 : runs,
  maxJsGzKb: Number(fmtKb(Math.max(...rows.map((row) => row.sizes.js)))),
  maxCssGzKb: Number(fmtKb(Math.max(...rows.map((row) => row.sizes.css)))),
  minPerformance: sizesOnly ? null : Math.min(...rows.map((row) => row.medians.performance ?? 0)),
  overBudget: over.map((row) => ({ path: row.path, problems: row.overBudget })),
};
console.log(
  `\n${summary.pages} pages${sizesOnly ? "" : `, ${runs} Lighthouse run(s) each (mobile), medians`}. Largest JS ${summary.maxJsGzKb} KB gz, ` +
    `largest CSS ${summary.maxCssGzKb} KB gz (KB = 1000 bytes).` +
    (sizesOnly ? "" : ` Lowest performance median: ${summary.minPerformance}.`),
);
const weak = rows.filter((row) => row.failedAudits.length);
if (!sizesOnly && weak.length) {
  console.log("Audits scoring under 0.9:");
  for (const row of weak) console.log(`  ${row.path}: ${row.failedAudits.join(", ")}`);
}

const outDir = join(projectRoot, "bench-results");
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, "bench.json"),
  JSON.stringify({ date: new Date().toISOString(), lighthouse: sizesOnly ? null : "mobile (default config)", budgetBytes: budget, summary, pages: rows }, null, 2) + "\n",
);
console.log(`JSON: ${relative(projectRoot, join(outDir, "bench.json"))}`);

if (over.length) {
  console.error(`Over budget: ${over.map((row) => `${row.path} (${row.overBudget.join(", ")})`).join("; ")}`);
  process.exitCode = 1;
}
