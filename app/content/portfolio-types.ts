import type { FigureCopy, SectionCopy } from "./block-types";

/** The look of a project's generated cover (BRAND.md: on-brand artwork, never stock photos). */
export type CoverMotif = "orders" | "forecast" | "risk" | "fresh" | "parts" | "inbox";

/** One line of a project's fact sheet: "ERP" / "Microsoft Dynamics 365 Business Central". */
export type ProjectFact = { label: string; value: string };

/**
 * SPEC §3 "Portfolio item": title, img (a generated cover) and link (the project's own page,
 * /portfolio/<slug>); plus the customer case that page tells: the supply-chain problem, what
 * Orkestra did and the measured outcome.
 */
export type Project = {
  slug: string;
  /** Card title. */
  title: string;
  /** Who the customer is, without naming them: "Wholesale distributor, Sweden and Norway". */
  client: string;
  /** Short label on the card and in the page's eyebrow. */
  sector: string;
  /** One or two sentences for the card. */
  summary: string;
  cover: CoverMotif;
  /** The headline figure on the card: "85%" / "of purchase orders without a manual touch". */
  highlight: FigureCopy;
  /** Its page: document title and meta description. */
  page: { title: string; description: string };
  /** Its page's h1 and the sentences under it. */
  heading: string;
  intro: string;
  facts: readonly ProjectFact[];
  /** The supply-chain problem, as paragraphs. */
  challenge: readonly string[];
  /** What Orkestra did, step by step. */
  approach: readonly string[];
  /** The measured outcome: a sentence and three figures. */
  outcome: { text: string; figures: readonly [FigureCopy, FigureCopy, FigureCopy] };
  quote: { text: string; author: string };
};

/** /portfolio, /portfolio-details and /portfolio/<slug>: one list of projects per language. */
export type PortfolioContent = {
  /** SPEC §9: a portfolio of 6 items. */
  projects: readonly [Project, Project, Project, Project, Project, Project];
  /** /portfolio: the grid of project cards. */
  grid: SectionCopy;
  /** Link text on each card (its accessible name adds the project title). */
  readCase: string;
  /** A project's page: headings of its parts. */
  labels: {
    facts: string;
    challenge: string;
    approach: string;
    outcome: string;
    quote: string;
    others: SectionCopy;
  };
};
