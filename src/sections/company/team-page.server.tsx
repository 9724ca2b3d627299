import { ArrowRight } from "lucide-react";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import type { CtaCopy } from "~/content/schemas/cta";
import type { TeamContent, TeamMember } from "~/content/schemas/team";
import type { PageCopy } from "~/content/types";
import { itemHref } from "~/i18n/pages";
import { cn } from "~/lib/cn";
import { useTranslation } from "~/i18n/translate";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { Breadcrumb } from "~/sections/blocks/breadcrumb";
import { CardGrid } from "~/sections/blocks/card-grid";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";
import { CtaSection } from "~/sections/cta/cta-section";
import { PageHero } from "~/sections/page-hero/page-hero";
import { Portrait } from "./portrait";
import { MemberLinks, TeamCard } from "./team-card";

/** A grid of team cards, each linking to the member's page. */
function MemberGrid({ id, copy, members, team }: { id: string; copy: { eyebrow: string; heading: string; intro?: string }; members: readonly TeamMember[]; team: TeamContent }) {
  const locale = useLocale();
  return (
    <Section id={id} aria-labelledby={`${id}-title`} space="lg">
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className={cn("mt-14 grid gap-6 sm:grid-cols-2", members.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3")}>
          {members.map((member) => (
            <li key={member.slug} data-reveal>
              <TeamCard member={member} href={itemHref("team", member.slug, locale)} labels={team.card} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

type TeamPageProps = { hero: PageCopy["hero"]; team: TeamContent; cta: CtaCopy };

/** SPEC §2 "Team": the five members (SPEC §3), how the team works, working here, the free-trial CTA. Build time only. */
export function TeamPage({ hero, team, cta }: TeamPageProps) {
  const pageHref = usePageHref();
  return (
    <>
      <PageHero {...hero} />
      <MemberGrid id="members" copy={team.grid} members={team.members} team={team} />
      <CardGrid id="values" copy={team.values} cards={team.values.cards} tone="muted" />
      <Section id="join" aria-labelledby="join-title" space="lg">
        <Container>
          <div className="ring-line shadow-card grid gap-10 rounded-[2rem] bg-white p-8 ring-1 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center" data-reveal>
            <SectionHeader id="join-title" eyebrow={team.join.eyebrow} heading={team.join.heading} intro={team.join.intro} align="left" />
            <div>
              <p className="text-ink-muted text-lg leading-relaxed">{team.join.text}</p>
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink to={pageHref("contact")} size="lg">
                  {team.join.contact}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </ButtonLink>
                <ExternalButtonLink href={site.links.community} variant="secondary" size="lg" icon>
                  {team.join.community}
                </ExternalButtonLink>
              </div>
            </div>
          </div>
        </Container>
      </Section>
      <CtaSection copy={cta} />
    </>
  );
}

type MemberPageProps = {
  member: TeamMember;
  team: TeamContent;
  cta: CtaCopy;
  /** The hero's words; /team-details passes its own page copy, a member page the member's. */
  hero: PageCopy["hero"];
};

/**
 * A member's own page (/team/<slug>) and SPEC's /team-details layout: name, title, portrait, profile
 * facts and links; background, focus at Orkestra and a quote; then the rest of the team. Build time only.
 */
export function MemberPage({ member, team, cta, hero }: MemberPageProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const labels = team.member;
  return (
    <>
      <PageHero
        breadcrumb={<Breadcrumb crumbs={[{ label: t("pageNames.home"), page: "home" }, { label: t("pageNames.team"), page: "team" }, { label: member.name }]} />}
        {...hero}
        aside={
          <div className="ring-line shadow-lift mx-auto w-full max-w-md overflow-hidden rounded-[1.75rem] bg-white ring-1">
            <Portrait name={member.name} />
            <div className="p-6 sm:p-8">
              <h2 className="text-ink-muted text-sm font-semibold tracking-[0.1em] uppercase">{labels.facts}</h2>
              <dl className="mt-4 space-y-3">
                {member.facts.map((fact) => (
                  <div key={fact.label} className="border-line flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b pb-3 last:border-b-0 last:pb-0">
                    <dt className="text-ink-muted text-sm">{fact.label}</dt>
                    <dd className="text-sm font-semibold text-navy-900">{fact.value}</dd>
                  </div>
                ))}
              </dl>
              {Object.keys(member.links).length > 0 ? (
                <div className="border-line mt-6 flex flex-wrap items-center justify-between gap-3 border-t pt-5">
                  <h2 className="text-ink-muted text-sm font-semibold tracking-[0.1em] uppercase">{labels.links}</h2>
                  <MemberLinks member={member} labels={team.card} />
                </div>
              ) : null}
            </div>
          </div>
        }
      />
      <Section id="profile" aria-labelledby="background-title" space="lg">
        <Container className="grid gap-12 lg:grid-cols-[1.2fr_1fr] lg:gap-20">
          <div data-reveal>
            <h2 id="background-title" className="font-display text-h2 font-semibold">
              {labels.background}
            </h2>
            <div className="text-ink-muted mt-6 space-y-5 text-lg leading-relaxed">
              {member.background.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <figure className="border-primary-600 mt-10 border-l-4 pl-6">
              <figcaption className="text-primary-700 text-sm font-semibold tracking-[0.1em] uppercase">{labels.quote}</figcaption>
              <blockquote className="font-display text-navy-900 mt-3 text-xl leading-snug font-semibold text-balance sm:text-2xl">
                <p>{locale === "sv" ? `”${member.quote}”` : `“${member.quote}”`}</p>
              </blockquote>
            </figure>
          </div>
          <div className="ring-line bg-surface-muted self-start rounded-card p-8 ring-1" data-reveal>
            <h2 className="font-display text-h3 font-semibold">{labels.focus}</h2>
            <PointList points={member.focus} />
          </div>
        </Container>
      </Section>
      <MemberGrid id="more-people" copy={labels.others} members={team.members.filter((other) => other.slug !== member.slug)} team={team} />
      <CtaSection copy={cta} />
    </>
  );
}
