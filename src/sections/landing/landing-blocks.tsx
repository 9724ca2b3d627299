import { ButtonLink, ExternalButtonLink } from "~/components/ui/button";
import { CarouselShell, CarouselSlides } from "~/components/ui/carousel";
import { Photo } from "~/components/ui/photo";
import { Container, Section } from "~/components/ui/section";
import { ForecastVisual } from "~/components/visuals/forecast-visual";
import { GoVisual } from "~/components/visuals/go-visual";
import type { Picture } from "~/content/media";
import type { ForecastVisualCopy, GoVisualCopy } from "~/content/schemas/home";
import type { LandingAction, LandingBlock } from "~/content/schemas/landing-page";
import type { PricingContent } from "~/content/schemas/pricing";
import { localizePath } from "~/i18n/locales";
import { useLocale } from "~/i18n/use-locale";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FaqHeader } from "~/sections/blocks/faq-header.server";
import { FaqAccordion, FaqFrame } from "~/sections/blocks/faq-section";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { SectionHeader } from "~/sections/blocks/section-header";
import { StepFlow } from "~/sections/blocks/step-flow";
import { CtaSection } from "~/sections/cta/cta-section";
import { PageHero } from "~/sections/page-hero/page-hero";
import { PlanList, PricingFrame } from "~/sections/pricing/pricing-section";
import { PricingTabs } from "~/sections/pricing/pricing-tabs";
import { TestimonialCard } from "./testimonial-card";

/** What the blocks take from the rest of the site: the pricing tables and the drawn visuals' copy. */
export type LandingSupport = {
  pricing: Pick<PricingContent, "home" | "feature">;
  visuals: { forecast: ForecastVisualCopy; "purchase-orders": GoVisualCopy };
};

/** A button's address in the page's language: `/pricing` on a Swedish page is `/sv/pricing`. */
function useLinkHref(link: string): string {
  const locale = useLocale();
  if (!link.startsWith("/")) return link;
  const [path = "/", hash] = link.split("#");
  return `${localizePath(path, locale)}${hash ? `#${hash}` : ""}`;
}

function ActionLink({ action, variant }: { action: LandingAction; variant: "primary" | "secondary" }) {
  const href = useLinkHref(action.link);
  return href.startsWith("https://") ? (
    <ExternalButtonLink href={href} size="lg" variant={variant} icon>
      {action.label}
    </ExternalButtonLink>
  ) : (
    <ButtonLink href={href} size="lg" variant={variant}>
      {action.label}
    </ButtonLink>
  );
}

/** Cards in full rows where the count allows: 4 as one row, 2 as one, 3 and 5+ by threes. */
const columnsFor = (count: number): 2 | 3 | 4 => (count === 4 ? 4 : count <= 2 ? 2 : 3);

/** Sections alternate between white and a muted band, as the site's pages do. */
const toneAt = (index: number) => (index % 2 === 1 ? "muted" : "default");

type LandingBlockProps = LandingSupport & {
  block: LandingBlock;
  /** Its anchor (`blockAnchors`): `#pricing`, `#faq-2`. */
  id: string;
  /** Its place on the page, which sets its band's tone. */
  index: number;
  /** A split block's photo as the page serves it (undefined: the drawn visual). */
  picture?: Picture;
};

/**
 * One block of a landing page (content/landing/, issue 39), drawn by the site's own section for its
 * kind. Static markup: the FAQ and the carousel work through their behaviours, the pricing tabs
 * through CSS, as on the site's pages.
 */
export function LandingBlock({ block, id, index, picture, ...support }: LandingBlockProps) {
  const tone = toneAt(index);
  const ids = <T extends object>(items: readonly T[]) => items.map((item, place) => ({ ...item, id: `${id}-${place + 1}` }));
  switch (block.type) {
    case "hero":
      return (
        <PageHero
          id={id}
          eyebrow={block.eyebrow}
          heading={block.heading}
          intro={block.intro}
          actions={
            <>
              <ActionLink action={block.primary} variant="primary" />
              {block.secondary ? <ActionLink action={block.secondary} variant="secondary" /> : null}
            </>
          }
        />
      );
    case "cards":
      return <CardGrid id={id} copy={block} cards={ids(block.cards)} tone={tone} columns={columnsFor(block.cards.length)} />;
    case "split": {
      const visual = picture ? (
        <Photo picture={picture} sizes="(min-width: 1024px) 36rem, 100vw" className="rounded-card shadow-lift h-auto w-full" />
      ) : block.visual === "forecast" ? (
        <ForecastVisual copy={support.visuals.forecast} />
      ) : (
        <GoVisual copy={support.visuals["purchase-orders"]} />
      );
      return <FeatureSplit id={id} copy={block} visual={visual} reverse={block.reverse} tone={tone} />;
    }
    case "steps":
      return <StepFlow id={id} copy={block} steps={ids(block.steps)} tone={tone} />;
    case "testimonials":
      return (
        <Section id={id} aria-labelledby={`${id}-title`} tone={tone}>
          <Container>
            <SectionHeader id={`${id}-title`} eyebrow={block.eyebrow} heading={block.heading} intro={block.intro} />
            <CarouselShell className="mt-12" count={block.items.length}>
              <CarouselSlides
                slides={ids(block.items).map((item) => ({
                  id: item.id,
                  content: (
                    <div className="h-full">
                      <TestimonialCard testimonial={item} size="feature" />
                    </div>
                  ),
                }))}
              />
            </CarouselShell>
          </Container>
        </Section>
      );
    case "pricing": {
      const variant = support.pricing[block.plans];
      return (
        <PricingFrame copy={block} id={id} tone={tone}>
          <PricingTabs periods={variant.tabs.map((tab) => tab.period)} {...Object.fromEntries(variant.tabs.map((tab) => [tab.period, <PlanList key={tab.period} plans={tab.plans} period={tab.period} />]))} />
        </PricingFrame>
      );
    }
    case "faq": {
      const faqTone = tone === "muted" ? "muted" : "default";
      return (
        <FaqFrame id={id} tone={faqTone} header={<FaqHeader id={id} copy={{ ...block, items: ids(block.items) }} tone={faqTone} />}>
          <FaqAccordion items={ids(block.items)} defaultIndex={0} tone={faqTone} />
        </FaqFrame>
      );
    }
    case "cta":
      return <CtaSection id={id} copy={block} className="pt-16 sm:pt-24" />;
  }
}
