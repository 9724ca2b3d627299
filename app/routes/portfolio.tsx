import type { Route } from "./+types/portfolio";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { portfolio as enPortfolio } from "~/content/en/portfolio";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { PortfolioContent } from "~/content/portfolio-types";
import { portfolio as svPortfolio } from "~/content/sv/portfolio";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { PortfolioPage } from "~/sections/company/portfolio-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const portfolios: Record<Locale, PortfolioContent> = { en: enPortfolio, sv: svPortfolio };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <PortfolioPage hero={page.copy.hero} portfolio={portfolios[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Portfolio": six project cards, each linking to its project's page. */
export default function Portfolio({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
