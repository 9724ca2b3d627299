import type { Page } from "@playwright/test";

/**
 * Records Content Security Policy violations on every page the test opens (from before the page's
 * own markup is parsed, so blocked style attributes count too). Returns a reader for the current page.
 */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim()));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/**
 * Runs in the page (self-contained, so the Firefox and WebKit harness can run it too): the elements
 * whose style attribute the browser did not apply. A policy that blocks a style attribute leaves it
 * in the DOM, but none of its declarations in `element.style`.
 */
export function unappliedStyleAttributes(): string[] {
  return [...document.querySelectorAll<HTMLElement | SVGElement>("[style]")]
    .filter((element) => (element.getAttribute("style") ?? "").trim() !== "" && element.style.length === 0)
    .map((element) => element.outerHTML.slice(0, 160));
}

/**
 * Runs in the page: scrolls to the bottom, so every island hydrates. Steps of a screen and 600 px:
 * islands hydrate 400 px ahead of the viewport on either side (`client:visible`), so none is skipped.
 */
export async function scrollThrough(): Promise<void> {
  // Two frames, so what the scroll brought near is laid out and its islands start. Headless Chromium
  // (156) now and then stops producing frames for a page mid-run on a busy machine, and the walk
  // waited for them for the test's whole six minutes: a second is as long as a frame may take.
  const frame = () =>
    Promise.race([new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))), new Promise((resolve) => setTimeout(resolve, 1000))]);
  for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight + 600) {
    scrollTo(0, y);
    await frame();
  }
  scrollTo(0, document.documentElement.scrollHeight);
  await frame();
}
