import { ArrowRight, Scale, Users } from "lucide-react";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import type { AboutContent } from "~/content/schemas/about";
import type { TeamContent } from "~/content/schemas/team";
import { itemHref } from "~/i18n/pages";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";
import { MissionVisual } from "./mission-visual";
import { TeamCard } from "./team-card";

/** SPEC's first content section: where the company comes from, and four figures. */
export function StorySection({ copy }: { copy: AboutContent["story"] }) {
  return (
    <Section id="story" aria-labelledby="story-title" space="lg">
      <Container className="grid gap-12 lg:grid-cols-[1fr_1.1fr] lg:gap-20">
        <SectionHeader id="story-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} align="left" />
        <div className="text-ink-muted space-y-5 text-lg leading-relaxed" data-reveal>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Container>
      <Container>
        <dl className="ring-line shadow-card mt-14 grid overflow-hidden rounded-[1.75rem] bg-surface-raised ring-1 sm:grid-cols-2 lg:grid-cols-4" data-reveal>
          {copy.figures.map((figure) => (
            <div key={figure.id} className="border-line flex flex-col-reverse justify-end gap-3 border-b p-8 last:border-b-0 lg:border-r lg:border-b-0 lg:last:border-r-0">
              <dt className="text-ink-muted leading-relaxed">{figure.label}</dt>
              <dd className="font-display text-brand text-[2.5rem] leading-none font-bold tracking-tight">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}

/** SPEC: the mission block "Democratizing AI in Supply Chains" with a visual, and "Get in touch" to /contact. */
export function MissionSection({ copy }: { copy: AboutContent["mission"] }) {
  const pageHref = usePageHref();
  return (
    <Section id="mission" aria-labelledby="mission-title" tone="muted" space="lg">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="min-w-0" data-reveal>
          <MissionVisual copy={copy.visual} />
        </div>
        <div data-reveal>
          <SectionHeader id="mission-title" eyebrow={copy.eyebrow} heading={copy.heading} align="left" />
          <div className="text-ink-muted mt-6 space-y-4 text-lg leading-relaxed">
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="ring-line mt-8 flex gap-4 rounded-2xl bg-surface-raised p-6 ring-1">
            <span className="bg-accent-soft text-accent-ink grid size-11 shrink-0 place-items-center rounded-xl">
              <Scale aria-hidden="true" className="size-5" />
            </span>
            <div>
              <h3 className="text-h3 font-semibold">{copy.commitment.title}</h3>
              <p className="text-ink-muted mt-1.5 leading-relaxed">{copy.commitment.text}</p>
            </div>
          </div>
          <div className="mt-9">
            <ButtonLink href={pageHref("contact")} size="lg">
              {copy.cta}
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </div>
      </Container>
    </Section>
  );
}

/** "People behind the product": the members and a "Join our team" card to /team. */
export function PeopleSection({ content, team }: { content: AboutContent["team"]; team: TeamContent }) {
  const locale = useLocale();
  const pageHref = usePageHref();
  return (
    <Section id="people" aria-labelledby="people-title" space="lg">
      <Container>
        <SectionHeader id="people-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {team.members.map((member) => (
            <li key={member.slug} data-reveal>
              <TeamCard member={member} href={itemHref("team", member.slug, locale)} labels={team.card} />
            </li>
          ))}
          <li data-reveal>
            <div className="group on-dark relative flex h-full flex-col justify-between overflow-hidden rounded-card bg-[linear-gradient(150deg,var(--color-primary-600),var(--color-navy-950))] p-8 text-white">
              <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-cyan-300/20 blur-2xl" />
              <span className="grid size-14 place-items-center rounded-2xl bg-white/15">
                <Users aria-hidden="true" className="size-7" />
              </span>
              <div className="mt-10">
                <h3 className="font-display text-h3 font-semibold">
                  <a href={pageHref("team")} className="after:absolute after:inset-0 after:rounded-card">
                    {content.join.title}
                  </a>
                </h3>
                <p className="text-navy-100 mt-3 leading-relaxed">{content.join.text}</p>
                <span aria-hidden="true" className="mt-6 inline-flex items-center gap-2 font-semibold text-cyan-200">
                  {content.join.cta}
                  <ArrowRight className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" />
                </span>
              </div>
            </div>
          </li>
        </ul>
      </Container>
    </Section>
  );
}

/** The "Women in Supply Chains" community; its group opens in a new tab. */
export function CommunitySection({ copy }: { copy: AboutContent["community"] }) {
  return (
    <Section id="community" aria-labelledby="community-title" tone="dark" space="lg" className="isolate overflow-hidden">
      <div aria-hidden="true" className="absolute -top-40 left-[-10%] -z-10 h-[40rem] w-[50rem] bg-[radial-gradient(closest-side,rgb(29_70_219/0.4),transparent)]" />
      <Container className="grid items-center gap-12 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
        <div data-reveal>
          <SectionHeader id="community-title" eyebrow={copy.eyebrow} heading={copy.heading} align="left" tone="dark" />
          <div className="text-navy-200 mt-6 space-y-4 text-lg leading-relaxed">
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-9">
            <ExternalButtonLink href={site.links.community} variant="light" size="lg" icon>
              {copy.cta}
            </ExternalButtonLink>
          </div>
        </div>
        <div className="rounded-card bg-white/[0.05] p-8 pt-0 ring-1 ring-white/10" data-reveal>
          <PointList points={copy.points} tone="dark" />
        </div>
      </Container>
    </Section>
  );
}
