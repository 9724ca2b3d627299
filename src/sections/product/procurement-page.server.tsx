import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import { DecisionTrace } from "~/components/visuals/decision-trace";
import { GoVisual } from "~/components/visuals/go-visual";
import { PoJourney } from "~/components/visuals/po-journey";
import type { CtaCopy } from "~/content/schemas/cta";
import type { ProcurementContent } from "~/content/schemas/procurement";
import { ProductHero } from "./product-hero";
import type { PageCopy } from "~/content/types";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { LinkCards } from "~/sections/blocks/link-cards";
import { SectionHeader } from "~/sections/blocks/section-header";
import { StatBand } from "~/sections/blocks/stat-band";
import { CtaSection } from "~/sections/cta/cta-section";

/** One purchase order's journey as a wide visual, with its four handovers explained underneath. */
function Journey({ copy }: { copy: ProcurementContent["journey"] }) {
  return (
    <Section id="journey" aria-labelledby="journey-title" space="lg">
      <Container>
        <SectionHeader id="journey-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <PoJourney copy={copy.visual} className="mt-14" />
        <ol className="mt-12 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map((step) => (
            <li key={step.id} data-reveal className="border-line border-t pt-5">
              <p className="text-primary-700 flex items-center gap-2 text-sm font-semibold">
                <Icon name={step.icon} className="size-4" />
                <span className="font-mono tabular-nums">{step.meta}</span>
              </p>
              <h3 className="text-h3 mt-2 font-semibold">{step.title}</h3>
              <p className="text-ink-muted mt-2 leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}

type ProcurementPageProps = { hero: PageCopy["hero"]; content: ProcurementContent; cta: CtaCopy };

/** SPEC §2 "Product pages", /procurement: every section is static, so the whole page renders at build time. */
export function ProcurementPage({ hero, content, cta }: ProcurementPageProps) {
  return (
    <>
      <ProductHero hero={hero} jump={{ to: "journey", label: content.hero.secondary }} visual={<DecisionTrace copy={content.hero.visual} />} />
      <CardGrid id="features" copy={content.features} cards={content.features.cards} variant="feature" tone="muted" />
      <Journey copy={content.journey} />
      <FeatureSplit id="verify" copy={content.verify} visual={<GoVisual copy={content.verify.visual} />} tone="muted" reverse />
      <StatBand id="figures" figures={content.figures} tone="default" />
      <LinkCards id="next" copy={content.next} links={content.next.links} />
      <CtaSection copy={cta} />
    </>
  );
}
