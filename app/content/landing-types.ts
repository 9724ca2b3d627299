import type { CardCopy, FaqCopy, FeatureCopy, SectionCopy } from "./block-types";

/**
 * Copy shapes of the three campaign landing pages (SPEC §2 "Template landing pages"): /home-2
 * (chatbot), /home-3 (AI business) and /home-4 (dark). English and Swedish satisfy the same types.
 */

/** The compact header of a landing page: anchors to its own sections (ids of sections on the page). */
export type LandingFrameCopy = {
  links: readonly { anchor: string; label: string }[];
};

/** SPEC §3 "Testimonial (template pages)": quote, author, role; the image is a generated monogram. */
export type LandingTestimonial = {
  id: string;
  quote: string;
  name: string;
  role: string;
  company: string;
};

export type TestimonialsCopy = SectionCopy & { items: readonly LandingTestimonial[] };

/** One message of the crafted chat visual: the buyer, the assistant or the supplier. */
export type ChatMessage = {
  id: string;
  from: "buyer" | "assistant" | "supplier";
  author: string;
  time: string;
  text: string;
};

/** A chat with the assistant that brings a supplier into the conversation (home-2's third block). */
export type ChatVisualCopy = {
  alt: string;
  app: string;
  channel: string;
  status: string;
  messages: readonly ChatMessage[];
  /** The card under the chat: what the assistant did in the ERP. */
  result: { label: string; title: string; text: string };
  composer: string;
};

/** The newest posts shown as cards; the cards come from the blog's own content (SPEC §3 "Blog card"). */
export type PostPicks = SectionCopy & { all: string };

/** Team members shown as cards, by slug; the cards come from the team's own content. */
export type TeamPicks = SectionCopy & { slugs: readonly string[]; all: string };

/** /home-2, the chatbot page. */
export type Home2Content = {
  frame: LandingFrameCopy;
  hero: { primary: string; note: string };
  tiles: SectionCopy & { cards: readonly [CardCopy, CardCopy, CardCopy] };
  blocks: readonly [FeatureCopy, FeatureCopy, FeatureCopy & { action: string; visual: ChatVisualCopy }];
  testimonials: TestimonialsCopy;
  blog: PostPicks;
  faq: FaqCopy;
};

/** /home-3, the AI-business page. */
export type Home3Content = {
  frame: LandingFrameCopy;
  hero: { primary: string };
  sections: readonly [FeatureCopy, FeatureCopy];
  team: TeamPicks;
  testimonials: TestimonialsCopy;
  articles: PostPicks;
};

/** A counter of the dark page (SPEC §9): counts from `from` to `value` once in view. */
export type CounterCopy = { id: string; value: number; from: number; suffix: string; label: string; text: string };

/** /home-4, the dark page. */
export type Home4Content = {
  frame: LandingFrameCopy;
  hero: { primary: string };
  promo: SectionCopy & { cards: readonly [CardCopy, CardCopy, CardCopy] };
  sections: readonly [FeatureCopy, FeatureCopy];
  services: SectionCopy & { cards: readonly [CardCopy, CardCopy, CardCopy] };
  video: SectionCopy & {
    /** What the poster frame shows (text inside the crafted still). */
    poster: { title: string; duration: string; chapters: readonly [string, string, string] };
    /** The dialog's title. */
    title: string;
  };
  steps: SectionCopy & { items: readonly [StepItem, StepItem, StepItem] };
  counters: SectionCopy & { items: readonly [CounterCopy, CounterCopy, CounterCopy] };
  faq: FaqCopy;
  reviews: SectionCopy & { items: readonly LandingTestimonial[]; button: string; label: string };
};

export type StepItem = { id: string; title: string; text: string };
