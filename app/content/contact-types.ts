import type { Office } from "~/config/site";
import type { FaqItem, SectionCopy, StepCopy } from "./block-types";

/** What the copy says about one office; address and phone come from `site.offices`. */
export type OfficeCopy = {
  /** Small label above the city, e.g. "Head office". */
  label: string;
  /** Who works there and whom it serves. */
  text: string;
  /** Languages spoken at that office. */
  languages: string;
};

/** SPEC §2 "Contact": hero (pages.ts), offices, the scheduling widget, and what a buyer asks next. */
export type ContactContent = {
  hero: {
    /** Hero button that jumps to the scheduling widget. */
    schedule: string;
  };
  /** "Get in touch with us": the three offices and the e-mail address. */
  offices: SectionCopy & {
    items: Record<Office["id"], OfficeCopy>;
    phone: string;
    email: string;
    languagesLabel: string;
    /** The e-mail card beside the offices. */
    write: { title: string; text: string };
    /** How fast which kind of message is answered. */
    response: { title: string; items: readonly { id: string; label: string; time: string }[] };
  };
  /** "Schedule a Meeting": what the 30 minutes hold, beside the widget. */
  schedule: SectionCopy & {
    agendaTitle: string;
    agenda: readonly { id: string; time: string; title: string; text: string }[];
    prepareTitle: string;
    prepare: readonly string[];
  };
  /** What happens after the meeting. */
  next: SectionCopy & { steps: readonly StepCopy[] };
  /** Short answers to what buyers ask before they book. */
  questions: SectionCopy & { items: readonly FaqItem[]; /** Link to /pricing under the header. */ pricing: string };
};
