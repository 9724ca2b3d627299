import { Container, Section } from "~/components/ui/section";
import { GoVisual } from "~/components/visuals/go-visual";
import { site } from "~/config/site";
import type { HomeContent } from "~/content/schemas/home";
import { LearnMoreLink } from "./learn-more-link";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";

/** SPEC §2 home 4: the Go offering, with Learn More to /go in a new tab. */
export function GoSection({ content }: { content: HomeContent["go"] }) {
  return (
    <Section aria-labelledby="go-title" space="lg" className="overflow-hidden">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div data-reveal>
          <SectionHeader id="go-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} align="left" />
          <PointList points={content.points} />
          <div className="mt-10">
            <LearnMoreLink page="go" about={site.products.go} />
          </div>
        </div>
        <div className="relative" data-reveal>
          <div aria-hidden="true" className="absolute -inset-10 bg-[radial-gradient(closest-side,var(--color-brand-tint),transparent)]" />
          <GoVisual copy={content.visual} />
        </div>
      </Container>
    </Section>
  );
}
