import { ArrowRight, ChartSpline, MessageSquareText, Workflow } from "lucide-react";
import { Container, Section } from "~/components/ui/section";
import type { HomeContent } from "~/content/schemas/home";
import { usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "~/sections/blocks/section-header";

type CardId = HomeContent["tasks"]["cards"][number]["id"];

const icons: Record<CardId, typeof Workflow> = {
  forecasting: ChartSpline,
  automation: Workflow,
  communications: MessageSquareText,
};

/** SPEC §2 home 10: three cards whose arrows lead to /ai, /go and /go. The whole card is the link. */
export function TasksSection({ content }: { content: HomeContent["tasks"] }) {
  const pageHref = usePageHref();
  return (
    <Section aria-labelledby="tasks-title" tone="muted">
      <Container>
        <SectionHeader id="tasks-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <ul className="mt-14 grid gap-5 md:grid-cols-3">
          {content.cards.map((card) => {
            const Icon = icons[card.id];
            return (
              <li
                key={card.id}
                data-reveal
                className="ring-line group shadow-card hover:ring-primary-500 focus-within:ring-primary-500 has-[:focus-visible]:outline-focus relative has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-3 flex flex-col rounded-card bg-surface-raised p-7 ring-1 transition-[background-color,border-color,color,box-shadow,transform] duration-300 focus-within:shadow-lift hover:shadow-lift motion-safe:hover:-translate-y-1 sm:p-8"
              >
                <span className="bg-accent-soft text-accent-ink grid size-12 place-items-center rounded-2xl">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="text-h3 mt-6 font-semibold">
                  <a href={pageHref(card.target)} className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none">
                    {card.title}
                  </a>
                </h3>
                <p className="text-ink-muted mt-2 flex-1 leading-relaxed">{card.text}</p>
                <span
                  aria-hidden="true"
                  className="bg-navy-900 group-hover:bg-primary-600 group-focus-within:bg-primary-600 mt-8 grid size-11 place-items-center self-end rounded-full text-white ring-1 ring-white/10 transition-colors"
                >
                  <ArrowRight className="size-5 transition-transform motion-safe:group-hover:translate-x-0.5" />
                </span>
              </li>
            );
          })}
        </ul>
      </Container>
    </Section>
  );
}
