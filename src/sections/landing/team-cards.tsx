import { ButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import type { TeamPicks } from "~/content/schemas/landing";
import type { TeamContent } from "~/content/schemas/team";
import { itemHref } from "~/i18n/pages";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "~/sections/blocks/section-header";
import { TeamCard } from "~/sections/company/team-card";

/** The company pages' team cards for the members picked by slug, and a link to the team (build time only). */
export function TeamCards({ id, copy, team }: { id: string; copy: TeamPicks; team: TeamContent }) {
  const locale = useLocale();
  const pageHref = usePageHref();
  const members = copy.slugs.map((slug) => team.members.find((member) => member.slug === slug)).filter((member) => member !== undefined);
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {members.map((member) => (
            <li key={member.slug} data-reveal>
              <TeamCard member={member} href={itemHref("team", member.slug, locale)} labels={team.card} />
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink href={pageHref("team")} variant="secondary">
            {copy.all}
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
