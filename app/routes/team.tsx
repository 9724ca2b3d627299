import type { Route } from "./+types/team";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { freeTrialCta as enCta } from "~/content/en/shared";
import { team as enTeam } from "~/content/en/team";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import { team as svTeam } from "~/content/sv/team";
import type { TeamContent } from "~/content/team-types";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { TeamPage } from "~/sections/company/team-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const teams: Record<Locale, TeamContent> = { en: enTeam, sv: svTeam };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <TeamPage hero={page.copy.hero} team={teams[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Portfolio and team": the team list, five members with their titles, each linking to their page. */
export default function Team({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
