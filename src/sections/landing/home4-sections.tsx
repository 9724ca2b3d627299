import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import type { Home4Content } from "~/content/schemas/landing";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "~/sections/blocks/section-header";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";
import { ReviewRows } from "./landing-sections";
import { TestimonialCard } from "./testimonial-card";

/** The dark hero: contact us, Book Demo, and a visual beside the text. */
export function Home4Hero({ hero, content, aside }: { hero: PageCopy["hero"]; content: Home4Content["hero"]; aside: ReactNode }) {
  const pageHref = usePageHref();
  return (
    <PageHero
      tone="dark"
      {...hero}
      actions={
        <>
          <ButtonLink href={pageHref("contact")} variant="light" size="lg">
            {content.primary}
          </ButtonLink>
          <BookDemoButton variant="outlineLight" />
        </>
      }
      aside={aside}
    />
  );
}

type Part<K extends keyof Home4Content> = { content: Home4Content[K] };

export function VideoHeader({ content }: Part<"video">) {
  return <SectionHeader id="video-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} tone="dark" />;
}

export function StepsHeader({ content }: Part<"steps">) {
  return (
    <SectionHeader
      id="steps-title"
      eyebrow={content.eyebrow}
      heading={content.heading}
      intro={content.intro}
      tone="dark"
      align="left"
      className="lg:sticky lg:top-28 lg:self-start"
    />
  );
}

export function CountersHeader({ content }: Part<"counters">) {
  return <SectionHeader id="results-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} tone="dark" />;
}

export function ReviewsHeader({ content }: Part<"reviews">) {
  return <SectionHeader id="reviews-title" eyebrow={content.eyebrow} heading={content.heading} tone="dark" />;
}

function ReviewCard({ review }: { review: Home4Content["reviews"]["items"][number] }) {
  return <TestimonialCard testimonial={review} size="compact" tone="dark" />;
}

/** The strip's row with every review card (the view renders it as the strip's `MarqueeGroup`'s children). */
export function ReviewStrip({ reviews }: { reviews: Home4Content["reviews"]["items"] }) {
  return (
    <ReviewRows
      cards={reviews.map((review) => ({
        id: review.id,
        content: (
          <div>
            <ReviewCard review={review} />
          </div>
        ),
      }))}
    />
  );
}
