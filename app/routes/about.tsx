import type { Route } from "./+types/about";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import type { AboutContent } from "~/content/about-types";
import { about as enAbout } from "~/content/en/about";
import { freeTrialCta as enCta } from "~/content/en/shared";
import { team as enTeam } from "~/content/en/team";
import { about as svAbout } from "~/content/sv/about";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import { team as svTeam } from "~/content/sv/team";
import type { TeamContent } from "~/content/team-types";
import type { Locale } from "~/i18n/locales";
import { renderBlocks } from "~/lib/render-static.server";
import { AboutBottom, AboutTop } from "~/sections/company/about-page.server";
import { HashtagTicker, hashtagData } from "~/sections/company/about-ticker";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, AboutContent> = { en: enAbout, sv: svAbout };
const teams: Record<Locale, TeamContent> = { en: enTeam, sv: svTeam };
const cta = { en: enCta, sv: svCta };

// Build time only: everything but the hashtag ticker is static HTML; the ticker's words travel as route data.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  const about = content[page.locale];
  const html = renderBlocks(page, {
    top: <AboutTop hero={page.copy.hero} content={about} />,
    bottom: <AboutBottom content={about} team={teams[page.locale]} cta={cta[page.locale]} />,
  });
  return { ...page, html, hashtags: hashtagData(about) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "About page": hero, two content sections, the mission, the hashtag ticker, the team and the community. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { html, hashtags } = loaderData;
  return (
    <>
      <StaticHtml html={html.top} />
      <HashtagTicker hashtags={hashtags} />
      <StaticHtml html={html.bottom} />
    </>
  );
}
