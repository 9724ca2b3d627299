import { ButtonLink } from "~/components/ui/button";
import { DecisionTrace } from "~/components/visuals/decision-trace";
import { ForecastVisual } from "~/components/visuals/forecast-visual";
import { GoVisual } from "~/components/visuals/go-visual";
import { RiskMap } from "~/components/visuals/risk-map";
import type { AiContent } from "~/content/schemas/ai";
import type { CtaCopy } from "~/content/schemas/cta";
import type { PageCopy } from "~/content/types";
import { usePageHref } from "~/i18n/use-locale";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { LinkCards } from "~/sections/blocks/link-cards";
import { StatBand } from "~/sections/blocks/stat-band";
import { CtaSection } from "~/sections/cta/cta-section";
import { BookDemoButton, PageHero } from "~/sections/page-hero/page-hero";

type AiPageProps = { hero: PageCopy["hero"]; content: AiContent; cta: CtaCopy };

/** SPEC §2 "Product pages", /ai: every section is static, so the whole page renders at build time. */
export function AiPage({ hero, content, cta }: AiPageProps) {
  const pageHref = usePageHref();
  return (
    <>
      <PageHero
        tone="dark"
        {...hero}
        actions={
          <>
            <BookDemoButton />
            <ButtonLink to={pageHref("pricing")} variant="outlineLight" size="lg">
              {content.hero.secondary}
            </ButtonLink>
          </>
        }
        aside={<DecisionTrace copy={content.hero.visual} />}
      />
      <CardGrid id="loop" copy={content.tiles} cards={content.tiles.cards} variant="tile" />
      <FeatureSplit id="forecasting" copy={content.forecasting} visual={<ForecastVisual copy={content.forecasting.visual} />} tone="muted" />
      <FeatureSplit id="risk" copy={content.risk} visual={<RiskMap copy={content.risk.visual} />} reverse />
      <FeatureSplit id="automation" copy={content.automation} visual={<GoVisual copy={content.automation.visual} />} tone="muted" />
      <CardGrid id="control" copy={content.control} cards={content.control.cards} columns={4} variant="dark" />
      <StatBand id="figures" figures={content.figures} tone="default" />
      <LinkCards id="next" copy={content.next} links={content.next.links} />
      <CtaSection copy={cta} />
    </>
  );
}
