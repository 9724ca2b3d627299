import type { DataHealthCopy } from "~/components/visuals/data-health";
import type { KpiBoardCopy } from "~/components/visuals/kpi-board";
import type { CardCopy, FeatureCopy, FigureCopy, LinkCardCopy, SectionCopy } from "./block-types";

/** One row of the spreadsheet-versus-live-data comparison. */
export type ComparisonRow = { id: string; topic: string; before: string; after: string };

/** SPEC §2 "Product pages": the data-driven supply chains page, /platform1 (its content is ours). */
export type Platform1Content = {
  hero: { secondary: string; visual: KpiBoardCopy };
  /** Why planning on live data beats planning in spreadsheets. */
  case: SectionCopy & { columns: { topic: string; before: string; after: string }; rows: readonly ComparisonRow[] };
  /** The data Orkestra uses. */
  sources: SectionCopy & { cards: readonly CardCopy[] };
  /** How it cleans and connects that data. */
  cleaning: FeatureCopy & { visual: DataHealthCopy };
  /** The insights it surfaces. */
  insights: SectionCopy & { cards: readonly CardCopy[] };
  /** How decisions get measurably better: the three figures of SPEC §9's statistics block. */
  results: SectionCopy & { figures: readonly [FigureCopy, FigureCopy, FigureCopy] };
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
