import { z } from "zod";
import { site } from "~/config/site";
import { faqItem } from "./faq";
import { sectionCopy, stepCopy, withTop } from "./blocks";
import { id, text } from "./text";

/** What the copy says about one office; address and phone come from the company facts. */
const officeCopy = z.strictObject({
  /** Small label above the city, e.g. "Head office". */
  label: text,
  /** Who works there and whom it serves. */
  text,
  /** Languages spoken at that office. */
  languages: text,
});

/** An office of `site.offices`, by its id. */
const officeId = z.enum(site.offices.map((office) => office.id) as [string, ...string[]], { error: "must be the id of one of the offices in Company facts (content/company.json)" });

/** SPEC §2 "Contact" (`content/pages/contact.yaml`): hero (pages.ts), offices, the scheduling widget, and what a buyer asks next. */
export const contactSchema = withTop({
  hero: z.strictObject({
    /** Hero button that jumps to the scheduling widget. */
    schedule: text,
  }),
  /** "Get in touch with us": the three offices and the e-mail address. */
  offices: sectionCopy.extend({
    /** One entry per office of `site.offices`, by its id (london, hamburg, stockholm). */
    items: z.record(officeId, officeCopy),
    phone: text,
    email: text,
    languagesLabel: text,
    /** The e-mail card beside the offices. */
    write: z.strictObject({ title: text, text }),
    /** How fast which kind of message is answered. */
    response: z.strictObject({ title: text, items: z.array(z.strictObject({ id, label: text, time: text })) }),
  }),
  /** "Schedule a Meeting": what the 30 minutes hold, beside the widget. */
  schedule: sectionCopy.extend({
    agendaTitle: text,
    agenda: z.array(z.strictObject({ id, time: text, title: text, text })),
    prepareTitle: text,
    prepare: z.array(text),
  }),
  /** What happens after the meeting. */
  next: sectionCopy.extend({ steps: z.array(stepCopy) }),
  /** Short answers to what buyers ask before they book. */
  questions: sectionCopy.extend({
    items: z.array(faqItem),
    /** Link to /pricing under the header. */
    pricing: text,
  }),
});

export type ContactContent = z.infer<typeof contactSchema>;
