import { z } from "zod";
import { cardGridCopy, faqCopy, faqItem, featureCopy, linkCardsCopy, withTop } from "./blocks";
import { serviceBoardCopy, timelineCopy } from "./product-visuals";
import { exactly, text } from "./text";

/** SPEC §2 route "services": the services, how an engagement runs, what is included and the services FAQ (`content/pages/services.yaml`). */
export const servicesSchema = withTop({
  /** Label of the second hero button (to /pricing) and the services overview beside the text. */
  hero: z.strictObject({ secondary: text, visual: serviceBoardCopy }),
  /** Every service a card (SPEC §3) that links to /service-details. */
  services: cardGridCopy,
  /** How an engagement runs, with the first four weeks as a timeline. */
  engagement: featureCopy.extend({ visual: timelineCopy }),
  /** What every engagement includes. */
  included: cardGridCopy,
  /** SPEC §4 and §9: the services FAQ has five questions, the first open. */
  faq: faqCopy.extend({ items: exactly(5, faqItem) }),
  next: linkCardsCopy,
});

