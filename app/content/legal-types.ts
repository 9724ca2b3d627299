/**
 * SPEC §2 "Terms of Service and Privacy Policy": legal documents as typed data, rendered to HTML at
 * build time (`app/sections/legal/`). Both languages use the same section ids, so an anchor such as
 * `/terms#liability` and `/sv/terms#liability` points at the same clause.
 *
 * Text may name a few things that become links when rendered: `{email}` (the contact address from
 * site.ts, as a mailto link) and `{privacy}`, `{terms}`, `{contact}`, `{pricing}` (the page, by its
 * name in the page language, or by the words after a colon: `{privacy:integritetspolicy}`).
 */
export type LegalText = string;

/** One processing activity of the privacy policy: what, why, on which legal basis and for how long. */
export type ProcessingCopy = { id: string; title: string; data: LegalText; purpose: LegalText; basis: LegalText; retention: LegalText };

export type LegalBlock =
  | { type: "p"; text: LegalText }
  | { type: "ul"; items: readonly LegalText[] }
  /** Lettered sub-items (a), (b), ... of the clause before it. */
  | { type: "ol"; items: readonly LegalText[] }
  | { type: "definitions"; items: readonly { term: string; text: LegalText }[] }
  | { type: "processing"; items: readonly ProcessingCopy[] }
  /** A button that opens the cookie settings (needs JavaScript; hidden without it). */
  | { type: "cookieSettings"; label: string };

export type LegalSection = {
  /** Anchor of the section, the same in every language. */
  id: string;
  /** Heading without its number; the number is added when rendered. */
  heading: string;
  blocks: readonly LegalBlock[];
};

export type LegalContent = {
  /** ISO date the document takes effect, shown in the page language. */
  effective: `${number}-${number}-${number}`;
  /** Paragraph clauses numbered 1.1, 1.2, ... (contracts) or not (policies). */
  clauses: boolean;
  labels: {
    /** "Effective" before the date. */
    effective: string;
    /** Heading of the table of contents. */
    contents: string;
    /** Heading of the company details: "Service provider", "Controller". */
    party: string;
    /** Labels of a processing activity (privacy policy). */
    data: string;
    purpose: string;
    basis: string;
    retention: string;
  };
  /** Paragraphs before the first section. */
  preamble: readonly LegalText[];
  sections: readonly LegalSection[];
};
