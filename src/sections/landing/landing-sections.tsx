import type { ReactNode } from "react";
import { Accordion } from "~/components/ui/accordion";
import { MarqueeRows } from "~/components/ui/marquee";
import { Container, Section } from "~/components/ui/section";
import type { StepItem } from "~/content/schemas/landing";
import { ReviewsLink } from "./reviews-link";

// The static frames of the landing pages' interactive sections: the views fill `header` with the
// header component (a named slot) and `children` with the widget, static markup too.

type FrameProps = { header: ReactNode; children: ReactNode };

/** home-2: the testimonials header above the carousel (`children`). */
export function TestimonialsFrame({ header, children }: FrameProps) {
  return (
    <Section id="testimonials" aria-labelledby="testimonials-title">
      <Container>
        {header}
        {children}
      </Container>
    </Section>
  );
}

/** home-4: the video header above the lightbox (`children`). */
export function VideoFrame({ header, children }: FrameProps) {
  return (
    <Section id="video" aria-labelledby="video-title" tone="dark">
      <Container className="max-w-5xl">
        {header}
        <div className="mt-12" data-reveal>
          {children}
        </div>
      </Container>
    </Section>
  );
}

/** home-4: the steps header beside the accordion (`children`). */
export function StepsFrame({ header, children }: FrameProps) {
  return (
    <Section id="steps" aria-labelledby="steps-title" tone="dark">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,0.8fr)_minmax(0,1.2fr)] lg:gap-20">
        {header}
        {children}
      </Container>
    </Section>
  );
}

/** home-4: the three steps as a numbered accordion, none open (the part with behaviour). */
export function StepsAccordion({ items }: { items: readonly StepItem[] }) {
  return <Accordion items={items.map((step) => ({ id: step.id, title: step.title, content: <p>{step.text}</p> }))} defaultIndex={null} tone="dark" numbered />;
}

/** home-4: the reviews header, the strip (`children`) and the button to the review platform. */
export function ReviewsFrame({ header, children, link }: FrameProps & { link: { href: string; label: string } }) {
  return (
    <Section id="reviews" aria-labelledby="reviews-title" tone="dark" className="overflow-hidden">
      <Container>{header}</Container>
      {children}
      <div className="mt-10 flex justify-center">
        <ReviewsLink href={link.href}>{link.label}</ReviewsLink>
      </div>
    </Section>
  );
}

/** The strip's group: its name and layout (the props of its `MarqueeGroup`). */
export const reviewsGroup = (label: string) => ({ label, tone: "dark" as const, className: "mt-12 flex flex-col items-center gap-6" });

/** The strip's row of review cards (`cards`: each card's markup), without behaviour. */
export function ReviewRows({ cards }: { cards: readonly { id: string; content: ReactNode }[] }) {
  return (
    <MarqueeRows
      rows={[{ id: "reviews", items: cards, duration: 70 }]}
      listClassName="items-stretch gap-5 pr-5 motion-reduce:gap-y-5 motion-reduce:px-5"
      itemClassName="flex"
    />
  );
}
