import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import type { GoContent } from "~/content/schemas/go";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";

/** The two promises side by side, each led by its figure (SPEC §9: setup about 1 hour, no training). */
export function ZeroSection({ copy }: { copy: GoContent["zero"] }) {
  return (
    <Section id="zero" aria-labelledby="zero-title" space="lg">
      <Container>
        <SectionHeader id="zero-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className="mt-14 grid gap-6 lg:grid-cols-2">
          {copy.blocks.map((block) => (
            <li key={block.id} data-reveal className="ring-line shadow-card relative flex flex-col overflow-hidden rounded-card bg-surface-raised p-7 ring-1 sm:p-10">
              <div aria-hidden="true" className="absolute -top-24 -right-24 size-64 rounded-full bg-[radial-gradient(closest-side,var(--color-brand-tint),transparent)]" />
              <div className="relative flex items-start justify-between gap-6">
                <span className="bg-navy-900 text-accent-500 grid size-12 place-items-center rounded-2xl">
                  <Icon name={block.icon} className="size-6" />
                </span>
                <p className="text-right">
                  <span className="font-display text-brand block text-[clamp(2.25rem,1.8rem+1.6vw,3rem)] leading-none font-bold tracking-tight">{block.figure}</span>
                  <span className="text-ink-muted mt-1 block text-sm">{block.figureLabel}</span>
                </p>
              </div>
              <h3 className="text-h3 relative mt-8 font-semibold">{block.title}</h3>
              <p className="text-ink-muted relative mt-3 leading-relaxed">{block.text}</p>
              <PointList points={block.points} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
