import type { Shape } from "../shape";
import type { landing as en } from "../en/landing";

export const landing = {
  landing: {
    frame: {
      sectionsNav: "På den här sidan",
      siteNav: "Orkestras webbplats",
      backToSite: "Till huvudwebbplatsen",
    },
    carousel: {
      label: "Kundomdömen",
      previous: "Föregående omdöme",
      next: "Nästa omdöme",
      slide: "{{number}} av {{count}}",
    },
    video: {
      play: "Spela upp produktvideon",
      duration: "Längd {{duration}}",
      close: "Stäng videon",
      provider: "YouTube",
      open: "Se på YouTube",
      withdraw: "Du kan när som helst återkalla tillståndet under Cookieinställningar.",
    },
  },
} as const satisfies Shape<typeof en>;
