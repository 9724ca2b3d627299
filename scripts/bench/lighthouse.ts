// Lighthouse (mobile preset, Debian's Chromium): several runs per page, whose medians the report takes.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Result } from "lighthouse";
import { chromiumArgs, chromiumPath, projectRoot } from "../lib/site.mjs";
import { paintGapBudgetMs } from "./budgets.ts";
import { paintGapRequests } from "./paint-gap.ts";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export const metrics = { lcp: "largest-contentful-paint", cls: "cumulative-layout-shift", tbt: "total-blocking-time", fcp: "first-contentful-paint", si: "speed-index" } as const;

export type Category = (typeof categories)[number];
export type Metric = keyof typeof metrics;

/** One run: scores 0-100 per category, metrics in ms (CLS unitless), null when Lighthouse gave none; `paintGap` is LCP − FCP. */
export type LighthouseRun = { error: string | undefined } & Record<Category | Metric | "paintGap", number | null> & {
  failedAudits: string[];
  /** Over the LCP − FCP budget: the requests the simulated LCP waited for and the FCP did not (./paint-gap.ts). */
  paintGapRequests?: string[];
};

/** One run's figures from a Lighthouse result (or its absence). */
function runEntry(lhr: Result | undefined): LighthouseRun {
  const score = (id: Category) => {
    const value = lhr?.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const metric = (key: Metric) => lhr?.audits[metrics[key]]?.numericValue ?? null;
  const lcp = metric("lcp");
  const fcp = metric("fcp");
  return {
    error: lhr?.runtimeError?.message ?? (lhr ? undefined : "no result"),
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    lcp: metric("lcp"),
    cls: metric("cls"),
    tbt: metric("tbt"),
    fcp: metric("fcp"),
    si: metric("si"),
    paintGap: lcp == null || fcp == null ? null : lcp - fcp,
    failedAudits: lhr
      ? Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
          .map((audit) => audit.id)
      : [],
  };
}

/** `runs` Lighthouse runs of each page; `keepReports` also keeps each full report in bench-results/lighthouse/. */
export async function lighthouseRuns(origin: string, paths: readonly string[], runs: number, keepReports: boolean): Promise<Record<string, LighthouseRun[]>> {
  const [chromeLauncher, { default: lighthouse }] = await Promise.all([import("chrome-launcher"), import("lighthouse")]);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...chromiumArgs, "--headless=new"],
    logLevel: "silent",
  });
  const results: Record<string, LighthouseRun[]> = {};
  try {
    for (const path of paths) {
      const ofPage: LighthouseRun[] = (results[path] = []);
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`Lighthouse ${path} (run ${run}/${runs})... `);
        const started = Date.now();
        // Default config: the mobile form factor with simulated slow-4G throttling.
        const audit = () => lighthouse(origin + path, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: [...categories] });
        let result = await audit();
        // A trace-recording glitch (e.g. NO_NAVSTART) says nothing about the page: measure once more.
        if (!result?.lhr || result.lhr.runtimeError) result = await audit();
        const lhr = result?.lhr;
        const entry = runEntry(lhr);
        if (result && entry.paintGap != null && entry.paintGap > paintGapBudgetMs) entry.paintGapRequests = await paintGapRequests(result.artifacts, origin);
        if (keepReports && lhr) {
          const dir = join(projectRoot, "bench-results", "lighthouse");
          mkdirSync(dir, { recursive: true });
          writeFileSync(join(dir, `${path === "/" ? "home" : path.slice(1).replaceAll("/", "__")}-${run}.json`), JSON.stringify(lhr));
        }
        ofPage.push(entry);
        console.log(entry.error ? `error: ${entry.error}` : `perf ${entry.performance} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      }
    }
  } finally {
    chrome.kill();
  }
  return results;
}
