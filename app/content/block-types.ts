import type { IconName } from "~/components/ui/icon.server";
import type { PageId } from "~/i18n/pages";

/**
 * Copy shapes of the shared page blocks (`app/sections/blocks/`). Page content files compose their
 * sections from these, so every page speaks the same structural language and the blocks stay the
 * single place that knows how a card, a step or a question looks.
 */

/** The opening of a section: small label, h2 and an optional intro paragraph. */
export type SectionCopy = { eyebrow: string; heading: string; intro?: string };

/** SPEC §3 "Service or feature card": icon, title, text; optionally a tag line and a page it leads to. */
export type CardCopy = {
  id: string;
  icon: IconName;
  title: string;
  text: string;
  /** Short line under the text, e.g. the figure a card stands for. */
  tag?: string;
  /** The whole card links here. */
  link?: PageId;
};

/** A text-and-visual section (`FeatureSplit`): checked points or icon bullets beside a visual. */
export type FeatureCopy = SectionCopy & {
  points?: readonly string[];
  bullets?: readonly CardCopy[];
};

/** One step of a process (`StepFlow`). */
export type StepCopy = { id: string; icon: IconName; title: string; text: string; /** e.g. "Minute 4" */ meta?: string };

/** A static figure (`StatBand`): "24/7" and what it means. */
export type FigureCopy = { id: string; value: string; label: string };

/** SPEC §3 "FAQ item": title and content. Paragraphs of the answer are separated by a blank line. */
export type FaqItem = { id: string; question: string; answer: string };

export type FaqCopy = SectionCopy & { items: readonly FaqItem[] };

/** A card that leads to another page of the site (`LinkCards`). */
export type LinkCardCopy = { page: PageId; icon: IconName; title: string; text: string };
