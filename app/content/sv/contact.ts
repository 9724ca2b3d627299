import { integrations, site } from "~/config/site";
import type { ContactContent } from "../contact-types";

const { name: brand, products } = site;
const systems = new Intl.ListFormat("sv-SE", { type: "conjunction" }).format(integrations);

/** /sv/contact: kontaktsidan på svenska. */
export const contact = {
  hero: {
    schedule: "Boka ett möte på 30 minuter",
  },
  offices: {
    eyebrow: "Kontor",
    heading: "Hör av er till oss",
    intro: "Ring det kontor som ligger närmast er eller skriv till oss. Ni pratar med en specialist på inköp och planering, inte med en växel.",
    items: {
      london: {
        label: "Huvudkontor",
        text: "Ledning, produkt och utveckling. Kunder i Storbritannien och Irland.",
        languages: "engelska",
      },
      hamburg: {
        label: "Tyskland",
        text: "Försäljning, uppstart och ERP-integration för kunder i Tyskland, Österrike och Schweiz.",
        languages: "tyska, engelska",
      },
      stockholm: {
        label: "Sverige",
        text: "Försäljning och kundansvar för Norden, i Solna strax norr om Stockholm.",
        languages: "svenska, engelska",
      },
    },
    phone: "Telefon",
    email: "E-post",
    languagesLabel: "Vi talar",
    write: {
      title: "Vill ni hellre mejla?",
      text: "Berätta vilket affärssystem eller lagersystem ni använder och vad ni helst vill automatisera först, så får ni ett konkret svar i stället för en broschyr.",
    },
    response: {
      title: "När ni får svar",
      items: [
        { id: "demo", label: "Frågor om demo och priser", time: "Samma arbetsdag" },
        { id: "general", label: "Allmänna frågor", time: "Inom en arbetsdag" },
        { id: "partners", label: "Partnerskap och press", time: "Inom två arbetsdagar" },
      ],
    },
  },
  schedule: {
    eyebrow: "Demo på 30 minuter",
    heading: "Boka ett möte",
    intro: `Välj en tid som passar er. Ni träffar en specialist som själv har arbetat med inköp och planering, och ni ser ${products.ai} arbeta i en realistisk leveranskedja.`,
    agendaTitle: "Så används de 30 minuterna",
    agenda: [
      {
        id: "today",
        time: "Minut 0–5",
        title: "Er leveranskedja i dag",
        text: "Ert affärssystem, ungefär hur många artiklar och leverantörer ni hanterar och var teamet lägger mest tid.",
      },
      {
        id: "live",
        time: "Minut 5–20",
        title: `${brand} i arbete`,
        text: "En prognos med konfidensintervall, ett beställningsförslag, ett mejl till en leverantör och en inköpsorder som stäms av mot orderbekräftelsen och skrivs tillbaka till affärssystemet.",
      },
      {
        id: "fit",
        time: "Minut 20–25",
        title: "Passform, data och säkerhet",
        text: "Hur kopplingen når ert system, vilka data den läser och skriver, och varför personuppgifter om användare i EU stannar på servrar i Tyskland.",
      },
      {
        id: "next",
        time: "Minut 25–30",
        title: "Era frågor och nästa steg",
        text: "Vilken plan som passar och om en kostnadsfri provmånad är rätt för er. Inga förpliktelser, oavsett svar.",
      },
    ],
    prepareTitle: "Bra att ha till hands",
    prepare: [
      "Namn och version på ert affärssystem eller lagersystem",
      "Ungefär hur många artiklar, leverantörer och inköpsorder ni hanterar per månad",
      "En färsk brist eller överlagerhändelse som ni gärna slipper upprepa",
    ],
  },
  next: {
    eyebrow: "Efter mötet",
    heading: "Från första samtal till första resultat på en månad",
    intro: "Om ni vill prova ser hela vägen ut så här. Teamet behöver ingen utbildning och behåller sina egna system.",
    steps: [
      {
        id: "trial",
        icon: "rocket",
        meta: "Dag 1",
        title: "Provmånaden börjar",
        text: "Ni får er arbetsyta samma dag, på servrar i Tyskland. Ingenting debiteras under provperioden.",
      },
      {
        id: "connect",
        icon: "plug-zap",
        meta: "Timme 1",
        title: "Koppla upp och ställ in",
        text: "Kopplingen till affärssystemet tar under 5 minuter. Att ställa in attestgränser och leverantörer tar ungefär en timme, och vi är med i samtalet.",
      },
      {
        id: "results",
        icon: "chart-spline",
        meta: "Vecka 2–3",
        title: "Första resultaten",
        text: `Prognoser, beställningsförslag och leverantörsuppföljningar som ni kan jämföra med era egna. ${products.ai} bevakar era data dygnet runt.`,
      },
      {
        id: "decide",
        icon: "handshake",
        meta: "Vecka 4",
        title: "Ni bestämmer",
        text: "Välj en plan och låt allt fortsätta, eller avsluta. Avslutar ni raderar vi era data inom 30 dagar.",
      },
    ],
  },
  questions: {
    eyebrow: "Bra att veta",
    heading: "Innan ni bokar",
    intro: "Korta svar på det som köpare oftast frågar oss först.",
    pricing: "Se planer och priser",
    items: [
      {
        id: "sales-pitch",
        question: "Är mötet en säljpresentation?",
        answer:
          "Det är ett arbetsmöte. Det mesta av tiden går till era frågor och till att se produkten sköta prognoser och inköpsorder. Om vi inte passar er säger vi det.",
      },
      {
        id: "own-data",
        question: "Måste vi dela data före mötet?",
        answer:
          "Nej. Demon körs på en realistisk exempelkedja. Vill ni se era egna data efteråt tecknar vi först ett personuppgiftsbiträdesavtal och kopplar upp en arbetsyta för provperioden.",
      },
      {
        id: "in-person",
        question: "Kan vi träffas på plats?",
        answer: "Ja, i London, Hamburg eller Solna efter överenskommelse. Boka först ett videomöte och säg att ni vill ses, så hittar vi en dag.",
      },
      {
        id: "price",
        question: "Vad kostar det?",
        answer: "Planerna börjar på 299 € i månaden och första månaden är kostnadsfri. För större team eller en egen driftmiljö kommer vi överens om ett pris. Mer finns på prissidan.",
      },
      {
        id: "erp",
        question: "Vilka system kopplar ni till?",
        answer: `Färdiga kopplingar till ${systems}, och ett API för övriga. Fråga oss om ert system.`,
      },
      {
        id: "customers",
        question: "Vi är redan kunder. Vart vänder vi oss?",
        answer: `Mejla ${site.email} med ert företagsnamn eller ring ert närmaste kontor. ${products.ai} bevakar er leveranskedja dygnet runt, och vårt team svarar på vardagar.`,
      },
    ],
  },
} as const satisfies ContactContent;
