import type { Route } from "./+types/team-member";
import { StaticHtml } from "~/components/ui/static-html";
import { loadItemPage, loadPage, notFound } from "~/content";
import { freeTrialCta as enCta } from "~/content/en/shared";
import { team as enTeam } from "~/content/en/team";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import { team as svTeam } from "~/content/sv/team";
import type { TeamContent } from "~/content/team-types";
import { documentPath, type Locale } from "~/i18n/locales";
import { itemFromPath, itemHref } from "~/i18n/pages";
import { renderStatic } from "~/lib/render-static.server";
import { MemberPage } from "~/sections/company/team-page.server";
import { pageMeta } from "~/seo/meta";

const teams: Record<Locale, TeamContent> = { en: enTeam, sv: svTeam };
const cta = { en: enCta, sv: svCta };

/**
 * Build time only. Two kinds of page share this module: each member's own page (/team/<slug>) and
 * SPEC's /team-details, which shows the first member in that layout and names that member's page
 * as its canonical URL.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const team = (locale: Locale) => teams[locale];
  if (itemFromPath(documentPath(request))) {
    const { locale, pathname, slug } = loadItemPage(request, "team");
    const member = team(locale).members.find((entry) => entry.slug === slug);
    if (!member) throw notFound();
    const hero = { eyebrow: member.title, heading: member.name, intro: member.intro };
    const html = renderStatic({ locale, pathname }, <MemberPage member={member} team={team(locale)} cta={cta[locale]} hero={hero} />);
    return { locale, pathname, title: member.page.title, description: member.page.description, canonicalPath: undefined as string | undefined, html };
  }
  const page = loadPage(request);
  if (page.pageId !== "team-details") throw notFound();
  const member = team(page.locale).members[0];
  const html = renderStatic(page, <MemberPage member={member} team={team(page.locale)} cta={cta[page.locale]} hero={page.copy.hero} />);
  return {
    locale: page.locale,
    pathname: page.pathname,
    title: page.copy.title,
    description: page.copy.description,
    canonicalPath: itemHref("team", member.slug, page.locale),
    html,
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageMeta(loaderData) : []);

/** SPEC §2 "Team" detail layout: one member's role, background, focus at Orkestra and links. */
export default function TeamMember({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
