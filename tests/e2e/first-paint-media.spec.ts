import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { homeSchema } from "../../src/content/schemas/home";
import { home4Schema } from "../../src/content/schemas/landing";
import { messages } from "../../src/i18n/messages";
import { formatWhole } from "../../src/lib/numbers";
import { answerConsent } from "./consent-helpers";
import { axeViolations, expect, test } from "./fixtures";
import { calendlyScriptUrl, serveSchedulingWidget } from "./scheduling-helpers";

/**
 * Issue 36 for the media widgets: the /home-4 video lightbox and /contact's scheduling widget work
 * from the first paint, and the count-ups read right without JavaScript. In Chromium:
 * - on a throttled connection and CPU (Lighthouse's mobile settings), used right after scrolling to
 *   them, before the page's scripts could have arrived;
 * - with every module script held back until after the presses: deterministic proof that a press of
 *   Play or "allow" made before any script ran is kept;
 * - with JavaScript off: the link to the video and the counters' final values.
 */

const home4 = readPage("home-4", home4Schema);
const home = readPage("home", homeSchema);
const videoUrl = `${site.links.videoEmbedBase}${site.links.videoId}`;
const videoHost = new URL(site.links.videoEmbedBase).hostname;
const videoFixture = readFileSync(new URL("../fixtures/video-embed.html", import.meta.url), "utf8");
const landings = [
  { path: "/home-4", m: messages.en, content: home4.en },
  { path: "/sv/home-4", m: messages.sv, content: home4.sv },
] as const;

test.describe.configure({ timeout: 90_000 });

/** Lighthouse's mobile conditions: 150 ms round trips, 1.6 Mbit/s down, a CPU four times slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

/** Answers the video host from the local stand-in (registered after the fixture's block, so it wins); returns what it answered. */
async function serveVideo(page: Page): Promise<string[]> {
  const answered: string[] = [];
  await page.route(
    (url) => url.hostname === videoHost,
    (route) => {
      answered.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: videoFixture });
    },
  );
  return answered;
}

/** Holds every module script of the site back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/** Opens `path` and scrolls `selector` to the middle of the screen as soon as it is in the document. */
async function jumpTo(page: Page, path: string, selector: string) {
  await page.goto(path, { waitUntil: "commit" });
  const target = page.locator(selector).first();
  await target.waitFor({ state: "attached" });
  await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
}

/** The player in the dialog shows the stand-in's page. */
async function expectPlayer(page: Page) {
  await expect(page.locator("dialog iframe")).toHaveAttribute("src", `${videoUrl}?autoplay=1&rel=0`, { timeout: 60_000 });
  await expect(page.frameLocator("dialog iframe").getByText("Orkestra product tour (test stand-in)")).toBeVisible({ timeout: 60_000 });
}

/** The scheduling widget's iframe (the stand-in's) is there, SPEC §9's size. */
async function expectWidget(page: Page) {
  const frame = page.locator(".calendly-inline-widget iframe");
  await expect(frame).toBeVisible({ timeout: 60_000 });
  const box = await frame.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(320);
  expect(box?.height).toBeGreaterThanOrEqual(700);
}

test.describe("used at once on a throttled phone connection", () => {
  // A throttled page on a busy two-core machine: minutes, not seconds.
  test.describe.configure({ timeout: 180_000 });
  test.beforeEach(async ({ page }) => {
    await answerConsent(page, "reject");
  });

  for (const { path, m, content } of landings) {
    test(`${path}: Play opens the dialog, and "allow" in it shows the player`, async ({ page }) => {
      const answered = await serveVideo(page);
      await throttle(page);
      await jumpTo(page, path, "button[data-dialog-open]");
      const play = page.getByRole("button", { name: m.landing.video.play });
      await play.click();
      const dialog = page.getByRole("dialog", { name: content.video.title });
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: m.consent.media.allow }).click();
      await expectPlayer(page);
      expect(answered).toHaveLength(1);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.locator("dialog iframe")).toHaveCount(0);
      await expect(play).toBeFocused();
    });
  }

  test("/contact: the consent button loads the widget", async ({ page }) => {
    const answered = await serveSchedulingWidget(page);
    await throttle(page);
    await jumpTo(page, "/contact", "[data-consent-allow]");
    await page.getByRole("button", { name: messages.en.consent.media.allow }).click();
    await expectWidget(page);
    expect(answered).toEqual([calendlyScriptUrl]);
  });
});

test.describe("pressed before any module script has run", () => {
  test.beforeEach(async ({ page }) => {
    await answerConsent(page, "reject");
  });

  test("/home-4: Play and Escape work without scripts; a press of allow is kept until they come", async ({ page }) => {
    const { m, content } = landings[0];
    const answered = await serveVideo(page);
    const release = await holdScripts(page);
    await jumpTo(page, "/home-4", "button[data-dialog-open]");
    const play = page.getByRole("button", { name: m.landing.video.play });
    const dialog = page.getByRole("dialog", { name: content.video.title });
    await play.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
    await play.click();
    await dialog.getByRole("button", { name: m.consent.media.allow }).click();
    // Nothing but the head's inline behaviours has run so far.
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
    expect(answered).toEqual([]);
    release();
    await expectPlayer(page);
    await expect(dialog.getByRole("button", { name: m.landing.video.close })).toBeFocused();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    await expect(page.locator("dialog iframe")).toHaveCount(0);
  });

  test("/contact: a press of the consent button is kept until the scripts come", async ({ page }) => {
    const answered = await serveSchedulingWidget(page);
    const release = await holdScripts(page);
    await jumpTo(page, "/contact", "[data-consent-allow]");
    await page.getByRole("button", { name: messages.en.consent.media.allow }).click();
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", /.*/);
    expect(answered).toEqual([]);
    release();
    await expectWidget(page);
    await expect(page.getByRole("group", { name: messages.en.scheduling.title })).toBeFocused();
    expect(answered).toEqual([calendlyScriptUrl]);
  });
});

test("/home-4: axe finds nothing in the open dialog, neither with the consent prompt nor with the player", async ({ page }) => {
  const { m, content } = landings[0];
  await answerConsent(page, "reject");
  await serveVideo(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/home-4");
  await page.getByRole("button", { name: m.landing.video.play }).click();
  const dialog = page.getByRole("dialog", { name: content.video.title });
  await expect(dialog).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: m.consent.media.allow }).click();
  await expectPlayer(page);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, m, content } of landings) {
    test(`${path}: the video in a new tab instead of Play, and the counters' final values`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("button", { name: m.landing.video.play })).toBeHidden();
      const link = page.getByRole("link", { name: m.landing.video.open });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", videoUrl);
      await expect(link).toHaveAttribute("target", "_blank");
      const figures = page.locator("[data-counter] [data-count-up-figure]");
      await expect(figures).toHaveText(content.counters.items.map((item) => `${item.value}${item.suffix}`));
      for (const figure of await figures.all()) await expect(figure).toBeVisible();
    });
  }

  for (const [path, lang] of [
    ["/", "en"],
    ["/sv", "sv"],
  ] as const) {
    test(`${path}: the statistics' final values`, async ({ page }) => {
      await page.goto(path);
      const figures = page.locator('section[aria-labelledby="stats-title"] [data-count-up-figure]');
      const finals = home[lang].stats.items.map((item) => `${item.prefix}${formatWhole(item.value, lang)}${item.suffix}`.replace(/\s/g, " ").trim());
      await figures.first().scrollIntoViewIfNeeded();
      expect((await figures.allTextContents()).map((text) => text.replace(/\s/g, " ").trim())).toEqual(finals);
      for (const figure of await figures.all()) await expect(figure).toBeVisible();
    });
  }
});
