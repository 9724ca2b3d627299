import { ArrowRight } from "lucide-react";
import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import { site } from "~/config/site";
import type { TeamContent } from "~/content/schemas/team";
import { usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "~/sections/blocks/section-header";

/** /team's "working here" card: contact us, or meet us in the community (a new tab). */
export function JoinSection({ copy }: { copy: TeamContent["join"] }) {
  const pageHref = usePageHref();
  return (
    <Section id="join" aria-labelledby="join-title" space="lg">
      <Container>
        <div className="ring-line shadow-card grid gap-10 rounded-[2rem] bg-surface-raised p-8 ring-1 sm:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center" data-reveal>
          <SectionHeader id="join-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} align="left" />
          <div>
            <p className="text-ink-muted text-lg leading-relaxed">{copy.text}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink href={pageHref("contact")} size="lg">
                {copy.contact}
                <ArrowRight aria-hidden="true" className="size-4" />
              </ButtonLink>
              <ExternalButtonLink href={site.links.community} variant="secondary" size="lg" icon>
                {copy.community}
              </ExternalButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </Section>
  );
}
