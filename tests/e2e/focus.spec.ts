import type { Locator, Page } from "@playwright/test";
import { builtPaths } from "../../scripts/lib/site.mjs";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { expect, hydrated, test } from "./fixtures";
import { langOf, onePerKind } from "./sample";

/**
 * Keyboard focus in Windows high contrast (forced colours, issue 40): the platform drops fills and
 * box-shadow rings there and keeps outlines, in the system's colours. So on one page of each kind
 * every Tab stop must draw an outline (on itself, its ::before/::after, or the card or label that
 * shows its focus), and every visually hidden radio or checkbox that is checked must have its label
 * outlined. Both languages share the templates: the English pages are walked, and the mobile menu
 * once at phone width.
 */

const pages = onePerKind(builtPaths()).filter((path) => langOf(path) === "en");

/** What can take focus by Tab (the site sets no positive tabindex). */
const stopSelector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * The page's Tab stops (in document order: the site sets no positive tabindex) that draw no outline
 * when focused: on themselves, their ::before/::after, or the card or label that shows their focus.
 * Focused from a script after one keyboard Tab, so each matches :focus-visible as it would by Tab
 * (a key press per stop made this walk take minutes). `within` limits it to a part, e.g. a dialog.
 */
async function unoutlinedStops(page: Page, within = "body"): Promise<{ stops: number; missing: string[]; unfocused: string[] }> {
  await page.keyboard.press("Tab");
  return page.evaluate(([within, selector]) => {
    const scope = document.querySelector(within)!;
    const candidates = scope.querySelectorAll<HTMLElement>(selector);
    const radios = new Set<string>();
    const stops = [...candidates].filter((element) => {
      if (element.matches(":disabled, [tabindex='-1']") || element.closest("[inert], template") || !element.checkVisibility({ visibilityProperty: true })) return false;
      const input = element as HTMLInputElement;
      if (input.type !== "radio") return true;
      // A radio group is one stop: its checked radio (or the first, when none is checked).
      const group = input.form ?? document;
      const checked = [...group.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${CSS.escape(input.name)}"]`)].find((radio) => radio.checked);
      if (radios.has(input.name) || (checked && checked !== input)) return false;
      radios.add(input.name);
      return true;
    });
    const drawn = (style: CSSStyleDeclaration) => style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2;
    const name = (element: HTMLElement) => {
      const text = (element.getAttribute("aria-label") || element.innerText || element.getAttribute("name") || "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${text}"`;
    };
    // Outlines drawn at rest (the skip link has focus now) are no sign of another element's focus.
    const resting = new Set([...document.querySelectorAll("body *")].filter((element) => drawn(getComputedStyle(element))));
    const missing: string[] = [];
    const unfocused: string[] = [];
    for (const element of stops) {
      element.focus({ preventScroll: true });
      if (document.activeElement !== element || !element.matches(":focus-visible")) {
        unfocused.push(name(element));
        continue;
      }
      // A card whose link covers it, or a label around a hidden radio, shows the focus (has-focus-visible).
      const holders: Element[] = [];
      for (let holder = element.parentElement; holder && holder !== document.body && holders.length < 6; holder = holder.parentElement) holders.push(holder);
      const own = [getComputedStyle(element), getComputedStyle(element, "::before"), getComputedStyle(element, "::after")];
      if (!own.some(drawn) && !holders.some((holder) => !resting.has(holder) && drawn(getComputedStyle(holder)))) missing.push(name(element));
    }
    return { stops: stops.length, missing, unfocused };
  }, [within, stopSelector] as const);
}

/**
 * Controls that forced colours would leave without a shape or a state: text fields, buttons with a
 * text that are drawn by a fill or a ring in normal colours, and the current page's link (navigation,
 * pagination) when a fill marks it. Each needs a border there. Switches the emulation off to see
 * the fills, then on again.
 */
async function unframedControls(page: Page): Promise<string[]> {
  await page.emulateMedia({ forcedColors: "none" });
  await page.evaluate(() => {
    const field = "textarea, select, input:not([type=radio], [type=checkbox], [type=hidden], [type=submit], [type=button], [type=image])";
    for (const element of document.querySelectorAll<HTMLElement>(`${field}, button, [aria-current]`)) {
      // A fill under the pointer is a hover, not the control's shape.
      if (!element.checkVisibility({ visibilityProperty: true }) || element.getBoundingClientRect().width <= 1 || element.matches(":hover")) continue;
      const style = getComputedStyle(element);
      const filled = !/^(transparent|rgba\(.*, 0\))$/.test(style.backgroundColor) || style.boxShadow !== "none";
      if (element.matches(field) || (filled && element.innerText.trim() !== "")) element.dataset.framed = "";
    }
  });
  await page.emulateMedia({ forcedColors: "active" });
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-framed]")]
      .filter((element) => {
        const style = getComputedStyle(element);
        return !(style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) >= 1);
      })
      .map((element) => `<${element.tagName.toLowerCase()}> "${(element.getAttribute("aria-label") || element.innerText || element.getAttribute("name") || "").trim().replace(/\s+/g, " ").slice(0, 40)}"`),
  );
}

/** Visually hidden radios and checkboxes that are checked and whose label shows no outline. */
function unmarkedChoices(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>("input:is([type=radio], [type=checkbox]):checked")]
      .filter((input) => {
        const box = input.getBoundingClientRect();
        const label = input.closest("label");
        // Only hidden inputs (1 px or less) inside a shown label rely on the label to show their state.
        return label && box.width <= 1 && label.checkVisibility() && getComputedStyle(label).outlineStyle === "none";
      })
      .map((input) => `${input.name}=${input.value}`),
  );
}

test.describe("forced colours: every focus and every choice stays visible", () => {
  test.beforeEach(async ({ page }) => {
    await answerConsent(page, "reject");
    await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
  });

  const chunkSize = 6;
  for (let start = 0; start < pages.length; start += chunkSize) {
    const chunk = pages.slice(start, start + chunkSize);
    test(`each Tab stop is outlined on ${chunk[0]} ... ${chunk.at(-1)}`, async ({ page }) => {
      test.setTimeout(chunk.length * 60_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const path of chunk) {
        await test.step(path, async () => {
          await page.goto(path);
          expect.soft(await unframedControls(page), `controls without a border on ${path}`).toEqual([]);
          const { stops, missing, unfocused } = await unoutlinedStops(page);
          // Every page has the skip link, the header's links and the footer's at least.
          expect(stops, `Tab stops on ${path}`).toBeGreaterThan(10);
          expect.soft(missing, `Tab stops without an outline on ${path}`).toEqual([]);
          // Proves the check saw each stop as keyboard focus sees it.
          expect.soft(unfocused, `Tab stops not focused as by the keyboard on ${path}`).toEqual([]);
          expect.soft(await unmarkedChoices(page), `checked choices without an outline on ${path}`).toEqual([]);
        });
      }
    });
  }

  test("in the mobile menu, each Tab stop is outlined and the theme's choice shows", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ai");
    // The menu is the site script's (src/chrome/menu.ts).
    await hydrated(page);
    await page.getByRole("button", { name: messages.en.menu.open }).click();
    const menu = page.getByRole("dialog");
    await expect(menu).toBeVisible();
    const { stops, missing, unfocused } = await unoutlinedStops(page, "#mobile-menu");
    expect(stops).toBeGreaterThan(5);
    expect(missing).toEqual([]);
    expect(unfocused).toEqual([]);
    expect(await unmarkedChoices(page)).toEqual([]);
    expect(await unframedControls(page)).toEqual([]);
  });
});

test("in forced colours the consent banner and its preferences keep their edges, buttons and focus", async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active", reducedMotion: "reduce" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/privacy");
  const banner = page.getByRole("dialog", { name: messages.en.consent.banner.label });
  await expect(banner).toBeVisible();
  const edge = (box: Locator) => box.evaluate((element) => getComputedStyle(element).borderTopStyle);
  expect(await edge(banner)).not.toBe("none");
  expect(await unframedControls(page)).toEqual([]);
  expect((await unoutlinedStops(page, "[data-consent-banner]")).missing).toEqual([]);
  await banner.getByRole("button", { name: messages.en.consent.banner.manage }).click();
  const preferences = page.getByRole("dialog", { name: messages.en.consent.preferences.title });
  await expect(preferences).toBeVisible();
  expect(await edge(page.locator("#cc-main .pm"))).not.toBe("none");
  expect(await unframedControls(page)).toEqual([]);
  const { stops, missing, unfocused } = await unoutlinedStops(page, "#cc-main .pm");
  expect(stops).toBeGreaterThan(4);
  expect(missing).toEqual([]);
  expect(unfocused).toEqual([]);
});
