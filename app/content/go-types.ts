import type { IconName } from "~/components/ui/icon.server";
import type { GoSetupCopy } from "~/components/visuals/go-setup";
import type { WorkflowBoardCopy } from "~/components/visuals/workflow-board";
import type { CardCopy, FeatureCopy, LinkCardCopy, SectionCopy } from "./block-types";
import type { HomeContent } from "./home-types";
import type { PricingSectionCopy } from "./pricing-types";

/** One of the two "zero" promises: a headline figure, what it means and what it takes off your plate. */
export type ZeroBlock = {
  id: "setup" | "training";
  icon: IconName;
  /** The figure in large type, e.g. "~1 hour". */
  figure: string;
  /** What the figure measures. */
  figureLabel: string;
  title: string;
  text: string;
  points: readonly [string, string, string];
};

/** SPEC §2 "Product pages", the feature page (zero setup and zero training): /go, Orkestra Go. */
export type GoContent = {
  hero: {
    /** Label of the second hero button (to the plans on this page). */
    secondary: string;
    visual: GoSetupCopy;
  };
  /** Content blocks on zero setup and zero training. */
  zero: SectionCopy & { blocks: readonly [ZeroBlock, ZeroBlock] };
  /** Plug-and-play integrations with the home page's ERP logo rows (same shape as the home section). */
  integrations: HomeContent["integrations"];
  /** Workflow automation with four bullets. */
  workflow: FeatureCopy & { bullets: readonly [CardCopy, CardCopy, CardCopy, CardCopy]; visual: WorkflowBoardCopy };
  /** "Goodbye Manual Work!": document processing, autonomous communications, deep integration. */
  manual: SectionCopy & { cards: readonly [CardCopy, CardCopy, CardCopy] };
  /** Header and small print of the Monthly/Yearly plans (the plans are `pricing.feature`). */
  pricing: PricingSectionCopy;
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
