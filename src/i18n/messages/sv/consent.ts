import type { Shape } from "../shape";
import type { consent as en } from "../en/consent";

export const consent = {
  consent: {
    banner: {
      label: "Samtycke till cookies",
      title: "Dina data, ditt beslut",
      description:
        "Nödvändiga cookies får webbplatsen att fungera. Med ditt ok använder vi även Google Analytics, bokningskalender och videor.",
      privacyLink: "Integritetspolicy",
      acceptAll: "Godkänn alla",
      rejectAll: "Avvisa alla",
      manage: "Anpassa val",
    },
    preferences: {
      title: "Cookieinställningar",
      acceptAll: "Godkänn alla",
      rejectAll: "Avvisa alla",
      save: "Spara mina val",
      close: "Stäng cookieinställningarna",
      serviceCounter: "tjänst|tjänster",
      intro: {
        title: "Vad vi använder och varför",
        description:
          "Välj vilka frivilliga funktioner som får köras på webbplatsen. Du kan ändra dig när som helst via länken Cookieinställningar längst ned på sidan.",
      },
      necessary: {
        title: "Nödvändiga",
        description:
          "Kommer ihåg dina cookieval och vilket språk du har valt. Utan dem fungerar inte webbplatsen som den ska, så de är alltid på.",
      },
      analytics: {
        title: "Statistik",
        description:
          "Google Analytics 4 räknar besök och sidvisningar så att vi ser vilket innehåll som är till nytta. Det körs bara om du tillåter det, och stänger du av det här slutar det samla in och dess cookies raderas.",
      },
      media: {
        title: "Bokningskalender och videor",
        description:
          "Hämtar bokningskalendern för demo (Calendly) på kontaktsidan och inbäddade produktvideor (YouTube i läget med förbättrad integritet). Leverantörerna kan sätta egna cookies.",
      },
      more: {
        title: "Mer information",
        description:
          "Personuppgifter som vi har om användare i EU lagras i Tyskland. Läs mer om hur vi hanterar dem och om dina rättigheter enligt GDPR i vår {{privacyPolicy}} eller mejla {{email}}.",
        privacyPolicy: "integritetspolicy",
      },
    },
    table: {
      caption: "Cookies i den här kategorin",
      name: "Namn",
      purpose: "Syfte",
      duration: "Lagringstid",
    },
    cookies: {
      consent: { purpose: "Sparar dina cookieval", duration: "6 månader" },
      language: { purpose: "Kommer ihåg ditt språk (sparas i webbläsaren och skickas inte till oss)", duration: "Tills du rensar den" },
      ga: { purpose: "Skiljer besökare åt i Google Analytics", duration: "2 år" },
      gaSession: { purpose: "Håller reda på sessionen i Google Analytics", duration: "2 år" },
    },
    media: {
      blocked: "Innehållet kommer från {{provider}}, som kan sätta cookies. Det laddas bara om du tillåter det.",
      allow: "Tillåt och ladda",
      settings: "Cookieinställningar",
    },
  },
} as const satisfies Shape<typeof en>;
