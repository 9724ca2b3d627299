import type { Route } from "./+types/home";
import { loadPage } from "~/content";
import { home as enHome } from "~/content/en/home";
import { pricing as enPricing } from "~/content/en/pricing";
import type { HomeContent } from "~/content/home-types";
import type { PricingContent } from "~/content/pricing-types";
import { home as svHome } from "~/content/sv/home";
import { pricing as svPricing } from "~/content/sv/pricing";
import { renderHomeVisuals } from "~/components/visuals/render.server";
import type { Locale } from "~/i18n/locales";
import { CtaSection } from "~/sections/cta/cta-section";
import { AheadSection } from "~/sections/home/ahead-section";
import { BrainSection } from "~/sections/home/brain-section";
import { EfficiencySection } from "~/sections/home/efficiency-section";
import { GoSection } from "~/sections/home/go-section";
import { HomeHero } from "~/sections/home/home-hero";
import { IntegrationsSection } from "~/sections/home/integrations-section";
import { OnboardingSection } from "~/sections/home/onboarding-section";
import { StatsSection } from "~/sections/home/stats-section";
import { TasksSection } from "~/sections/home/tasks-section";
import { VoicesSection } from "~/sections/home/voices-section";
import { PricingSection } from "~/sections/pricing/pricing-section";
import { loadedPageMeta } from "~/seo/route-meta";

const homeContent: Record<Locale, HomeContent> = { en: enHome, sv: svHome };
const pricingContent: Record<Locale, PricingContent> = { en: enPricing, sv: svPricing };

// Runs at build time only: the copy travels as route data, not in the JavaScript bundle.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const home = homeContent[page.locale];
  const pricing = pricingContent[page.locale];
  return { ...page, home, visuals: renderHomeVisuals(home), pricing: { section: pricing.section, variant: pricing.home } };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Home page": the twelve sections, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, home, visuals, pricing } = loaderData;
  return (
    <>
      <HomeHero hero={copy.hero} content={home.hero} visual={visuals.forecast} />
      <BrainSection content={home.brain} visual={visuals.riskMap} />
      <StatsSection content={home.stats} />
      <GoSection content={home.go} visual={visuals.go} />
      <EfficiencySection content={home.efficiency} />
      <IntegrationsSection content={home.integrations} visual={visuals.erpSync} />
      <AheadSection content={home.ahead} />
      <VoicesSection content={home.voices} />
      <OnboardingSection content={home.onboarding} />
      <TasksSection content={home.tasks} />
      <PricingSection copy={pricing.section} variant={pricing.variant} />
      <CtaSection copy={home.cta} />
    </>
  );
}
