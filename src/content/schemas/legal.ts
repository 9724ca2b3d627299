import { z } from "zod";
import { withTop } from "./blocks";
import { id, text } from "./text";

/**
 * SPEC §2 "Terms of Service and Privacy Policy": legal documents as data (`content/pages/terms.yaml`,
 * `privacy.yaml`), rendered to HTML at build time (`src/sections/legal/`). Both languages use the
 * same section ids, so an anchor such as `/terms#liability` and `/sv/terms#liability` points at the
 * same clause.
 */

/** The pages a legal text may link to. */
export const legalLinkPages = ["privacy", "terms", "contact", "pricing"] as const;

/** `[words](page)`: a link to one of the `legalLinkPages` in the page language, with the words shown. */
export const legalLinkPattern = /\[([^\]]+)\]\(([^)\s]*)\)/g;

/**
 * Text of a legal document. It may link to another page as `[words](page)`, e.g. `our [Privacy
 * Policy](privacy)` (pages: privacy, terms, contact, pricing); the site's e-mail address (`{email}`)
 * always becomes a mailto link.
 */
const legalText = text.superRefine((value, ctx) => {
  for (const [, , page] of value.matchAll(legalLinkPattern)) {
    if (!(legalLinkPages as readonly string[]).includes(page ?? "")) {
      ctx.addIssue({ code: "custom", message: `links to "${page}"; a link must lead to one of ${legalLinkPages.join(", ")}, as in [words](privacy)` });
    }
  }
});

/** One processing activity of the privacy policy: what, why, on which legal basis and for how long. */
const processingCopy = z.strictObject({ id, title: text, data: legalText, purpose: legalText, basis: legalText, retention: legalText });

const legalBlock = z.discriminatedUnion(
  "type",
  [
    z.strictObject({ type: z.literal("p"), text: legalText }),
    z.strictObject({ type: z.literal("ul"), items: z.array(legalText) }),
    /** Lettered sub-items (a), (b), ... of the clause before it. */
    z.strictObject({ type: z.literal("ol"), items: z.array(legalText) }),
    z.strictObject({ type: z.literal("definitions"), items: z.array(z.strictObject({ term: text, text: legalText })) }),
    z.strictObject({ type: z.literal("processing"), items: z.array(processingCopy) }),
    /** A button that opens the cookie settings (needs JavaScript; hidden without it). */
    z.strictObject({ type: z.literal("cookieSettings"), label: text }),
  ],
  { error: "must be a block of type p, ul, ol, definitions, processing or cookieSettings" },
);

const legalSection = z.strictObject({
  /** Anchor of the section, the same in every language. */
  id,
  /** Heading without its number; the number is added when rendered. */
  heading: text,
  blocks: z.array(legalBlock),
});

export const legalSchema = withTop({
  /** ISO date the document takes effect (2025-04-02), shown in the page language. */
  effective: z.iso.date({ error: "must be a date written as YYYY-MM-DD" }),
  /** Paragraph clauses numbered 1.1, 1.2, ... (contracts) or not (policies). */
  clauses: z.boolean({ error: "must be true or false" }),
  labels: z.strictObject({
    /** "Effective" before the date. */
    effective: text,
    /** Heading of the table of contents. */
    contents: text,
    /** Heading of the company details: "Service provider", "Controller". */
    party: text,
    /** Labels of a processing activity (privacy policy). */
    data: text,
    purpose: text,
    basis: text,
    retention: text,
  }),
  /** Paragraphs before the first section. */
  preamble: z.array(legalText),
  sections: z.array(legalSection),
});

export type LegalText = z.infer<typeof legalText>;
export type LegalBlock = z.infer<typeof legalBlock>;
export type LegalSection = z.infer<typeof legalSection>;
export type LegalContent = z.infer<typeof legalSchema>;
