import { z } from "zod";
import { iconNames } from "./icon-names";
import { pageTable, type PageId } from "~/i18n/pages";
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

/** SPEC §3 "FAQ item": question and answer; paragraphs of the answer are separated by a blank line. */
export const faqItem = z.strictObject({ id, question: text, answer: text });

export const faqCopy = sectionCopy.extend({ items: z.array(faqItem) });

/** A card that leads to another page of the site (`LinkCards`). */
export const linkCardCopy = z.strictObject({ page: pageId, icon, title: text, text });

/** The closing "where to go from here" section of a product page: an opening and its link cards. */
export const linkCardsCopy = sectionCopy.extend({ links: z.array(linkCardCopy) });

/** A page's big headline, the first thing visitors read (the page's h1). */
export const headline = text.meta({ title: "Headline", description: "The big headline at the top of the page, the first thing visitors read." });

/** Document title without the brand suffix (the meta helper adds " | Orkestra"). */
export const tabTitle = text.meta({ title: "Browser tab title", description: 'Shown in the browser tab and as the headline in search results. Keep it short; the site adds " | Orkestra".' });

/** Meta description, 120-160 characters. */
export const searchText = text.meta({ title: "Search result text", description: "Shown under the title in search results and link previews: one or two sentences, about 150 characters." });

/** A page's head tags: its title and description (a member's or a project's page). */
export const pageHead = z.strictObject({ title: tabTitle, description: searchText }).meta({ title: "Browser tab and search results", cmsOpen: true });

/**
 * What every page needs before its sections: its hero, then its head tags. The order and the
 * `title` meta are the CMS's labels (src/cms/fields.ts): the headline first, in an editor's words.
 */
export const pageCopy = z.strictObject({
  hero: z
    .strictObject({
      heading: headline,
      eyebrow: text.meta({ title: "Line above the headline", description: "The small line above the headline." }),
      intro: text.meta({ title: "Text under the headline", description: "The sentence or two under the headline." }),
    })
    .meta({ title: "Headline and intro", cmsOpen: true }),
  title: tabTitle,
  description: searchText,
});

const topHint = "The headline visitors see first, and how the page shows in the browser tab and in search results.";

/** A page's title, description and hero as the first group of its own file (`topPlaces`, src/content/registry.ts). */
export const topCopy = pageCopy.meta({ title: "Top of the page", description: topHint });

/** The top of one of several pages a file serves, labelled with the page's address (/faq-2). */
export const topOf = (address: string) => pageCopy.meta({ title: `Top of ${address}`, description: topHint });

/** A page file's schema with the page's top before its sections (the CMS shows fields in this order). */
export const withTop = <S extends z.ZodRawShape>(shape: S) => z.strictObject({ top: topCopy, ...shape });
