import type { Page } from "@playwright/test";
import { answerConsent } from "./consent-helpers";
import { expect, hydrated, test } from "./fixtures";

// The home page's far sections are skipped until they near the viewport (components/ui/offscreen.tsx).
// Their reserved heights must never be below the rendered ones, or text would sit outside its own box.

/** Width samples per band of `ReservedHeights`: its lower edge, and for the last band wider screens too. */
const bands = [
  { name: "base", widths: [320, 414, 639] },
  { name: "sm", widths: [640, 767] },
  { name: "md", widths: [768, 1023] },
  { name: "lg", widths: [1024, 1280, 1440, 1920] },
] as const;

/** Rendered and reserved height of every offscreen block at the current width. */
function measure(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".offscreen")].map((block) => {
      const reserved = Number(/(\d+(?:\.\d+)?)px/.exec(getComputedStyle(block).containIntrinsicBlockSize)?.[1]);
      block.style.contentVisibility = "visible";
      const rendered = block.getBoundingClientRect().height;
      block.style.contentVisibility = "";
      return { name: block.querySelector("[aria-labelledby]")?.getAttribute("aria-labelledby") ?? "?", reserved, rendered };
    }),
  );
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

test("the home page's reserved heights cover its sections at every width, in both languages and both fonts, and stay close", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  // tallest rendered height per block and band, over both languages, in the fallback fonts a visit's
  // first page keeps and in the web fonts of the pages opened from it (src/styles/fonts.ts)
  const tallest: number[][] = [];
  const reservedOf: number[][] = [];
  const problems: string[] = [];
  for (const [path, referer] of ["/", "/sv"].flatMap((path) => [[path, undefined], [path, `${baseURL}/pricing`]] as const)) {
    await page.goto(path, { referer });
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const webFonts = await page.evaluate(() => [...document.fonts].filter((face) => face.family.includes("Variable") && face.status === "loaded").length);
    expect(webFonts, `web fonts loaded, opened from ${referer ?? "nowhere"}`).toBe(referer ? 2 : 0);
    const fonts = referer ? " (web fonts)" : "";
    for (const [bandIndex, band] of bands.entries()) {
      for (const width of band.widths) {
        await page.setViewportSize({ width, height: 900 });
        const blocks = await measure(page);
        expect(blocks.length, "offscreen blocks on the home page").toBe(9);
        for (const [index, block] of blocks.entries()) {
          tallest[index] ??= [0, 0, 0, 0];
          reservedOf[index] ??= [0, 0, 0, 0];
          tallest[index][bandIndex] = Math.max(tallest[index][bandIndex] ?? 0, block.rendered);
          reservedOf[index][bandIndex] = block.reserved;
          if (block.rendered > block.reserved) problems.push(`${path}${fonts} at ${width}px: ${block.name} renders ${Math.ceil(block.rendered)}px, reserves ${block.reserved}px`);
        }
      }
    }
  }
  // Close enough that the scrollbar does not lie: at most 10% + 40 px over the tallest rendering.
  for (const [index, row] of reservedOf.entries()) {
    for (const [bandIndex, reserved] of row.entries()) {
      const needed = tallest[index]![bandIndex]!;
      if (reserved > needed * 1.1 + 40) problems.push(`block ${index + 1}, band ${bands[bandIndex]!.name}: reserves ${reserved}px for ${Math.ceil(needed)}px`);
    }
  }
  const suggestion = tallest.map((row) => `[${row.map((height) => Math.ceil((height * 1.02) / 10) * 10).join(", ")}]`).join("\n");
  expect(problems, `Reserved heights in src/sections/home/offscreen-heights.ts are off. Measured (tallest language and font + 2%), in order:\n${suggestion}\n`).toEqual([]);
});

for (const [path, viewport] of [
  ["/", { width: 390, height: 844 }],
  ["/sv", { width: 390, height: 844 }],
  ["/", { width: 1440, height: 900 }],
] as const) {
  test(`far sections wait until they near the viewport, and scrolling through them shifts nothing (${path}, ${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await hydrated(page);
    const pricing = page.locator(".offscreen").nth(7).locator("section");
    const rendered = () => pricing.evaluate((section) => section.querySelector("h2")!.checkVisibility({ contentVisibilityAuto: true }));
    // The hero is painted; the pricing section further down has not been laid out yet.
    expect(await page.getByRole("heading", { level: 1 }).evaluate((h1) => h1.checkVisibility({ contentVisibilityAuto: true }))).toBe(true);
    expect(await rendered()).toBe(false);

    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = seen;
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          // Less than a pixel is no shift anyone sees. A full run once measured 0.00002 (a fraction
          // of a pixel, likely a far section laid out a frame late on a busy machine).
          const visible = ({ previousRect: from, currentRect: to }: Shift["sources"][number]) =>
            Math.max(Math.abs(from.x - to.x), Math.abs(from.y - to.y), Math.abs(from.height - to.height)) >= 1;
          if (!entry.sources.some(visible)) continue;
          // What moved, for the failure message.
          const moved = entry.sources.map(({ node, previousRect: from, currentRect: to }) => {
            const element = node instanceof Element ? node : node?.parentElement;
            return `${element?.tagName.toLowerCase()}.${String(element?.className).slice(0, 60)} ${Math.round(from.y)}->${Math.round(to.y)} h${Math.round(from.height)}->${Math.round(to.height)}`;
          });
          seen.push(`${entry.value} at ${Math.round(scrollY)}: ${moved.join("; ")}`);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    // Scroll down a screen at a time, as a reader would, letting each frame render.
    const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    for (let step = 0; step < 60; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
      });
      await frame();
      if (atEnd) break;
    }
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts), "layout shifts").toEqual([]);
    // Back at the pricing section, it is laid out and shown.
    await pricing.getByRole("heading", { level: 2 }).scrollIntoViewIfNeeded();
    await frame();
    expect(await rendered()).toBe(true);
    await expect(pricing.getByRole("heading", { level: 2 })).toBeInViewport();
  });
}
