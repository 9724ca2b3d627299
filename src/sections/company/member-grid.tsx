import { Container, Section } from "~/components/ui/section";
import type { TeamContent, TeamMember } from "~/content/schemas/team";
import { itemHref } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { SectionHeader } from "~/sections/blocks/section-header";
import { TeamCard } from "./team-card";

/** A grid of team cards, each linking to the member's page. */
export function MemberGrid({ id, copy, members, team }: { id: string; copy: { eyebrow: string; heading: string; intro?: string }; members: readonly TeamMember[]; team: TeamContent }) {
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
