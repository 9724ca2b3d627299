import { z } from "zod";
import { iconNames } from "./icon-names";
import { pageTable, type PageId } from "~/i18n/pages";
import { faqItem } from "./faq";
import { id, text } from "./text";

/**
 * Copy shapes of the shared page blocks (`src/sections/blocks/`). Page content files compose their
 * sections from these, so every page speaks the same structural language and the blocks stay the
 * single place that knows how a card, a step or a question looks.
 */

/** One of the icons the site draws (`iconNames`). */
export const icon = z.enum(iconNames, { error: "must be the name of one of the site's icons" });

/** A page of the site, by its id in the page table (`src/i18n/pages.ts`). */
export const pageId = z.enum(pageTable.map((page) => page.id) as [PageId, ...PageId[]], { error: "must be the id of a page of the site" });

/** The opening of a section: small label, h2 and an optional intro paragraph. */
export const sectionCopy = z.strictObject({ eyebrow: text, heading: text, intro: text.optional() });

/** SPEC §3 "Service or feature card": icon, title, text; optionally a tag line and a page it leads to. */
export const cardCopy = z.strictObject({
  id,
  icon,
  title: text,
  text,
  /** Short line under the text, e.g. the figure a card stands for. */
  tag: text.optional(),
  /** The whole card links here. */
  link: pageId.optional(),
});

/** A section of cards under its opening (`CardGrid`). */
export const cardGridCopy = sectionCopy.extend({ cards: z.array(cardCopy) });

/** A text-and-visual section (`FeatureSplit`): checked points or icon bullets beside a visual. */
export const featureCopy = sectionCopy.extend({ points: z.array(text).optional(), bullets: z.array(cardCopy).optional() });

/** One step of a process (`StepFlow`); `meta` is e.g. "Minute 4". */
export const stepCopy = z.strictObject({ id, icon, title: text, text, meta: text.optional() });

/** A static figure (`StatBand`): "24/7" and what it means. */
export const figureCopy = z.strictObject({ id, value: text, label: text });

export const faqCopy = sectionCopy.extend({ items: z.array(faqItem) });

/** A card that leads to another page of the site (`LinkCards`). */
export const linkCardCopy = z.strictObject({ page: pageId, icon, title: text, text });

/** The closing "where to go from here" section of a product page: an opening and its link cards. */
export const linkCardsCopy = sectionCopy.extend({ links: z.array(linkCardCopy) });

/** What every page needs before its sections: head tags and the hero. */
export const pageCopy = z.strictObject({
  /** Document title without the brand suffix (the meta helper adds " | Orkestra"). */
  title: text,
  /** Meta description, 120-160 characters. */
  description: text,
  hero: z.strictObject({ eyebrow: text, heading: text, intro: text }),
});
