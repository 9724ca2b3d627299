import { z } from "zod";
import type { Picture } from "../media";
import { figureCopy, headline, pageHead, sectionCopy, topOf, withTop } from "./blocks";
import { optionalPhoto } from "./media";
import { exactly, id, text } from "./text";

/** The look of a project's generated cover (BRAND.md: on-brand artwork, never stock photos). */
const coverMotif = z.enum(["orders", "forecast", "risk", "fresh", "parts", "inbox"], { error: "must be one of the covers orders, forecast, risk, fresh, parts, inbox" });

/** One line of a project's fact sheet: "ERP" / "Microsoft Dynamics 365 Business Central". */
const projectFact = z.strictObject({ label: text, value: text });

/**
 * SPEC §3 "Portfolio item": title, img (a generated cover) and link (the project's own page,
 * /portfolio/<slug>); plus the customer case that page tells: the supply-chain problem, what
 * Orkestra did and the measured outcome. One file per project, `content/portfolio/<slug>.yaml`:
 * the file name is the address of its page.
 */
export const projectSchema = z.strictObject({
  /** Card title. */
  title: text,
  /** Who the customer is, without naming them: "Wholesale distributor, Sweden and Norway". */
  client: text,
  /** Short label on the card and in the page's eyebrow. */
  sector: text,
  /** One or two sentences for the card. */
  summary: text,
  cover: coverMotif,
  /** A photo of the project instead of the drawn cover. */
  photo: optionalPhoto.describe("Optional. Shown instead of the drawn cover, cropped to 16:10."),
  /** The headline figure on the card: "85%" / "of purchase orders without a manual touch". */
  highlight: figureCopy,
  /** Its page: document title and meta description. */
  page: pageHead,
  /** Its page's headline and the sentences under it. */
  heading: headline,
  intro: text,
  facts: z.array(projectFact),
  /** The supply-chain problem, as paragraphs. */
  challenge: z.array(text),
  /** What Orkestra did, step by step. */
  approach: z.array(text),
  /** The measured outcome: a sentence and three figures. */
  outcome: z.strictObject({ text, figures: exactly(3, figureCopy) }),
  quote: z.strictObject({ text, author: text }),
});

/** /portfolio, /portfolio-details and /portfolio/<slug>: the page's copy (`content/pages/portfolio.yaml`). */
export const portfolioPageSchema = withTop({
  /** /portfolio-details, the sample case study: its title, description and hero. */
  detailsTop: topOf("/portfolio-details"),
  /** /portfolio: the grid of project cards. */
  grid: sectionCopy,
  /** Link text on each card (its accessible name adds the project title). */
  readCase: text,
  /** A project's page: headings of its parts. */
  labels: z.strictObject({
    facts: text,
    challenge: text,
    approach: text,
    outcome: text,
    quote: text,
    others: sectionCopy,
  }),
});

export type CoverMotif = z.infer<typeof coverMotif>;
/** A project with its slug (its file name), as the views get it. */
export const projectItemSchema = projectSchema.extend({ slug: id });

/** With its photo made into a picture, when it has one. */
export type Project = z.infer<typeof projectItemSchema> & { picture?: Picture };
/** The projects (SPEC §9: a portfolio of 6) in the site's order, with the page's copy. */
export type PortfolioContent = z.infer<typeof portfolioPageSchema> & { projects: Project[] };

