import type { ReactNode } from "react";
import { CountUp } from "~/components/ui/count-up";
import { Container, Section } from "~/components/ui/section";
import type { Home4Content } from "~/content/schemas/landing";
import { useLocale } from "~/i18n/use-locale";

type Counter = Home4Content["counters"]["items"][number];

/**
 * SPEC §9 "Dark page counters": Reduce Risk 95 %, Reduce Costs 50 %, Maximize Value 76 %, the first
 * counting from 92. The section around the counters, without behaviour: the header (a
 * `CountersHeader` with id `${id}-title`) and the list of `CounterCard`s. Each figure counts once,
 * when it scrolls into view (SPEC §4); the prerendered HTML, reduced motion and no-JS show the final values.
 */
export function CountersFrame({ id, header, children }: { id: string; header: ReactNode; children: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone="dark">
      <Container>
        {header}
        <ul className="mt-14 grid gap-5 md:grid-cols-3">{children}</ul>
      </Container>
    </Section>
  );
}

/** One counter's card, without behaviour: its figure (`children`, a `CounterFigure`), label and text. */
export function CounterCard({ item, children }: { item: Counter; children: ReactNode }) {
  return (
    <li className="rounded-card bg-white/[0.04] p-8 text-center ring-1 ring-white/10 sm:p-10" data-counter={item.id}>
      {children}
      <h3 className="text-h3 mt-5 font-semibold">{item.label}</h3>
      <p className="text-navy-200 mx-auto mt-2 max-w-xs leading-relaxed">{item.text}</p>
    </li>
  );
}

/** A counter's figure, counting up once it scrolls into view (the page's `CountUps` script runs it). */
export function CounterFigure({ value, from, suffix }: Pick<Counter, "value" | "from" | "suffix">) {
  const locale = useLocale();
  return (
    <p className="font-display text-[clamp(3rem,2.2rem+2.6vw,4.25rem)] leading-none font-bold tracking-tight text-cyan-300">
      <CountUp value={value} from={from} duration={2} locale={locale} suffix={suffix} />
    </p>
  );
}
