import { builtPaths } from "../../scripts/lib/site.mjs";
import { themeColors, themeStorageKey } from "../../src/chrome/theme";
import { unappliedStyleAttributes } from "../e2e/csp-helpers";
import { onePerKind } from "../e2e/sample";
import type { Tab } from "./browsers";
import { answerConsent, expect, open, pageErrors, test, thirdPartyRequests, until } from "./fixtures";

/**
 * Every built page in both languages, in Firefox and WebKit at 390 px, as a first-time visitor on a
 * phone sees it (issue 25): no error of any kind, the h1 in the first screen, nothing wider than the
 * screen, every scroll-revealed block visible once scrolled to, the consent banner up, and no request
 * to another host before consent. The Chromium walks (tests/e2e/pages.spec.ts, walks.spec.ts) cover
 * head tags, axe and links; this one is about how the other engines render and run the same pages.
 */
const paths: string[] = builtPaths();
const chunkSize = 14;

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

for (let start = 0; start < paths.length; start += chunkSize) {
  const chunk = paths.slice(start, start + chunkSize);
  test(`${chunk[0]} ... ${chunk.at(-1)} at 390 px: no errors, h1 in view, no overflow, reveals shown, banner up, no third party`, async ({ tab, site }) => {
    test.setTimeout(chunk.length * 20_000);
    await tab.setViewport(390, 844);
    for (const path of chunk) {
      await test.step(path, async () => {
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
        await scrollAndReveal(tab, path, false);
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - innerWidth);
        expect.soft(Math.max(first.overflow, overflow), `${path}: px wider than the screen`).toBeLessThanOrEqual(0);
        expect.soft(await tab.evaluate(unappliedStyleAttributes), `${path}: style attributes the policy refused`).toEqual([]);
        expect.soft(thirdPartyRequests(tab, site), `${path}: third-party requests before consent`).toEqual([]);
        expect.soft(await pageErrors(tab), `${path}: errors`).toEqual([]);
      });
    }
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
 * The dark theme (issue 40), chosen as a visitor's control stores it: one page of each kind in
 * both languages, at 390 px. The theme applies (html's scheme, the page's and the bars' colours),
 * text reads, nothing overflows, no error.
 */
const kinds = onePerKind(paths);
const darkChunk = 18;
for (let start = 0; start < kinds.length; start += darkChunk) {
  const chunk = kinds.slice(start, start + darkChunk);
  test(`dark theme: ${chunk[0]} ... ${chunk.at(-1)} at 390 px: applied, text readable, no overflow, no errors`, async ({ tab, site }) => {
    test.setTimeout(chunk.length * 15_000);
    await tab.setViewport(390, 844);
    await answerConsent(tab, site, []);
    await tab.evaluate((key) => localStorage.setItem(key, "dark"), themeStorageKey);
    for (const path of chunk) {
      await test.step(path, async () => {
        await open(tab, site, path);
        await tab.evaluate(() => {
          for (const block of document.querySelectorAll<HTMLElement>(".offscreen")) block.style.contentVisibility = "visible";
          for (const block of document.querySelectorAll<HTMLElement>(".reveal-pending")) block.classList.replace("reveal-pending", "reveal-done");
        });
        const state = await tab.evaluate(() => ({
          theme: document.documentElement.dataset.theme,
          scheme: getComputedStyle(document.documentElement).colorScheme,
          bars: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content")),
          overflow: Math.max(0, document.documentElement.scrollWidth - innerWidth),
        }));
        expect.soft(state, `${path}: the dark theme applied`).toEqual({ theme: "dark", scheme: "dark", bars: [themeColors.dark, themeColors.dark], overflow: 0 });
        expect.soft(await tab.evaluate(faintText), `${path}: text within 3:1 of its background`).toEqual([]);
        expect.soft(await pageErrors(tab), `${path}: errors`).toEqual([]);
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
