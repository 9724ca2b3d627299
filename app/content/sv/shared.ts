import type { CtaCopy } from "../pricing-types";
import type { freeTrialCta as en } from "../en/shared";

/** SPEC §2 gemensam uppmaning: avslutande band på produkt-, företags- och kampanjsidorna. */
export const freeTrialCta = {
  heading: "Prova gratis i en månad",
  text: "Koppla in ert affärssystem på under 5 minuter och låt Orkestra sköta prognoser, inköpsordrar och leverantörsuppföljning i en månad, helt utan kostnad. De flesta team ser resultat inom 2–3 veckor.",
  secondary: "Kom igång nu",
  lead: "contact",
} as const satisfies CtaCopy & Pick<typeof en, "lead">;
