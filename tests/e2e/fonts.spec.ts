import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The web fonts (issue 56, decision 0029): a visit's first page is painted in the metric-matched
 * fallbacks and asks for the fonts only once its first paint is on screen, never swapping them in (a
 * swap would rewrap its lines); the next page uses them from its first paint, out of the cache.
 * Without JavaScript the @font-face rules load them. Once, in Chromium: the same on every page.
 */

/** The web faces in the document's font set, with their status. */
const webFaces = (page: Page) => page.evaluate(() => [...document.fonts].filter((face) => face.family.includes("Variable")).map((face) => `${face.family.replaceAll('"', "")}: ${face.status}`));

/** The fonts' entries in the page's resource timing: when each was asked for, and how many bytes came over the network. */
const fontFetches = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith(".woff2")).map((entry) => ({ start: entry.startTime, transferred: entry.transferSize })));

test("a first page keeps its fallbacks and fetches the fonts after its first paint; the next page uses them", async ({ page }) => {
  // Playwright's request routing (the fixtures' third-party guard) turns Chromium's cache off; these
  // two pages ask nothing of another host before consent (tests/site checks every page's HTML).
  await page.unrouteAll();
  await page.goto("/pricing");
  const firstPaint = () => page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0);
  await expect.poll(firstPaint).toBeGreaterThan(0);
  await expect.poll(async () => (await fontFetches(page)).length, "both fonts fetched for the next page").toBe(2);
  for (const fetch of await fontFetches(page)) expect(fetch.start, "asked for after the first paint").toBeGreaterThanOrEqual(await firstPaint());
  expect(await webFaces(page), "never applied to the page already on screen").toEqual([]);

  await page.locator('footer a[href="/about"]').click();
  await page.waitForURL(/\/about$/);
  await expect.poll(() => webFaces(page)).toEqual(["Inter Variable: loaded", "Space Grotesk Variable: loaded"]);
  expect((await fontFetches(page)).map((fetch) => fetch.transferred), "from the cache").toEqual([0, 0]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the @font-face rules load the fonts", async ({ page }) => {
    const fonts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".woff2")) fonts.push(new URL(response.url()).pathname.replace(/\.[\w-]+\.woff2$/, ""));
    });
    await page.goto("/pricing", { waitUntil: "load" });
    await expect.poll(() => fonts.sort()).toEqual(["/assets/inter-latin-400-700", "/assets/space-grotesk-latin-400-700"]);
  });
});
