import { ButtonLink } from "~/components/ui/button";
import { EngagementTimeline } from "~/components/visuals/engagement-timeline";
import { ServiceBoard } from "~/components/visuals/service-board";
import type { CtaCopy } from "~/content/schemas/cta";
import type { ServicesContent } from "~/content/schemas/services";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { LinkCards } from "~/sections/blocks/link-cards";
import { CtaSection } from "~/sections/cta/cta-section";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";

/** /services above the FAQ: hero, the service cards, how an engagement runs, what is included. Build time only. */
export function ServicesTop({ hero, content }: { hero: PageCopy["hero"]; content: ServicesContent }) {
  const pageHref = usePageHref();
  return (
    <>
      <PageHero
        {...hero}
        actions={
          <>
            <BookDemoButton />
            <ButtonLink to={pageHref("pricing")} variant="secondary" size="lg">
              {content.hero.secondary}
            </ButtonLink>
          </>
        }
        aside={<ServiceBoard copy={content.hero.visual} />}
      />
      <CardGrid id="services" copy={content.services} cards={content.services.cards} columns={4} tone="default" />
      <FeatureSplit id="engagement" copy={content.engagement} visual={<EngagementTimeline copy={content.engagement.visual} />} tone="muted" />
      <CardGrid id="included" copy={content.included} cards={content.included.cards} tone="default" />
    </>
  );
}

/** /services below the FAQ: onward links and the shared free-trial call to action. Build time only. */
export function ServicesBottom({ content, cta }: { content: ServicesContent; cta: CtaCopy }) {
  return (
    <>
      <LinkCards id="next" copy={content.next} links={content.next.links} />
      <CtaSection copy={cta} />
    </>
  );
}
