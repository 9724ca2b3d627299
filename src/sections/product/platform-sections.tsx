import { Container, Section } from "~/components/ui/section";
import { DataFlow } from "~/components/visuals/data-flow";
import { ErpWordmark } from "~/components/visuals/erp-wordmark";
import { integrations } from "~/config/site";
import type { PlatformContent } from "~/content/schemas/platform";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";

/** The data-flow diagram with the four stages explained underneath. */
export function ArchitectureSection({ copy }: { copy: PlatformContent["architecture"] }) {
  return (
    <Section id="architecture" aria-labelledby="architecture-title" space="lg">
      <Container>
        <SectionHeader id="architecture-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <DataFlow copy={copy.visual} className="mt-14" />
        <ol className="mt-12 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
          {copy.stages.map((stage, index) => (
            <li key={stage.id} data-reveal className="border-line border-t pt-5">
              <p className="text-brand font-display text-sm font-semibold tabular-nums">{String(index + 1).padStart(2, "0")}</p>
              <h3 className="text-h3 mt-1 font-semibold">{stage.title}</h3>
              <p className="text-ink-muted mt-2 leading-relaxed">{stage.text}</p>
            </li>
          ))}
        </ol>
      </Container>
    </Section>
  );
}

/** The ERP wordmarks of `site.integrations`, set statically, and the other kinds of connector. */
export function ConnectorsSection({ copy }: { copy: PlatformContent["integrations"] }) {
  return (
    <Section id="integrations" aria-labelledby="integrations-title" tone="muted" space="lg">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
        <div data-reveal>
          <SectionHeader id="integrations-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} align="left" />
          <PointList points={copy.points} />
        </div>
        <div data-reveal>
          <ul aria-label={copy.listLabel} className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
            {integrations.map((name, index) => (
              <li key={name} className="ring-line flex h-16 items-center rounded-2xl bg-surface-raised px-5 ring-1">
                <ErpWordmark name={name} index={index} />
              </li>
            ))}
          </ul>
          <div className="mt-6">
            <h3 className="text-ink-muted text-sm font-semibold tracking-[0.1em] uppercase">{copy.more.title}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {copy.more.items.map((item) => (
                <li key={item} className="ring-line text-ink rounded-pill bg-surface-raised px-3.5 py-1.5 text-sm font-medium ring-1">
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </Section>
  );
}
