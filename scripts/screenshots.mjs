// Full-page PNGs of every built page at 390 px and 1440 px, into screenshots/ (git-ignored).
// Usage: npm run screenshots [-- /ai /sv/ai]  (defaults to every page, plus both 404 pages)
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { consentCookieString } from "../app/consent/cookie.ts";
import { builtPaths, chromiumArgs, chromiumPath, projectRoot, startServer } from "./lib/site.mjs";

const widths = [390, 1440];
const requested = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const paths = requested.length ? requested : [...builtPaths(), "/does-not-exist", "/sv/does-not-exist"];
const outDir = join(projectRoot, "screenshots");

const server = await startServer(Number(process.env.SCREENSHOT_PORT || 4310));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of widths) {
    mkdirSync(join(outDir, String(width)), { recursive: true });
    // Reduced motion: counters show final values and scroll reveals never hide content.
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
    // Answer the consent banner ("Reject all") before any page loads, so it does not cover the page.
    await context.addInitScript((cookie) => {
      document.cookie = cookie;
    }, consentCookieString([]));
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(server.origin + path, { waitUntil: "networkidle" });
      await page.evaluate(() => document.fonts.ready);
      // A full-page capture does not bring far sections near the viewport: render them as a reader's scroll would.
      await page.addStyleTag({ content: ".offscreen{content-visibility:visible}" });
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "__");
      const file = join(outDir, String(width), `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
