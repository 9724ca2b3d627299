import { readPage } from "../../src/content/files";
import { aiSchema } from "../../src/content/schemas/ai";
import { answerConsent } from "./consent-helpers";
import { expect, test } from "./fixtures";
import { expectNewTab, expectFreeTrialCta, scheduling, productUi } from "./product-helpers";
import { readTitles } from "../../src/content/registry";

const { en: enPages, sv: svPages } = readTitles();

/**
 * The product pages (SPEC §2 "Product pages", issue 9) in both languages: each page's sections in
 * order, SPEC's strings exactly, and where every link leads. Accessibility and the raw HTML of every
 * page are covered by the crawl (pages.spec.ts); behaviour shared by several pages (accordion,
 * pricing) by their own tests.
 */

const { en: enAi, sv: svAi } = readPage("ai", aiSchema);
const ui = {
  en: productUi.en,
  sv: productUi.sv,
} as const;
const pages = { en: enPages, sv: svPages } as const;

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

for (const [lang, content] of [
  ["en", enAi],
  ["sv", svAi],
] as const) {
  const l = ui[lang];
  test.describe(`/ai (${lang})`, () => {
    test("hero, the three tiles and the sections in order, SPEC's strings exact", async ({ page }) => {
      await page.goto(`${l.prefix}/ai`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(lang === "en" ? "The New brain for Supply Chains!" : pages.sv.ai.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        content.tiles.heading,
        content.forecasting.heading,
        content.risk.heading,
        content.automation.heading,
        content.control.heading,
        content.next.heading,
        l.cta.heading,
      ]);
      if (lang === "en") {
        await expect(main.getByRole("heading", { level: 2 }).nth(1)).toHaveText("Predictive forecasting");
        await expect(main.getByRole("heading", { level: 2 }).nth(2)).toHaveText("Proactive Risk management");
        await expect(main.getByRole("heading", { level: 2 }).nth(3)).toHaveText("Intelligent Automation");
      }
      const tiles = main.getByRole("region", { name: content.tiles.heading });
      await expect(tiles.getByRole("heading", { level: 3 })).toHaveText(lang === "en" ? ["Monitoring", "Predicting", "Resolving"] : content.tiles.cards.map((card) => card.title));
      // SPEC's benefits and risk points, each a named item of its section.
      await expect(main.getByRole("region", { name: content.forecasting.heading }).getByRole("heading", { level: 3 })).toHaveText(
        lang === "en" ? ["Fewer stock-outs", "Improved efficiency"] : content.forecasting.bullets!.map((b) => b.title),
      );
      await expect(main.getByRole("region", { name: content.risk.heading }).getByRole("heading", { level: 3 })).toHaveText(
        lang === "en" ? ["Continuous surveillance", "Risk forecasting models", "Alignment with business strategy"] : content.risk.bullets!.map((b) => b.title),
      );
      // Intelligent Automation is written whole, not cut off.
      await expect(main.getByRole("region", { name: content.automation.heading })).toContainText(content.automation.intro!);
    });

    test("every section has its product visual, named for screen readers", async ({ page }) => {
      await page.goto(`${l.prefix}/ai`);
      const main = page.getByRole("main");
      for (const alt of [content.hero.visual.alt, content.forecasting.visual.alt, content.risk.visual.alt, content.automation.visual.alt]) {
        await expect(main.getByRole("img", { name: alt, exact: true })).toBeVisible();
      }
    });

    test("links: Book Demo in a new tab, pricing, onward pages and the free-trial call to action", async ({ page }) => {
      await page.goto(`${l.prefix}/ai`);
      const main = page.getByRole("main");
      const hero = main.locator("section").first();
      await expectNewTab(hero.getByRole("link", { name: new RegExp(`^${l.bookDemo}`) }), scheduling, l.newTab);
      await expect(hero.getByRole("link", { name: content.hero.secondary })).toHaveAttribute("href", `${l.prefix}/pricing`);
      const next = main.getByRole("region", { name: content.next.heading });
      for (const link of content.next.links) {
        await expect(next.getByRole("link", { name: link.title })).toHaveAttribute("href", `${l.prefix}/${link.page}`);
      }
      await expectFreeTrialCta(page, lang);
      // An onward card opens its page.
      await next.getByRole("link", { name: content.next.links[0]!.title }).click();
      await expect(page).toHaveURL(`${l.prefix}/${content.next.links[0]!.page}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages[lang][content.next.links[0]!.page].hero.heading);
    });
  });
}
