import { Quote } from "lucide-react";
import { useTranslation } from "~/i18n/translate";
import type { ReactNode } from "react";
import { MarqueeRows } from "~/components/ui/marquee";
import { Container, Section } from "~/components/ui/section";
import { Monogram } from "~/components/visuals/monogram";
import { RatingStars } from "~/components/visuals/rating-stars";
import type { HomeContent, Testimonial } from "~/content/schemas/home";
import { SectionHeader } from "~/sections/blocks/section-header";

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { t } = useTranslation();
  return (
    <figure className="ring-line shadow-card relative flex h-full flex-col rounded-card bg-surface-raised p-7 ring-1 sm:p-8">
      <Quote aria-hidden="true" className="text-brand-tint absolute top-6 right-6 size-10" />
      <RatingStars rating={testimonial.rating} label={t("home.rating", { rating: testimonial.rating })} />
      <blockquote className="mt-5 flex-1 leading-relaxed text-ink">
        <p>“{testimonial.quote}”</p>
      </blockquote>
      <figcaption className="border-line mt-7 flex items-center gap-3.5 border-t pt-6">
        <Monogram name={testimonial.name} />
        <span>
          <span className="block font-semibold text-ink">{testimonial.name}</span>
          <span className="text-ink-muted block text-sm">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

type Voices = HomeContent["voices"];

/** The hashtag banner's group: its name and the placement of its pause control (the props of its `MarqueeGroup`). */
export const hashtagGroup = (content: Voices) => ({ label: content.hashtagLabel, tone: "dark" as const, className: "flex flex-col items-center gap-5" });

/** The hashtag banner's row, without behaviour. */
export function HashtagRows({ content }: { content: Voices }) {
  return (
    <MarqueeRows
      rows={[{ id: "hashtags", items: content.hashtags.map((tag) => ({ id: tag, content: tag })), duration: 45 }]}
      listClassName="gap-10 pr-10 motion-reduce:gap-x-8 motion-reduce:gap-y-2 motion-reduce:px-5 motion-reduce:pr-5 sm:gap-14 sm:pr-14"
      itemClassName="font-display text-2xl font-semibold tracking-tight whitespace-nowrap sm:text-4xl"
    />
  );
}

/** SPEC §2 home 8 without its behaviour: the banner around the hashtag marquee (`children`) and the six testimonials. */
export function VoicesFrame({ content, children }: { content: Voices; children: ReactNode }) {
  return (
    <Section aria-labelledby="voices-title" tone="muted" space="none" className="pb-16 sm:pb-24">
      <div className="on-dark bg-primary-700 py-7 text-white sm:py-9">{children}</div>
      <Container className="pt-16 sm:pt-24">
        <SectionHeader id="voices-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />
        <ul className="mt-14 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {content.testimonials.map((testimonial) => (
            <li key={testimonial.id} data-reveal>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
