import { z } from "zod";
import { featureCopy, figureCopy, linkCardsCopy, withTop } from "./blocks";
import { freightHubCopy, messageThreadCopy, yardMapCopy } from "./product-visuals";
import { exactly, text } from "./text";
import { riskMapCopy } from "./visuals";

/** SPEC §2 "Product pages": the visibility page, /visibility (`content/pages/visibility.yaml`). */
export const visibilitySchema = withTop({
  hero: z.strictObject({
    /** Label of the second hero button (to the freight hub on this page). */
    secondary: text,
    visual: riskMapCopy,
  }),
  /** Autonomous communication with suppliers and carriers. */
  communication: featureCopy.extend({ visual: messageThreadCopy }),
  /** The freight hub: every inbound load in one place. */
  freight: featureCopy.extend({ visual: freightHubCopy }),
  /** Yard management: docks, bays and the queue. */
  yard: featureCopy.extend({ visual: yardMapCopy }),
  figures: exactly(4, figureCopy),
  next: linkCardsCopy,
});

