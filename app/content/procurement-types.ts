import type { DecisionTraceCopy } from "~/components/visuals/decision-trace";
import type { PoJourneyCopy } from "~/components/visuals/po-journey";
import type { CardCopy, FeatureCopy, FigureCopy, LinkCardCopy, SectionCopy, StepCopy } from "./block-types";
import type { GoVisualCopy } from "./home-types";

/** SPEC §2 "Product pages": the procurement page, /procurement. */
export type ProcurementContent = {
  hero: {
    /** Label of the second hero button (to the purchase order's journey on this page). */
    secondary: string;
    visual: DecisionTraceCopy;
  };
  /** The three feature cards: generate, verify and change purchase orders. */
  features: SectionCopy & { cards: readonly [CardCopy, CardCopy, CardCopy] };
  /** One purchase order from forecast to supplier confirmation to ERP write-back. */
  journey: SectionCopy & { visual: PoJourneyCopy; steps: readonly [StepCopy, StepCopy, StepCopy, StepCopy] };
  /** Verification: the three-way check against confirmations and shipment notes. */
  verify: FeatureCopy & { visual: GoVisualCopy };
  figures: readonly [FigureCopy, FigureCopy, FigureCopy, FigureCopy];
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
