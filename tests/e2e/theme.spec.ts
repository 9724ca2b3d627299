import type { Page } from "@playwright/test";
import { themeColors, themeStorageKey } from "../../src/chrome/theme";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { expect, test } from "./fixtures";

/**
 * Light and dark (issue 40, decision 0026): the system's scheme with no choice stored; the header's
 * and the mobile menu's control choose, remember and apply a theme before the first paint, with
 * every module script blocked; forced colours keep the control and its focus visible. axe in both
 * themes is in pages.spec.ts; Firefox and WebKit in tests/engines/walk.spec.ts.
 */

const en = messages.en;
const sv = messages.sv;

/** What decides the page's look: the stored choice, <html>'s attribute and scheme, the page's background and the bars' colour. */
function look(page: Page) {
  return page.evaluate((key) => {
    const root = document.documentElement;
    return {
      stored: localStorage.getItem(key),
      attribute: root.getAttribute("data-theme"),
      scheme: getComputedStyle(root).colorScheme,
      background: getComputedStyle(document.body).backgroundColor,
      bars: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content")),
    };
  }, themeStorageKey);
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;
const dark = rgb(themeColors.dark);
const light = rgb(themeColors.light);

/** The console's reports of the scripts `blockModules` refused, and only those, are expected. */
function expectBlockedReports(consoleErrors: string[]) {
  const others = consoleErrors.filter((error) => !error.includes("ERR_BLOCKED_BY_CLIENT"));
  expect(consoleErrors.length, "blocked scripts reported").toBeGreaterThan(others.length);
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/** Blocks every module script (site script, islands): what works then works from the first paint. */
async function blockModules(page: Page) {
  const blocked: string[] = [];
  await page.route(/\/assets\/.+\.js$/, (route) => {
    blocked.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  return blocked;
}

test.beforeEach(async ({ page }) => answerConsent(page, "reject"));

test("with no choice stored, each page follows the system's scheme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/ai");
  expect(await look(page)).toEqual({ stored: null, attribute: null, scheme: "light dark", background: dark, bars: [themeColors.light, themeColors.dark] });
  await page.emulateMedia({ colorScheme: "light" });
  await expect.poll(async () => (await look(page)).background).toBe(light);
});

test("a stored choice is applied before the first paint, with every module script blocked, and wins over the system", async ({ page, consoleErrors }) => {
  const blocked = await blockModules(page);
  await page.emulateMedia({ colorScheme: "light" });
  // What <html> carries when the parser reaches <body>: nothing can be painted before that.
  await page.addInitScript((key) => {
    localStorage.setItem(key, "dark");
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      observer.disconnect();
      const root = document.documentElement;
      (window as unknown as { atBody: unknown }).atBody = {
        attribute: root.getAttribute("data-theme"),
        scheme: document.querySelector('meta[name="color-scheme"]')?.getAttribute("content"),
        bars: [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => meta.getAttribute("content")),
      };
    }).observe(document, { childList: true, subtree: true });
  }, themeStorageKey);
  await page.goto("/sv/pricing");
  expect(await page.evaluate(() => (window as unknown as { atBody: unknown }).atBody)).toEqual({
    attribute: "dark",
    scheme: "dark",
    bars: [themeColors.dark, themeColors.dark],
  });
  await expect.poll(async () => (await look(page)).background).toBe(dark);
  expect(await look(page)).toMatchObject({ attribute: "dark", scheme: "dark" });
  expect(blocked.length, "module scripts blocked").toBeGreaterThan(0);
  expectBlockedReports(consoleErrors);
});

test("the header's control chooses, remembers and clears a theme, by keyboard, before any module script", async ({ page, consoleErrors }) => {
  const blocked = await blockModules(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/sv/ai");
  const button = page.getByRole("button", { name: sv.theme.open });
  await button.focus();
  await page.keyboard.press("Enter");
  const group = page.getByRole("group", { name: sv.theme.label });
  await expect(group).toBeVisible();
  await expect(group.getByRole("radio", { name: sv.theme.system })).toBeChecked();
  // Into the popover, then the arrow keys move the choice as in any radio group.
  await page.keyboard.press("Tab");
  await expect(group.getByRole("radio", { name: sv.theme.system })).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expect(group.getByRole("radio", { name: sv.theme.dark })).toBeChecked();
  expect(await look(page)).toEqual({ stored: "dark", attribute: "dark", scheme: "dark", background: dark, bars: [themeColors.dark, themeColors.dark] });
  await page.keyboard.press("Escape");
  await expect(group).toBeHidden();

  // Remembered on the next page, and marked in the control.
  await page.goto("/sv/pricing");
  expect(await look(page)).toMatchObject({ stored: "dark", attribute: "dark", background: dark });
  await button.click();
  await expect(group.getByRole("radio", { name: sv.theme.dark })).toBeChecked();

  // Light beats a dark system; System hands back to it.
  await page.emulateMedia({ colorScheme: "dark" });
  await group.getByText(sv.theme.light, { exact: true }).click();
  expect(await look(page)).toEqual({ stored: "light", attribute: "light", scheme: "light", background: light, bars: [themeColors.light, themeColors.light] });
  await group.getByText(sv.theme.system, { exact: true }).click();
  expect(await look(page)).toEqual({ stored: null, attribute: null, scheme: "light dark", background: dark, bars: [themeColors.light, themeColors.dark] });
  expect(blocked.length, "module scripts blocked").toBeGreaterThan(0);
  expectBlockedReports(consoleErrors);
});

test("the mobile menu offers the same choice, in step with the header's", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/contact");
  await page.getByRole("button", { name: en.menu.open }).click();
  const menu = page.getByRole("dialog", { name: en.menu.title });
  const group = menu.getByRole("group", { name: en.theme.label });
  await expect(group.getByRole("radio", { name: en.theme.system })).toBeChecked();
  await group.getByText(en.theme.dark, { exact: true }).click();
  expect(await look(page)).toMatchObject({ stored: "dark", attribute: "dark", background: dark });
  await expect(group.getByRole("radio", { name: en.theme.dark })).toBeChecked();
  // The header's own group (hidden at this width) is marked too.
  await expect(page.locator('#theme-menu input[value="dark"]')).toBeChecked();
  await page.keyboard.press("Escape");
  await page.reload();
  await page.getByRole("button", { name: en.menu.open }).click();
  await expect(menu.getByRole("group", { name: en.theme.label }).getByRole("radio", { name: en.theme.dark })).toBeChecked();
});

test("in forced colours the control shows its choice and focus", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
  await page.goto("/");
  const button = page.getByRole("button", { name: en.theme.open });
  await button.focus();
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  const outline = (value: string) =>
    page.locator(`#theme-menu input[value="${value}"]`).evaluate((input) => {
      const style = getComputedStyle(input.closest("label")!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
  // System is checked and focused: its label is outlined.
  expect((await outline("system")).style).not.toBe("none");
  expect((await outline("system")).width).toBeGreaterThanOrEqual(2);
  // An option neither checked nor focused has no outline; once checked, it has.
  expect((await outline("light")).style).toBe("none");
  await page.locator('#theme-menu label:has(input[value="light"])').click();
  expect((await outline("light")).style).not.toBe("none");
  expect((await outline("light")).width).toBeGreaterThanOrEqual(2);
  // The header's button shows focus as every control does.
  await page.keyboard.press("Escape");
  await button.focus();
  expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe("none");
});

test("in forced colours the price switch shows the chosen period", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active" });
  await page.goto("/sv/pricing");
  const switcher = page.locator("#plans [data-choice] fieldset");
  const outlines = () => switcher.locator("label").evaluateAll((labels) => labels.map((label) => getComputedStyle(label).outlineStyle));
  expect(await outlines()).toEqual(["solid", "none"]);
  await switcher.locator("label", { hasText: sv.pricing.periods.quarterly }).click();
  expect(await outlines()).toEqual(["none", "solid"]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });
  test("the page follows the system and offers no control that could not remember a choice", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/about");
    expect((await look(page)).background).toBe(dark);
    await expect(page.getByRole("button", { name: en.theme.open })).toBeHidden();
  });
});
