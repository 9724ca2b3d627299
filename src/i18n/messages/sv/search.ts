import type { Shape } from "../shape";
import type { search as en } from "../en/search";

export const search = {
  search: {
    open: "Sök",
    openLong: "Sök på webbplatsen",
    form: {
      label: "Sök på webbplatsen",
      placeholder: "Prova attestgränser, Fortnox eller pris",
      submit: "Sök",
    },
    filter: {
      label: "Sidtyp",
      all: "Alla sidor",
    },
    types: {
      product: "Produkt",
      company: "Företaget",
      blog: "Blogg",
      faq: "Vanliga frågor",
      legal: "Juridik",
    },
    status: {
      results_one: "{{count}} träff för ”{{query}}”",
      results_other: "{{count}} träffar för ”{{query}}”",
      none: "Inga träffar för ”{{query}}”",
      inType: "{{status}} i {{type}}",
      failed: "Sökningen kunde inte laddas. Kontrollera anslutningen och försök igen.",
    },
    more: "Visa fler träffar",
    empty: {
      title: "Inga träffar",
      text: "Prova ett kortare eller annat ord, läs de senaste artiklarna eller fråga oss direkt.",
      blog: "Läs bloggen",
      contact: "Kontakta oss",
    },
    noScript: {
      title: "Sökningen behöver JavaScript",
      text: "Sökningen körs i webbläsaren och behöver JavaScript, som är avstängt. Alla sidor på webbplatsen når du med ett klick här nedanför.",
      pagesLabel: "Sidor på webbplatsen",
    },
  },
} as const satisfies Shape<typeof en>;
