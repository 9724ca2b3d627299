import type { ReactNode } from "react";
import { ButtonLink } from "~/components/ui/button";
import { Container, Section } from "~/components/ui/section";
import type { Home3Content } from "~/content/schemas/landing";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { SectionHeader } from "~/sections/blocks/section-header";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";
import { TestimonialCard } from "./testimonial-card";

/** The AI-business page's hero: "Explore About Us", Book Demo, and a visual beside the text. */
export function Home3Hero({ hero, content, aside }: { hero: PageCopy["hero"]; content: Home3Content["hero"]; aside: ReactNode }) {
  const pageHref = usePageHref();
  return (
    <PageHero
      {...hero}
      actions={
        <>
          <ButtonLink href={pageHref("about")} size="lg">
            {content.primary}
          </ButtonLink>
          <BookDemoButton variant="secondary" />
        </>
      }
      aside={aside}
    />
  );
}

/** Two customer testimonials side by side. */
export function TestimonialPair({ copy }: { copy: Home3Content["testimonials"] }) {
  return (
    <Section id="testimonials" aria-labelledby="testimonials-title" tone="muted">
      <Container>
        <SectionHeader id="testimonials-title" eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
          {copy.items.map((item) => (
            <li key={item.id} data-reveal>
              <TestimonialCard testimonial={item} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
