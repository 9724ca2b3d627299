import type { ReactNode } from "react";
import { Container, Section } from "~/components/ui/section";
import type { HomeContent, Stat } from "~/content/schemas/home";
import { SectionHeader } from "~/sections/blocks/section-header";

type Stats = HomeContent["stats"];

/**
 * SPEC §2 home 3 without its behaviour: the header and the three figures' words, each figure placed
 * by its stat id (`hours`, `savings`, `weeks`: a `CountUp`).
 */
export function StatsFrame({ content, ...figures }: { content: Stats } & Record<Stat["id"], ReactNode>) {
  return (
    <Section aria-labelledby="stats-title" tone="muted">
      <Container>
        <SectionHeader id="stats-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <ul className="ring-line shadow-card mt-14 grid overflow-hidden rounded-[1.75rem] bg-surface-raised ring-1 md:grid-cols-3" data-reveal>
          {content.items.map((stat) => (
            <li key={stat.id} className="border-line relative border-b p-8 last:border-b-0 sm:p-10 md:border-r md:border-b-0 md:last:border-r-0">
              <p className="text-ink-muted text-sm font-semibold tracking-[0.1em] uppercase">{stat.lead}</p>
              <p className="font-display text-brand mt-3 text-[clamp(2.75rem,2rem+2.4vw,3.75rem)] leading-none font-bold tracking-tight">{figures[stat.id]}</p>
              <p className="text-ink-muted mt-4 max-w-xs leading-relaxed">{stat.label}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}

/** A stat's `CountUp` props. */
export const statFigure = ({ value, duration, prefix, suffix }: Stat) => ({ value, duration, prefix, suffix });
