import type { Route } from "./+types/services";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import type { FaqCopy } from "~/content/block-types";
import { services as enServices } from "~/content/en/services";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { ServicesContent } from "~/content/services-types";
import { services as svServices } from "~/content/sv/services";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderBlocks } from "~/lib/render-static.server";
import { FaqHeader } from "~/sections/blocks/faq-header.server";
import { FaqSection } from "~/sections/blocks/faq-section";
import { ServicesBottom, ServicesTop } from "~/sections/product/services-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, ServicesContent> = { en: enServices, sv: svServices };
const cta = { en: enCta, sv: svCta };

// Build time only: everything but the FAQ is static HTML; the FAQ's copy travels as route data.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const services = content[page.locale];
  const html = renderBlocks(page, {
    top: <ServicesTop hero={page.copy.hero} content={services} />,
    faqHeader: <FaqHeader id="faq" copy={services.faq} tone="muted" />,
    bottom: <ServicesBottom content={services} cta={cta[page.locale]} />,
  });
  // Widened to the block's type: route data serialises tuples loosely.
  const faq: FaqCopy["items"] = services.faq.items;
  return { ...page, html, faq };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 route "services": the services, then the services FAQ (SPEC §4: first question open, one at a time). */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { html, faq } = loaderData;
  return (
    <>
      <StaticHtml html={html.top} />
      <FaqSection id="faq" headerHtml={html.faqHeader} items={faq} defaultIndex={0} tone="muted" />
      <StaticHtml html={html.bottom} />
    </>
  );
}
