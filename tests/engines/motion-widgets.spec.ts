import { readPage } from "../../src/content/files";
import { homeSchema } from "../../src/content/schemas/home";
import { home2Schema, home4Schema } from "../../src/content/schemas/landing";
import type { PricingVariant } from "../../src/content/schemas/pricing";
import { readPricing as readPricingContent } from "../setup/content";
import type { Locale } from "../../src/i18n/locales";
import { messages } from "../../src/i18n/messages";
import { formatEuro, formatWhole } from "../../src/lib/numbers";
import type { Tab } from "./browsers";
import { answerConsent, byText, expect, open, test, until } from "./fixtures";

/**
 * The widgets that move or switch, in Firefox and WebKit (issue 25), as a visitor uses them: the
 * pricing tabs by pointer and keyboard with SPEC's prices, the count-up figures before and after they
 * scroll into view, the marquees' pause and play buttons, and the testimonial carousel's looping
 * buttons. The Chromium specs (tests/e2e/home, pricing, landing) cover the same widgets in more detail;
 * these check that the other engines show and run them the same way.
 */

const { en: enHome, sv: svHome } = readPage("home", homeSchema);
const { en: enHome2, sv: svHome2 } = readPage("home-2", home2Schema);
const { en: enHome4, sv: svHome4 } = readPage("home-4", home4Schema);
const { en: enPricing, sv: svPricing } = readPricingContent();
const langs = {
  en: { m: messages.en, pricing: enPricing, home: enHome, home2: enHome2, home4: enHome4 },
  sv: { m: messages.sv, pricing: svPricing, home: svHome, home2: svHome2, home4: svHome4 },
} as const;
type Lang = (typeof langs)[Locale];

/** SPEC §9, euro per month: the home page's plans (also /pricing) and the feature page's (/go); null is the custom price. */
const specPrices = {
  home: [
    [299, 499, 999],
    [279, 479, 979],
  ],
  feature: [
    [599, 999, null],
    [549, 949, null],
  ],
} as const;

/** `{{name}}` placeholders of a message filled in, as i18next does. */
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** Text as read, with every kind of space (Intl's no-break spaces too) as a plain one. */
const spaced = (text: string) => text.replace(/\s+/g, " ").trim();

/** A phone's screen. */
async function phone(tab: Tab) {
  await tab.setViewport(390, 844);
  expect(await tab.evaluate(() => [innerWidth, innerHeight])).toEqual([390, 844]);
}

/** Waits for two painted frames, so that a scroll has been laid out and observers have run. */
const frames = (tab: Tab) => until(tab, "two animation frames", () => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))));

// ---------------------------------------------------------------------------------------------------
// In-page readers (their source is sent to the page: they use only their arguments).

/**
 * The billing period named `groupLabel` (a radio group: its legend) as shown: each choice (label text
 * and whether it is checked), which has focus, and the plans on screen; null until the choice named
 * `wanted` is the checked one and its panel the only one shown. Only CSS (`:has(:checked)`) shows a panel.
 */
function readPricing(groupLabel: string, customPrice: string, perMonth: string, wanted: string) {
  const text = (node: Node | null | undefined) => (node?.textContent ?? "").replace(/\s+/g, " ").trim();
  const fieldset = [...document.querySelectorAll<HTMLElement>("fieldset")].find((element) => text(element.querySelector("legend")) === groupLabel);
  const root = fieldset?.closest<HTMLElement>("[data-choice]");
  if (!fieldset || !root) return null;
  const radios = [...fieldset.querySelectorAll<HTMLInputElement>("input[type=radio]")];
  const shown = [...root.querySelectorAll<HTMLElement>("[data-choice-panel]")].filter((panel) => panel.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
  const chosen = radios.find((radio) => radio.checked);
  if (text(chosen?.labels?.[0]) !== wanted || shown.length !== 1 || shown[0]!.dataset.choicePanel !== chosen!.value) return null;
  return {
    choices: radios.map((radio) => ({ name: text(radio.labels?.[0]), checked: radio.checked })),
    groupShown: fieldset.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
    focused: radios.findIndex((radio) => radio === document.activeElement),
    panels: shown.map((panel) => ({
      period: panel.dataset.choicePanel,
      plans: [...panel.querySelectorAll<HTMLElement>("article")]
        .filter((card) => card.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
        .map((card) => {
          // The price is the first text on the card with a euro sign (or the custom price's words).
          const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
          const texts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) if (text(node)) texts.push(text(node));
          return { name: card.getAttribute("aria-label"), price: texts.find((value) => value.includes("€") || value === customPrice) ?? null, perMonth: texts.includes(perMonth) };
        }),
    })),
  };
}

/** The figures a sighted visitor sees in each list item of `itemsCss` (not the width spacer, not the screen-reader copy), and where. */
function readFigures(itemsCss: string) {
  return [...document.querySelectorAll<HTMLElement>(itemsCss)].map((item) => {
    const figure = [...item.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((span) => span.checkVisibility({ visibilityProperty: true }) && /\d/.test(span.textContent ?? ""));
    const rect = figure?.getBoundingClientRect();
    return {
      text: (figure?.textContent ?? "").replace(/\s+/g, " ").trim(),
      inView: Boolean(rect && rect.top >= 0 && rect.bottom <= innerHeight),
      below: Boolean(rect && rect.top > innerHeight),
      // Fully shown: not hidden, and faded in (SPEC §9's scroll reveal) if it fades in.
      shown: Boolean(figure?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(figure.closest("[data-reveal]") ?? figure).opacity === "1"),
    };
  });
}

/** The figures of `itemsCss` once they read `wanted` (null: any) and, with `shown`, are fully shown; null until then. */
function figuresReading(itemsCss: string, wanted: (string | null)[], shown: boolean) {
  const figures = [...document.querySelectorAll<HTMLElement>(itemsCss)].map((item) => {
    const figure = [...item.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((span) => span.checkVisibility({ visibilityProperty: true }) && /\d/.test(span.textContent ?? ""));
    const visible = Boolean(figure?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && getComputedStyle(figure.closest("[data-reveal]") ?? figure).opacity === "1");
    return { text: (figure?.textContent ?? "").replace(/\s+/g, " ").trim(), visible };
  });
  const matches = figures.length === wanted.length && figures.every((figure, index) => (wanted[index] === null || figure.text === wanted[index]) && (!shown || figure.visible));
  return matches ? figures.map((figure) => figure.text) : null;
}

/** Records every figure the items of `itemsCss` show from now on (window.__figuresSeen). */
function recordFigures(itemsCss: string) {
  const items = [...document.querySelectorAll<HTMLElement>(itemsCss)];
  const seen: string[][] = items.map(() => []);
  const shownFigure = (item: HTMLElement) =>
    [...item.querySelectorAll<HTMLElement>('[aria-hidden="true"]')].find((span) => span.checkVisibility({ visibilityProperty: true }) && /\d/.test(span.textContent ?? ""));
  const observer = new MutationObserver(() =>
    items.forEach((item, index) => {
      const value = (shownFigure(item)?.textContent ?? "").replace(/\s+/g, " ").trim();
      if (seen[index]!.at(-1) !== value) seen[index]!.push(value);
    }),
  );
  for (const item of items) observer.observe(item, { subtree: true, characterData: true, childList: true });
  (window as unknown as { __figuresSeen: string[][] }).__figuresSeen = seen;
}

/** The marquee group named `label`: each row's animation state, its button's text, and whether the pointer or focus is on it (both pause it too). */
function readMarquee(label: string) {
  const group = [...document.querySelectorAll<HTMLElement>('[role="group"]')].find((element) => element.getAttribute("aria-label") === label);
  if (!group) return null;
  const rows = [...group.querySelectorAll<HTMLElement>("ul:not([aria-hidden])")].map((list) => list.parentElement!);
  const button = group.querySelector<HTMLElement>("button");
  const rect = group.getBoundingClientRect();
  return {
    playStates: rows.map((row) => getComputedStyle(row).animationPlayState),
    button: button?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ? (button.textContent ?? "").trim() : null,
    hovered: group.matches(":hover"),
    focusWithin: group.matches(":focus-within"),
    inView: rect.top >= 0 && rect.bottom <= innerHeight + 1,
  };
}

/**
 * Watches the rows of the marquee `label` for at least 600 ms (and 10 frames): how many different
 * transforms each went through, or null unless that is what `wanted` asks for (several: moving; one: still).
 */
async function marqueeMotion(label: string, wanted: "moving" | "still") {
  const group = [...document.querySelectorAll<HTMLElement>('[role="group"]')].find((element) => element.getAttribute("aria-label") === label)!;
  const rows = [...group.querySelectorAll<HTMLElement>("ul:not([aria-hidden])")].map((list) => list.parentElement!);
  const seen = rows.map(() => new Set<string>());
  const start = performance.now();
  for (let frame = 0; frame < 10 || performance.now() - start < 600; frame++) {
    rows.forEach((row, index) => seen[index]!.add(getComputedStyle(row).transform));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const sizes = seen.map((values) => values.size);
  return (wanted === "moving" ? sizes.every((size) => size > 2) : sizes.every((size) => size === 1)) ? sizes : null;
}

/**
 * The carousel named `label`: its position text, the slides on screen (all but 2 % of their width
 * within the track and the window) and those partly on screen, and whether focus is on the track;
 * null until the slide named `wanted` is the only one even partly on screen (a smooth scroll has ended).
 */
function readCarousel(label: string, wanted: string) {
  const carousel = [...document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')].find((element) => element.getAttribute("aria-label") === label);
  if (!carousel) return null;
  const slides = [...carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  // The track is what the buttons control.
  const track = document.getElementById(carousel.querySelector("button[aria-controls]")?.getAttribute("aria-controls") ?? "");
  if (!track) return null;
  const bounds = track.getBoundingClientRect();
  const share = (slide: HTMLElement) => {
    const rect = slide.getBoundingClientRect();
    return Math.max(0, Math.min(rect.right, bounds.right, innerWidth) - Math.max(rect.left, bounds.left, 0)) / rect.width;
  };
  const shown = slides.filter((slide) => share(slide) >= 0.98);
  const partly = slides.filter((slide) => share(slide) > 0.02);
  if (partly.length !== 1 || partly[0]!.getAttribute("aria-label") !== wanted) return null;
  return {
    status: (carousel.querySelector("[aria-live]")?.textContent ?? "").replace(/\s+/g, " ").trim(),
    shown: shown.map((slide) => slide.getAttribute("aria-label")),
    partly: partly.map((slide) => slide.getAttribute("aria-label")),
    text: shown.map((slide) => (slide.textContent ?? "").replace(/\s+/g, " ").trim()),
    trackFocused: document.activeElement === track,
  };
}

// ---------------------------------------------------------------------------------------------------
// Pricing tabs

type PricingCase = { lang: Lang; path: string; variant: PricingVariant; prices: readonly (readonly (number | null)[])[] };

function expectedPricing(c: PricingCase, locale: Locale, selected: number, focused: number) {
  const t = c.lang.m.pricing;
  return {
    choices: c.variant.tabs.map((tab, index) => ({ name: t.periods[tab.period], checked: index === selected })),
    groupShown: true,
    focused,
    panels: [
      {
        period: c.variant.tabs[selected]!.period,
        plans: c.variant.tabs[selected]!.plans.map((plan, index) => {
          const price = c.prices[selected]![index]!;
          return { name: plan.name, price: price === null ? t.customPrice : formatEuro(price, locale).replace(/\s/g, " "), perMonth: price !== null };
        }),
      },
    ],
  };
}

/** Waits until choice `selected` is the checked one, then checks the whole toggle against SPEC. */
async function expectPricing(tab: Tab, c: PricingCase, locale: Locale, selected: number, focused: number) {
  const t = c.lang.m.pricing;
  const name = t.periods[c.variant.tabs[selected]!.period];
  const state = await until(tab, `${c.path}: the ${name} choice checked and its plans alone shown`, readPricing, t.periodsLabel, t.customPrice, t.perMonth, name);
  expect(state, `${c.path}: ${name}`).toEqual(expectedPricing(c, locale, selected, focused));
}

/**
 * A key that wraps round an end of the radio group where the engine's radios do (Chromium's and
 * Firefox's; WebKit's stop at the ends, as Safari's do); then the period is chosen by its label, so the
 * walk goes on from where a wrapping group would be.
 */
async function expectWrap(tab: Tab, c: PricingCase, locale: Locale, key: "ArrowLeft" | "ArrowRight", selected: number) {
  const t = c.lang.m.pricing;
  const name = t.periods[c.variant.tabs[selected]!.period];
  await tab.press(key);
  // A key's effect on a radio group is synchronous: two frames later it shows.
  await frames(tab);
  const state = await tab.evaluate(readPricing, t.periodsLabel, t.customPrice, t.perMonth, name);
  // WebKit's radios stop at the ends, as Safari's do: the platform's own behaviour, kept (decision 0019).
  if (tab.engine !== "webkit") expect(state, `${tab.engine}, ${c.path}: ${key} wraps round to ${name}`).toEqual(expectedPricing(c, locale, selected, selected));
  await tab.click(await byText(tab, "[data-choice] label", name));
  await expectPricing(tab, c, locale, selected, selected);
}

/**
 * Used as soon as the page has loaded (no script awaited: a radio group and CSS). By pointer, on the
 * labels: the second period and back (a click also focuses the radio). Then the keyboard on the
 * focused radio: the arrows move and check, and wrap at both ends (a radio group has no Home and
 * End); the group is one tab stop (Tab goes on to the first plan, Shift+Tab comes back to the checked
 * period, not the first).
 */
async function usePricing(tab: Tab, c: PricingCase, locale: Locale, keyboard: "full" | "short") {
  const t = c.lang.m.pricing;
  const [first, second] = c.variant.tabs.map((each) => t.periods[each.period]) as [string, string];
  expect(
    await tab.evaluate(() => [...document.querySelectorAll("[data-choice]")].every((widget) => !widget.closest("astro-island") && !widget.querySelector("astro-island"))),
    `${c.path}: the billing period is no island`,
  ).toBe(true);
  await expectPricing(tab, c, locale, 0, -1);
  await tab.click(await byText(tab, "[data-choice] label", second));
  await expectPricing(tab, c, locale, 1, 1);
  await tab.click(await byText(tab, "[data-choice] label", first));
  await expectPricing(tab, c, locale, 0, 0);

  await tab.press("ArrowRight");
  await expectPricing(tab, c, locale, 1, 1);
  await tab.press("ArrowLeft");
  await expectPricing(tab, c, locale, 0, 0);
  await expectWrap(tab, c, locale, "ArrowLeft", 1);
  await expectWrap(tab, c, locale, "ArrowRight", 0);
  if (keyboard === "short") return;
  await tab.press("ArrowDown");
  await expectPricing(tab, c, locale, 1, 1);
  await tab.press("ArrowUp");
  await expectPricing(tab, c, locale, 0, 0);
  await tab.press("ArrowDown");
  await expectPricing(tab, c, locale, 1, 1);
  await tab.press("Tab");
  const firstPlan = c.variant.tabs[1].plans[0]!;
  const choose = fill(t.choose, { plan: firstPlan.name });
  await until(tab, `${c.path}: Tab goes on to "${choose}"`, (wanted) => (document.activeElement?.textContent ?? "").replace(/\s+/g, " ").trim() === wanted, choose);
  await tab.press("Shift+Tab");
  await expectPricing(tab, c, locale, 1, 1);
  // Focus is on the checked radio, named by its label.
  expect(await tab.evaluate(() => ((document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? "").replace(/\s+/g, " ").trim())).toBe(second);
}

test.describe("pricing tabs", () => {
  test("/pricing (en, 1440 px) and /sv/pricing (390 px): Monthly and Quarterly by pointer and keyboard, SPEC's prices", async ({ tab, site }) => {
    await answerConsent(tab, site, []);
    const en: PricingCase = { lang: langs.en, path: "/pricing", variant: langs.en.pricing.home, prices: specPrices.home };
    await tab.goto(`${site.origin}${en.path}`);
    await usePricing(tab, en, "en", "full");

    await phone(tab);
    const sv: PricingCase = { lang: langs.sv, path: "/sv/pricing", variant: langs.sv.pricing.home, prices: specPrices.home };
    await tab.goto(`${site.origin}${sv.path}`);
    await usePricing(tab, sv, "sv", "full");
  });

  test("the home page (far down the page) and /go (Monthly and Yearly): the same toggle with their own plans", async ({ tab, site }) => {
    await answerConsent(tab, site, []);
    const home: PricingCase = { lang: langs.en, path: "/", variant: langs.en.pricing.home, prices: specPrices.home };
    await tab.goto(`${site.origin}${home.path}`);
    await usePricing(tab, home, "en", "short");

    const go: PricingCase = { lang: langs.sv, path: "/sv/go", variant: langs.sv.pricing.feature, prices: specPrices.feature };
    await tab.goto(`${site.origin}${go.path}`);
    await usePricing(tab, go, "sv", "short");
  });
});

// ---------------------------------------------------------------------------------------------------
// Counters

/** SPEC §9: the home statistics (hours, euros, weeks) and the dark page's counters (%, the first from 92). */
const specStats = [100, 5000, 4] as const;
const specDarkCounters = { values: [95, 50, 76], from: [92, 0, 0] } as const;

type CounterCase = { path: string; items: string; start: string[]; final: string[] };

/** The number a figure shows, sign included ("€-74" is -74). */
const number = (text: string) => Number(text.replace(/[^\d-]/g, ""));

/**
 * Scrolls as a reader does, a screen at a time, until the `index`th counter's top is `at` (a share of
 * the screen's height) from the top, and the page has settled there: far sections render on the way
 * (content-visibility) and may move what follows.
 */
async function scrollToCounter(tab: Tab, c: CounterCase, index: number, at: number) {
  await until(
    tab,
    `${c.path}: counter ${index + 1} scrolled to ${at} of the screen's height`,
    async (css, n, share) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const item = document.querySelectorAll(css)[n]!;
      const distance = () => item.getBoundingClientRect().top - innerHeight * share;
      while (Math.abs(distance()) > innerHeight * 0.8) {
        scrollBy(0, Math.sign(distance()) * innerHeight * 0.8);
        await frame();
        await frame();
      }
      scrollBy(0, distance());
      for (let count = 0; count < 5; count++) await frame();
      return Math.abs(distance()) < 2;
    },
    c.items,
    index,
    at,
  );
}

/** The figures of `itemsCss` as the served HTML has them (what a visitor without JavaScript sees). */
async function servedFigures(itemsCss: string) {
  const html = await (await fetch(location.href)).text();
  const served = new DOMParser().parseFromString(html, "text/html");
  return [...served.querySelectorAll(itemsCss)].map((item) => (item.querySelector("[data-count-up-figure]")?.textContent ?? "").replace(/\s+/g, " ").trim());
}

/**
 * The page opened without waiting for its scripts. In the HTML: the final values. As a reader nears
 * them, below the screen: the start values (their script, run after the first paint, set them). After
 * scrolling to them: each counts up (at least one figure in between, never down) to its final value,
 * shown; and only once. `stepwise` (a phone, where the counters stack): the last still shows its
 * start value while only the first is in view, and counts once scrolled to.
 */
async function useCounters(tab: Tab, c: CounterCase, stepwise: boolean) {
  expect(await tab.evaluate(servedFigures, c.items), `${c.path}: the final values in the HTML`).toEqual(c.final);
  // The first counter's card a tenth of the screen's height below it.
  await scrollToCounter(tab, c, 0, 1.1);
  await until(tab, `${c.path}: the counters below the screen at their start values`, figuresReading, c.items, c.start, false);
  expect((await tab.evaluate(readFigures, c.items)).map((figure) => figure.below), `${c.path}: the counters start below the screen`).toEqual(c.start.map(() => true));
  await tab.evaluate(recordFigures, c.items);

  // On a phone, the first counter a little below the middle leaves the last below the screen.
  await scrollToCounter(tab, c, 0, stepwise ? 0.55 : 0.3);
  if (stepwise) {
    await until(tab, `${c.path}: the first counter at its final value`, figuresReading, c.items, c.final.map((value, index) => (index === 0 ? value : null)), false);
    // The last, still below the screen, waits at its start value.
    await until(tab, `${c.path}: the last counter at its start value`, figuresReading, c.items, c.start.map((value, index) => (index === c.start.length - 1 ? value : null)), false);
    const last = (await tab.evaluate(readFigures, c.items)).at(-1)!;
    expect(last, `${c.path}: the last counter, still below the screen, waits`).toMatchObject({ text: c.start.at(-1), inView: false, below: true });
    await scrollToCounter(tab, c, c.start.length - 1, 0.5);
  }
  expect(await until(tab, `${c.path}: every counter at its final value, fully shown`, figuresReading, c.items, c.final, true)).toEqual(c.final);

  const seen = await tab.evaluate(() => (window as unknown as { __figuresSeen: string[][] }).__figuresSeen);
  seen.forEach((recorded, index) => {
    // Each counter shows its start value from before recording began; should the prerendered final
    // value show first, it must drop to the start value out of sight before counting.
    const from = Math.max(0, recorded.indexOf(c.start[index]!));
    const before = recorded.slice(0, from);
    expect.soft(before.every((value) => value === c.final[index]), `${c.path}: counter ${index + 1} before its start value (seen: ${recorded.join(", ")})`).toBe(true);
    const values = recorded.slice(from);
    const numbers = values.map(number);
    const [start, final] = [number(c.start[index]!), number(c.final[index]!)];
    expect.soft(values.at(-1), `${c.path}: counter ${index + 1} ends at its final value`).toBe(c.final[index]);
    expect.soft(numbers.some((value) => value > start && value < final), `${c.path}: counter ${index + 1} counts up (seen: ${values.join(", ")})`).toBe(true);
    // Firefox showed "-1 hours" and "€-64" for a frame while count-up.tsx started its clock before
    // the first frame, which Firefox stamps earlier than the observer callback.
    expect.soft(Math.min(...numbers), `${c.path}: counter ${index + 1} never shows less than its start value (seen: ${values.join(", ")})`).toBeGreaterThanOrEqual(start);
    expect.soft(numbers.every((value, at) => at === 0 || value >= numbers[at - 1]!), `${c.path}: counter ${index + 1} never counts down (seen: ${values.join(", ")})`).toBe(true);
  });

  // Once only: away and back, they stay where they are.
  const changes = seen.map((values) => values.length);
  await tab.evaluate(() => scrollTo(0, 0));
  await frames(tab);
  await scrollToCounter(tab, c, 0, 0.3);
  expect((await tab.evaluate(readFigures, c.items)).map((figure) => figure.text), `${c.path}: counters after coming back`).toEqual(c.final);
  expect(await tab.evaluate(() => (window as unknown as { __figuresSeen: string[][] }).__figuresSeen.map((values) => values.length)), `${c.path}: no second count`).toEqual(changes);
}

test.describe("counters", () => {
  test("home statistics (en at 1440 px, sv at 390 px): SPEC's figures in the HTML, at 0 below the screen, then up to SPEC's figures once in view, once", async ({ tab, site }) => {
    await answerConsent(tab, site, []);
    const figures = (lang: Lang, locale: Locale, values: readonly number[]) => lang.home.stats.items.map((item, index) => spaced(`${item.prefix}${formatWhole(values[index]!, locale)}${item.suffix}`));
    const items = 'section[aria-labelledby="stats-title"] li';
    await tab.goto(`${site.origin}/`);
    await useCounters(tab, { path: "/", items, start: figures(langs.en, "en", [0, 0, 0]), final: figures(langs.en, "en", specStats) }, false);

    await phone(tab);
    await tab.goto(`${site.origin}/sv`);
    await useCounters(tab, { path: "/sv", items, start: figures(langs.sv, "sv", [0, 0, 0]), final: figures(langs.sv, "sv", specStats) }, true);
  });

  test("the dark page's counters (home-4, 1440 px): SPEC's figures in the HTML; below the screen the first at 92, then all count to SPEC's figures, once", async ({ tab, site }) => {
    await answerConsent(tab, site, []);
    const figures = (values: readonly number[]) => langs.en.home4.counters.items.map((item, index) => `${values[index]}${item.suffix}`);
    await tab.goto(`${site.origin}/home-4`);
    await useCounters(tab, { path: "/home-4", items: "[data-counter]", start: figures(specDarkCounters.from), final: figures(specDarkCounters.values) }, false);
  });
});

// ---------------------------------------------------------------------------------------------------
// Marquees

type MarqueeCase = { path: string; label: string; m: Lang["m"] };

/**
 * The pointer and focus off the marquee, as after clicking elsewhere: a click on the h1, then the
 * marquee scrolled to the bottom of the screen (and kept there while far sections render and shift).
 */
async function lookAway(tab: Tab, c: MarqueeCase) {
  await tab.click("h1");
  await until(
    tab,
    `${c.path}: "${c.label}" at the bottom of the screen, neither pointer nor focus on it`,
    async (label) => {
      const group = [...document.querySelectorAll<HTMLElement>('[role="group"]')].find((element) => element.getAttribute("aria-label") === label)!;
      group.scrollIntoView({ block: "end" });
      for (let count = 0; count < 5; count++) await new Promise((resolve) => requestAnimationFrame(resolve));
      const rect = group.getBoundingClientRect();
      return !group.matches(":hover") && !group.matches(":focus-within") && rect.top >= 0 && rect.bottom <= innerHeight + 1;
    },
    c.label,
  );
}

/** Moving; the pause button stops every row (still, paused) and play sets them going again, with the pointer and focus elsewhere. */
async function useMarquee(tab: Tab, c: MarqueeCase) {
  const { pause, play } = c.m.home.marquee;
  await lookAway(tab, c);
  expect(await tab.evaluate(readMarquee, c.label), `${c.path}: "${c.label}" at first`).toMatchObject({ button: pause, hovered: false, focusWithin: false });
  await until(tab, `${c.path}: the rows of "${c.label}" moving`, marqueeMotion, c.label, "moving");

  const steps = [
    { press: pause, next: play, state: "paused", motion: "still" },
    { press: play, next: pause, state: "running", motion: "moving" },
  ] as const;
  for (const { press, next, state, motion } of steps) {
    await tab.click(await byText(tab, "button", press));
    await lookAway(tab, c);
    const after = await tab.evaluate(readMarquee, c.label);
    expect(after, `${c.path}: "${c.label}" after ${press}`).toMatchObject({ button: next, hovered: false, focusWithin: false, inView: true });
    expect(new Set(after!.playStates), `${c.path}: rows after ${press}`).toEqual(new Set([state]));
    await until(tab, `${c.path}: the rows of "${c.label}" ${motion} after ${press}`, marqueeMotion, c.label, motion);
  }
}

test("marquees (home logo rows, en, 1440 px; home-4 review strip, sv, 390 px): pause stops them, play sets them going again", async ({ tab, site }) => {
  await answerConsent(tab, site, []);
  await open(tab, site, "/");
  await useMarquee(tab, { path: "/", label: langs.en.home.integrations.marqueeLabel, m: langs.en.m });

  await phone(tab);
  await open(tab, site, "/sv/home-4");
  await useMarquee(tab, { path: "/sv/home-4", label: langs.sv.home4.reviews.label, m: langs.sv.m });
});

// ---------------------------------------------------------------------------------------------------
// Carousel

type CarouselCase = { path: string; lang: Lang };

/** Waits until slide `n` (1-based) alone is on screen and named in the position text, and shows its own testimonial. */
async function expectSlide(tab: Tab, c: CarouselCase, n: number, trackFocused?: boolean) {
  const { carousel: t } = c.lang.m.landing;
  const items = c.lang.home2.testimonials.items;
  const position = fill(t.slide, { number: n, count: items.length });
  const settled = await until(tab, `${c.path}: slide "${position}" alone on screen`, readCarousel, t.label, position);
  expect(settled, `${c.path}: slide ${n}`).toMatchObject({ status: position, shown: [position], partly: [position], ...(trackFocused === undefined ? {} : { trackFocused }) });
  expect(settled!.text[0], `${c.path}: slide ${n}'s testimonial`).toContain(spaced(items[n - 1]!.quote));
}

/**
 * By the buttons: Previous from the first slide wraps to the last, Next from the last wraps to the
 * first, and both step one slide otherwise. With `keyboard`, the arrows, Home and End on the focused
 * track (focused by a click on a slide) move and wrap too.
 */
async function useCarousel(tab: Tab, c: CarouselCase, keyboard: boolean) {
  const { carousel: t } = c.lang.m.landing;
  const count = c.lang.home2.testimonials.items.length;
  expect(count, `${c.path}: enough slides to step through`).toBeGreaterThan(2);
  expect(
    await tab.evaluate(() => [...document.querySelectorAll("[data-carousel]")].every((widget) => !widget.closest("astro-island") && !widget.querySelector("astro-island"))),
    `${c.path}: the carousel is no island`,
  ).toBe(true);
  await tab.evaluate((label) => [...document.querySelectorAll('[aria-roledescription="carousel"]')].find((element) => element.getAttribute("aria-label") === label)?.scrollIntoView({ block: "center" }), t.label);
  await expectSlide(tab, c, 1);
  const previous = await byText(tab, "button", t.previous);
  const next = await byText(tab, "button", t.next);
  await tab.click(previous);
  await expectSlide(tab, c, count);
  await tab.click(next);
  await expectSlide(tab, c, 1);
  await tab.click(next);
  await expectSlide(tab, c, 2);
  await tab.click(next);
  await expectSlide(tab, c, 3);
  await tab.click(previous);
  await expectSlide(tab, c, 2);
  if (!keyboard) return;
  await tab.click(await byText(tab, '[aria-roledescription="slide"]', fill(t.slide, { number: 2, count })));
  await expectSlide(tab, c, 2, true);
  await tab.press("ArrowLeft");
  await expectSlide(tab, c, 1, true);
  await tab.press("ArrowLeft");
  await expectSlide(tab, c, count, true);
  await tab.press("ArrowRight");
  await expectSlide(tab, c, 1, true);
  await tab.press("End");
  await expectSlide(tab, c, count, true);
  await tab.press("Home");
  await expectSlide(tab, c, 1, true);
}

test("testimonial carousel (home-2, en at 1440 px, sv at 390 px): previous and next move one slide and wrap at both ends; at once, no script awaited", async ({ tab, site }) => {
  await answerConsent(tab, site, []);
  // Used as soon as the page has loaded: the carousel's script is inline in the head (issue 36).
  await tab.goto(`${site.origin}/home-2`);
  await useCarousel(tab, { path: "/home-2", lang: langs.en }, true);

  await phone(tab);
  await tab.goto(`${site.origin}/sv/home-2`);
  await useCarousel(tab, { path: "/sv/home-2", lang: langs.sv }, false);
});
