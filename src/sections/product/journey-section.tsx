import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import { PoJourney } from "~/components/visuals/po-journey";
import type { ProcurementContent } from "~/content/schemas/procurement";
import { SectionHeader } from "~/sections/blocks/section-header";

/** One purchase order's journey as a wide visual, with its four handovers explained underneath. */
export function JourneySection({ copy }: { copy: ProcurementContent["journey"] }) {
  return (
    <Section id="journey" aria-labelledby="journey-title" space="lg">
      <Container>
        <SectionHeader id="journey-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <PoJourney copy={copy.visual} className="mt-14" />
        <ol className="mt-12 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {copy.steps.map((step) => (
            <li key={step.id} data-reveal className="border-line border-t pt-5">
              <p className="text-brand flex items-center gap-2 text-sm font-semibold">
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
