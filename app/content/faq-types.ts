import type { FaqItem } from "./block-types";

type Eight<T> = readonly [T, T, T, T, T, T, T, T];

/** SPEC §2 "FAQ": the four topics, in SPEC's order. */
export type FaqGroupId = "general" | "company" | "ai" | "team";

/** One topic: a tab on /faq-1, a section of its own on /faq-2. */
export type FaqGroup<Id extends FaqGroupId = FaqGroupId> = {
  id: Id;
  /** SPEC's tab label ("General questions", ...). */
  title: string;
  /** One sentence under the title. */
  intro: string;
  /** SPEC §9: 8 questions per tab. Ids are unique across all groups (anchors on /faq-2). */
  items: Eight<FaqItem>;
};

/**
 * Copy of both FAQ pages (SPEC §2 "faq-1, faq-2"): one source of questions, shown as tabs of
 * accordions on /faq-1 and as one filterable list on /faq-2.
 */
export type FaqContent = {
  groups: readonly [FaqGroup<"general">, FaqGroup<"company">, FaqGroup<"ai">, FaqGroup<"team">];
  /** Hero buttons that lead from one FAQ page to the other. */
  switch: { toTabs: string; toList: string };
  /** Closing note beside the questions, for whoever did not find an answer. */
  help: { title: string; text: string; mail: string };
};
