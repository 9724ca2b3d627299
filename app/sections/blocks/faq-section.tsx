import { Accordion } from "~/components/ui/accordion";
import { Container, Section } from "~/components/ui/section";
import { StaticHtml } from "~/components/ui/static-html";
import type { FaqItem } from "~/content/block-types";

/** An answer's paragraphs (separated by a blank line in the copy). */
export function Answer({ text }: { text: string }) {
  return (
    <div className="space-y-3">
      {text.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}

/** FAQ items as accordion items. */
export const faqAccordionItems = (items: readonly FaqItem[]) => items.map((item) => ({ id: item.id, title: item.question, content: <Answer text={item.answer} /> }));

type FaqSectionProps = {
  id: string;
  /** The prerendered `FaqHeader` (faq-header.server.tsx, rendered in the route's loader). */
  headerHtml: string;
  items: readonly FaqItem[];
  /** SPEC §4: 0 on the FAQ pages, the services FAQ and the chatbot page; null (none open) elsewhere. */
  defaultIndex?: number | null;
  tone?: "default" | "muted" | "dark";
};

/**
 * A header beside an accordion of questions (SPEC §3 "FAQ item", §4). Only the accordion is a client
 * component; the header arrives as HTML.
 */
export function FaqSection({ id, headerHtml, items, defaultIndex = 0, tone = "default" }: FaqSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone}>
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
        <StaticHtml html={headerHtml} className="lg:sticky lg:top-28 lg:self-start" />
        <Accordion items={faqAccordionItems(items)} defaultIndex={defaultIndex} tone={tone === "dark" ? "dark" : "light"} />
      </Container>
    </Section>
  );
}
