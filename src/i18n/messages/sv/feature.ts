import type { Shape } from "../shape";
import type { feature as en } from "../en/feature";

export const feature = {
  feature: {
    title: "Börja använda Orkestra i 3 steg!",
    steps: {
      signup: {
        title: "Registrera dig och skapa företagskontot",
        description:
          "Skapa er arbetsyta, bjud in kollegor och berätta för Orkestra vilka lager, leverantörer och sortiment den ska ansvara för.",
      },
      connect: {
        title: "Koppla ihop ert ERP och WMS",
        description:
          "Färdiga kopplingar läser från och skriver tillbaka till affärssystemet och lagersystemet. De flesta team är uppkopplade på under 5 minuter.",
      },
      start: {
        title: "Börja använda Orkestra",
        description:
          "Orkestra börjar prognostisera, ta fram inköpsorder och följa upp med leverantörer. Räkna med de första resultaten inom 2–3 veckor.",
      },
    },
  },
} as const satisfies Shape<typeof en>;
