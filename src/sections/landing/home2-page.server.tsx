import { ButtonLink } from "~/components/ui/button";
import { CarouselSlides } from "~/components/ui/carousel";
import { ForecastVisual } from "~/components/visuals/forecast-visual";
import { GoVisual } from "~/components/visuals/go-visual";
import type { HomeContent } from "~/content/schemas/home";
import type { PostSummary } from "~/content/blog/posts";
import type { Home2Content } from "~/content/schemas/landing";
import type { CtaCopy } from "~/content/schemas/cta";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { SectionHeader } from "~/sections/blocks/section-header";
import { CtaSection } from "~/sections/cta/cta-section";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";
import { ChatVisual } from "./chat-visual";
import { PostCards } from "./post-cards";
import { TestimonialCard } from "./testimonial-card";

/** The visuals home-2 shares with the home page: their copy is reused, not repeated. */
export type Home2Visuals = { forecast: HomeContent["hero"]["visual"]; email: HomeContent["go"]["visual"] };

type TopProps = { hero: PageCopy["hero"]; content: Home2Content; visuals: Home2Visuals };

/** Hero, the three tiles and the three content blocks (build time only). */
export function Home2Top({ hero, content, visuals }: TopProps) {
  const pageHref = usePageHref();
  const [first, second, third] = content.blocks;
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <ButtonLink to={pageHref("contact")} size="lg">
              {content.hero.primary}
            </ButtonLink>
            <BookDemoButton variant="secondary" />
            <p className="text-ink-muted basis-full text-sm">{content.hero.note}</p>
          </>
        }
      />
      <CardGrid id="features" copy={content.tiles} cards={content.tiles.cards} variant="tile" />
      <FeatureSplit id="how-it-works" copy={first} visual={<ForecastVisual copy={visuals.forecast} />} tone="muted" />
      <FeatureSplit id="follow-up" copy={second} visual={<GoVisual copy={visuals.email} />} reverse />
      <FeatureSplit
        id="suppliers"
        copy={third}
        visual={<ChatVisual copy={third.visual} className="sm:mb-10" />}
        tone="muted"
        actions={
          <ButtonLink to={pageHref("contact")} size="lg">
            {third.action}
          </ButtonLink>
        }
      />
    </>
  );
}

export function TestimonialsHeader({ content }: { content: Home2Content["testimonials"] }) {
  return <SectionHeader id="testimonials-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} />;
}

export function TestimonialSlide({ testimonial }: { testimonial: Home2Content["testimonials"]["items"][number] }) {
  return <TestimonialCard testimonial={testimonial} size="feature" />;
}

/** Every slide of the carousel, without behaviour (Astro renders them as the carousel island's children). */
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

/** Three blog cards, each leading to its post. */
export function Home2Blog({ content, posts }: { content: Home2Content["blog"]; posts: readonly PostSummary[] }) {
  return <PostCards id="blog" copy={content} posts={posts} tone="muted" />;
}

export function Home2Bottom({ cta }: { cta: CtaCopy }) {
  return <CtaSection copy={cta} />;
}
