import { z } from "zod";
import { cardCopy, featureCopy, figureCopy, linkCardsCopy, sectionCopy, stepCopy, withTop } from "./blocks";
import { decisionTraceCopy, poJourneyCopy } from "./product-visuals";
import { exactly, text } from "./text";
import { goVisualCopy } from "./visuals";

/** SPEC §2 "Product pages": the procurement page, /procurement (`content/pages/procurement.yaml`). */
export const procurementSchema = withTop({
  hero: z.strictObject({
    /** Label of the second hero button (to the purchase order's journey on this page). */
    secondary: text,
    visual: decisionTraceCopy,
  }),
  /** The three feature cards: generate, verify and change purchase orders. */
  features: sectionCopy.extend({ cards: exactly(3, cardCopy) }),
  /** One purchase order from forecast to supplier confirmation to ERP write-back. */
  journey: sectionCopy.extend({ visual: poJourneyCopy, steps: exactly(4, stepCopy) }),
  /** Verification: the three-way check against confirmations and shipment notes. */
  verify: featureCopy.extend({ visual: goVisualCopy }),
  figures: exactly(4, figureCopy),
  next: linkCardsCopy,
});

export type ProcurementContent = z.infer<typeof procurementSchema>;
