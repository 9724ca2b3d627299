import type { z } from "zod";
import type { cardCopy, faqCopy, featureCopy, figureCopy, linkCardCopy, sectionCopy, stepCopy } from "./schemas/blocks";
import type { faqItem } from "./schemas/blocks";

// The shapes of the shared page blocks, as their schemas (src/content/schemas/blocks.ts) define them.
export type SectionCopy = z.infer<typeof sectionCopy>;
export type CardCopy = z.infer<typeof cardCopy>;
export type FeatureCopy = z.infer<typeof featureCopy>;
export type StepCopy = z.infer<typeof stepCopy>;
export type FigureCopy = z.infer<typeof figureCopy>;
export type FaqItem = z.infer<typeof faqItem>;
export type FaqCopy = z.infer<typeof faqCopy>;
export type LinkCardCopy = z.infer<typeof linkCardCopy>;
