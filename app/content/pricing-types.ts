/** Billing periods a pricing toggle can offer (SPEC §4: index 0 is the default). */
export type BillingPeriod = "monthly" | "quarterly" | "yearly";

/** SPEC §3 "Plan": name, user-account allowance, price per month, blurb, feature list. */
export type Plan = {
  id: string;
  name: string;
  /** User-account allowance as shown, e.g. "Up to 5 user accounts". */
  accounts: string;
  /** Price in euro per month; `null` means a custom price (contact sales). */
  price: number | null;
  /** Who the plan is for. */
  blurb: string;
  features: readonly string[];
  /** Visually emphasised as the recommended plan. */
  featured?: boolean;
};

export type PricingTab = {
  period: BillingPeriod;
  plans: readonly Plan[];
};

/** One pricing table: two tabs (SPEC §2 "Pricing"), the first shown by default. */
export type PricingVariant = {
  id: "home" | "feature";
  tabs: readonly [PricingTab, PricingTab];
};

export type PricingSectionCopy = {
  eyebrow: string;
  heading: string;
  intro: string;
  /** Small print under the cards. */
  note: string;
};

export type CtaCopy = {
  heading: string;
  text: string;
  /** Label of the link to /contact. */
  secondary: string;
  /**
   * Which button leads: "demo" (default) puts Book Demo first; "contact" puts the /contact link
   * first, as the shared free-trial call to action does ("Get Started Now", then "Book Demo").
   */
  lead?: "demo" | "contact";
};

export type PricingContent = {
  section: PricingSectionCopy;
  /** Home page and /pricing: Monthly/Quarterly. */
  home: PricingVariant;
  /** Feature page (/go): Monthly/Yearly. */
  feature: PricingVariant;
  /** Closing call to action on /pricing. */
  cta: CtaCopy;
};
