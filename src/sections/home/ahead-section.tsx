import { Cable, Radar, Zap } from "lucide-react";
import { Container, Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/schemas/home";
import { SectionHeader } from "~/sections/blocks/section-header";

type CardId = HomeContent["ahead"]["cards"][number]["id"];

const icons: Record<CardId, typeof Radar> = {
  "predictive-analytics": Radar,
  "proactive-decisions": Zap,
  "data-integration": Cable,
};

/** SPEC §2 home 7: "Stay ahead of the unexpected!" with three cards, on the dark surface. */
export function AheadSection({ content }: { content: HomeContent["ahead"] }) {
  return (
    <Section aria-labelledby="ahead-title" tone="dark" space="lg" className="isolate overflow-hidden">
      <div aria-hidden="true" className="absolute -top-40 right-[-20%] -z-10 h-[44rem] w-[56rem] bg-[radial-gradient(closest-side,rgb(29_70_219/0.4),transparent)]" />
      <Container>
        <SectionHeader id="ahead-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} tone="dark" align="left" />
        <ul className="mt-14 grid gap-5 md:grid-cols-3">
          {content.cards.map((card) => {
            const Icon = icons[card.id];
            return (
              <li
                key={card.id}
                data-reveal
                className="rounded-card relative flex flex-col bg-white/[0.04] p-7 ring-1 ring-white/10 transition-colors hover:bg-white/[0.07] sm:p-8"
              >
                <span className="bg-primary-600 grid size-12 place-items-center rounded-2xl text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-h3 mt-6 font-semibold">{card.title}</h3>
                <p className="text-navy-200 mt-2 flex-1 leading-relaxed">{card.text}</p>
                <p className="mt-6 border-t border-white/10 pt-4 text-sm font-semibold text-cyan-200">{card.tag}</p>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}
