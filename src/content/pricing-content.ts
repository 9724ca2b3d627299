import { getEntry } from "astro:content";
import { withPlans, type PricingContent } from "~/content/schemas/pricing";
import type { Locale } from "~/i18n/locales";
import { pageContent } from "./page-content";

/** The pricing tables in one language: their words (content/pages/pricing.yaml) joined with the plans (content/plans.yaml). */
export async function pricingContent(locale: Locale): Promise<PricingContent> {
  const plans = await getEntry("plans", "plans");
  if (!plans) throw new Error("No entry in the plans collection (content/plans.yaml)");
  return withPlans(await pageContent("pricing", locale), plans.data, locale);
}
