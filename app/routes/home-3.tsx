import type { Route } from "./+types/home-3";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { home3 as enHome3 } from "~/content/en/landing";
import { platform1 as enPlatform1 } from "~/content/en/platform1";
import { services as enServices } from "~/content/en/services";
import { team as enTeam } from "~/content/en/team";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { Home3Content } from "~/content/landing-types";
import { home3 as svHome3 } from "~/content/sv/landing";
import { platform1 as svPlatform1 } from "~/content/sv/platform1";
import { services as svServices } from "~/content/sv/services";
import { team as svTeam } from "~/content/sv/team";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { Home3Page } from "~/sections/landing/home3-page.server";
import { landingFooter } from "~/sections/landing/landing-footer.server";
import { LandingFrame } from "~/sections/landing/landing-frame";
import { landingPosts } from "~/sections/landing/posts.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, Home3Content> = { en: enHome3, sv: svHome3 };
const visuals = {
  en: { kpis: enPlatform1.hero.visual, services: enServices.hero.visual, timeline: enServices.engagement.visual },
  sv: { kpis: svPlatform1.hero.visual, services: svServices.hero.visual, timeline: svServices.engagement.visual },
};
const cta = { en: enCta, sv: svCta };
const team = { en: enTeam, sv: svTeam };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const home3 = content[page.locale];
  const posts = landingPosts(page.locale, 4);
  return {
    ...page,
    frame: home3.frame,
    footer: landingFooter(page),
    html: renderStatic(page, <Home3Page hero={page.copy.hero} content={home3} visuals={visuals[page.locale]} team={team[page.locale]} posts={posts} cta={cta[page.locale]} />),
  };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Template landing pages": the AI-business page. */
export default function Home3({ loaderData }: Route.ComponentProps) {
  return (
    <LandingFrame copy={loaderData.frame} footer={loaderData.footer}>
      <StaticHtml html={loaderData.html} />
    </LandingFrame>
  );
}
