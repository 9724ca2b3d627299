import type { CtaCopy } from "../pricing-types";

/**
 * SPEC §2 "Call-to-action section (shared)": the closing band of the product, company and landing
 * pages. The headline is SPEC's, quirk included ("trail").
 */
export const freeTrialCta = {
  heading: "Get one month free trail",
  text: "Connect your ERP in under 5 minutes and let Orkestra run forecasting, purchase orders and supplier follow-ups for a month, free of charge. Most teams see results within 2-3 weeks.",
  secondary: "Get Started Now",
  lead: "contact",
} as const satisfies CtaCopy;

/** City names on the risk maps (home, /ai, /visibility): one list, so the maps always agree. */
export const mapCities = {
  london: "London",
  rotterdam: "Rotterdam",
  antwerp: "Antwerp",
  hamburg: "Hamburg",
  gothenburg: "Gothenburg",
  stockholm: "Stockholm",
  gdansk: "Gdańsk",
};
