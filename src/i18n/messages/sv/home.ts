import type { Shape } from "../shape";
import type { home as en } from "../en/home";

export const home = {
  home: {
    bookDemo: "Boka demo",
    learnMore: "Läs mer",
    learnMoreAbout: "om {{name}}",
    marquee: {
      pause: "Pausa animationen",
      play: "Spela upp animationen",
    },
    rating: "Betyg {{rating}} av 5",
    step: "Steg {{number}}",
    pricing: {
      periodsLabel: "Betalningsperiod",
      periods: { monthly: "Månadsvis", quarterly: "Kvartalsvis", yearly: "Årsvis" },
      billed: { monthly: "Faktureras månadsvis", quarterly: "Faktureras kvartalsvis", yearly: "Faktureras årsvis" },
      perMonth: "per månad",
      customPrice: "Offert",
      customNote: "Anpassat efter era anläggningar och volymer",
      choose: "Välj {{plan}}",
      contactSales: "Kontakta sälj",
      popular: "Populärast",
    },
  },
} as const satisfies Shape<typeof en>;
