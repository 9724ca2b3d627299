import { z } from "zod";
import { cardCopy, cardGridCopy, featureCopy, figureCopy, linkCardsCopy, sectionCopy, withTop } from "./blocks";
import { decisionTraceCopy } from "./product-visuals";
import { exactly, text } from "./text";
import { forecastVisualCopy, goVisualCopy, riskMapCopy } from "./visuals";

/** SPEC §2 "Product pages": the main product page, /ai (`content/pages/ai.yaml`). */
export const aiSchema = withTop({
  hero: z.strictObject({
    /** Label of the second hero button (to /pricing). */
    secondary: text,
    visual: decisionTraceCopy,
  }),
  /** The three tiles Monitoring, Predicting, Resolving. */
  tiles: sectionCopy.extend({ cards: exactly(3, cardCopy) }),
  /** Predictive forecasting: benefits fewer stock-outs and improved efficiency. */
  forecasting: featureCopy.extend({ visual: forecastVisualCopy }),
  /** Proactive Risk management: continuous surveillance, risk forecasting models, alignment with business strategy. */
  risk: featureCopy.extend({ visual: riskMapCopy }),
  /** Intelligent Automation (SPEC cuts its text off; ours is whole). */
  automation: featureCopy.extend({ visual: goVisualCopy }),
  /** How the team keeps control of what the AI does. */
  control: cardGridCopy,
  figures: exactly(4, figureCopy),
  next: linkCardsCopy,
});

