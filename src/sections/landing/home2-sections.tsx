import { ButtonLink } from "~/components/ui/button";
import { CarouselSlides } from "~/components/ui/carousel";
import type { Home2Content } from "~/content/schemas/landing";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { SectionHeader } from "~/sections/blocks/section-header";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";
import { ChatVisual } from "./chat-visual";
import { TestimonialCard } from "./testimonial-card";

/** The hero: contact us, Book Demo, and a note under the buttons. */
export function Home2Hero({ hero, content }: { hero: PageCopy["hero"]; content: Home2Content["hero"] }) {
  const pageHref = usePageHref();
  return (
    <PageHero
      {...hero}
      actions={
        <>
          <ButtonLink href={pageHref("contact")} size="lg">
            {content.primary}
          </ButtonLink>
          <BookDemoButton variant="secondary" />
          <p className="text-ink-muted basis-full text-sm">{content.note}</p>
        </>
      }
    />
  );
}

/** The third content block: supplier chat, with a button to /contact. */
export function SuppliersSection({ copy }: { copy: Home2Content["blocks"][2] }) {
  const pageHref = usePageHref();
  return (
    <FeatureSplit
      id="suppliers"
      copy={copy}
      visual={<ChatVisual copy={copy.visual} className="sm:mb-10" />}
      tone="muted"
      actions={
        <ButtonLink href={pageHref("contact")} size="lg">
          {copy.action}
        </ButtonLink>
      }
    />
  );
}

export function TestimonialsHeader({ content }: { content: Home2Content["testimonials"] }) {
  return <SectionHeader id="testimonials-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />;
}

function TestimonialSlide({ testimonial }: { testimonial: Home2Content["testimonials"]["items"][number] }) {
  return <TestimonialCard testimonial={testimonial} size="feature" />;
}

/** Every slide of the carousel, without behaviour (the view renders them as the `CarouselShell`'s children). */
export function TestimonialSlides({ items }: { items: Home2Content["testimonials"]["items"] }) {
  return (
    <CarouselSlides
      slides={items.map((item) => ({
        id: item.id,
        content: (
          <div className="h-full">
            <TestimonialSlide testimonial={item} />
          </div>
        ),
      }))}
    />
  );
}
