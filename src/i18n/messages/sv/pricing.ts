import type { Shape } from "../shape";
import type { pricing as en } from "../en/pricing";

export const pricing = {
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
} as const satisfies Shape<typeof en>;
