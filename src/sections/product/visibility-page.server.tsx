import { FreightHub } from "~/components/visuals/freight-hub";
import { MessageThread } from "~/components/visuals/message-thread";
import { RiskMap } from "~/components/visuals/risk-map";
import { YardMap } from "~/components/visuals/yard-map";
import type { CtaCopy } from "~/content/schemas/cta";
import { ProductHero } from "./product-hero";
import type { PageCopy } from "~/content/types";
import type { VisibilityContent } from "~/content/schemas/visibility";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { LinkCards } from "~/sections/blocks/link-cards";
import { StatBand } from "~/sections/blocks/stat-band";
import { CtaSection } from "~/sections/cta/cta-section";

type VisibilityPageProps = { hero: PageCopy["hero"]; content: VisibilityContent; cta: CtaCopy };

/**
 * SPEC §2 "Product pages", /visibility: autonomous communication, the freight hub and yard
 * management, each with its own visual. Every section is static, so the page renders at build time.
 */
export function VisibilityPage({ hero, content, cta }: VisibilityPageProps) {
  return (
    <>
      <ProductHero hero={hero} jump={{ to: "freight", label: content.hero.secondary }} visual={<RiskMap copy={content.hero.visual} />} />
      <FeatureSplit id="communication" copy={content.communication} visual={<MessageThread copy={content.communication.visual} />} />
      <FeatureSplit id="freight" copy={content.freight} visual={<FreightHub copy={content.freight.visual} />} tone="muted" reverse />
      <FeatureSplit id="yard" copy={content.yard} visual={<YardMap copy={content.yard.visual} />} />
      <StatBand id="figures" figures={content.figures} tone="muted" />
      <LinkCards id="next" copy={content.next} links={content.next.links} />
      <CtaSection copy={cta} />
    </>
  );
}
