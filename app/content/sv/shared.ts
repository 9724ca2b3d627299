import type { CtaCopy } from "../pricing-types";
import type { freeTrialCta as en } from "../en/shared";

/** SPEC §2 gemensam uppmaning: avslutande band på produkt-, företags- och kampanjsidorna. */
export const freeTrialCta = {
  heading: "Prova gratis i en månad",
  text: "Koppla in ert affärssystem på under 5 minuter och låt Orkestra sköta prognoser, inköpsordrar och leverantörsuppföljning i en månad, helt utan kostnad. De flesta team ser resultat inom 2–3 veckor.",
  secondary: "Kom igång nu",
  lead: "contact",
} as const satisfies CtaCopy & Pick<typeof en, "lead">;

/** Ortnamnen på riskkartorna (start, /ai, /visibility): en lista, så att kartorna alltid stämmer överens. */
export const mapCities = {
  london: "London",
  rotterdam: "Rotterdam",
  antwerp: "Antwerpen",
  hamburg: "Hamburg",
  gothenburg: "Göteborg",
  stockholm: "Stockholm",
  gdansk: "Gdańsk",
};
