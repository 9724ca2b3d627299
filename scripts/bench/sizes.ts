// Page sizes (issue 26): the gzipped scripts and stylesheets a first-time visitor's browser loads.
//
// Each page is opened in Chromium at 390x844 in a fresh context (a first visit: empty cache, no
// consent cookie, so the consent banner shows), left to settle after `load`, then scrolled to the
// bottom one viewport at a time, each step left to settle, so deferred hydration, client:painted and
// client:visible islands and the chunks their modules import all load. Every script and stylesheet
// the page requested from the site's own origin is counted once, at its gzip size: the build's own
// `.gz` twin, else gzip of the file. Nothing is clicked: code loaded only on a click (the mobile
// menu, the consent preferences dialog) is not counted.
import { existsSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, Request } from "@playwright/test";
import { pageFile } from "../lib/site.mjs";
import { quietMs, settleLimitMs, stepGraceMs, viewport, watchNetwork } from "./measure.ts";
import { firstScreens, type FirstScreen } from "./first-screen.ts";
import { buildFile, gzipBytes, kindOf, launchOffline, type Kind } from "./server.ts";

type Phase = "load" | "scroll";

interface SizedFile {
  path: string;
  gz: number;
  phase: Phase;
  /** Set when the server sent something that is no file of the build (its gzip is counted). */
  notOnDisk?: true;
}

export interface PageSizes {
  js: number;
  /** The JS requested before scrolling. */
  jsAtLoad: number;
  css: number;
  html: number;
  /** The HTML to the end of the first screen and the stylesheets before the first paint, with JavaScript off (./first-screen.ts). */
  firstScreen?: FirstScreen;
  jsFiles: SizedFile[];
  cssFiles: SizedFile[];
  scrollSteps: number;
  consentBanner: boolean;
  /** Requests to another origin, which the offline browser fails. */
  blockedRequests: number;
  problems: string[];
  ms: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One page as a first-time visitor loads it: every script and stylesheet, after scrolling to the bottom. */
async function measurePage(browser: Browser, origin: string, path: string): Promise<PageSizes> {
  const started = Date.now();
  const context = await browser.newContext({ viewport, serviceWorkers: "block" });
  let phase: Phase = "load";
  const files = new Map<string, SizedFile & { kind: Kind }>(); // URL (without its fragment) -> file
  const pending: Promise<unknown>[] = [];
  const problems: string[] = [];
  let blocked = 0;
  let finished = false;
  /** The phase (load or scroll) each request started in. */
  const startedIn = new WeakMap<Request, Phase>();

  const record = async (request: Request) => {
    const url = new URL(request.url());
    const kind = kindOf(url, request.resourceType());
    if (url.origin !== origin || !kind) return;
    url.hash = "";
    const key = url.pathname + url.search;
    if (files.has(key)) return;
    const entry: SizedFile & { kind: Kind } = { kind, path: key, gz: 0, phase: startedIn.get(request) ?? phase };
    files.set(key, entry);
    const response = await request.response();
    const status = response?.status() ?? 0;
    if (!response || status < 200 || status >= 300) {
      problems.push(`${key}: HTTP ${status}`);
      files.delete(key);
      return;
    }
    const file = buildFile(url.pathname);
    // Not a file of the build (a rewrite, say): gzip what the server sent.
    entry.gz = file ? gzipBytes(file) : gzipSync(await response.body()).length;
    if (!file) entry.notOnDisk = true;
  };

  const network = watchNetwork(context, {
    request: (request) => startedIn.set(request, phase),
    finished: (request) => {
      if (!finished) pending.push(record(request).catch((error: unknown) => problems.push(`${request.url()}: ${errorText(error)}`)));
    },
    failed: (request) => {
      if (new URL(request.url()).origin !== origin) blocked++;
    },
  });
  const settle = async (quiet: number, step: string) => {
    if (!(await network.settle(quiet))) problems.push(`network still busy ${settleLimitMs / 1000} s after ${step}`);
  };

  try {
    const page = await context.newPage();
    const response = await page.goto(origin + path, { waitUntil: "load" });
    if (!response?.ok()) problems.push(`page: HTTP ${response?.status()}`);
    // The quiet spell starts at load at the earliest, after two frames (first paint, deferred hydration).
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    network.quietFrom(Date.now());
    await settle(quietMs, "load");
    phase = "scroll";
    let steps = 0;
    for (; steps < 500; steps++) {
      // Scroll one viewport down, then let two frames pass so IntersectionObservers report.
      const moved = await page.evaluate(
        () =>
          new Promise<boolean>((done) => {
            const before = window.scrollY;
            window.scrollTo({ top: before + window.innerHeight, behavior: "instant" });
            requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY > before)));
          }),
      );
      if (!moved) break;
      // Give a request the observers started a moment to be reported before calling the step quiet.
      network.quietFrom(Date.now() - quietMs + stepGraceMs);
      await settle(quietMs, `scroll step ${steps + 1}`);
    }
    // At the bottom: a longer quiet spell, counted from now, for anything late (idle callbacks, chained imports).
    network.quietFrom(Date.now());
    await settle(quietMs * 2, "reaching the bottom");
    finished = true;
    await Promise.all(pending);
    const consentBanner = await page
      .locator("[data-consent-banner]")
      .first()
      .isVisible()
      .catch(() => false);
    const list = (kind: Kind) => [...files.values()].filter((file) => file.kind === kind).sort((a, b) => a.path.localeCompare(b.path));
    const sum = (entries: readonly SizedFile[]) => entries.reduce((total, file) => total + file.gz, 0);
    const plain = ({ path, gz, phase, notOnDisk }: SizedFile): SizedFile => ({ path, gz, phase, ...(notOnDisk ? { notOnDisk } : {}) });
    const js = list("js");
    const css = list("css");
    const html = pageFile(path);
    return {
      js: sum(js),
      jsAtLoad: sum(js.filter((file) => file.phase === "load")),
      css: sum(css),
      html: existsSync(html) ? gzipBytes(html) : 0,
      jsFiles: js.map(plain),
      cssFiles: css.map(plain),
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
export async function browserSizes(origin: string, paths: readonly string[], concurrency: number): Promise<Record<string, PageSizes>> {
  const browser = await launchOffline();
  const results: Record<string, PageSizes> = {};
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
    for (const [path, screen] of Object.entries(await firstScreens(browser, origin, paths))) results[path]!.firstScreen = screen;
  } finally {
    await browser.close();
  }
  if (tty) process.stdout.write("\n");
  return results;
}
