import type { ReactNode } from "react";
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

/** The static frame of an FAQ section: the header (a `FaqHeader`) beside the questions (`children`). */
export function FaqFrame({ id, tone = "default", header, children }: { id: string; tone?: FaqSectionProps["tone"]; header: ReactNode; children: ReactNode }) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone}>
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">{header}</div>
        {children}
      </Container>
    </Section>
  );
}

/** The questions of an FAQ section as an accordion: the only part with behaviour. */
export function FaqAccordion({ items, defaultIndex = 0, tone = "default" }: Pick<FaqSectionProps, "items" | "defaultIndex" | "tone">) {
  return <Accordion items={faqAccordionItems(items)} defaultIndex={defaultIndex} tone={tone === "dark" ? "dark" : "light"} />;
}

/**
 * A header beside an accordion of questions (SPEC §3 "FAQ item", §4). Only the accordion is a client
 * component; the header arrives as HTML.
 */
export function FaqSection({ id, headerHtml, items, defaultIndex = 0, tone = "default" }: FaqSectionProps) {
  return (
    <FaqFrame id={id} tone={tone} header={<StaticHtml html={headerHtml} />}>
      <FaqAccordion items={items} defaultIndex={defaultIndex} tone={tone} />
    </FaqFrame>
  );
}
