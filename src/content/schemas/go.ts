import { z } from "zod";
import { cardCopy, featureCopy, icon, linkCardsCopy, sectionCopy, withTop } from "./blocks";
import { homeSchema } from "./home";
import { pricingSectionCopy } from "./pricing";
import { goSetupCopy, workflowBoardCopy } from "./product-visuals";
import { exactly, text } from "./text";

/** One of the two "zero" promises: a headline figure, what it means and what it takes off your plate. */
const zeroBlock = <Id extends "setup" | "training">(blockId: Id) =>
  z.strictObject({
    id: z.literal(blockId),
    icon,
    /** The figure in large type, e.g. "~1 hour". */
    figure: text,
    /** What the figure measures. */
    figureLabel: text,
    title: text,
    text,
    points: exactly(3, text),
  });

/** SPEC §2 "Product pages", the feature page (zero setup and zero training): /go, Orkestra Go (`content/pages/go.yaml`). */
export const goSchema = withTop({
  hero: z.strictObject({
    /** Label of the second hero button (to the plans on this page). */
    secondary: text,
    visual: goSetupCopy,
  }),
  /** Content blocks on zero setup and zero training. */
  zero: sectionCopy.extend({ blocks: z.tuple([zeroBlock("setup"), zeroBlock("training")], { error: "must be the two blocks setup and training" }) }),
  /** Plug-and-play integrations with the home page's ERP logo rows (same shape as the home section). */
  integrations: homeSchema.shape.integrations,
  /** Workflow automation with four bullets. */
  workflow: featureCopy.extend({ bullets: exactly(4, cardCopy), visual: workflowBoardCopy }),
  /** "Goodbye Manual Work!": document processing, autonomous communications, deep integration. */
  manual: sectionCopy.extend({ cards: exactly(3, cardCopy) }),
  /** Header and small print of the Monthly/Yearly plans (the plans are `pricing.feature`). */
  pricing: pricingSectionCopy,
  next: linkCardsCopy,
});

export type GoContent = z.infer<typeof goSchema>;
