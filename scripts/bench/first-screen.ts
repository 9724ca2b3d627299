// The first screen's bytes (issue 56): the compressed HTML up to the end of the first screen, plus the
// stylesheets that must arrive before anything is painted. A first visit fits in one round trip when
// the sum is under about 14 KB (ten TCP segments, the usual initial congestion window).
//
// The page is laid out at the bench's phone size with JavaScript off, so the DOM is the parsed HTML
// itself; the first element in document order that starts below the screen marks the end (fixed
// elements, such as the consent banner, belong to the screen wherever they sit).
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { pageFile } from "../lib/site.mjs";
import { viewport } from "./measure.ts";
import { buildFile, gzipBytes } from "./server.ts";

/** The element that starts the second screen, as the browser's DOM has it: its tag and its index among the elements of that tag. */
export type Fold = { tag: string; index: number };

export type FirstScreen = { html: number; css: number; cssFiles: string[] };

/**
 * The HTML before the fold element's start tag. Counts the `tag`'s start tags in the source as the
 * parser made elements of them: never inside a template (its content is no part of the document),
 * a script, a style or a comment.
 */
export function htmlUpToFold(raw: string, fold: Fold | null): string {
  if (!fold) return raw;
  const inert = /<template\b[\s\S]*?<\/template>|<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>|<!--[\s\S]*?-->/gi;
  const blanked = raw.replace(inert, (match) => " ".repeat(match.length));
  let seen = 0;
  for (const match of blanked.matchAll(new RegExp(`<${fold.tag}(?=[\\s/>])`, "gi"))) {
    if (seen++ === fold.index) return raw.slice(0, match.index);
  }
  throw new Error(`No <${fold.tag}> number ${fold.index + 1} in the page's source`);
}

/** The first screen of each page: gzip bytes (level 9, as the build's twins) of its HTML to the fold and of its render-blocking stylesheets. */
export async function firstScreens(browser: Browser, origin: string, paths: readonly string[]): Promise<Record<string, FirstScreen>> {
  const context = await browser.newContext({ viewport, javaScriptEnabled: false, serviceWorkers: "block" });
  const page = await context.newPage();
  const results: Record<string, FirstScreen> = {};
  try {
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: "load" });
      const { fold, stylesheets } = await page.evaluate(() => {
        const below = [...document.body.getElementsByTagName("*")].find((element) => {
          const box = element.getBoundingClientRect();
          return (box.width > 0 || box.height > 0) && getComputedStyle(element).position !== "fixed" && box.top + scrollY >= innerHeight;
        });
        const fold = below ? { tag: below.localName, index: [...document.getElementsByTagName(below.localName)].indexOf(below) } : null;
        const stylesheets = [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')].filter((link) => !link.media || matchMedia(link.media).matches).map((link) => new URL(link.href).pathname);
        return { fold, stylesheets };
      });
      const prefix = htmlUpToFold(readFileSync(pageFile(path), "utf8"), fold);
      const css = stylesheets.reduce((total, sheet) => {
        const file = buildFile(sheet);
        return total + (file ? gzipBytes(file) : 0);
      }, 0);
      results[path] = { html: gzipSync(prefix, { level: 9 }).length, css, cssFiles: stylesheets };
    }
  } finally {
    await context.close();
  }
  return results;
}
