// The bench's budgets (issues 26, 28, 36) in gzipped bytes, and the verdicts the report prints.

export const KB = 1000;

interface BudgetRow {
  pages: string;
  pattern: RegExp;
  js?: number;
  css?: number;
}

/**
 * Budgets per page. A page takes each limit from the last row that matches it and sets that limit.
 * A page without an island loads the site chrome's script and, where it has them, the small modules
 * of its count-ups or embeds.
 */
export const budgetTable: readonly BudgetRow[] = [
  // CSS 15.5 KB since issue 36: the widgets' states (open item, checked period, every panel) are CSS
  // now; 16.5 KB since issue 40: every colour token holds its dark value too (decision 0026).
  { pages: "every page", pattern: /^/, js: 90 * KB, css: 16.5 * KB },
  { pages: "home (/, /sv)", pattern: /^\/(sv)?$/, css: 20 * KB },
  // Issue 36: widgets work on the platform and inline behaviours, so only /faq-2's filter is an island.
  { pages: "without an island: every page but /faq-2 (and search, below), both languages", pattern: /^(?!(\/sv)?\/faq-2$)/, js: 15 * KB },
  // Issue 28: the search page's own measurement (search.ts) adds what focusing the field loads.
  { pages: "search (/search, /sv/search), before the first keystroke", pattern: /^(\/sv)?\/search$/, js: 40 * KB },
];

/**
 * Issue 56: the largest paint comes with the first, within one frame (60 Hz) in Lighthouse's mobile
 * preset; the median of each run's LCP − FCP, on every page.
 */
export const paintGapBudgetMs = 1000 / 60;

/** What a page's median LCP − FCP exceeds of its budget, as the report words it (empty when within or not measured). */
export function paintGapOverBudget(gapMs: number | null): string[] {
  return gapMs != null && gapMs > paintGapBudgetMs ? [`LCP − FCP ${Math.round(gapMs)} > ${Math.round(paintGapBudgetMs)} ms`] : [];
}

/** Issue 28: the search page's budgets. */
export const searchBudget = { js: 40 * KB, firstResultsMs: 300 };
export const searchPagePattern = /^(\/sv)?\/search$/;

export interface PageBudget {
  js: number;
  css: number;
  /** The `pages` of every row the page matched. */
  rules: string[];
}

/** The JS and CSS budget of a page path, and the rows of the budget table it took them from. */
export function budgetFor(path: string): PageBudget {
  const limit: PageBudget = { js: Infinity, css: Infinity, rules: [] };
  for (const row of budgetTable) {
    if (!row.pattern.test(path)) continue;
    if (row.js != null) limit.js = row.js;
    if (row.css != null) limit.css = row.css;
    limit.rules.push(row.pages);
  }
  return limit;
}

/** Bytes as KB with one decimal, as the table and the verdicts print them. */
export const fmtKb = (bytes: number): string => (bytes / KB).toFixed(1);

/** What a page's sizes exceed of its budget, as the report words it (empty when within). */
export function pageOverBudget(size: { js: number; css: number }, limit: PageBudget): string[] {
  const over: string[] = [];
  if (size.js > limit.js) over.push(`JS ${fmtKb(size.js)} > ${fmtKb(limit.js)} KB`);
  if (size.css > limit.css) over.push(`CSS ${fmtKb(size.css)} > ${fmtKb(limit.css)} KB`);
  return over;
}

/** What a search page's measurement exceeds of the search budget (empty when within). */
export function searchOverBudget(result: { jsBeforeKeystroke: number; resultsMs: number | null }): string[] {
  const over: string[] = [];
  if (result.jsBeforeKeystroke > searchBudget.js) over.push(`JS before keystroke ${fmtKb(result.jsBeforeKeystroke)} > ${fmtKb(searchBudget.js)} KB`);
  // A missing median (no run finished) compares as 0 here, as `null > 300` did before.
  if ((result.resultsMs ?? 0) > searchBudget.firstResultsMs) over.push(`results ${Math.round(result.resultsMs ?? 0)} > ${searchBudget.firstResultsMs} ms`);
  return over;
}

/** The budget table as bench.json records it (patterns as their source text). */
export const budgetsJson = () => budgetTable.map(({ pages, pattern, js, css }) => ({ pages, pattern: pattern.source, js, css }));
