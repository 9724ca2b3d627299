import type { Shape } from "../shape";
import type { scheduling as en } from "../en/scheduling";

export const scheduling = {
  scheduling: {
    title: "Boka ett möte på 30 minuter",
    openPage: "Öppna bokningssidan",
    loading: "Bokningskalendern laddas …",
    failed: "Bokningskalendern kunde inte laddas. Ditt nätverk eller ett webbläsartillägg kan blockera den.",
    notShowing: "Syns inte kalendern?",
    withdraw: "Du kan när som helst återkalla tillståndet under Cookieinställningar.",
  },
} as const satisfies Shape<typeof en>;
