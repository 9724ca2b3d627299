import type { Route } from "./+types/pricing";
import { loadPage } from "~/content";
import { pricing as enPricing } from "~/content/en/pricing";
import type { PricingContent } from "~/content/pricing-types";
import { pricing as svPricing } from "~/content/sv/pricing";
import type { Locale } from "~/i18n/locales";
import { CtaSection } from "~/sections/cta/cta-section";
import { PageHero } from "~/sections/page-hero/page-hero";
import { PricingSection } from "~/sections/pricing/pricing-section";
import { loadedPageMeta } from "~/seo/route-meta";

const pricingContent: Record<Locale, PricingContent> = { en: enPricing, sv: svPricing };

// Runs at build time only: the copy travels as route data, not in the JavaScript bundle.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const pricing = pricingContent[page.locale];
  return { ...page, pricing: { section: pricing.section, variant: pricing.home, cta: pricing.cta } };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Pricing": the home page's Monthly/Quarterly plans under the page's own hero. */
export default function Pricing({ loaderData }: Route.ComponentProps) {
  const { copy, pricing } = loaderData;
  return (
    <>
      <PageHero eyebrow={copy.hero.eyebrow} heading={copy.hero.heading} intro={copy.hero.intro} />
      <PricingSection copy={pricing.section} variant={pricing.variant} id="plans" tone="muted" />
      <CtaSection copy={pricing.cta} className="pt-16 sm:pt-24" />
    </>
  );
}
