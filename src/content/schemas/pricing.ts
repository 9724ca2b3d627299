import { z } from "zod";
import { withTop } from "./blocks";
import type { Locale } from "~/i18n/locales";
import { writtenNumber } from "../tokens";
import { ctaCopy } from "./cta";
import { id, text } from "./text";

/**
 * The pricing tables (home page, /pricing, /go). What is the same in every language (plans, prices,
 * allowances) lives once in `content/plans.yaml` (`plansSchema`, read with `readData`); the words per
 * language in `content/pages/pricing.yaml` (`pricingSchema`). `withPlans` joins the two into the
 * `PricingContent` the sections render.
 */

/** Billing periods a pricing toggle can offer (SPEC §4: the first is the default). */
const billingPeriod = z.enum(["monthly", "quarterly", "yearly"], { error: "must be monthly, quarterly or yearly" });
export type BillingPeriod = z.infer<typeof billingPeriod>;

// --- content/plans.yaml: language-neutral facts -------------------------------------------------

/** A number of user accounts: exactly `2`, at most (`up to 5`), or `custom` (agreed per customer). */
const allowanceError = "must be a number of user accounts (2), a maximum (up to 5) or custom";
const userAllowance = z.union([z.number().int().positive(allowanceError), z.literal("custom"), z.string().regex(/^(up to )?[1-9]\d*$/, allowanceError)], { error: allowanceError });

/** One value per billing period of the table (the CMS shows a box for each period). */
const perPeriod = <T extends z.ZodType>(value: T) => z.strictObject({ monthly: value.optional(), quarterly: value.optional(), yearly: value.optional() });

const planFacts = z.strictObject({
  id,
  name: text.describe("The plan's name, the same in every language."),
  featured: z.boolean().optional().describe("Shown as the recommended plan."),
  price: perPeriod(z.number({ error: "must be a price in whole euro (a number)" }).int().positive("must be a price in whole euro"))
    .optional()
    .describe("Euro per month, excluding VAT, for each tab of the table. Leave empty for a custom price (contact sales)."),
  users: perPeriod(userAllowance).describe("User accounts for each tab: a number (2), a maximum (up to 5) or custom."),
  entries: z.number().int().positive("must be a whole number of data entries").optional().describe('At most this many data entries: the "{{entries}}" of the plan\'s features.'),
});

/** The periods a plan gives a value for. */
const periodsOf = (value: object) => Object.entries(value).filter(([, given]) => given !== undefined && given !== null).map(([period]) => period).sort().join(", ");

const planTable = z
  .strictObject({
    periods: z.tuple([billingPeriod, billingPeriod], { error: "must be the two billing periods of the tabs" }).describe("The table's two tabs, the first shown by default."),
    plans: z.array(planFacts).min(1, "must have at least one plan"),
  })
  .superRefine((table, ctx) => {
    const expected = [...table.periods].sort().join(", ");
    table.plans.forEach((plan, index) => {
      for (const field of ["price", "users"] as const) {
        const value = plan[field];
        if (value && periodsOf(value) !== expected) {
          ctx.addIssue({ code: "custom", path: ["plans", index, field], message: `must have one entry for each period of the table (${table.periods.join(", ")})` });
        }
      }
    });
  });

/** `content/plans.yaml`: the plans of each pricing table, the same in every language. */
export const plansSchema = z.strictObject({
  /** Home page and /pricing: Monthly/Quarterly. */
  home: planTable,
  /** Feature page (/go): Monthly/Yearly. */
  feature: planTable,
});

// --- content/pages/pricing.yaml: the words, per language ----------------------------------------

export const pricingSectionCopy = z.strictObject({
  eyebrow: text,
  heading: text,
  intro: text,
  /** Small print under the cards. */
  note: text,
});

/** A plan's words; `id` names its plan in content/plans.yaml. */
const planCopy = z.strictObject({
  id,
  /** Who the plan is for. */
  blurb: text,
  /** "{{entries}}" stands for the plan's data entries from content/plans.yaml, written as the language writes numbers. */
  features: z.array(text),
});

/** `content/pages/pricing.yaml`: the pricing tables' words in one language. */
export const pricingSchema = withTop({
  section: pricingSectionCopy,
  /** The user-account line of a plan card; "{{users}}" stands for the plan's number from content/plans.yaml. */
  users: z.strictObject({
    /** Exactly that many, e.g. "{{users}} user accounts". */
    exactly: text,
    /** At most that many, e.g. "Up to {{users}} user accounts". */
    upTo: text,
    /** A number agreed per customer. */
    custom: text,
  }),
  /** Home page and /pricing, plan by plan in the order of content/plans.yaml. */
  home: z.array(planCopy),
  /** Feature page (/go), likewise. */
  feature: z.array(planCopy),
  /** Closing call to action on /pricing. */
  cta: ctaCopy,
});

// --- joined: what the sections render -------------------------------------------------------------

export type PricingSectionCopy = z.infer<typeof pricingSectionCopy>;
export type PlansData = z.infer<typeof plansSchema>;
type PricingCopy = z.infer<typeof pricingSchema>;
type CtaCopy = PricingCopy["cta"];

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

type PricingTab = {
  period: BillingPeriod;
  plans: readonly Plan[];
};

/** One pricing table: two tabs (SPEC §2 "Pricing"), the first shown by default. */
export type PricingVariant = {
  id: "home" | "feature";
  tabs: readonly [PricingTab, PricingTab];
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

/**
 * One language's pricing copy joined with the plans: the `PricingContent` the sections render.
 * Throws, naming the files, when the copy and the plans do not match plan for plan.
 */
export function withPlans(copy: Omit<PricingCopy, "top">, plans: PlansData, locale: Locale): PricingContent {
  const variant = (variantId: "home" | "feature"): PricingVariant => {
    const table = plans[variantId];
    const words = copy[variantId];
    const ids = (list: readonly { id: string }[]) => list.map((plan) => plan.id).join(", ");
    if (ids(words) !== ids(table.plans)) {
      throw new Error(`content/pages/pricing.yaml: ${locale}.${variantId}: must have the plans of content/plans.yaml ${variantId}, in its order (${ids(table.plans)}), not ${ids(words) || "none"}`);
    }
    const tab = (period: BillingPeriod): PricingTab => ({
      period,
      plans: table.plans.map((facts, index) => {
        const { blurb, features } = words[index]!;
        const users = String(facts.users[period]!);
        const accounts =
          users === "custom"
            ? copy.users.custom
            : users.startsWith("up to ")
              ? copy.users.upTo.replaceAll("{{users}}", writtenNumber(Number(users.slice("up to ".length)), locale))
              : copy.users.exactly.replaceAll("{{users}}", writtenNumber(Number(users), locale));
        const plan: Plan = {
          id: facts.id,
          name: facts.name,
          accounts,
          price: facts.price?.[period] ?? null,
          blurb,
          features: features.map((feature) => {
            if (!feature.includes("{{entries}}")) return feature;
            if (facts.entries === undefined) throw new Error(`content/pages/pricing.yaml: ${locale}.${variantId}.${index}: "{{entries}}" needs the plan's entries in content/plans.yaml`);
            return feature.replaceAll("{{entries}}", writtenNumber(facts.entries, locale));
          }),
        };
        return facts.featured ? { ...plan, featured: true } : plan;
      }),
    });
    return { id: variantId, tabs: [tab(table.periods[0]), tab(table.periods[1])] };
  };
  return { section: copy.section, home: variant("home"), feature: variant("feature"), cta: copy.cta };
}

