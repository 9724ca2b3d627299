import type { Locator } from "@playwright/test";
import { integrations } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { platformSchema } from "../../src/content/schemas/platform";
import { platform1Schema } from "../../src/content/schemas/platform1";
import { serviceDetailsSchema } from "../../src/content/schemas/service-details";
import { servicesSchema } from "../../src/content/schemas/services";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { expect, hydrated, test } from "./fixtures";
import { expectNewTab, expectFreeTrialCta, expectNextLinks, expectVisuals, scheduling, productUi } from "./product-helpers";
import { readTitles } from "../../src/content/registry";
import { testsBehaviour } from "./sample";

const { en: enPages, sv: svPages } = readTitles();

/**
 * Issue 9, second half: /platform, /platform1, /services and /service-details in both languages.
 * Each page's headings in order, its visuals named, its links; the services FAQ (SPEC §4) by mouse,
 * keyboard and without JavaScript; the "Our Services" breadcrumb back to Services. Accessibility and
 * the raw HTML are the crawl's (pages.spec.ts).
 */

const { en: enPlatform, sv: svPlatform } = readPage("platform", platformSchema);
const { en: enPlatform1, sv: svPlatform1 } = readPage("platform1", platform1Schema);
const { en: enServiceDetails, sv: svServiceDetails } = readPage("service-details", serviceDetailsSchema);
const { en: enServices, sv: svServices } = readPage("services", servicesSchema);
const ui = {
  en: {
    ...productUi.en,
    pages: enPages,
    platform: enPlatform,
    platform1: enPlatform1,
    services: enServices,
    details: enServiceDetails,
  },
  sv: {
    ...productUi.sv,
    pages: svPages,
    platform: svPlatform,
    platform1: svPlatform1,
    services: svServices,
    details: svServiceDetails,
  },
} as const;

// Several tests walk a page step by step (the FAQ by keyboard, links followed in the app): allow a
// busy machine more than the default minute.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

/** The answer of the `index`th question of the accordion in `scope`: the element after its summary. */
const answer = (scope: Locator, index: number) => scope.locator("[data-accordion] > details").nth(index).locator("summary + *");

/** Each item of the accordion in `scope`: open or not, and its answer shown or not. */
const faqState = (scope: Locator) =>
  scope
    .locator("[data-accordion] > details")
    .evaluateAll((items) => items.map((item) => ({ open: (item as HTMLDetailsElement).open, shown: (item.querySelector("summary + *") as HTMLElement).checkVisibility() })));

/** Only item `open` of `count` open, its answer alone shown. */
const onlyOpen = (count: number, open: number) => Array.from({ length: count }, (_, index) => ({ open: index === open, shown: index === open }));

// A page load on a busy CI machine can take longer than the default 5 s.
const navigation = { timeout: 15_000 };

for (const lang of ["en", "sv"] as const) {
  const l = ui[lang];
  // Behaviour (the FAQ by mouse and keys, links followed) in English only (testsBehaviour).
  const behaviourToo = testsBehaviour(lang);

  test.describe(`/platform (${lang})`, () => {
    const content = l.platform;

    test("hero, the sections in order, the visuals named and the onward links", async ({ page }) => {
      await page.goto(`${l.prefix}/platform`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages.platform.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.architecture.heading,
        content.integrations.heading,
        content.residency.heading,
        content.security.heading,
        content.assurance.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      // The four stages of the data flow, and the security controls a buyer asks about.
      await expect(main.getByRole("region", { name: content.architecture.heading }).getByRole("heading", { level: 3 })).toHaveText(
        content.architecture.stages.map((stage) => stage.title),
      );
      await expect(main.getByRole("region", { name: content.security.heading }).getByRole("heading", { level: 3 })).toHaveText(
        content.security.bullets!.map((bullet) => bullet.title),
      );
      await expectVisuals(page, [content.hero.visual.alt, content.architecture.visual.alt, content.residency.visual.alt, content.security.visual.alt]);
      await expectNextLinks(page, lang, content.next);
      await expectFreeTrialCta(page, lang);
    });

    test("the integrations list every ERP wordmark of the site configuration, and the hero leads to data residency", async ({ page }) => {
      await page.goto(`${l.prefix}/platform`);
      const main = page.getByRole("main");
      const list = main.getByRole("list", { name: content.integrations.listLabel });
      await expect(list.getByRole("listitem")).toHaveText([...integrations]);
      await expect(list.getByRole("listitem")).toHaveCount(10);
      const hero = main.locator("section").first();
      await expectNewTab(hero.getByRole("link", { name: new RegExp(`^${l.bookDemo}`) }), scheduling, l.newTab);
      const residency = hero.getByRole("link", { name: content.hero.secondary });
      await expect(residency).toHaveAttribute("href", "#residency");
      await hydrated(page);
      await residency.click();
      await expect(page).toHaveURL(`${l.prefix}/platform#residency`);
      await expect(main.getByRole("heading", { level: 2, name: content.residency.heading })).toBeInViewport();
    });
  });

  test.describe(`/platform1 (${lang})`, () => {
    const content = l.platform1;

    test("hero, the sections in order, the comparison table, the visuals and the onward links", async ({ page }) => {
      await page.goto(`${l.prefix}/platform1`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages.platform1.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.case.heading,
        content.sources.heading,
        content.cleaning.heading,
        content.insights.heading,
        content.results.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      // Spreadsheets against live data: a real table, named by its heading, one row per topic.
      const table = main.getByRole("table", { name: content.case.heading });
      await expect(table.getByRole("columnheader")).toHaveText([content.case.columns.topic, content.case.columns.before, content.case.columns.after]);
      await expect(table.getByRole("rowheader")).toHaveText(content.case.rows.map((row) => row.topic));
      await expect(main.getByRole("region", { name: content.sources.heading }).getByRole("heading", { level: 3 })).toHaveText(
        content.sources.cards.map((card) => card.title),
      );
      // SPEC §9 figures where they fit.
      const results = main.getByRole("region", { name: content.results.heading });
      for (const figure of content.results.figures) await expect(results.getByText(figure.value, { exact: true })).toBeVisible();
      await expectVisuals(page, [content.hero.visual.alt, content.cleaning.visual.alt]);
      await expect(main.locator("section").first().getByRole("link", { name: content.hero.secondary })).toHaveAttribute("href", `${l.prefix}/platform`);
      await expectNextLinks(page, lang, content.next);
      await expectFreeTrialCta(page, lang);
    });
  });

  test.describe(`/services (${lang})`, () => {
    const content = l.services;
    const faq = content.faq;

    test("hero, the sections in order, every service card leads to /service-details", async ({ page }) => {
      await page.goto(`${l.prefix}/services`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages.services.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.services.heading,
        content.engagement.heading,
        content.included.heading,
        faq.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      const cards = main.getByRole("region", { name: content.services.heading });
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(content.services.cards.map((card) => card.title));
      await expect(cards.getByRole("link")).toHaveCount(content.services.cards.length);
      for (const card of content.services.cards) {
        await expect(cards.getByRole("link", { name: card.title, exact: true })).toHaveAttribute("href", `${l.prefix}/service-details`);
      }
      await expectVisuals(page, [content.hero.visual.alt, content.engagement.visual.alt]);
      await expect(main.locator("section").first().getByRole("link", { name: content.hero.secondary })).toHaveAttribute("href", `${l.prefix}/pricing`);
      await expectNextLinks(page, lang, content.next);
      await expectFreeTrialCta(page, lang);

      // A card is one big link: following it opens the service details page.
      await hydrated(page);
      await cards.getByRole("link", { name: content.services.cards[1]!.title, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/service-details`, navigation);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages["service-details"].hero.heading);
    });

    if (behaviourToo) test("the FAQ by mouse: five questions, the first open, one open at a time, the open one stays open", async ({ page }) => {
      await page.goto(`${l.prefix}/services`);
      const region = page.getByRole("region", { name: faq.heading });
      const summaries = region.locator("[data-accordion] > details > summary");
      // Each question is a heading inside its summary.
      await expect(summaries).toHaveText(faq.items.map((item) => item.question));
      await expect(region.getByRole("heading", { level: 3 })).toHaveText(faq.items.map((item) => item.question));
      const expectOpen = async (open: number) => {
        await expect.poll(() => faqState(region), { message: `question ${open + 1} open alone`, timeout: 15_000 }).toEqual(onlyOpen(faq.items.length, open));
        await expect(answer(region, open)).toContainText(faq.items[open]!.answer.split("\n")[0]!);
      };
      await expectOpen(0);
      await summaries.nth(2).click();
      await expectOpen(2);
      // Clicking the open question keeps it open (SPEC §4: the active item does not collapse).
      await summaries.nth(2).click();
      await expectOpen(2);
      await summaries.nth(4).click();
      await expectOpen(4);
      await summaries.nth(0).click();
      await expectOpen(0);
    });

    if (behaviourToo) test("the FAQ by keyboard: arrow keys, Home and End move focus; Enter and Space open", async ({ page }) => {
      await page.goto(`${l.prefix}/services`);
      const region = page.getByRole("region", { name: faq.heading });
      const summaries = region.locator("[data-accordion] > details > summary");
      const expectOpen = (open: number) => expect.poll(() => faqState(region), { message: `question ${open + 1} open alone`, timeout: 15_000 }).toEqual(onlyOpen(faq.items.length, open));
      await summaries.nth(0).focus();
      await page.keyboard.press("ArrowDown");
      await expect(summaries.nth(1)).toBeFocused();
      // Moving focus does not open anything.
      await expectOpen(0);
      await page.keyboard.press("Enter");
      await expectOpen(1);
      await page.keyboard.press("ArrowDown");
      await expect(summaries.nth(2)).toBeFocused();
      await page.keyboard.press("Space");
      await expectOpen(2);
      // Space and Enter on the open question leave it open.
      await page.keyboard.press("Space");
      await expectOpen(2);
      await page.keyboard.press("Enter");
      await expectOpen(2);
      await page.keyboard.press("End");
      await expect(summaries.nth(4)).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(summaries.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(summaries.nth(4)).toBeFocused();
      await page.keyboard.press("Home");
      await expect(summaries.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(summaries.nth(4)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(summaries.nth(3)).toBeFocused();
      await page.keyboard.press("Enter");
      await expectOpen(3);
      await expect(answer(region, 3)).toBeVisible();
      await expect(answer(region, 3)).toContainText(faq.items[3]!.answer.split("\n")[0]!);
    });
  });

  // /services' answers without scripts: tests/e2e/first-paint.spec.ts, "with JavaScript off".

  test.describe(`/service-details (${lang})`, () => {
    const content = l.details;
    const heading = l.pages["service-details"].hero.heading;

    test('"Our Services", the three services in depth with their visuals, the onboarding steps and the onward links', async ({ page }) => {
      await page.goto(`${l.prefix}/service-details`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(lang === "en" ? "Our Services" : heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.forecasting.heading,
        content.purchasing.heading,
        content.integration.heading,
        content.onboarding.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      await expectVisuals(page, [content.forecasting.visual.alt, content.purchasing.visual.alt, content.integration.visual.alt]);
      // Each service has its figures.
      for (const section of [content.forecasting, content.purchasing, content.integration]) {
        const region = main.getByRole("region", { name: section.heading });
        for (const figure of section.figures) await expect(region.getByText(figure.value, { exact: true })).toBeVisible();
      }
      // The home page's three steps, under the titles a visitor clicked there.
      const steps = main.getByRole("region", { name: content.onboarding.heading });
      await expect(steps.getByRole("heading", { level: 3 })).toHaveText(
        (["signup", "connect", "start"] as const).map((key) => messages[lang].feature.steps[key].title),
      );
      await expectNextLinks(page, lang, content.next);
      await expectFreeTrialCta(page, lang);
    });

    if (behaviourToo) test("the breadcrumb leads back to Services, and following it works", async ({ page }) => {
      await page.goto(`${l.prefix}/service-details`);
      const trail = page.getByRole("navigation", { name: messages[lang].breadcrumb.label });
      const items = trail.getByRole("listitem");
      await expect(items).toHaveText([messages[lang].pageNames.home, messages[lang].pageNames.services, heading]);
      await expect(trail.getByRole("link", { name: messages[lang].pageNames.home, exact: true })).toHaveAttribute("href", lang === "en" ? "/" : "/sv");
      const services = trail.getByRole("link", { name: messages[lang].pageNames.services, exact: true });
      await expect(services).toHaveAttribute("href", `${l.prefix}/services`);
      // The current page is named, marked and not a link.
      await expect(items.last().getByText(heading, { exact: true })).toHaveAttribute("aria-current", "page");
      await expect(trail.getByRole("link")).toHaveCount(2);
      await hydrated(page);
      await services.click();
      await expect(page).toHaveURL(`${l.prefix}/services`, navigation);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.services.hero.heading);
    });

    if (behaviourToo) test('"On this page" leads to each section, and the hero buttons to sign-up and all services', async ({ page }) => {
      await page.goto(`${l.prefix}/service-details`);
      const main = page.getByRole("main");
      const toc = main.getByRole("navigation", { name: content.hero.toc.label });
      await expect(toc.getByRole("link")).toHaveCount(content.hero.toc.items.length);
      for (const item of content.hero.toc.items) {
        await expect(toc.getByRole("link", { name: new RegExp(`^${item.title}`) })).toHaveAttribute("href", `#${item.id}`);
        await expect(main.locator(`section#${item.id}`).getByRole("heading", { level: 2 })).toBeVisible();
      }
      const hero = main.locator("section").first();
      await expect(hero.getByRole("link", { name: content.hero.primary })).toHaveAttribute("href", `${l.prefix}/signup`);
      await expect(hero.getByRole("link", { name: content.hero.secondary })).toHaveAttribute("href", `${l.prefix}/services`);
      await toc.getByRole("link", { name: new RegExp(`^${content.hero.toc.items[3]!.title}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/service-details#get-started$`));
      await expect(main.getByRole("heading", { level: 2, name: content.onboarding.heading })).toBeInViewport();
    });
  });
}

test("the home page's onboarding steps lead to the service details", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("link", { name: messages.en.feature.steps.connect.title, exact: true }).click();
  await expect(page).toHaveURL("/service-details", navigation);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  await expect(page.getByRole("heading", { level: 3, name: messages.en.feature.steps.connect.title })).toBeVisible();
});
