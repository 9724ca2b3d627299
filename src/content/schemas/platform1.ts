import { z } from "zod";
import { cardGridCopy, featureCopy, figureCopy, linkCardsCopy, sectionCopy, withTop } from "./blocks";
import { dataHealthCopy, kpiBoardCopy } from "./product-visuals";
import { exactly, id, text } from "./text";

/** One row of the spreadsheet-versus-live-data comparison. */
const comparisonRow = z.strictObject({ id, topic: text, before: text, after: text });

/** SPEC §2 "Product pages": the data-driven supply chains page, /platform1 (its content is ours), `content/pages/platform1.yaml`. */
export const platform1Schema = withTop({
  hero: z.strictObject({ secondary: text, visual: kpiBoardCopy }),
  /** Why planning on live data beats planning in spreadsheets. */
  case: sectionCopy.extend({ columns: z.strictObject({ topic: text, before: text, after: text }), rows: z.array(comparisonRow) }),
  /** The data Orkestra uses. */
  sources: cardGridCopy,
  /** How it cleans and connects that data. */
  cleaning: featureCopy.extend({ visual: dataHealthCopy }),
  /** The insights it surfaces. */
  insights: cardGridCopy,
  /** How decisions get measurably better: the three figures of SPEC §9's statistics block. */
  results: sectionCopy.extend({ figures: exactly(3, figureCopy) }),
  next: linkCardsCopy,
});

export type Platform1Content = z.infer<typeof platform1Schema>;
