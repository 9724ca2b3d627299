import type { Shape } from "../shape";
import type { faq as en } from "../en/faq";

export const faq = {
  faq: {
    tabsLabel: "Frågeområden",
    topicsLabel: "Ämnen",
    questionCount: "{{count}} frågor",
    questionCountOne: "1 fråga",
    filter: {
      label: "Filtrera frågorna",
      placeholder: "Prova affärssystem, GDPR eller pris",
      hint: "Listan krymper medan du skriver.",
      all: "Alla {{total}} frågor visas",
      some: "{{count}} av {{total}} frågor matchar",
      one: "1 av {{total}} frågor matchar",
      none: "Inga frågor matchar",
      emptyTitle: "Inga frågor matchar ”{{query}}”",
      emptyText: "Prova ett kortare eller annat ord, eller fråga oss direkt.",
      clear: "Rensa filtret",
    },
  },
} as const satisfies Shape<typeof en>;
