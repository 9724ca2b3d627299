import type { ReactNode } from "react";
import { Accordion } from "~/components/ui/accordion";
import { Container, Section } from "~/components/ui/section";
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
const faqAccordionItems = (items: readonly FaqItem[]) => items.map((item) => ({ id: item.id, title: item.question, content: <Answer text={item.answer} /> }));

type FaqTone = "default" | "muted" | "dark";

/**
 * The static frame of an FAQ section (SPEC §3 "FAQ item", §4): the header (a `FaqHeader`) beside the
 * questions (`children`, a `FaqAccordion`: static `<details>`, with the head's `accordion` behaviour).
 */
export function FaqFrame({ id, tone = "default", header, children }: { id: string; tone?: FaqTone; header: ReactNode; children: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone}>
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">{header}</div>
        {children}
      </Container>
    </Section>
  );
}

type FaqAccordionProps = {
  items: readonly FaqItem[];
  /** SPEC §4: 0 on the FAQ pages, the services FAQ and the chatbot page; null (none open) elsewhere. */
  defaultIndex?: number | null;
  tone?: FaqTone;
};

/** The questions of an FAQ section as an accordion: the only part with behaviour. */
export function FaqAccordion({ items, defaultIndex = 0, tone = "default" }: FaqAccordionProps) {
  return <Accordion items={faqAccordionItems(items)} defaultIndex={defaultIndex} tone={tone === "dark" ? "dark" : "light"} />;
}
