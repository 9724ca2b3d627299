import { site } from "~/config/site";
import type { GoContent } from "../go-types";

const { name: brand, products } = site;

/** Sidan /go (Orkestra Go) på svenska, med samma struktur som den engelska. */
export const go = {
  hero: {
    secondary: "Se planerna",
    visual: {
      alt: `Uppstartslogg i ${products.go}: företagskontot skapades kl. 09.02, Business Central kopplades in kl. 09.06, lagersystemet och inköpsinkorgen kl. 09.14, och kl. 10.00 hade de första 212 öppna inköpsordrarna kontrollerats. Uppstarten tog 58 minuter och ingen behövde utbildas.`,
      app: products.go,
      view: "Uppstart",
      status: "I drift",
      progress: "Uppstarten klar",
      elapsed: "58 min",
      steps: [
        { title: "Företagskontot skapat", detail: "2 lager, 5 användare inbjudna, attestgränser från mallen", time: "09.02" },
        { title: "Business Central inkopplat", detail: "Order, artiklar och leverantörer inlästa; återskrivning påslagen", time: "09.06" },
        { title: "WMS och inköpsinkorg kopplade", detail: "Lagersaldon, inleveranser och leverantörsmejl flödar in", time: "09.14" },
        { title: "De första inköpsordrarna kontrollerade", detail: "212 öppna ordrar avstämda, 9 saknade bekräftelser påminda", time: "10.00" },
      ],
      footer: "Ingen utbildning behövs: teamet jobbar vidare i affärssystemet och inkorgen",
    },
  },
  zero: {
    eyebrow: "Färdigt från start",
    heading: "Ingen installation. Ingen utbildning.",
    intro: `${products.go} levereras med de arbetsflöden, attestgränser och mejlmallar ett inköpsteam behöver från första dagen. Ni kopplar in era system, resten sköter den.`,
    blocks: [
      {
        id: "setup",
        icon: "rocket",
        figure: "~1 timme",
        figureLabel: "från registrering till drift",
        title: "Ingen installation",
        text: "Inget implementeringsprojekt, inga konsulter och inga workshoppar om datamappning. Go läser artiklar, leverantörer och öppna order direkt ur affärssystemet och börjar med beprövade standardinställningar.",
        points: ["Affärssystemet inkopplat på under 5 minuter", "Mallar för attestgränser och leverantörsmejl", "De första resultaten inom 2–3 veckor"],
      },
      {
        id: "training",
        icon: "users",
        figure: "0 timmar",
        figureLabel: "utbildning för teamet",
        title: "Ingen utbildning",
        text: "Det finns inget nytt verktyg att lära sig. Planerarna arbetar kvar i affärssystemet och inkorgen, där Gos inköpsordrar, bekräftelser och frågor dyker upp, var och en med en kort motivering.",
        points: ["Fungerar i det affärssystem och den e-post ni redan har", "En begriplig motivering till varje åtgärd", "Godkänn, ändra eller kör över med ett klick"],
      },
    ],
  },
  integrations: {
    eyebrow: "Färdiga integrationer",
    heading: "Koppla in affärssystemet, sedan är Go igång",
    intro: `Färdiga kopplingar till de affärs- och ekonomisystem som små och medelstora företag använder. ${products.go} läser order, lagersaldon och leverantörsdata och skriver tillbaka inköpsorder och uppdateringar, så att affärssystemet förblir den enda sanningen.`,
    points: ["Kopplingar till tio affärs- och ekonomisystem, WMS och e-post", "Uppkopplat på under 5 minuter, utan IT-projekt", "EU-data lagras i Tyskland"],
    marqueeLabel: "Affärs- och ekonomisystem som Orkestra Go kopplas till",
    diagram: {
      alt: `${products.go} mellan era system: läser från Business Central och ert WMS, skriver tillbaka inköpsorder och uppdateringar och kommunicerar med leverantörer och transportörer. Kopplingen tog 3 minuter och 48 sekunder.`,
      sources: ["Business Central", "Ert WMS"],
      targets: ["Leverantörsmejl", "Transportörer"],
      hub: "Go",
      read: "Läser",
      write: "Skriver tillbaka",
      status: "Ansluten",
      timer: "Klar på 3 min 48 s",
    },
  },
  workflow: {
    eyebrow: "Automatiserade arbetsflöden",
    heading: "Rutinarbetet sköter sig självt",
    intro: `${products.go} har färdiga arbetsflöden för det som fyller ett inköpsteams dagar. Slå på dem, sätt era gränser, så går de dygnet runt och frågar en människa bara när något hamnar utanför reglerna.`,
    bullets: [
      {
        id: "orders",
        icon: "file-check",
        title: "Inköpsorder skapas och skickas",
        text: "Beställningspunkter och leverantörernas ledtider utlöser ordern; Go skriver den, stämmer av den mot era gränser och skickar den.",
      },
      {
        id: "confirmations",
        icon: "mail-check",
        title: "Bekräftelser jagas och stäms av",
        text: "Uteblivna orderbekräftelser får en vänlig påminnelse, och de som kommer in läses och matchas mot rätt orderrad.",
      },
      {
        id: "documents",
        icon: "scan-text",
        title: "Följesedlar och fakturor kontrolleras",
        text: "Antal, priser och datum jämförs med ordern, och bara avvikelserna når ert team.",
      },
      {
        id: "updates",
        icon: "refresh",
        title: "Affärssystemet hålls uppdaterat",
        text: "Nya datum, antal och statusar skrivs tillbaka till affärssystemet i samma stund som de ändras, med full spårbarhet.",
      },
    ],
    visual: {
      alt: `Arbetsflöden i ${products.go} i dag: 318 körningar, 41 timmars manuellt arbete sparat och 3 ärenden som väntar på godkännande. Inköpsorder skapas och skickas, bekräftelser jagas och stäms av, följesedlar och fakturor kontrolleras, och en ändring över planerarens gräns väntar på granskning.`,
      app: products.go,
      view: "Arbetsflöden",
      summary: [
        { label: "Körningar i dag", value: "318" },
        { label: "Sparade timmar", value: "41 h" },
        { label: "Väntar på dig", value: "3" },
      ],
      rows: [
        { name: "Beställ och skicka order", trigger: "När saldot går under beställningspunkten", steps: ["Skapa", "Kolla gränser", "Skicka", "Skriv till ERP"], runs: "46 i dag", state: "På", tone: "on" },
        { name: "Jaga orderbekräftelser", trigger: "När en order saknat bekräftelse i 48 h", steps: ["Påminn", "Läs svar", "Stäm av"], runs: "112 i dag", state: "På", tone: "on" },
        { name: "Kontrollera följesedlar", trigger: "När en följesedel eller faktura kommer in", steps: ["Läs", "Trevägsmatchning", "Flagga"], runs: "157 i dag", state: "På", tone: "on" },
        { name: "För in leverantörsändringar", trigger: "När en leverantör flyttar datum eller ändrar antal", steps: ["Bedöm", "Ändra order", "Meddela"], runs: "3 väntar", state: "Granskas", tone: "review" },
      ],
      footer: "Gräns: upp till 2 500 € per order utan godkännande",
    },
  },
  manual: {
    eyebrow: "Det Go tar bort från ditt skrivbord",
    heading: "Hejdå, manuellt arbete!",
    intro: "Att klippa och klistra mellan inkorg, pdf och affärssystem är jobbet ingen saknar. Det här är de tre uppgifterna Go tar hand om från första dagen.",
    cards: [
      {
        id: "documents",
        icon: "file-text",
        title: "Dokumenthantering",
        text: "Orderbekräftelser, följesedlar och fakturor läses när de kommer in, oavsett layout och språk, och varje siffra kopplas till rätt orderrad.",
        tag: "Pdf:er, mejl och inskannade papper",
      },
      {
        id: "communications",
        icon: "messages",
        title: "Autonom kommunikation",
        text: "Go skriver till leverantörerna åt er: ordermejl, påminnelser, frågor om ändrade datum och offertförfrågningar, i er ton och på leverantörens språk, och läser svaren.",
        tag: "Uppföljning dygnet runt",
      },
      {
        id: "integration",
        icon: "plug-zap",
        title: "Djup integration",
        text: "Ingen export och ingen rapport vid sidan av: Go läser från och skriver tillbaka till ert affärssystem och WMS, så varje order, datum och status den ändrar syns där teamet redan tittar.",
        tag: "Läser och skriver tillbaka, klart på under 5 minuter",
      },
    ],
  },
  pricing: {
    eyebrow: "Priser",
    heading: `Planer för ${products.go}`,
    intro: "Alla planer har integration med affärssystem och WMS samt e-postkommunikation. Betala månadsvis eller spara med årsvis fakturering.",
    note: "Priser i euro per månad, exklusive moms. Alla planer börjar med en gratis månad.",
  },
  next: {
    eyebrow: "Utforska vidare",
    heading: `Mer från ${brand}`,
    intro: `Behöver ni mer än den färdiga versionen? ${products.ai} anpassas efter hur större leveranskedjor arbetar.`,
    links: [
      { page: "ai", icon: "brain", title: products.ai, text: "Hela plattformen: prognoser, riskhantering och automation." },
      { page: "procurement", icon: "file-check", title: "Automatiserade inköpsorder", text: "Skapa, kontrollera och ändra inköpsorder automatiskt." },
      { page: "visibility", icon: "truck", title: "Insyn i leveranskedjan", text: "Följ varje inkommande leverans från leverantör till lastkaj." },
      { page: "platform", icon: "layers", title: "Plattformen", text: "Kopplingar, datalagring i Tyskland och säkerhet." },
    ],
  },
} as const satisfies GoContent;
