import type { Route } from "./+types/project";
import { StaticHtml } from "~/components/ui/static-html";
import { loadItemPage, loadPage, notFound } from "~/content";
import { portfolio as enPortfolio } from "~/content/en/portfolio";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { PortfolioContent } from "~/content/portfolio-types";
import { portfolio as svPortfolio } from "~/content/sv/portfolio";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import { documentPath, type Locale } from "~/i18n/locales";
import { itemFromPath, itemHref } from "~/i18n/pages";
import { renderStatic } from "~/lib/render-static.server";
import { ProjectPage } from "~/sections/company/portfolio-page.server";
import { pageMeta } from "~/seo/meta";

const portfolios: Record<Locale, PortfolioContent> = { en: enPortfolio, sv: svPortfolio };
const cta = { en: enCta, sv: svCta };

/**
 * Build time only. Two kinds of page share this module: each project's own page
 * (/portfolio/<slug>) and SPEC's /portfolio-details, which shows the first project and names that
 * project's page as its canonical URL.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  if (itemFromPath(documentPath(request))) {
    const { locale, pathname, slug } = loadItemPage(request, "portfolio");
    const portfolio = portfolios[locale];
    const project = portfolio.projects.find((entry) => entry.slug === slug);
    if (!project) throw notFound();
    const hero = { eyebrow: project.sector, heading: project.heading, intro: project.intro };
    const html = renderStatic({ locale, pathname }, <ProjectPage project={project} portfolio={portfolio} cta={cta[locale]} hero={hero} />);
    return { locale, pathname, title: project.page.title, description: project.page.description, canonicalPath: undefined as string | undefined, html };
  }
  const page = loadPage(request);
  if (page.pageId !== "portfolio-details") throw notFound();
  const portfolio = portfolios[page.locale];
  const project = portfolio.projects[0];
  const html = renderStatic(page, <ProjectPage project={project} portfolio={portfolio} cta={cta[page.locale]} hero={page.copy.hero} />);
  return {
    locale: page.locale,
    pathname: page.pathname,
    title: page.copy.title,
    description: page.copy.description,
    canonicalPath: itemHref("portfolio", project.slug, page.locale),
    html,
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData) : []);

/** SPEC §2 "Portfolio": a single project, the supply-chain problem, what Orkestra did and the outcome. */
export default function Project({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
