import type { PageId } from "~/i18n/pages";

/** What every page needs before its sections: head tags and the hero. */
export type PageCopy = {
  /** Document title without the brand suffix (the meta helper adds " | Orkestra"). */
  title: string;
  /** Meta description, 120-160 characters. */
  description: string;
  hero: {
    /** Short label above the heading. */
    eyebrow: string;
    /** The page's single h1. */
    heading: string;
    /** One or two sentences under the heading. */
    intro: string;
  };
};

export type PagesCopy = Record<PageId, PageCopy>;
