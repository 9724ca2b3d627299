// Full-page PNGs of every built page at 390 px and 1440 px, into screenshots/ (git-ignored).
// Usage: npm run screenshots [-- /ai /sv/ai] [-- --engine firefox|webkit] [-- --theme dark|light]
// Defaults to every page plus both 404 pages, in Chromium; --engine takes Firefox ESR or WebKitGTK
// (tests/engines/browsers.ts) and writes to screenshots/<engine>/ instead; --theme stores that choice
// as a visitor's theme control would (src/chrome/theme.ts) and writes to screenshots/<theme>/.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { themeStorageKey } from "../src/chrome/theme.ts";
import { consentCookieString } from "../src/consent/cookie.ts";
import { builtPaths, chromiumArgs, chromiumPath, projectRoot, startServer } from "./lib/site.mjs";

const widths = [390, 1440];
const args = process.argv.slice(2);
const engineAt = args.indexOf("--engine");
const engine = engineAt >= 0 ? args[engineAt + 1] : "chromium";
if (!["chromium", "firefox", "webkit"].includes(engine)) throw new Error(`--engine takes firefox or webkit, not ${engine}`);
const themeAt = args.indexOf("--theme");
const theme = themeAt >= 0 ? args[themeAt + 1] : undefined;
if (theme !== undefined && !["light", "dark"].includes(theme)) throw new Error(`--theme takes light or dark, not ${theme}`);
const requested = args.filter((arg) => arg.startsWith("/"));
const paths = requested.length ? requested : [...builtPaths(), "/does-not-exist", "/sv/does-not-exist"];
const outDir = join(projectRoot, "screenshots", ...(engine === "chromium" ? [] : [engine]), ...(theme ? [theme] : []));
// "Reject all", answered before any page loads, so the consent banner does not cover the page.
const consentCookie = consentCookieString([]);
const fileName = (width, path) => join(outDir, String(width), `${path === "/" ? "home" : path.slice(1).replaceAll("/", "__")}.png`);

/** Chromium through Playwright, with reduced motion: counters show final values, reveals never hide content. */
async function shootChromium(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    for (const width of widths) {
      mkdirSync(join(outDir, String(width)), { recursive: true });
      // The system's scheme is the chosen theme too, so a page that ignores the stored choice shows.
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce", ...(theme ? { colorScheme: theme } : {}) });
      await context.addInitScript(
        ([cookie, key, choice]) => {
          document.cookie = cookie;
          if (choice) localStorage.setItem(key, choice);
        },
        [consentCookie, themeStorageKey, theme],
      );
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(origin + path, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        // A full-page capture does not bring far sections near the viewport: render them as a reader's
        // scroll would (through CSSOM: the page's CSP takes no <style> it has not hashed).
        await page.evaluate(async () => {
          for (const block of document.querySelectorAll(".offscreen")) block.style.contentVisibility = "visible";
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        await page.screenshot({ path: fileName(width, path), fullPage: true });
        console.log(fileName(width, path));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** Firefox or WebKit from Debian, with reduced motion, through the engine tests' driver. */
async function shootEngine(origin) {
  const { launchEngine } = await import("../tests/engines/browsers.ts");
  const browser = await launchEngine(engine, { reducedMotion: true });
  try {
    for (const width of widths) {
      mkdirSync(join(outDir, String(width)), { recursive: true });
      const tab = await browser.newTab();
      await tab.setViewport(width, 900);
      await tab.goto(`${origin}/robots.txt`);
      await tab.evaluate(
        ([cookie, key, choice]) => {
          document.cookie = cookie;
          if (choice) localStorage.setItem(key, choice);
        },
        [consentCookie, themeStorageKey, theme],
      );
      for (const path of paths) {
        await tab.goto(origin + path);
        await tab.evaluate(async () => {
          await document.fonts.ready;
          for (const block of document.querySelectorAll(".offscreen")) block.style.contentVisibility = "visible";
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        });
        writeFileSync(fileName(width, path), await tab.screenshot(true));
        console.log(fileName(width, path));
      }
      await tab.close();
    }
  } finally {
    await browser.close();
  }
}

const server = await startServer(Number(process.env.SCREENSHOT_PORT || 4310));
try {
  await (engine === "chromium" ? shootChromium(server.origin) : shootEngine(server.origin));
} finally {
  server.close();
}
