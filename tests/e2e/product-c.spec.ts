import type { Locator, Page } from "@playwright/test";
import { integrations } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { goSchema } from "../../src/content/schemas/go";
import { procurementSchema } from "../../src/content/schemas/procurement";
import { visibilitySchema } from "../../src/content/schemas/visibility";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { expectNewTab, expectFreeTrialCta, expectNextLinks, expectVisuals, scheduling, productUi } from "./product-helpers";
import { readTitles } from "../../src/content/registry";
import { testsBehaviour } from "./sample";

const { en: enPages, sv: svPages } = readTitles();

/**
 * Issue 9, third part: /go, /procurement and /visibility in both languages. Each page's headings in
 * order, SPEC's strings, its visuals named, its links; on /go the Monthly/Yearly plans (SPEC §2
 * "Pricing", §9) by mouse and keyboard and the ERP logo rows with their pause control. The crawl
 * (pages.spec.ts) covers the raw HTML, axe at both widths and JavaScript off for every page.
 */

const { en: enGo, sv: svGo } = readPage("go", goSchema);
const { en: enProcurement, sv: svProcurement } = readPage("procurement", procurementSchema);
const { en: enVisibility, sv: svVisibility } = readPage("visibility", visibilitySchema);
const ui = {
  en: {
    ...productUi.en,
    tablist: "Billing period",
    tabs: ["Monthly", "Yearly"],
    prices: [
      ["€599", "€999", "Custom price"],
      ["€549", "€949", "Custom price"],
    ],
    planLinks: ["Choose Basic", "Choose Pro", "Contact sales"],
    pause: messages.en.home.marquee.pause,
    play: messages.en.home.marquee.play,
    pages: enPages,
    go: enGo,
    procurement: enProcurement,
    visibility: enVisibility,
  },
  sv: {
    ...productUi.sv,
    tablist: "Betalningsperiod",
    tabs: ["Månadsvis", "Årsvis"],
    prices: [
      ["599 €", "999 €", "Offert"],
      ["549 €", "949 €", "Offert"],
    ],
    planLinks: ["Välj Basic", "Välj Pro", "Kontakta sälj"],
    pause: messages.sv.home.marquee.pause,
    play: messages.sv.home.marquee.play,
    pages: svPages,
    go: svGo,
    procurement: svProcurement,
    visibility: svVisibility,
  },
} as const;

// Some tests walk a page step by step and follow links inside the app: allow a busy machine more
// than the default minute.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

const spaces = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

/** The hero's two buttons: Book Demo in a new tab, and a jump to a section of the page that lands it on screen. */
async function expectHeroJump(page: Page, lang: "en" | "sv", slug: string, label: string, anchor: string, heading: string) {
  const l = ui[lang];
  const main = page.getByRole("main");
  const hero = main.locator("section").first();
  await expectNewTab(hero.getByRole("link", { name: new RegExp(`^${l.bookDemo}`) }), scheduling, l.newTab);
  const jump = hero.getByRole("link", { name: label });
  await expect(jump).toHaveAttribute("href", `#${anchor}`);
  await hydrated(page);
  await jump.click();
  await expect(page).toHaveURL(`${l.prefix}/${slug}#${anchor}`);
  await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeInViewport();
}

/** What a visitor reads as each plan's price: the figure, or the custom-price label. */
async function planPrices(panel: Locator) {
  const cards = await panel.getByRole("article").all();
  return Promise.all(cards.map(async (card) => spaces(await card.getByText(/€|^Custom price$|^Offert$/).first().textContent())));
}

/** The CSS animation state of each row in a marquee group. */
function playStates(group: Locator) {
  return group.getByRole("list").evaluateAll((lists) => lists.map((list) => getComputedStyle(list.parentElement!).animationPlayState));
}

// ---- SPEC's exact English strings (content files could drift; these must not) ----

test.describe("SPEC's strings in English", () => {
  test("/go: Goodbye Manual Work! with its three cards, and the free-trial headline", async ({ page }) => {
    await page.goto("/go");
    const main = page.getByRole("main");
    const manual = main.getByRole("region", { name: "Goodbye Manual Work!" });
    await expect(manual.getByRole("heading", { level: 2 })).toHaveText("Goodbye Manual Work!");
    await expect(manual.getByRole("heading", { level: 3 })).toHaveText(["Document processing", "Autonomous communications", "Deep integration"]);
    await expect(main.getByRole("heading", { level: 2, name: "Get one month free trail", exact: true })).toBeVisible();
    await expect(main.getByRole("link", { name: "Get Started Now", exact: true })).toHaveAttribute("href", "/contact");
  });

  test("/procurement: generate, verify and change purchase orders", async ({ page }) => {
    await page.goto("/procurement");
    const cards = page.getByRole("main").getByRole("region", { name: enProcurement.features.heading });
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Generate purchase orders", "Verify purchase orders", "Change purchase orders"]);
  });

  test("/visibility: autonomous communication, the freight hub and yard management", async ({ page }) => {
    await page.goto("/visibility");
    const main = page.getByRole("main");
    for (const [id, eyebrow] of [
      ["communication", "Autonomous communication"],
      ["freight", "Freight hub"],
      ["yard", "Yard management"],
    ] as const) {
      await expect(main.locator(`section#${id}`)).toContainText(eyebrow);
    }
  });
});

for (const lang of ["en", "sv"] as const) {
  const l = ui[lang];
  // Behaviour (jumps, links followed, motion, axe with a tab switched) is the template's, the same in
  // Swedish: in English only. Swedish keeps what its words and numbers change.
  const behaviourToo = testsBehaviour(lang);

  test.describe(`/go (${lang})`, () => {
    const content = l.go;

    test("hero, the sections in order, the visuals named and the onward links", async ({ page }) => {
      await page.goto(`${l.prefix}/go`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.go.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.zero.heading,
        content.integrations.heading,
        content.workflow.heading,
        content.manual.heading,
        content.pricing.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      // Zero setup and zero training, each with its figure; workflow automation with four bullets.
      const zero = main.getByRole("region", { name: content.zero.heading });
      await expect(zero.getByRole("heading", { level: 3 })).toHaveText(content.zero.blocks.map((block) => block.title));
      for (const block of content.zero.blocks) await expect(zero.getByText(block.figure, { exact: true })).toBeVisible();
      const workflow = main.getByRole("region", { name: content.workflow.heading });
      await expect(workflow.getByRole("heading", { level: 3 })).toHaveText(content.workflow.bullets.map((bullet) => bullet.title));
      await expect(workflow.getByRole("heading", { level: 3 })).toHaveCount(4);
      await expect(main.getByRole("region", { name: content.manual.heading }).getByRole("heading", { level: 3 })).toHaveCount(3);
      await expectVisuals(page, [content.hero.visual.alt, content.integrations.diagram.alt, content.workflow.visual.alt]);
      await expectNextLinks(page, lang, content.next);
      await expectFreeTrialCta(page, lang);
    });

    if (behaviourToo) test("the hero's See plans jumps to the pricing", async ({ page }) => {
      await page.goto(`${l.prefix}/go`);
      await expectHeroJump(page, lang, "go", content.hero.secondary, "pricing", content.pricing.heading);
    });

    test("pricing: Monthly by default, Yearly by click and by keyboard, every plan to /contact", async ({ page }) => {
      // Used at once, as a visitor does: the billing period is a radio group whose checked period
      // shows its plans with CSS, so nothing waits for a script.
      await page.goto(`${l.prefix}/go`);
      const pricing = page.getByRole("region", { name: content.pricing.heading });
      const periods = pricing.getByRole("group", { name: l.tablist });
      await expect(periods).toBeVisible();
      await expect(periods.locator("label")).toHaveText([...l.tabs]);
      const [monthly, yearly] = [pricing.getByRole("radio", { name: l.tabs[0] }), pricing.getByRole("radio", { name: l.tabs[1] })];
      const shown = pricing.locator("[data-choice-panel]:visible");
      await expect(monthly).toBeChecked();
      await expect(yearly).not.toBeChecked();
      await expect(shown).toHaveCount(1);
      expect(await planPrices(shown)).toEqual(l.prices[0]);
      await expect(shown.getByRole("heading", { level: 3 })).toHaveText(["Basic", "Pro", "Enterprise"]);
      await expect(shown.getByRole("link")).toHaveText([...l.planLinks]);
      for (const link of await shown.getByRole("link").all()) await expect(link).toHaveAttribute("href", `${l.prefix}/contact`);

      await periods.locator("label", { hasText: l.tabs[1] }).click();
      await expect(yearly).toBeChecked();
      await expect(monthly).not.toBeChecked();
      await expect(shown).toHaveCount(1);
      expect(await planPrices(shown)).toEqual(l.prices[1]);
      await expect(shown.getByRole("link")).toHaveText([...l.planLinks]);
      for (const link of await shown.getByRole("link").all()) await expect(link).toHaveAttribute("href", `${l.prefix}/contact`);

      // Keyboard: one tab stop, arrows move and select, wrapping at both ends (a radio group's keys).
      await periods.locator("label", { hasText: l.tabs[0] }).click();
      await expect(monthly).toBeFocused();
      await expect(monthly).toBeChecked();
      expect(await planPrices(shown)).toEqual(l.prices[0]);
      await page.keyboard.press("ArrowRight");
      await expect(yearly).toBeFocused();
      await expect(yearly).toBeChecked();
      expect(await planPrices(shown)).toEqual(l.prices[1]);
      await page.keyboard.press("ArrowLeft");
      await expect(monthly).toBeFocused();
      await expect(monthly).toBeChecked();
      await page.keyboard.press("ArrowLeft");
      await expect(yearly).toBeFocused();
      await expect(yearly).toBeChecked();
      await page.keyboard.press("ArrowRight");
      await expect(monthly).toBeFocused();
      await expect(monthly).toBeChecked();
      expect(await planPrices(shown)).toEqual(l.prices[0]);

      // Tab leaves the radio group for the first plan's link; Enter follows it to /contact.
      await page.keyboard.press("Tab");
      const basic = shown.getByRole("link", { name: l.planLinks[0] });
      await expect(basic).toBeFocused();
      await basic.press("Enter");
      await expect(page).toHaveURL(`${l.prefix}/contact`);
    });

    if (behaviourToo) test("the Enterprise card's Contact sales leads to /contact", async ({ page }) => {
      await page.goto(`${l.prefix}/go`);
      const pricing = page.getByRole("region", { name: content.pricing.heading });
      await pricing.locator("label", { hasText: l.tabs[1] }).click();
      await expect(pricing.getByRole("radio", { name: l.tabs[1] })).toBeChecked();
      await pricing.locator("[data-choice-panel]:visible").getByRole("link", { name: l.planLinks[2] }).click();
      await expect(page).toHaveURL(`${l.prefix}/contact`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.contact.hero.heading);
    });

    if (behaviourToo) test("the ERP logo rows scroll, pause on focus and by their button, and play again", async ({ page }) => {
      await page.goto(`${l.prefix}/go`);
      await hydrated(page);
      // Clicking the h1 moves focus and the pointer away from the rows.
      const blur = () => page.getByRole("heading", { level: 1 }).click();
      const logos = page.getByRole("main").getByRole("group", { name: content.integrations.marqueeLabel });
      await expect(logos.getByRole("listitem")).toHaveText([...integrations]);
      expect(await playStates(logos)).toEqual(["running", "running"]);

      const pause = logos.getByRole("button", { name: l.pause });
      await pause.focus();
      expect(await playStates(logos)).toEqual(["paused", "paused"]);
      await pause.click();
      await blur();
      expect(await playStates(logos)).toEqual(["paused", "paused"]);
      await logos.getByRole("button", { name: l.play }).click();
      await blur();
      expect(await playStates(logos)).toEqual(["running", "running"]);
      await expect(logos.getByRole("button", { name: l.pause })).toBeVisible();
    });

    if (behaviourToo) test("has no axe-core violations with either pricing tab open and the logos paused", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`${l.prefix}/go`);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.emulateMedia({ reducedMotion: "no-preference" });
      const pricing = page.getByRole("region", { name: content.pricing.heading });
      await pricing.locator("label", { hasText: l.tabs[1] }).click();
      await expect(pricing.getByRole("radio", { name: l.tabs[1] })).toBeChecked();
      await page.getByRole("main").getByRole("button", { name: l.pause }).click();
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test.describe(`/go with reduced motion (${lang})`, () => {
    test.use({ reducedMotion: "reduce" });

    if (behaviourToo) test("the logo rows stand still and the pause button goes away", async ({ page }) => {
      await page.goto(`${l.prefix}/go`);
      await hydrated(page);
      const logos = page.getByRole("group", { name: l.go.integrations.marqueeLabel });
      expect(await logos.getByRole("list").evaluateAll((lists) => lists.map((list) => getComputedStyle(list.parentElement!).animationName))).toEqual([
        "none",
        "none",
      ]);
      await expect(logos.getByRole("button", { name: l.pause })).toBeHidden();
      await expect(logos.getByRole("listitem")).toHaveCount(integrations.length);
    });
  });

  test.describe(`/go without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test("both price sets are in the page, and the radio group reaches the Yearly plans", async ({ page }) => {
      await page.goto(`${l.prefix}/go`);
      const pricing = page.getByRole("region", { name: l.go.pricing.heading });
      await expect(pricing.locator("[data-choice-panel]")).toHaveCount(2);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(7);
      // Monthly shown; the Yearly choice works with the platform alone (a radio and CSS).
      const shown = pricing.locator("[data-choice-panel]:visible");
      await expect(pricing.getByRole("group", { name: l.tablist })).toBeVisible();
      await expect(pricing.getByRole("radio", { name: l.tabs[0] })).toBeChecked();
      await expect(shown).toHaveCount(1);
      expect(await planPrices(shown)).toEqual(l.prices[0]);
      await pricing.locator("label", { hasText: l.tabs[1] }).click();
      await expect(pricing.getByRole("radio", { name: l.tabs[1] })).toBeChecked();
      await expect(shown).toHaveCount(1);
      expect(await planPrices(shown)).toEqual(l.prices[1]);
    });
  });

  test.describe(`/procurement (${lang})`, () => {
    const content = l.procurement;

    test("hero, the sections in order, the purchase order's journey, the visuals and the onward links", async ({ page }) => {
      await page.goto(`${l.prefix}/procurement`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.procurement.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.features.heading,
        content.journey.heading,
        content.verify.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      await expect(main.getByRole("region", { name: content.features.heading }).getByRole("heading", { level: 3 })).toHaveText(
        content.features.cards.map((card) => card.title),
      );
      // Forecast, purchase order, supplier confirmation, ERP write-back: in that order.
      const journey = main.getByRole("region", { name: content.journey.heading });
      await expect(journey.getByRole("heading", { level: 3 })).toHaveText(content.journey.steps.map((step) => step.title));
      await expect(journey.getByRole("img", { name: content.journey.visual.alt, exact: true })).toBeVisible();
      await expect(main.getByRole("region", { name: content.verify.heading }).getByRole("listitem").filter({ visible: true })).toHaveText([
        ...content.verify.points!,
      ]);
      for (const figure of content.figures) await expect(main.getByText(figure.value, { exact: true })).toBeVisible();
      await expectVisuals(page, [content.hero.visual.alt, content.journey.visual.alt, content.verify.visual.alt]);
      await expectNextLinks(page, lang, content.next);
      await expectFreeTrialCta(page, lang);
    });

    if (behaviourToo) test("the hero jumps to the journey, and an onward card navigates to /visibility", async ({ page }) => {
      await page.goto(`${l.prefix}/procurement`);
      await expectHeroJump(page, lang, "procurement", content.hero.secondary, "journey", content.journey.heading);
      const next = page.getByRole("region", { name: content.next.heading });
      expect(content.next.links[1]!.page).toBe("visibility");
      await next.getByRole("link", { name: content.next.links[1]!.title, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/visibility`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.visibility.hero.heading);
    });
  });

  test.describe(`/visibility (${lang})`, () => {
    const content = l.visibility;

    test("hero, the three sections each with its own visual, and the onward links", async ({ page }) => {
      await page.goto(`${l.prefix}/visibility`);
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.visibility.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.communication.heading,
        content.freight.heading,
        content.yard.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      for (const section of [content.communication, content.freight, content.yard]) {
        await expect(main.getByRole("region", { name: section.heading }).getByRole("img", { name: section.visual.alt, exact: true })).toBeVisible();
      }
      await expect(main.getByRole("region", { name: content.freight.heading }).getByRole("heading", { level: 3 })).toHaveText(
        content.freight.bullets!.map((bullet) => bullet.title),
      );
      await expect(main.getByRole("region", { name: content.yard.heading }).getByRole("heading", { level: 3 })).toHaveText(
        content.yard.bullets!.map((bullet) => bullet.title),
      );
      await expectVisuals(page, [content.hero.visual.alt, content.communication.visual.alt, content.freight.visual.alt, content.yard.visual.alt]);
      await expectNextLinks(page, lang, content.next);
      await expectFreeTrialCta(page, lang);
    });

    if (behaviourToo) test("the hero jumps to the freight hub, and an onward card navigates to /procurement", async ({ page }) => {
      await page.goto(`${l.prefix}/visibility`);
      await expectHeroJump(page, lang, "visibility", content.hero.secondary, "freight", content.freight.heading);
      expect(content.next.links[0]!.page).toBe("procurement");
      await page.getByRole("region", { name: content.next.heading }).getByRole("link", { name: content.next.links[0]!.title, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/procurement`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.procurement.hero.heading);
    });
  });
}
