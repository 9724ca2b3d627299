import { readFileSync } from "node:fs";
import { builtPaths, pageFile } from "../../scripts/lib/site.mjs";
import { themeColors, themeStorageKey } from "../../src/chrome/theme";
import { itemFromPath } from "../../src/i18n/pages";
import { unappliedStyleAttributes } from "../e2e/csp-helpers";
import { langOf, onePerKind } from "../e2e/sample";
import type { Tab } from "./browsers";
import { answerConsent, expect, open, pageErrors, test, thirdPartyRequests, until } from "./fixtures";

/**
 * One page of each kind in both languages, in Firefox and WebKit at 390 px, as a first-time visitor
 * on a phone sees it (issue 25): no error of any kind, the h1 in the first screen, nothing wider than
 * the screen, every scroll-revealed block visible once scrolled to, the consent banner up, and no
 * request to another host before consent. The Chromium walks (tests/e2e/pages.spec.ts, walks.spec.ts)
 * cover head tags, axe and links; this one is about how the other engines render and run the pages.
 *
 * Why a page of each kind sees what a walk of every page saw (decision 0027, issue 54). The kinds are
 * `onePerKind` (tests/e2e/sample.ts): every page of the page table and the first item of each
 * collection (a post, a tag, a category, a later page of the blog, a member, a project, a landing
 * page), in each language. Items of a collection are one template filled from content files: the
 * same markup, stylesheet, islands, reveals, consent banner and scripts, so the errors, reveals,
 * banner and requests this walk sees on one item are the ones it saw on each. What an item's own
 * file carries (its one h1, images with their size, the policy's hash of each of its style
 * attributes, no fetch from another host in its HTML) is checked on every page in every language
 * by the static pass (tests/site/page-checks.ts). What copy alone can break in a browser is its
 * width: a long word at 390 px, or a long title pushing the h1 out of the first screen. So:
 * - Swedish stays in the walk, every kind: Swedish pages are the English templates with longer
 *   copy (compound words), which is where overflow at 390 px shows first.
 * - A word wider than the screen overflows the template wherever it sits, and the longest one an
 *   item has is read from its file: for each collection in each language, the item with the longest
 *   word is walked too, where it is not the first (at most one page more per kind).
 * - A long title pushes the h1 out of the first screen: each other item's h1 (same collection, same
 *   language) is put in the walked item's h1 in turn, and must stay in the first screen and not make
 *   the page wider. That is each item's title laid out in the engine, without a visit per item.
 * - The dark theme changes colours, not layout: the English pages are walked in it, with the
 *   same checks and the theme's (below), and the Swedish ones in the light theme.
 */
const paths: string[] = builtPaths();
const kinds = onePerKind(paths);

/** The longest word (letters between spaces or hyphens, where a line may break) in a page's main. */
function longestWord(path: string): number {
  const main = /<main\b[\s\S]*<\/main>/.exec(readFileSync(pageFile(path), "utf8"))?.[0] ?? "";
  const text = main
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&[#\w]+;/g, "x");
  return Math.max(0, ...text.split(/[\s-]+/).map((word) => word.length));
}

/** For each collection in each language, its item with the longest word (the first such in path order). */
const widest = new Map<string, { path: string; length: number }>();
for (const path of paths) {
  const item = itemFromPath(path);
  if (!item) continue;
  const key = `${langOf(path)} ${item.collection}`;
  const length = longestWord(path);
  if (length > (widest.get(key)?.length ?? -1)) widest.set(key, { path, length });
}
const widestItems = new Set([...widest.values()].map(({ path }) => path));
/** What the walk visits, in path order: one page of each kind, and each kind's item with the longest word. */
const walked = paths.filter((path) => kinds.includes(path) || widestItems.has(path));
const chunkSize = 14;

/** The inner HTML of a built page's h1, as its file has it. */
const h1Of = (path: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(readFileSync(pageFile(path), "utf8"))?.[1];

/**
 * The other items of a walked item's collection in its language, each with its h1: what the
 * walked item's h1 is swapped for. A page of the page table has none.
 */
function otherTitles(path: string): [string, string][] {
  const item = itemFromPath(path);
  if (!item) return [];
  return paths
    .filter((other) => other !== path && langOf(other) === langOf(path) && itemFromPath(other)?.collection === item.collection)
    .map((other) => [other, h1Of(other)] as [string, string | undefined])
    .filter((entry): entry is [string, string] => entry[1] !== undefined);
}

/**
 * Each other item's h1 put in the page's h1 in turn (at the top of the page, far sections laid out):
 * the items whose h1 leaves the first screen or makes the page wider than the screen, with why.
 * The page's own h1 is put back.
 */
function itemTitlesThatBreak(tab: Tab, titles: [string, string][]) {
  return tab.evaluate((titles) => {
    const h1 = document.querySelector("h1");
    if (!h1) return ["no h1"];
    const own = h1.innerHTML;
    scrollTo(0, 0);
    const far = [...document.querySelectorAll<HTMLElement>(".offscreen")];
    for (const block of far) block.style.contentVisibility = "visible";
    // What the page overflows by with its own h1 is the walk's to report; an h1 may not add to it.
    const wider = () => Math.max(0, document.documentElement.scrollWidth - innerWidth);
    const before = wider();
    const broken: string[] = [];
    for (const [path, html] of titles) {
      h1.innerHTML = html;
      const rect = h1.getBoundingClientRect();
      const overflow = wider() - before;
      if (overflow > 0) broken.push(`${path}: its h1 makes the page ${overflow} px wider than the screen`);
      if (rect.top < 0 || rect.bottom > innerHeight || rect.height === 0) broken.push(`${path}: its h1 is not in the first screen (${Math.round(rect.top)} to ${Math.round(rect.bottom)} px)`);
    }
    // As it was, before anything of the page's own runs again: its h1 and its far sections skipped.
    h1.innerHTML = own;
    for (const block of far) block.style.contentVisibility = "";
    return broken;
  }, titles);
}

/** Scrolls to the bottom a screen at a time, as a reader does, then back to the top. */
async function scrollThrough(tab: Tab) {
  await tab.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const step = Math.max(200, innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await frame();
    }
    scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
}

/**
 * Blocks marked for scroll reveal that a reader who scrolled past them would not get, with the
 * reason. `settled` false: each block has started its fade (SPEC §9: 0.5 s delay, 0.7 s duration) or
 * ended it; `settled` true: each has ended it, at full opacity.
 */
function unrevealed(tab: Tab, settled: boolean) {
  return tab.evaluate(
    (settled) =>
      [...document.querySelectorAll<HTMLElement>("[data-reveal]")]
        .map((block) => {
          const style = getComputedStyle(block);
          const name = (block.querySelector("h2, h3, p")?.textContent ?? block.textContent ?? "").trim().slice(0, 40);
          if (block.classList.contains("reveal-pending")) return `${name}: still waiting to reveal`;
          if (style.visibility !== "visible") return `${name}: visibility ${style.visibility}`;
          if (style.opacity === "1") return "";
          const fading = block.getAnimations().some((animation) => animation.playState === "running");
          return settled || !fading ? `${name}: opacity ${style.opacity}${fading ? " (still fading)" : ""}` : "";
        })
        .filter(Boolean),
    settled,
  );
}

/**
 * Scrolls through and checks every reveal. Sections scrolled past are skipped again by
 * content-visibility, and Firefox pauses their fades until they are back on screen, as a reader
 * scrolling back up would bring them: render them all first. Waiting for every fade to end costs
 * 1.2 s a page, so the walk checks that each fade started and the sample below that each one ends.
 */
async function scrollAndReveal(tab: Tab, path: string, settled: boolean) {
  await scrollThrough(tab);
  await tab.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(".offscreen")) block.style.contentVisibility = "visible";
  });
  // The last blocks come into view at the end of the scroll: look again until the state is reached.
  let hidden = await unrevealed(tab, settled);
  for (const deadline = Date.now() + 15_000; hidden.length > 0 && Date.now() < deadline; hidden = await unrevealed(tab, settled)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect.soft(hidden, `${path}: blocks left hidden after scrolling`).toEqual([]);
}

/**
 * What a first-time visitor on a phone gets on `path`: no error, the h1 in the first screen (with
 * each other item's h1 in its place), nothing wider than the screen, every reveal shown once
 * scrolled to, the consent banner up, no request to another host.
 */
async function firstVisit(tab: Tab, site: Parameters<typeof open>[1], path: string) {
  await open(tab, site, path);
  const first = await tab.evaluate(() => {
    const h1 = document.querySelector("h1");
    const rect = h1?.getBoundingClientRect();
    return {
      h1: Boolean(h1?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && rect && rect.top >= 0 && rect.bottom <= innerHeight && rect.height > 0),
      overflow: document.documentElement.scrollWidth - innerWidth,
      banner: Boolean(document.querySelector<HTMLElement>("[data-consent-banner]")?.checkVisibility()),
    };
  });
  expect.soft(first.h1, `${path}: the h1 is shown in the first screen`).toBe(true);
  expect.soft(first.banner, `${path}: the consent banner is up`).toBe(true);
  const titles = otherTitles(path);
  if (titles.length > 0) expect.soft(await itemTitlesThatBreak(tab, titles), `${path}: the h1s of the other items of its collection in its place`).toEqual([]);
  await scrollAndReveal(tab, path, false);
  const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect.soft(Math.max(first.overflow, overflow), `${path}: px wider than the screen`).toBeLessThanOrEqual(0);
  expect.soft(await tab.evaluate(unappliedStyleAttributes), `${path}: style attributes the policy refused`).toEqual([]);
  expect.soft(thirdPartyRequests(tab, site), `${path}: third-party requests before consent`).toEqual([]);
  expect.soft(await pageErrors(tab), `${path}: errors`).toEqual([]);
}

// The Swedish pages in the light theme; the English ones are walked in the dark theme (below), with
// the same checks and the theme's.
const swedish = walked.filter((path) => langOf(path) === "sv");
for (let start = 0; start < swedish.length; start += chunkSize) {
  const chunk = swedish.slice(start, start + chunkSize);
  test(`${chunk[0]} ... ${chunk.at(-1)} at 390 px: no errors, h1 in view, no overflow, reveals shown, banner up, no third party`, async ({ tab, site }) => {
    test.setTimeout(chunk.length * 20_000);
    await tab.setViewport(390, 844);
    for (const path of chunk) await test.step(path, () => firstVisit(tab, site, path));
  });
}

/**
 * Text that reads poorly: visible text whose colour is within 3:1 of the first solid background
 * behind it (a loose floor: axe holds Chromium to AA; this catches a theme an engine did not apply,
 * such as light-dark() unsupported or a white box left on the dark page). Colours go through a
 * canvas, which reads any CSS colour syntax an engine serialises.
 */
function faintText() {
  const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
  const rgba = (color: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = "#000";
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    return [...canvas.getImageData(0, 0, 1, 1).data];
  };
  const luminance = ([r, g, b]: number[]) => {
    const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
  };
  const backdrop = (element: Element | null): number[] | null => {
    for (let at = element; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      if (style.backgroundImage !== "none") return null; // a picture or gradient: not judged here
      const color = rgba(style.backgroundColor);
      if (color[3]! > 250) return color;
      if (color[3]! > 0) return null; // see-through: depends on what is under it
    }
    return rgba(getComputedStyle(document.documentElement).backgroundColor);
  };
  const found: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("main :is(h1, h2, h3, p, li, a, label, td, th, dt, dd), header a, footer a")) {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || !element.textContent?.trim()) continue;
    if (element.closest("svg, [aria-hidden='true']")) continue;
    const style = getComputedStyle(element);
    const text = rgba(style.color);
    const back = backdrop(element);
    if (!back || text[3]! < 250) continue;
    const [high, low] = [luminance(text), luminance(back)].sort((a, b) => b - a);
    const ratio = (high! + 0.05) / (low! + 0.05);
    if (ratio < 3) found.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 30)}": ${ratio.toFixed(2)}:1`);
  }
  return found.slice(0, 10);
}

/**
 * The dark theme (issue 40), chosen as a visitor's control stores it, on the English pages of the
 * walk at 390 px, before any consent: the first visit's checks above, and the theme applies (html's
 * scheme, the page's and the bars' colours) and text reads. English templates only: the theme
 * changes colours, which are the template's, not the layout, and the Swedish copy's layout is the
 * light walk's (as tests/e2e/pages.spec.ts runs axe in both themes on the English templates and on
 * the Swedish ones in the light theme).
 */
const english = walked.filter((path) => langOf(path) === "en");
for (let start = 0; start < english.length; start += chunkSize) {
  const chunk = english.slice(start, start + chunkSize);
  test(`dark theme: ${chunk[0]} ... ${chunk.at(-1)} at 390 px: no errors, h1 in view, no overflow, reveals shown, banner up, no third party; applied, text readable`, async ({ tab, site }) => {
    test.setTimeout(chunk.length * 25_000);
    await tab.setViewport(390, 844);
    // The stored choice, set on a same-origin document that is no page (no visit, no consent).
    await tab.goto(`${site.origin}/robots.txt`);
    await tab.evaluate((key) => localStorage.setItem(key, "dark"), themeStorageKey);
    thirdPartyRequests(tab, site);
    for (const path of chunk) {
      await test.step(path, async () => {
        await firstVisit(tab, site, path);
        await tab.evaluate(() => {
          for (const block of document.querySelectorAll<HTMLElement>(".reveal-pending")) block.classList.replace("reveal-pending", "reveal-done");
        });
        const state = await tab.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          scheme: getComputedStyle(document.documentElement).colorScheme,
          bars: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content")),
        }));
        expect.soft(state, `${path}: the dark theme applied`).toEqual({ theme: "dark", scheme: "dark", bars: [themeColors.dark, themeColors.dark] });
        expect.soft(await tab.evaluate(faintText), `${path}: text within 3:1 of its background`).toEqual([]);
      });
    }
  });
}

/**
 * After consent to everything, pages with each kind of inline style the policy allows (decision
 * 0010): style attributes by hash (reserved heights, loop lengths, grid places, bar widths), the
 * contact pages' exception for the scheduling widget, pages without any; and the consent preferences,
 * whose stylesheet is adopted rather than written into a <style> element. Errors include CSP violations.
 */
test("after consent, a sample of pages: no errors or CSP violations, every style attribute applied, every fade ended, the consent preferences styled", async ({ tab, site }) => {
  const post = paths.find((path) => /^\/sv\/blog\/(?!page\/)/.test(path));
  const sample = ["/", "/sv/home-3", "/services", "/visibility", "/sv/platform1", "/home-4", "/contact", "/sv/contact", ...(post ? [post] : []), "/about"];
  test.setTimeout(sample.length * 20_000);
  await answerConsent(tab, site, ["analytics", "media"]);
  for (const path of sample) {
    await test.step(path, async () => {
      await open(tab, site, path);
      await scrollAndReveal(tab, path, true);
      expect.soft(await tab.evaluate(unappliedStyleAttributes), `${path}: style attributes the policy refused`).toEqual([]);
      expect.soft(await pageErrors(tab), `${path}: errors`).toEqual([]);
    });
  }
  // On /about, the last page: Cookie settings in the footer opens the preferences, styled.
  await tab.click("[data-cookie-settings]");
  const look = await until(tab, "the consent preferences shown", () => {
    const dialog = document.querySelector("#cc-main .pm");
    if (!dialog?.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return null;
    return { position: getComputedStyle(dialog).position, radius: getComputedStyle(dialog).borderTopLeftRadius };
  });
  expect(look, "the library's position and the theme's radius").toEqual({ position: "fixed", radius: "20px" });
  expect(await pageErrors(tab), "errors with the preferences open").toEqual([]);

  // And the policy does refuse a style attribute it has no hash for: not applied, and reported.
  const applied = await tab.evaluate(() => {
    const element = document.createElement("div");
    element.setAttribute("style", "color: red");
    document.body.append(element);
    return element.style.length;
  });
  expect(applied, "declarations of a refused style attribute").toBe(0);
  const reported = () => (JSON.parse(sessionStorage.getItem("__engineProbe") ?? "[]") as string[]).some((entry) => entry.startsWith("CSP violation: style-src"));
  await until(tab, "the refusal reported", reported);
  expect((await pageErrors(tab)).filter((error) => !/style/i.test(error)), "errors other than the refusal").toEqual([]);
});
