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
  },
} as const satisfies Shape<typeof en>;
