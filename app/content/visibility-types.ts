import type { FreightHubCopy } from "~/components/visuals/freight-hub";
import type { MessageThreadCopy } from "~/components/visuals/message-thread";
import type { YardMapCopy } from "~/components/visuals/yard-map";
import type { FeatureCopy, FigureCopy, LinkCardCopy, SectionCopy } from "./block-types";
import type { RiskMapCopy } from "./home-types";

/** SPEC §2 "Product pages": the visibility page, /visibility. */
export type VisibilityContent = {
  hero: {
    /** Label of the second hero button (to the freight hub on this page). */
    secondary: string;
    visual: RiskMapCopy;
  };
  /** Autonomous communication with suppliers and carriers. */
  communication: FeatureCopy & { visual: MessageThreadCopy };
  /** The freight hub: every inbound load in one place. */
  freight: FeatureCopy & { visual: FreightHubCopy };
  /** Yard management: docks, bays and the queue. */
  yard: FeatureCopy & { visual: YardMapCopy };
  figures: readonly [FigureCopy, FigureCopy, FigureCopy, FigureCopy];
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
