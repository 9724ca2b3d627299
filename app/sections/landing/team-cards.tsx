import { ButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import { Monogram } from "~/components/visuals/monogram";
import { team } from "~/config/site";
import type { TeamPicks } from "~/content/landing-types";
import { useLocale, usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "~/sections/blocks/section-header";

/**
 * SPEC §3 "Team member" cards for the members named by id (build time only). The people are the
 * brand's own (`team` in app/config/site.ts). TODO(merge): use the company pages' TeamCard.
 */
export function TeamCards({ id, copy }: { id: string; copy: TeamPicks & { all: string } }) {
  const locale = useLocale();
  const pageHref = usePageHref();
  const members = copy.ids.map((memberId) => team.find((member) => member.id === memberId)).filter((member) => member !== undefined);
  return (
    <Section id={id} aria-labelledby={`${id}-title`}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {members.map((member) => (
            <li key={member.id} data-reveal className="ring-line shadow-card flex flex-col items-center rounded-card bg-white p-8 text-center ring-1">
              <span className="ring-primary-100 rounded-full p-1.5 ring-2">
                <Monogram name={member.name} />
              </span>
              <h3 className="text-h3 mt-6 font-semibold text-navy-900">{member.name}</h3>
              <p className="text-ink-muted mt-1">{member.title[locale]}</p>
            </li>
          ))}
        </ul>
        <div className="mt-12 flex justify-center">
          <ButtonLink to={pageHref("team")} variant="secondary">
            {copy.all}
          </ButtonLink>
        </div>
      </Container>
    </Section>
  );
}
