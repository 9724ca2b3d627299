import { site } from "~/config/site";
import type { Plan, PricingContent } from "../pricing-types";

const { companion, warehousing } = site.products;

// SPEC §9, home page pricing: the quarterly tab has the same plans at a lower price, still per month.
const homePlans = (prices: { basic: number; pro: number; max: number }): Plan[] => [
  {
    id: "basic",
    name: "Basic",
    accounts: "2 user accounts",
    price: prices.basic,
    blurb: "For small teams automating their first purchase orders and supplier e-mails.",
    features: ["Up to 5,000 data entries", "ERP & WMS integration", "E-mail communications"],
  },
  {
    id: "pro",
    name: "PRO",
    accounts: "Up to 5 user accounts",
    price: prices.pro,
    blurb: "For growing businesses with several suppliers, sites and carriers.",
    features: ["Everything from Basic", "Up to 10,000 data entries", "Unified API for ERPs", "Freight management included"],
    featured: true,
  },
  {
    id: "max",
    name: "MAX",
    accounts: "Up to 10 user accounts",
    price: prices.max,
    blurb: "For distributors and manufacturers planning thousands of items at scale.",
    features: [
      "Everything from PRO",
      "Up to 20,000 data entries",
      "Predictive analytics for procurement automation",
      "Predictive analytics for demand management",
      // SPEC §9 lists the companion product twice on MAX.
      `${companion} included`,
      `${companion} included`,
    ],
  },
];

const featurePlans = (period: "monthly" | "yearly"): Plan[] => [
  {
    id: "basic",
    name: "Basic",
    accounts: "5 user accounts",
    price: period === "monthly" ? 599 : 549,
    blurb: "For teams that want zero-setup automation on top of their ERP.",
    features: ["Up to 5,000 data entries", "ERP and WMS integration", "E-mail communications"],
  },
  {
    id: "pro",
    name: "Pro",
    accounts: period === "monthly" ? "Up to 5 user accounts" : "5 user accounts",
    price: period === "monthly" ? 999 : 949,
    blurb: "For busy purchasing teams that want the full AI toolbox.",
    features: ["Up to 12,000 data entries", "Everything in Basic", "Advanced AI", "Conversational analytics (paid add-on)"],
    featured: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    accounts: "Custom user accounts",
    price: null,
    blurb: "For multi-site operations with their own security and integration needs.",
    features: [
      "Full AI API access",
      "Dedicated cloud infrastructure",
      "Dedicated support",
      "Conversational analytics",
      "Unified API for ERP and WMS",
      `${warehousing} included`,
    ],
  },
];

export const pricing = {
  section: {
    eyebrow: "Pricing",
    heading: "Plans that grow with your supply chain",
    intro: "Every plan includes ERP and WMS integration and e-mail communications. Start with a free month, then pick the plan that fits your data volume and team.",
    note: "Prices in euro per month, excluding VAT. Cancel any time during the free month.",
  },
  home: {
    id: "home",
    tabs: [
      { period: "monthly", plans: homePlans({ basic: 299, pro: 499, max: 999 }) },
      { period: "quarterly", plans: homePlans({ basic: 279, pro: 479, max: 979 }) },
    ],
  },
  feature: {
    id: "feature",
    tabs: [
      { period: "monthly", plans: featurePlans("monthly") },
      { period: "yearly", plans: featurePlans("yearly") },
    ],
  },
  cta: {
    heading: "Not sure which plan fits?",
    text: "Book a 30-minute demo and we will size the plan to your data volume and team. Your first month is free.",
    secondary: "Contact sales",
  },
} as const satisfies PricingContent;
