import { z } from "zod";
import { ctaCopy } from "./cta";
import { cardCopy, faqCopy, faqItem, headline, searchText, sectionCopy, stepCopy, tabTitle } from "./blocks";
import { optionalPhoto } from "./media";
import { pricingSectionCopy } from "./pricing";
import { id, text } from "./text";

/**
 * A landing page a marketer composes in /admin (issue 39): `content/landing/<file>.yaml`, an `en:`
 * and an `sv:` part, each the page's head copy and its blocks in page order. The blocks are the
 * site's own sections; their ids come from their place, so an editor never writes one.
 * src/content/landing.ts checks what one file cannot: the address against the site, the links,
 * and that both languages have the same blocks.
 */

/**
 * Where a button leads: a page of this site (`/pricing`, `/portfolio/uk-home-retailer`; the Swedish
 * page links to its Swedish version), a block of this page (`#pricing`), or another site (https://).
 */
export const landingLink = z
  .string({ error: "is required" })
  .trim()
  .regex(/^(\/[a-z0-9/-]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/[^\s/$.?#][^\s]*)$/, "must be a page of this site (/pricing), a block of this page (#pricing) or a full address (https://...)");

const action = z.strictObject({
  label: text,
  link: landingLink.describe("A page of this site (/pricing, /contact), a block of this page (#pricing, #faq) or another site (https://...)."),
});

const heroBlock = z.strictObject({
  type: z.literal("hero"),
  eyebrow: text,
  heading: headline,
  intro: text,
  primary: action,
  secondary: action.optional(),
});

/** Cards as the site draws them; a card links to a page of the site when it names one. */
const cardsBlock = sectionCopy.extend({ type: z.literal("cards"), cards: z.array(cardCopy.omit({ id: true })).min(1, "must have at least one card") });

/** The drawn visuals a split may show when it has no photo (the home page's). */
export const splitVisuals = ["forecast", "purchase-orders"] as const;

const splitBlock = sectionCopy.extend({
  type: z.literal("split"),
  points: z.array(text).min(1, "must have at least one point"),
  photo: optionalPhoto,
  visual: z.enum(splitVisuals, { error: `must be ${splitVisuals.join(" or ")}` }).describe("The drawing beside the text when there is no photo."),
  reverse: z.boolean({ error: "must be true or false" }).default(false).describe("On: the picture on the left."),
});

const stepsBlock = sectionCopy.extend({ type: z.literal("steps"), steps: z.array(stepCopy.omit({ id: true })).min(2, "must have at least two steps") });

const testimonialsBlock = sectionCopy.extend({
  type: z.literal("testimonials"),
  items: z.array(z.strictObject({ quote: text, name: text, role: text, company: text })).min(1, "must have at least one testimonial"),
});

/** Which of the site's two pricing tables: the home page's (Monthly/Quarterly) or Orkestra Go's (Monthly/Yearly). */
export const pricingTables = ["home", "feature"] as const;

const pricingBlock = pricingSectionCopy.extend({
  type: z.literal("pricing"),
  plans: z.enum(pricingTables, { error: `must be ${pricingTables.join(" or ")}` }).describe("home: Monthly and Quarterly, as on /pricing; feature: Monthly and Yearly, as on /go. Prices come from Plans and prices."),
});

const faqBlock = faqCopy.extend({ type: z.literal("faq"), items: z.array(faqItem.omit({ id: true })).min(1, "must have at least one question") });

const ctaBlock = ctaCopy.extend({ type: z.literal("cta") });

export const landingBlock = z.discriminatedUnion("type", [heroBlock, cardsBlock, splitBlock, stepsBlock, testimonialsBlock, pricingBlock, faqBlock, ctaBlock], {
  error: "must be one of the blocks: hero, cards, split, steps, testimonials, pricing, faq, cta",
});

/** One language of a landing page. `address` and `noindex` are the same in both (the CMS copies them). */
export const landingPageSchema = z.strictObject({
  address: id.describe("The page's address: /lp/<address> and /sv/lp/<address>. Lower-case letters, digits and hyphens; the same in both languages."),
  noindex: z
    .boolean({ error: "must be true or false" })
    .default(false)
    .describe("On: search engines, the sitemap and site search leave the page out (for ad-only pages). Its address still works."),
  title: tabTitle,
  description: searchText,
  blocks: z.array(landingBlock).min(1, "must have at least one block (a hero first)"),
});

export type LandingPage = z.infer<typeof landingPageSchema>;
export type LandingBlock = z.infer<typeof landingBlock>;
export type LandingBlockType = LandingBlock["type"];
export type LandingAction = z.infer<typeof action>;
