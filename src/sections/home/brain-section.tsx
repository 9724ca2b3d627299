import { FileCheck2, PackageSearch, ShieldAlert } from "lucide-react";
import { Section, Container } from "~/components/ui/section";
import { RiskMap } from "~/components/visuals/risk-map";
import { site } from "~/config/site";
import type { HomeContent } from "~/content/schemas/home";
import { LearnMoreLink } from "./learn-more-link";
import { SectionHeader } from "~/sections/blocks/section-header";

const icons = [ShieldAlert, PackageSearch, FileCheck2] as const;

/** SPEC §2 home 2: "The New brain for Supply chains!", three bullets and Learn More to /ai (new tab). */
export function BrainSection({ content }: { content: HomeContent["brain"] }) {
  return (
    <Section aria-labelledby="brain-title" space="lg">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className="lg:order-2" data-reveal>
          <SectionHeader id="brain-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} align="left" />
          <ul className="mt-9 space-y-6">
            {content.bullets.map((bullet, index) => {
              const Icon = icons[index]!;
              return (
                <li key={bullet.id} className="flex gap-4">
                  <span className="bg-brand-soft text-brand grid size-11 shrink-0 place-items-center rounded-xl">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-h3 font-semibold">{bullet.title}</h3>
                    <p className="text-ink-muted mt-1 leading-relaxed">{bullet.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="mt-10">
            <LearnMoreLink page="ai" about={site.products.ai} />
          </div>
        </div>
        <div className="lg:order-1" data-reveal>
          <RiskMap copy={content.visual} />
        </div>
      </Container>
    </Section>
  );
}
