import { ButtonLink } from "~/components/ui/button";
import { DecisionTrace } from "~/components/visuals/decision-trace";
import { ForecastVisual } from "~/components/visuals/forecast-visual";
import { RiskMap } from "~/components/visuals/risk-map";
import type { AiContent } from "~/content/schemas/ai";
import type { HomeContent } from "~/content/schemas/home";
import type { Home4Content } from "~/content/schemas/landing";
import type { CtaCopy } from "~/content/schemas/cta";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { SectionHeader } from "~/sections/blocks/section-header";
import { CtaSection } from "~/sections/cta/cta-section";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";
import { ReviewRows } from "./landing-sections";
import { TestimonialCard } from "./testimonial-card";

/** The visuals home-4 shares with the home and AI pages: their copy is reused, not repeated. */
export type Home4Visuals = { riskMap: HomeContent["brain"]["visual"]; trace: AiContent["hero"]["visual"]; forecast: AiContent["forecasting"]["visual"] };

type Props = { hero: PageCopy["hero"]; content: Home4Content; visuals: Home4Visuals };

/** Hero, the promo cards, two content sections and the three service cards (build time only). */
export function Home4Top({ hero, content, visuals }: Props) {
  const pageHref = usePageHref();
  return (
    <>
      <PageHero
        tone="dark"
        {...hero}
        actions={
          <>
            <ButtonLink to={pageHref("contact")} variant="light" size="lg">
              {content.hero.primary}
            </ButtonLink>
            <BookDemoButton variant="outlineLight" />
          </>
        }
        aside={<RiskMap copy={visuals.riskMap} />}
      />
      <CardGrid id="promo" copy={content.promo} cards={content.promo.cards} variant="dark" tone="dark" />
      <FeatureSplit id="reasoning" copy={content.sections[0]} visual={<DecisionTrace copy={visuals.trace} />} tone="dark" />
      <FeatureSplit id="forecasts" copy={content.sections[1]} visual={<ForecastVisual copy={visuals.forecast} />} tone="dark" reverse />
      <CardGrid id="services" copy={content.services} cards={content.services.cards} variant="dark" tone="dark" />
    </>
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

export function ReviewCard({ review }: { review: Home4Content["reviews"]["items"][number] }) {
  return <TestimonialCard testimonial={review} size="compact" tone="dark" />;
}

/** The strip's row with every review card (Astro renders it as the strip island's children). */
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

export function Home4Bottom({ cta }: { cta: CtaCopy }) {
  return <CtaSection copy={cta} tone="dark" />;
}
