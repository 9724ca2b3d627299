import { ChartColumn, PiggyBank, PlugZap, ShieldAlert, Workflow } from "lucide-react";
import { Container, Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/schemas/home";
import { cn } from "~/lib/cn";
import { SectionHeader } from "~/sections/blocks/section-header";

type CardId = HomeContent["efficiency"]["cards"][number]["id"];

const icons: Record<CardId, typeof ChartColumn> = {
  "data-analysis": ChartColumn,
  automation: Workflow,
  integration: PlugZap,
  "risk-management": ShieldAlert,
  "cost-savings": PiggyBank,
};

/** SPEC §2 home 5: "Making supply chains efficient!", five cards (three, then two wider ones). */
export function EfficiencySection({ content }: { content: HomeContent["efficiency"] }) {
  return (
    <Section aria-labelledby="efficiency-title" tone="muted">
      <Container>
        <SectionHeader id="efficiency-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
          {content.cards.map((card, index) => {
            const Icon = icons[card.id];
            const wide = index >= 3;
            return (
              <li
                key={card.id}
                data-reveal
                className={cn(
                  "ring-line group shadow-card relative rounded-card bg-surface-raised p-7 ring-1 transition-[background-color,border-color,color,box-shadow,transform] duration-300 hover:shadow-lift motion-safe:hover:-translate-y-1 sm:p-8 max-sm:flex max-sm:gap-4 max-sm:p-6",
                  wide ? "lg:col-span-3" : "lg:col-span-2",
                  index === 4 && "sm:col-span-2",
                )}
              >
                <span className="bg-navy-900 text-accent-500 grid size-12 shrink-0 place-items-center rounded-2xl">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <div>
                  <h3 className="text-h3 font-semibold max-sm:mt-2.5 sm:mt-6">{card.title}</h3>
                  <p className="text-ink-muted mt-2 leading-relaxed">{card.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}
