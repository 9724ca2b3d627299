import { z } from "zod";
import { site } from "~/config/site";
import { faqItem, sectionCopy, stepCopy, withTop } from "./blocks";
import { followsCompany, type CompanyShape } from "./follows-company";
import { id, text } from "./text";

/** Where an editor gives an office its words, for the messages below. */
const wordsPlace = "Contact › Offices › Items in /admin";

/** What the copy says about one office; address and phone come from the company facts. */
const officeCopy = z.strictObject(
  {
    /** Small label above the city, e.g. "Head office". */
    label: text,
    /** Who works there and whom it serves. */
    text,
    /** Languages spoken at that office. */
    languages: text,
  },
  {
    error: (issue) =>
      issue.input === undefined
        ? `has no words for the office "${String(issue.path?.at(-1))}" of Company facts (content/company.json): give it a label, a sentence and the languages spoken (${wordsPlace})`
        : undefined,
  },
);

/**
 * SPEC §2 "Contact" (`content/pages/contact.yaml`) for the offices of `company`: hero (pages.ts),
 * offices, the scheduling widget, and what a buyer asks next. `offices.items` holds the words of
 * every office of the company facts, by its id, and of no other.
 */
export function contactSchemaFor(company: CompanyShape) {
  const ids = company.offices.map((office) => office.id);
  /** One entry per office of the company facts, by its id (london, hamburg, stockholm). */
  const items = z.record(z.enum(ids as [string, ...string[]], { error: `must be the id of one of the offices in Company facts (content/company.json: ${ids.join(", ")})` }), officeCopy, {
    error: (issue) => {
      // A record with an enum's keys reports the keys it does not know as unrecognized (its types do not say so).
      const { code, keys = [] } = issue as { code: string; keys?: string[] };
      if (code !== "unrecognized_keys") return undefined;
      const one = keys.length === 1;
      return `${keys.map((key) => `"${key}"`).join(", ")} ${one ? "is not an office" : "are not offices"} of Company facts (content/company.json: ${ids.join(", ")}): remove ${one ? "its" : "their"} words (${wordsPlace}) or add the office in Company facts`;
    },
  });
  return withTop({
    hero: z.strictObject({
      /** Hero button that jumps to the scheduling widget. */
      schedule: text,
    }),
    /** "Get in touch with us": the offices and the e-mail address. */
    offices: sectionCopy.extend({
      items,
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
    /** The demo request under the calendar, for visitors who would rather not load it (decision 0028). */
    demo: z.strictObject({
      /** Small label above the heading. */
      eyebrow: text,
      heading: text,
      intro: text,
      /** What happens after sending, as short checked points. */
      points: z.array(text),
      /** The link under the calendar that leads to the form. */
      jump: text,
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
}

/**
 * The contact page's schema for the offices the build imports (`site.offices`). Readers
 * (`readPage`) check a file against it as shaped by the company facts of their own content folder
 * (`schemaFor`), so `npm run cms` takes a new office's words without a restart (issue 53).
 */
export const contactSchema = followsCompany(contactSchemaFor, site);

export type ContactContent = z.infer<typeof contactSchema>;

/**
 * The contact page's words for an office of the company facts, in `locale`. The build refuses a
 * contact page without them (the schema above names what is missing); the site can still meet an
 * office without words where the facts are newer than the copy: `npm run cms` after Company facts
 * with a new office is published and before the Contact page has its words (the dev server keeps
 * the last copy it could read), or the /admin preview of an office being added. Then this says
 * what is missing, as the build does, instead of failing on a missing label.
 */
export function officeWords(items: ContactContent["offices"]["items"], office: { id: string }, locale: string): ContactContent["offices"]["items"][string] {
  const words = Object.hasOwn(items, office.id) ? items[office.id] : undefined;
  if (words) return words;
  throw new Error(
    `content/pages/contact.yaml has no words for the office "${office.id}" of Company facts (content/company.json): give it a label, a sentence and the languages spoken (${wordsPlace}; ${locale}.offices.items.${office.id}). The site is not built until they are there.`,
  );
}
