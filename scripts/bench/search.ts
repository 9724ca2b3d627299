// Site search (issue 28), for /search and /sv/search when they are among the pages: the JavaScript
// loaded before the first keystroke (the page, then the field focused, which loads Pagefind's script
// and worker; its wasm and index chunks are reported apart, they are not JavaScript) against 40 KB gz,
// and the time from typing a query to its results on screen, median of BENCH_SEARCH_RUNS runs, each
// in a fresh context (cold cache): the field is focused, the network left to settle, the query typed
// at 30 ms a key; the time runs from the last key's event to the frame after the results of the whole
// query are in the page (budget 300 ms on the median; "worst" is the slowest run).
import { statSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { median, quietMs, viewport, watchNetwork } from "./measure.ts";
import { buildFile, gzipBytes, kindOf, launchOffline, type Kind } from "./server.ts";

/** The query each language's search page is timed with. */
const searchQueries = { en: "approval limits", sv: "attestgränser" };

interface SearchFile {
  path: string;
  kind: Kind | "other";
  /** gzip bytes for scripts and stylesheets, bytes on disk for Pagefind's own (compressed) files. */
  bytes: number;
}

interface SearchRun {
  files: SearchFile[];
  resultsMs: number;
  results: number;
}

export interface SearchResult {
  query: string;
  jsBeforeKeystroke: number;
  jsFiles: SearchFile[];
  /** Pagefind's wasm, index and filter files loaded before the first keystroke. */
  pagefindData: number;
  resultsMs: number | null;
  worstMs: number;
  results: number;
  runs: number[];
}

/** One first visit of a search page: what it and a focus on its field load, then the query typed and timed in the page. */
async function searchRun(browser: Browser, origin: string, path: string, query: string): Promise<SearchRun> {
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  const seen = new Map<string, Kind | "other">(); // path -> kind
  const network = watchNetwork(context, {
    finished: (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && !seen.has(url.pathname)) seen.set(url.pathname, kindOf(url, request.resourceType()) ?? "other");
    },
  });
  try {
    const page = await context.newPage();
    const response = await page.goto(origin + path, { waitUntil: "load" });
    if (!response?.ok()) throw new Error(`${path}: HTTP ${response?.status()}`);
    await network.settle(quietMs);
    await page.getByRole("main").getByRole("searchbox").click();
    await network.settle(quietMs);
    const files = [...seen].map(([file, kind]): SearchFile => {
      const onDisk = buildFile(file);
      return { path: file, kind, bytes: onDisk ? (kind === "other" ? statSync(onDisk).size : gzipBytes(onDisk)) : 0 };
    });
    // Typed and timed in the page: from a key's event to the frame after the results are in.
    const timing = page.evaluate(
      (wanted) =>
        new Promise<{ resultsMs: number; results: number }>((resolve, reject) => {
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
export async function searchBench(origin: string, paths: readonly string[], runs: number): Promise<Record<string, SearchResult>> {
  const browser = await launchOffline();
  const results: Record<string, SearchResult> = {};
  try {
    for (const path of paths) {
      const query = searchQueries[path.startsWith("/sv") ? "sv" : "en"];
      const all: SearchRun[] = [];
      for (let run = 0; run < runs; run++) all.push(await searchRun(browser, origin, path, query));
      const files = all[0]?.files ?? [];
      const js = files.filter((file) => file.kind === "js");
      results[path] = {
        query,
        jsBeforeKeystroke: js.reduce((total, file) => total + file.bytes, 0),
        jsFiles: js,
        pagefindData: files.filter((file) => file.kind === "other" && file.path.startsWith("/pagefind/")).reduce((total, file) => total + file.bytes, 0),
        resultsMs: median(all.map((entry) => entry.resultsMs)),
        worstMs: Math.max(...all.map((entry) => entry.resultsMs)),
        results: all[0]?.results ?? 0,
        runs: all.map(({ resultsMs }) => resultsMs),
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}
