import type { Route } from "./+types/go";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { go as enGo } from "~/content/en/go";
import { pricing as enPricing } from "~/content/en/pricing";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { GoContent } from "~/content/go-types";
import type { PricingContent } from "~/content/pricing-types";
import { go as svGo } from "~/content/sv/go";
import { pricing as svPricing } from "~/content/sv/pricing";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderBlocks } from "~/lib/render-static.server";
import { integrationsHtml } from "~/sections/home/integrations-html.server";
import { IntegrationsSection } from "~/sections/home/integrations-section";
import { GoBottom, GoDiagram, GoMiddle, GoTop } from "~/sections/product/go-page.server";
import { PricingSection } from "~/sections/pricing/pricing-section";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, GoContent> = { en: enGo, sv: svGo };
const pricingContent: Record<Locale, PricingContent> = { en: enPricing, sv: svPricing };
const cta = { en: enCta, sv: svCta };

// Build time only: the static sections travel as HTML; the logo rows (pause control) and the
// pricing tabs are the page's only interactive parts, and their copy travels as route data.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const go = content[page.locale];
  const { diagram, ...html } = renderBlocks(page, {
    top: <GoTop hero={page.copy.hero} content={go} />,
    middle: <GoMiddle content={go} />,
    bottom: <GoBottom content={go} cta={cta[page.locale]} />,
    diagram: <GoDiagram content={go} />,
  });
  return {
    ...page,
    html,
    integrations: integrationsHtml(page, go.integrations, diagram),
    pricing: { section: go.pricing, variant: pricingContent[page.locale].feature },
  };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/**
 * SPEC §2 "Product pages", the feature page: Orkestra Go. Zero setup and zero training, the ERP
 * logo rows of the home page, workflow automation, "Goodbye Manual Work!" and the Monthly/Yearly plans.
 */
export default function Go({ loaderData }: Route.ComponentProps) {
  const { html, integrations, pricing } = loaderData;
  return (
    <>
      <StaticHtml html={html.top} />
      <IntegrationsSection html={integrations} />
      <StaticHtml html={html.middle} />
      <PricingSection copy={pricing.section} variant={pricing.variant} id="pricing" tone="muted" />
      <StaticHtml html={html.bottom} />
    </>
  );
}
