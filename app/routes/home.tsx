import type { ReactNode } from "react";
import type { Route } from "./+types/home";
import { loadPage } from "~/content";
import { home as enHome } from "~/content/en/home";
import { pricing as enPricing } from "~/content/en/pricing";
import type { HomeContent } from "~/content/home-types";
import type { PricingContent } from "~/content/pricing-types";
import { home as svHome } from "~/content/sv/home";
import { pricing as svPricing } from "~/content/sv/pricing";
import { Offscreen } from "~/components/ui/offscreen";
import { StaticHtml } from "~/components/ui/static-html";
import { renderHomeVisuals } from "~/components/visuals/render.server";
import type { Locale } from "~/i18n/locales";
import { homeBlocks } from "~/sections/home/home-blocks.server";
import { HomeHero } from "~/sections/home/home-hero";
import { integrationsHtml } from "~/sections/home/integrations-html.server";
import { IntegrationsSection } from "~/sections/home/integrations-section";
import { homeOffscreenHeights } from "~/sections/home/offscreen-heights";
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

const reserved = homeOffscreenHeights;

/** SPEC §2 "Home page": the twelve sections, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { copy, home, html, integrations, visuals, pricing } = loaderData;
  const farSections: [keyof typeof reserved, ReactNode][] = [
    ["brain", <StaticHtml html={html.brain} />],
    ["stats", <StatsSection content={home.stats} />],
    ["go", <StaticHtml html={html.go} />],
    ["integrations", <IntegrationsSection html={integrations} />],
    ["ahead", <StaticHtml html={html.ahead} />],
    ["voices", <VoicesSection content={home.voices} />],
    ["steps", <StaticHtml html={html.steps} />],
    ["pricing", <PricingSection copy={pricing.section} variant={pricing.variant} />],
    ["cta", <StaticHtml html={html.cta} />],
  ];
  return (
    <>
      <HomeHero hero={copy.hero} content={home.hero} visual={visuals.forecast} />
      {farSections.map(([name, section]) => (
        <Offscreen key={name} heights={reserved[name]}>
          {section}
        </Offscreen>
      ))}
    </>
  );
}
