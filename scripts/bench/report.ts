// The bench's report: the tables on stdout and bench-results/bench.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { projectRoot } from "../lib/site.mjs";
import { budgetFor, budgetTable, budgetsJson, fmtKb, pageOverBudget, paintGapBudgetMs, paintGapOverBudget, searchBudget, searchOverBudget, type PageBudget } from "./budgets.ts";
import { categories, metrics, type Category, type LighthouseRun, type Metric } from "./lighthouse.ts";
import { median, quietMs, viewport } from "./measure.ts";
import type { SearchResult } from "./search.ts";
import type { PageSizes } from "./sizes.ts";

interface PageRow {
  path: string;
  sizes: PageSizes;
  budget: PageBudget;
  overBudget: string[];
  medians: Record<Category | Metric | "paintGap", number | null>;
  failedAudits: string[];
  runs: LighthouseRun[];
}

type SearchRow = { path: string } & SearchResult & { overBudget: string[] };

export interface Measured {
  buildDir: string;
  paths: readonly string[];
  sizesOnly: boolean;
  listFiles: boolean;
  /** Lighthouse runs per page. */
  runs: number;
  searchRuns: number;
  sizesSeconds: number;
  sizes: Record<string, PageSizes>;
  lighthouse: Record<string, LighthouseRun[]>;
  search: Record<string, SearchResult>;
}

const medianKeys = [...categories, ...(Object.keys(metrics) as Metric[]), "paintGap" as const];

/** Each page's sizes against its budget, with the medians of its Lighthouse runs. */
export function pageRows(paths: readonly string[], sizes: Record<string, PageSizes>, lighthouse: Record<string, LighthouseRun[]>): PageRow[] {
  return paths.map((path) => {
    const size = sizes[path];
    if (!size) throw new Error(`No sizes measured for ${path}`);
    const limit = budgetFor(path);
    const runsOfPage = lighthouse[path] ?? [];
    const medians = Object.fromEntries(medianKeys.map((key) => [key, median(runsOfPage.map((entry) => entry[key]))])) as PageRow["medians"];
    const failedAudits = [...new Set(runsOfPage.flatMap((entry) => entry.failedAudits))];
    return { path, sizes: size, budget: { js: limit.js, css: limit.css, rules: limit.rules }, overBudget: [...pageOverBudget(size, limit), ...paintGapOverBudget(medians.paintGap)], medians, failedAudits, runs: runsOfPage };
  });
}

/** Each search page's measurement against the search budget. */
export function searchRows(search: Record<string, SearchResult>): SearchRow[] {
  return Object.entries(search).map(([path, result]) => ({ path, ...result, overBudget: searchOverBudget(result) }));
}

const pad = (value: string | number, width: number, left = false) => (left ? String(value).padEnd(width) : String(value).padStart(width));
const round = (value: number | null, digits = 0) => (value == null ? "-" : value.toFixed(digits));

/** The pages' table: Lighthouse medians (unless sizes only), sizes and the budget verdict; `listFiles` adds each page's files. */
export function pageTable(rows: readonly PageRow[], sizesOnly: boolean, listFiles: boolean): string[] {
  const sizeColumns = ["JS gz KB", "at load", "JS files", "CSS gz KB", "HTML gz KB", "1st screen", "budget"];
  const columns = sizesOnly ? ["page", ...sizeColumns] : ["page", "perf", "a11y", "best", "seo", "LCP ms", "LCP−FCP", "CLS", "TBT ms", ...sizeColumns];
  const widths = columns.map((column) => Math.max(column.length, column === "page" ? Math.max(...rows.map((row) => row.path.length)) : 6));
  const line = (cells: readonly (string | number)[]) => cells.map((cell, index) => pad(cell, widths[index] ?? 0, index === 0 || index === cells.length - 1)).join("  ");
  const out = [`\n${line(columns)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`];
  for (const row of rows) {
    const m = row.medians;
    const s = row.sizes;
    const verdict = row.overBudget.length ? `OVER: ${row.overBudget.join(", ")}` : `ok (JS ${fmtKb(row.budget.js)})`;
    const screen = s.firstScreen ? fmtKb(s.firstScreen.html + s.firstScreen.css) : "-";
    const sizeCells = [fmtKb(s.js), fmtKb(s.jsAtLoad), s.jsFiles.length, fmtKb(s.css), fmtKb(s.html), screen, verdict];
    const cells = sizesOnly
      ? [row.path, ...sizeCells]
      : [row.path, round(m.performance), round(m.accessibility), round(m["best-practices"]), round(m.seo), round(m.lcp), round(m.paintGap), round(m.cls, 3), round(m.tbt), ...sizeCells];
    out.push(line(cells));
    if (listFiles) {
      for (const file of [...s.jsFiles, ...s.cssFiles]) out.push(`    ${pad(fmtKb(file.gz), 6)}  ${file.phase === "load" ? "load  " : "scroll"}  ${file.path}`);
    }
  }
  return out;
}

/** Issue 28: the search pages' own table and what its figures mean. */
function searchTable(rows: readonly SearchRow[], searchRuns: number, listFiles: boolean): string[] {
  if (!rows.length) return [];
  const head = ["search page", "query", "JS before key KB", "JS files", "wasm+index KB", "results ms", "worst ms", "budget"];
  const widths = head.map((column, index) => Math.max(column.length, ...rows.map((row) => String(index === 0 ? row.path : index === 1 ? row.query : "").length), 6));
  const line = (cells: readonly (string | number)[]) => cells.map((cell, index) => pad(cell, widths[index] ?? 0, index < 2 || index === cells.length - 1)).join("  ");
  const out = [`\n${line(head)}\n${widths.map((width) => "-".repeat(width)).join("  ")}`];
  for (const row of rows) {
    const verdict = row.overBudget.length ? `OVER: ${row.overBudget.join(", ")}` : `ok (JS ${fmtKb(searchBudget.js)} KB, ${searchBudget.firstResultsMs} ms)`;
    out.push(line([row.path, row.query, fmtKb(row.jsBeforeKeystroke), row.jsFiles.length, fmtKb(row.pagefindData), Math.round(row.resultsMs ?? 0), Math.round(row.worstMs), verdict]));
    if (listFiles) for (const file of row.jsFiles) out.push(`    ${pad(fmtKb(file.bytes), 6)}  ${file.path}`);
  }
  out.push(
    `Search: JS before the first keystroke = gzip bytes of the scripts the page and a focus on its field load (Pagefind's script and worker included); ` +
      `wasm+index = Pagefind's own compressed files loaded by then (not JavaScript). Times: median of ${searchRuns} fresh visits, query typed at 30 ms a key; ` +
      `"results" (median, the budget) and "worst" from the last key to the frame after that query's results are on screen.`,
  );
  return out;
}

/**
 * Prints the tables and the summary, writes bench.json into `outDir`, and returns what is over budget
 * (pages and search pages with what each exceeds).
 */
export function report(measured: Measured, outDir: string): { path: string; overBudget: string[] }[] {
  const { buildDir, sizesOnly, listFiles, runs, searchRuns, sizesSeconds } = measured;
  const rows = pageRows(measured.paths, measured.sizes, measured.lighthouse);
  const searched = searchRows(measured.search);
  for (const line of [...pageTable(rows, sizesOnly, listFiles), ...searchTable(searched, searchRuns, listFiles)]) console.log(line);

  const over = [...rows.filter((row) => row.overBudget.length), ...searched.filter((row) => row.overBudget.length)];
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
      `Nothing is clicked: JS loaded only on a click (mobile menu, consent preferences dialog) is not counted. ` +
      `"1st screen": gzip KB of the HTML up to the end of the first screen (JavaScript off) and of the stylesheets before the first paint; one round trip holds about 14 KB.`,
  );
  console.log(
    `${summary.pages} pages of ${buildDir}${sizesOnly ? "" : `, ${runs} Lighthouse run(s) each (mobile), medians`}. ` +
      `Largest JS ${summary.maxJsGzKb} KB gz, largest CSS ${summary.maxCssGzKb} KB gz. Sizes measured in ${sizesSeconds.toFixed(1)} s.` +
      (sizesOnly ? "" : ` Lowest performance median: ${summary.minPerformance}.`),
  );
  console.log(`Budgets (gz): ${budgetTable.map((row) => `${row.pages}: ${[row.js && `JS ${fmtKb(row.js)} KB`, row.css && `CSS ${fmtKb(row.css)} KB`].filter(Boolean).join(", ")}`).join("; ")}.`);
  if (!sizesOnly) console.log(`Every page: median LCP − FCP at most ${paintGapBudgetMs.toFixed(1)} ms (one frame).`);
  if (noBanner.length) console.log(`Consent banner not visible on: ${noBanner.join(", ")}`);
  for (const row of withProblems) console.log(`  ${row.path}: ${row.sizes.problems.join("; ")}`);
  for (const row of rows.filter((row) => paintGapOverBudget(row.medians.paintGap).length)) {
    const requests = [...new Set(row.runs.flatMap((run) => run.paintGapRequests ?? []))];
    console.log(`  ${row.path}: LCP waited for ${requests.length ? requests.join(", ") : "no request FCP did not (CPU work)"}`);
  }
  const weak = rows.filter((row) => row.failedAudits.length);
  if (!sizesOnly && weak.length) {
    console.log("Audits scoring under 0.9:");
    for (const row of weak) console.log(`  ${row.path}: ${row.failedAudits.join(", ")}`);
  }

  mkdirSync(outDir, { recursive: true });
  writeFileSync(
    join(outDir, "bench.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouse: sizesOnly ? null : "mobile (default config)",
        sizes: { browser: "Chromium via Playwright", viewport, quietMs, counted: "gzip bytes of same-origin scripts and stylesheets after load and scrolling to the bottom" },
        budgets: budgetsJson(),
        paintGapBudgetMs,
        summary,
        pages: rows,
        search: { budget: searchBudget, runs: searchRuns, pages: searched },
      },
      null,
      2,
    ) + "\n",
  );
  console.log(`JSON: ${relative(projectRoot, join(outDir, "bench.json"))}`);
  return over;
}
