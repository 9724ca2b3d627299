import type { Route } from "./+types/service-details";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { serviceDetails as enServiceDetails } from "~/content/en/service-details";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { ServiceDetailsContent } from "~/content/service-details-types";
import { serviceDetails as svServiceDetails } from "~/content/sv/service-details";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { ServiceDetailsPage } from "~/sections/product/service-details-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, ServiceDetailsContent> = { en: enServiceDetails, sv: svServiceDetails };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <ServiceDetailsPage hero={page.copy.hero} content={content[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Service-details page": "Our Services", linked back to Services, and three services in depth. */
export default function ServiceDetails({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
