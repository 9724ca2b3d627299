import type { DecisionTraceCopy } from "~/components/visuals/decision-trace";
import type { CardCopy, FeatureCopy, FigureCopy, LinkCardCopy, SectionCopy } from "./block-types";
import type { ForecastVisualCopy, GoVisualCopy, RiskMapCopy } from "./home-types";

/** SPEC §2 "Product pages": the main product page, /ai. */
export type AiContent = {
  hero: {
    /** Label of the second hero button (to /pricing). */
    secondary: string;
    visual: DecisionTraceCopy;
  };
  /** The three tiles Monitoring, Predicting, Resolving. */
  tiles: SectionCopy & { cards: readonly [CardCopy, CardCopy, CardCopy] };
  /** Predictive forecasting: benefits fewer stock-outs and improved efficiency. */
  forecasting: FeatureCopy & { visual: ForecastVisualCopy };
  /** Proactive Risk management: continuous surveillance, risk forecasting models, alignment with business strategy. */
  risk: FeatureCopy & { visual: RiskMapCopy };
  /** Intelligent Automation (SPEC cuts its text off; ours is whole). */
  automation: FeatureCopy & { visual: GoVisualCopy };
  /** How the team keeps control of what the AI does. */
  control: SectionCopy & { cards: readonly CardCopy[] };
  figures: readonly [FigureCopy, FigureCopy, FigureCopy, FigureCopy];
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
