import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { content } from "../../../tests/setup/content";
import type { PricingContent } from "~/content/schemas/pricing";

const { en, sv } = content.home;
const { en: enPricing, sv: svPricing } = content.pricing;
const figures = (home: typeof en) => home.stats.items.map(({ id, value, duration, prefix }) => ({ id, value, duration, prefix }));
const planData = (pricing: PricingContent) =>
  [pricing.home, pricing.feature].map((variant) =>
    variant.tabs.map((tab) => ({ period: tab.period, plans: tab.plans.map((plan) => [plan.name, plan.price, plan.features.length]) })),
  );

describe("home content (SPEC §2, §9)", () => {
  it("keeps SPEC's statistics in both languages", () => {
    const spec = [
      { id: "hours", value: 100, duration: 2.5, prefix: "" },
      { id: "savings", value: 5000, duration: 2.5, prefix: "€" },
      { id: "weeks", value: 4, duration: 1.5, prefix: "" },
    ];
    expect(figures(en)).toEqual(spec);
    expect(figures(sv)).toEqual(spec);
  });

  it("uses SPEC's quoted English headings exactly", () => {
    expect([en.brain.heading, en.stats.heading, en.efficiency.heading, en.integrations.heading, en.ahead.heading, en.tasks.heading, en.cta.heading]).toEqual([
      "The New brain for Supply chains!",
      "Get unmatched supply chain efficiency!",
      "Making supply chains efficient!",
      "Integrate with your ERP instantly.",
      "Stay ahead of the unexpected!",
      "Get a break from manual, repetitive tasks!",
      "Ready for Autonomous Supply chains?",
    ]);
    expect(en.efficiency.cards.map((card) => card.title)).toEqual(["Data Analysis", "Automation", "Integration", "Risk Management", "Cost Savings"]);
    expect(en.ahead.cards.map((card) => card.title)).toEqual(["Predictive analytics", "Proactive decisions", "Automated Data Integration"]);
    expect(en.tasks.cards.map((card) => [card.title, card.target])).toEqual([
      ["Forecasting", "ai"],
      ["Automation", "go"],
      ["Communications", "go"],
    ]);
  });

  it("has six testimonials with SPEC's roles", () => {
    expect(en.voices.testimonials).toHaveLength(6);
    expect(en.voices.testimonials.map((item) => item.role)).toEqual(
      expect.arrayContaining(["HR Manager", "Businessman", "Founder", "Software Engineer", "Bank Manager"]),
    );
  });
});

describe("pricing content (SPEC §9)", () => {
  it("has the home and feature-page plans and prices", () => {
    expect(planData(enPricing)).toEqual([
      [
        { period: "monthly", plans: [["Basic", 299, 3], ["PRO", 499, 4], ["MAX", 999, 6]] },
        { period: "quarterly", plans: [["Basic", 279, 3], ["PRO", 479, 4], ["MAX", 979, 6]] },
      ],
      [
        { period: "monthly", plans: [["Basic", 599, 3], ["Pro", 999, 4], ["Enterprise", null, 6]] },
        { period: "yearly", plans: [["Basic", 549, 3], ["Pro", 949, 4], ["Enterprise", null, 6]] },
      ],
    ]);
    expect(planData(svPricing)).toEqual(planData(enPricing));
  });

  it("lists MAX's companion product twice and Enterprise's warehousing product", () => {
    const max = enPricing.home.tabs[0].plans[2]!;
    expect(max.features.filter((feature) => feature.includes(site.products.companion))).toHaveLength(2);
    expect(enPricing.feature.tabs[0].plans[2]!.features.some((feature) => feature.includes(site.products.warehousing))).toBe(true);
  });
});
