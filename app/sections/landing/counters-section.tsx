import { CountUp } from "~/components/ui/count-up";
import { Container, Section } from "~/components/ui/section";
import { StaticHtml } from "~/components/ui/static-html";
import type { Home4Content } from "~/content/landing-types";
import { useLocale } from "~/i18n/use-locale";

/**
 * SPEC §9 "Dark page counters": Reduce Risk 95 %, Reduce Costs 50 %, Maximize Value 76 %, the first
 * counting from 92. Each counts once, when it scrolls into view (SPEC §4); the prerendered HTML,
 * reduced motion and no-JS show the final values. The header comes prerendered (`headerHtml`: a
 * `SectionHeader` with id `${id}-title`, rendered in the route's loader).
 */
export function CountersSection({ id, headerHtml, items }: { id: string; headerHtml: string; items: Home4Content["counters"]["items"] }) {
  const locale = useLocale();
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone="dark">
      <Container>
        <StaticHtml html={headerHtml} />
        <ul className="mt-14 grid gap-5 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="rounded-card bg-white/[0.04] p-8 text-center ring-1 ring-white/10 sm:p-10" data-counter={item.id}>
              <p className="font-display text-[clamp(3rem,2.2rem+2.6vw,4.25rem)] leading-none font-bold tracking-tight text-cyan-300">
                <CountUp value={item.value} from={item.from} duration={2} locale={locale} suffix={item.suffix} />
              </p>
              <h3 className="text-h3 mt-5 font-semibold">{item.label}</h3>
              <p className="text-navy-200 mx-auto mt-2 max-w-xs leading-relaxed">{item.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
