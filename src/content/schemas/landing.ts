import { z } from "zod";
import { cardCopy, faqCopy, featureCopy, sectionCopy, withTop } from "./blocks";
import { exactly, id, text } from "./text";

/**
 * Copy shapes of the three campaign landing pages (SPEC §2 "Template landing pages"): /home-2
 * (chatbot), /home-3 (AI business) and /home-4 (dark), `content/pages/home-2.yaml` etc. English and
 * Swedish satisfy the same schema.
 */

/** The compact header of a landing page: anchors to its own sections (ids of sections on the page). */
const landingFrameCopy = z.strictObject({
  links: z.array(z.strictObject({ anchor: id, label: text })),
});

/** SPEC §3 "Testimonial (template pages)": quote, author, role; the image is a generated monogram. */
const landingTestimonial = z.strictObject({ id, quote: text, name: text, role: text, company: text });

const testimonialsCopy = sectionCopy.extend({ items: z.array(landingTestimonial) });

/** One message of the crafted chat visual: the buyer, the assistant or the supplier. */
const chatMessage = z.strictObject({
  id,
  from: z.enum(["buyer", "assistant", "supplier"], { error: "must be buyer, assistant or supplier" }),
  author: text,
  time: text,
  text,
});

/** A chat with the assistant that brings a supplier into the conversation (home-2's third block). */
const chatVisualCopy = z.strictObject({
  alt: text,
  app: text,
  channel: text,
  status: text,
  messages: z.array(chatMessage),
  /** The card under the chat: what the assistant did in the ERP. */
  result: z.strictObject({ label: text, title: text, text }),
  composer: text,
});

/** The newest posts shown as cards; the cards come from the blog's own content (SPEC §3 "Blog card"). */
const postPicks = sectionCopy.extend({ all: text });

/** Team members shown as cards, by slug; the cards come from the team's own content. */
const teamPicks = sectionCopy.extend({ slugs: z.array(id), all: text });

/** /home-2, the chatbot page. */
export const home2Schema = withTop({
  frame: landingFrameCopy,
  hero: z.strictObject({ primary: text, note: text }),
  tiles: sectionCopy.extend({ cards: exactly(3, cardCopy) }),
  blocks: z.tuple([featureCopy, featureCopy, featureCopy.extend({ action: text, visual: chatVisualCopy })], {
    error: "must be three blocks, the third with the chat (action and visual)",
  }),
  testimonials: testimonialsCopy,
  blog: postPicks,
  faq: faqCopy,
});

/** /home-3, the AI-business page. */
export const home3Schema = withTop({
  frame: landingFrameCopy,
  hero: z.strictObject({ primary: text }),
  /** Two text-and-visual sections, each beside its own visual. */
  sections: z.tuple([featureCopy, featureCopy], { error: "must be the two sections, in page order" }),
  team: teamPicks,
  testimonials: testimonialsCopy,
  articles: postPicks,
});

/** A counter of the dark page (SPEC §9): counts from `from` to `value` once in view. */
const counterCopy = z.strictObject({
  id,
  value: z.number({ error: "must be a number" }),
  from: z.number({ error: "must be a number" }),
  /** Kept as written, spaces included (Swedish writes a no-break space before %). */
  suffix: z.string({ error: "must be text (empty for none)" }),
  label: text,
  text,
});

/** A counter in its place on the page (SPEC §9's three figures). */
const counterAt = <Id extends string>(counterId: Id) => counterCopy.extend({ id: z.literal(counterId) });

const stepItem = z.strictObject({ id, title: text, text });

/** /home-4, the dark page. */
export const home4Schema = withTop({
  frame: landingFrameCopy,
  hero: z.strictObject({ primary: text }),
  promo: sectionCopy.extend({ cards: exactly(3, cardCopy) }),
  /** Two text-and-visual sections, each beside its own visual. */
  sections: z.tuple([featureCopy, featureCopy], { error: "must be the two sections, in page order" }),
  services: sectionCopy.extend({ cards: exactly(3, cardCopy) }),
  video: sectionCopy.extend({
    /** What the poster frame shows (text inside the crafted still). */
    poster: z.strictObject({ title: text, duration: text, chapters: exactly(3, text) }),
    /** The dialog's title. */
    title: text,
  }),
  steps: sectionCopy.extend({ items: exactly(3, stepItem) }),
  counters: sectionCopy.extend({
    items: z.tuple([counterAt("risk"), counterAt("costs"), counterAt("value")], { error: "must be the three counters risk, costs and value" }),
  }),
  faq: faqCopy,
  reviews: sectionCopy.extend({ items: z.array(landingTestimonial), button: text, label: text }),
});

export type LandingFrameCopy = z.infer<typeof landingFrameCopy>;
export type LandingTestimonial = z.infer<typeof landingTestimonial>;
export type ChatVisualCopy = z.infer<typeof chatVisualCopy>;
export type PostPicks = z.infer<typeof postPicks>;
export type TeamPicks = z.infer<typeof teamPicks>;
export type Home2Content = z.infer<typeof home2Schema>;
export type Home3Content = z.infer<typeof home3Schema>;
export type StepItem = z.infer<typeof stepItem>;
export type Home4Content = z.infer<typeof home4Schema>;
