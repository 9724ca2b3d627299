import type { Route } from "./+types/home";
import { loadPage } from "~/content";
import { home as enHome } from "~/content/en/home";
import { pricing as enPricing } from "~/content/en/pricing";
import type { HomeContent } from "~/content/home-types";
import type { PricingContent } from "~/content/pricing-types";
import { home as svHome } from "~/content/sv/home";
import { pricing as svPricing } from "~/content/sv/pricing";
import { StaticHtml } from "~/components/ui/static-html";
import { renderHomeVisuals } from "~/components/visuals/render.server";
import type { Locale } from "~/i18n/locales";
import { homeBlocks } from "~/sections/home/home-blocks.server";
import { HomeHero } from "~/sections/home/home-hero";
import { integrationsHtml } from "~/sections/home/integrations-html.server";
import { IntegrationsSection } from "~/sections/home/integrations-section";
import { StatsSection } from "~/sections/home/stats-section";
import { VoicesSection } from "~/sections/home/voices-section";
import { PricingSection } from "~/sections/pricing/pricing-section";
import { loadedPageMeta } from "~/seo/route-meta";

const homeContent: Record<Locale, HomeContent> = { en: enHome, sv: svHome };
const pricingContent: Record<Locale, PricingContent> = { en: enPricing, sv: svPricing };

// Runs at build time only. Sections without behaviour become HTML here (their components never
// ship); the copy of the interactive ones (counters, logo rows, quotes, plans) travels as route data.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const home = homeContent[page.locale];
  const pricing = pricingContent[page.locale];
  const visuals = renderHomeVisuals(home);
  const html = homeBlocks(page, home, visuals);
  return {
    ...page,
    html,
    home: { hero: home.hero, stats: home.stats, voices: home.voices },
    integrations: integrationsHtml(page, home.integrations, visuals.erpSync),
    visuals: { forecast: visuals.forecast },
    pricing: { section: pricing.section, variant: pricing.home },
  };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Home page": the twelve sections, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, home, html, integrations, visuals, pricing } = loaderData;
  return (
    <>
      <HomeHero hero={copy.hero} content={home.hero} visual={visuals.forecast} />
      <StaticHtml html={html.brain} />
      <StatsSection content={home.stats} />
      <StaticHtml html={html.go} />
      <IntegrationsSection html={integrations} />
      <StaticHtml html={html.ahead} />
      <VoicesSection content={home.voices} />
      <StaticHtml html={html.steps} />
      <PricingSection copy={pricing.section} variant={pricing.variant} />
      <StaticHtml html={html.cta} />
    </>
  );
}
