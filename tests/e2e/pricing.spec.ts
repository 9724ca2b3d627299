import type { Locator } from "@playwright/test";
import { readPricing } from "../setup/content";
import { readTitles } from "../../src/content/registry";
import { answerConsent } from "./consent-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * /pricing (SPEC §2 "Pricing", §4, §9): the home variant (Monthly/Quarterly) under the page's own
 * hero, in both languages. The Monthly/Yearly variant is covered by its unit test until /go uses it.
 * SPEC's plan names, prices and user-account numbers are pinned; the wording comes from the content files.
 */

const titles = readTitles();
const pricing = readPricing();
/** The home table's Monthly plans in a language, as content/plans.yaml and pricing.yaml give them. */
const monthlyPlans = (lang: "en" | "sv") => pricing[lang].home.tabs[0].plans;
/** SPEC §9: user accounts of Basic, PRO and MAX. */
const specUsers = [2, 5, 10];

const languages = [
  {
    lang: "en",
    path: "/pricing",
    prefix: "",
    h1: titles.en.pricing.hero.heading,
    section: pricing.en.section.heading,
    tablist: "Billing period",
    tabs: ["Monthly", "Quarterly"],
    plans: ["Basic", "PRO", "MAX"],
    prices: [
      ["€299", "€499", "€999"],
      ["€279", "€479", "€979"],
    ],
    accounts: monthlyPlans("en").map((plan) => plan.accounts),
    perMonth: "per month",
    companion: monthlyPlans("en")[2]!.features.at(-1)!,
    choose: (plan: string) => `Choose ${plan}`,
    bookDemo: "Book Demo",
  },
  {
    lang: "sv",
    path: "/sv/pricing",
    prefix: "/sv",
    h1: titles.sv.pricing.hero.heading,
    section: pricing.sv.section.heading,
    tablist: "Betalningsperiod",
    tabs: ["Månadsvis", "Kvartalsvis"],
    plans: ["Basic", "PRO", "MAX"],
    prices: [
      ["299 €", "499 €", "999 €"],
      ["279 €", "479 €", "979 €"],
    ],
    accounts: monthlyPlans("sv").map((plan) => plan.accounts),
    perMonth: "per månad",
    companion: monthlyPlans("sv")[2]!.features.at(-1)!,
    choose: (plan: string) => `Välj ${plan}`,
    bookDemo: "Boka demo",
  },
] as const;

const spaces = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

async function cards(panel: Locator) {
  const articles = await panel.getByRole("article").all();
  return Promise.all(
    articles.map(async (card) => ({
      name: await card.getByRole("heading", { level: 3 }).textContent(),
      price: spaces(await card.getByText(/€/).first().textContent()),
    })),
  );
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

for (const l of languages) {
  test.describe(`pricing page (${l.lang})`, () => {
    test("shows the home plans under its own hero, Monthly first", async ({ page }) => {
      await page.goto(l.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.h1);
      const section = page.getByRole("region", { name: l.section });
      // The billing toggle is a radio group, its labels the visible tabs; only the checked period's plans show.
      const periods = section.getByRole("group", { name: l.tablist });
      await expect(periods).toBeVisible();
      await expect(periods.locator("label")).toHaveText([...l.tabs]);
      await expect(section.getByRole("radio", { name: l.tabs[0] })).toBeChecked();
      const panel = section.locator("[data-choice-panel]:visible");
      await expect(panel).toHaveCount(1);
      expect(await cards(panel)).toEqual(l.plans.map((name, index) => ({ name, price: l.prices[0][index] })));
      for (const [index, accounts] of l.accounts.entries()) {
        expect(accounts, "SPEC §9's user accounts").toContain(String(specUsers[index]));
        await expect(panel.getByRole("article", { name: l.plans[index] }).getByText(accounts, { exact: true })).toBeVisible();
      }
      await expect(panel.getByText(l.perMonth, { exact: true })).toHaveCount(3);
      // SPEC §9: MAX lists its companion product twice.
      await expect(panel.getByRole("article", { name: "MAX" }).getByText(l.companion, { exact: true })).toHaveCount(2);
      for (const plan of l.plans) {
        await expect(panel.getByRole("link", { name: l.choose(plan) })).toHaveAttribute("href", `${l.prefix}/contact`);
      }
      await expect(page.getByRole("link", { name: new RegExp(`^${l.bookDemo}`) })).toHaveAttribute("target", "_blank");
    });

    test("Quarterly shows only its own plans, still per month; keyboard works", async ({ page }) => {
      await page.goto(l.path);
      const section = page.getByRole("region", { name: l.section });
      const [monthly, quarterly] = [section.getByRole("radio", { name: l.tabs[0] }), section.getByRole("radio", { name: l.tabs[1] })];
      await monthly.focus();
      await page.keyboard.press("ArrowRight");
      await expect(quarterly).toBeFocused();
      await expect(quarterly).toBeChecked();
      const panel = section.locator("[data-choice-panel]:visible");
      await expect(panel).toHaveCount(1);
      expect(await cards(panel)).toEqual(l.plans.map((name, index) => ({ name, price: l.prices[1][index] })));
      await expect(panel.getByText(l.perMonth, { exact: true })).toHaveCount(3);
      await page.keyboard.press("ArrowLeft");
      await expect(monthly).toBeChecked();
      expect(await cards(panel)).toEqual(l.plans.map((name, index) => ({ name, price: l.prices[0][index] })));
      await section.locator("label", { hasText: l.tabs[1] }).click();
      await expect(quarterly).toBeChecked();
    });

    test("a plan card is one big link to /contact that lights up on hover", async ({ page }) => {
      await page.goto(l.path);
      await hydrated(page);
      const card = page.getByRole("article", { name: "MAX" });
      const shadow = () => card.evaluate((element) => getComputedStyle(element).boxShadow);
      await page.mouse.move(0, 0);
      const resting = await shadow();
      await card.hover({ position: { x: 40, y: 40 } });
      await expect.poll(shadow).not.toBe(resting);
      // Clicking anywhere on the card (here next to its name) follows the card's link.
      await card.click({ position: { x: 40, y: 40 } });
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/contact$`));
    });

    test("has no axe-core violations on either tab", async ({ page }) => {
      await page.goto(l.path);
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(1400);
      expect(await axeViolations(page)).toEqual([]);
      await page.locator("label", { hasText: l.tabs[1] }).click();
      await expect(page.getByRole("radio", { name: l.tabs[1] })).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
