import { Photo } from "~/components/ui/photo";
import { Container, Section } from "~/components/ui/section";
import type { TeamContent, TeamMember } from "~/content/schemas/team";
import type { PageCopy } from "~/content/types";
import { useTranslation } from "~/i18n/translate";
import { useLocale } from "~/i18n/use-locale";
import { Breadcrumb } from "~/sections/blocks/breadcrumb";
import { PointList } from "~/sections/blocks/point-list";
import { PageHero } from "~/sections/page-hero/page-hero";
import { Portrait } from "./portrait";
import { MemberLinks } from "./team-card";

// A member's own page (/team/<slug>) and SPEC's /team-details layout, in the order their views list
// them: hero with portrait, facts and links; background, focus at Orkestra and a quote. Build time only.

type MemberHeroProps = {
  member: TeamMember;
  team: TeamContent;
  /** The hero's words; /team-details passes its own page copy, a member page the member's. */
  hero: PageCopy["hero"];
};

/** Name and title, with the portrait, profile facts and links beside them. */
export function MemberHero({ member, team, hero }: MemberHeroProps) {
  const { t } = useTranslation();
  const labels = team.member;
  return (
    <PageHero
        breadcrumb={<Breadcrumb crumbs={[{ label: t("pageNames.home"), page: "home" }, { label: t("pageNames.team"), page: "team" }, { label: member.name }]} />}
        {...hero}
        aside={
          <div className="ring-line shadow-lift mx-auto w-full max-w-md overflow-hidden rounded-[1.75rem] bg-surface-raised ring-1">
            {member.picture ? <Photo picture={member.picture} sizes="(min-width: 1024px) 448px, (min-width: 640px) 28rem, 100vw" loading="eager" /> : <Portrait name={member.name} />}
            <div className="p-6 sm:p-8">
              <h2 className="text-ink-muted text-sm font-semibold tracking-[0.1em] uppercase">{labels.facts}</h2>
              <dl className="mt-4 space-y-3">
                {member.facts.map((fact) => (
                  <div key={fact.label} className="border-line flex flex-wrap justify-between gap-x-4 gap-y-0.5 border-b pb-3 last:border-b-0 last:pb-0">
                    <dt className="text-ink-muted text-sm">{fact.label}</dt>
                    <dd className="text-sm font-semibold text-ink">{fact.value}</dd>
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
  );
}

/** Background, a quote, and the member's focus at Orkestra. */
export function MemberProfile({ member, labels }: { member: TeamMember; labels: TeamContent["member"] }) {
  const locale = useLocale();
  return (
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
            <figure className="border-brand-vivid mt-10 border-l-4 pl-6">
              <figcaption className="text-brand text-sm font-semibold tracking-[0.1em] uppercase">{labels.quote}</figcaption>
              <blockquote className="font-display text-ink mt-3 text-xl leading-snug font-semibold text-balance sm:text-2xl">
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
  );
}
