import type { TimelineCopy } from "~/components/visuals/engagement-timeline";
import type { ServiceBoardCopy } from "~/components/visuals/service-board";
import type { CardCopy, FaqCopy, FaqItem, FeatureCopy, LinkCardCopy, SectionCopy } from "./block-types";

/** SPEC §2 route "services": the services, how an engagement runs, what is included and the services FAQ. */
export type ServicesContent = {
  /** Label of the second hero button (to /pricing) and the services overview beside the text. */
  hero: { secondary: string; visual: ServiceBoardCopy };
  /** Every service a card (SPEC §3) that links to /service-details. */
  services: SectionCopy & { cards: readonly CardCopy[] };
  /** How an engagement runs, with the first four weeks as a timeline. */
  engagement: FeatureCopy & { visual: TimelineCopy };
  /** What every engagement includes. */
  included: SectionCopy & { cards: readonly CardCopy[] };
  /** SPEC §4 and §9: the services FAQ has five questions, the first open. */
  faq: FaqCopy & { items: readonly [FaqItem, FaqItem, FaqItem, FaqItem, FaqItem] };
  next: SectionCopy & { links: readonly LinkCardCopy[] };
};
