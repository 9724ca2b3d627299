import { integrations, site } from "~/config/site";
import type { ServicesContent } from "../services-types";

const { name: brand, products } = site;
const erpList = new Intl.ListFormat("sv", { type: "conjunction" }).format(integrations);
const officeCities = new Intl.ListFormat("sv", { type: "conjunction" }).format(site.offices.map((office) => office.city));

/** Sidan /services på svenska, med samma struktur som den engelska. */
export const services = {
  hero: {
    secondary: "Se priser",
    visual: {
      alt: `Översikt över tjänsterna i ${products.ai} den här veckan: efterfrågeprognoser körs för 2 140 artiklar; de automatiserade inköpen skapade 46 inköpsorder, varav 39 utan att någon rörde dem; leverantörskommunikationen skickade 128 mejl och lämnade 9 svar till en inköpare; dokumenthanteringen matchade 214 bekräftelser och följesedlar; riskhanteringen körs i skuggläge och flaggade 3 försenade leverantörer; och lageroptimeringen finns att slå på, med uppskattningsvis 21 000 € mindre i lager.`,
      app: products.ai,
      view: "Tjänster",
      period: "Den här veckan",
      rows: [
        { icon: "chart-spline", name: "Efterfrågeprognoser", metric: "2 140 artiklar prognostiseras varje natt", status: "Igång", state: "running" },
        { icon: "file-check", name: "Automatiserade inköp", metric: "46 inköpsorder, 39 helt automatiskt", status: "Igång", state: "running" },
        { icon: "messages", name: "Leverantörskommunikation", metric: "128 mejl skickade, 9 svar till en inköpare", status: "Igång", state: "running" },
        { icon: "scan-text", name: "Dokumenthantering", metric: "214 bekräftelser och följesedlar matchade", status: "Igång", state: "running" },
        { icon: "shield-alert", name: "Riskhantering", metric: "3 försenade leverantörer flaggade", status: "Skuggläge", state: "shadow" },
        { icon: "boxes", name: "Lageroptimering", metric: "Uppskattningsvis 21 000 € mindre i lager", status: "Tillgänglig", state: "available" },
      ],
      footer: "Alla tjänster delar en koppling: Business Central, WMS och leverantörsinkorg",
    },
  },
  services: {
    eyebrow: "Det här gör vi",
    heading: "Tjänster för varje steg i leveranskedjan",
    intro: "Börja med den som tar mest tid från ert team. Alla tjänster använder samma koppling till affärssystemet och WMS:et, så nästa tjänst kommer igång på några minuter, inte som ett projekt.",
    cards: [
      {
        id: "forecasting",
        icon: "chart-spline",
        title: "Efterfrågeprognoser",
        text: "Prognoser för varje artikel och lagerställe, uppdaterade varje natt utifrån försäljning, öppna order, säsonger och kampanjer, med ett konfidensintervall att planera efter.",
        tag: "Per artikel, lagerställe och vecka",
        link: "service-details",
      },
      {
        id: "procurement",
        icon: "file-check",
        title: "Automatiserade inköp",
        text: "Inköpsorder skapas utifrån prognosen, stäms av mot orderbekräftelser och följesedlar och ändras när planerna ändras.",
        tag: "Skapa, kontrollera, ändra inköpsorder",
        link: "service-details",
      },
      {
        id: "communications",
        icon: "messages",
        title: "Kommunikation med leverantörer och kunder",
        text: "Påminnelser, offertförfrågningar och anbudsunderlag till leverantörer och leveransbesked till kunder, skrivna och skickade per mejl på mottagarens språk.",
        tag: "Svar dygnet runt",
        link: "service-details",
      },
      {
        id: "integration",
        icon: "plug-zap",
        title: "Integration med ERP och WMS",
        text: "Färdiga kopplingar som läser från och skriver tillbaka till ert affärssystem och lagersystem, och som vi underhåller.",
        tag: "Uppkopplat på under 5 minuter",
        link: "service-details",
      },
      {
        id: "risk",
        icon: "shield-alert",
        title: "Riskhantering",
        text: "Förseningar hos leverantörer, hamnstrejker och efterfrågetoppar förutses ur tidiga signaler och hanteras innan de når lagret.",
        tag: "Bevakat dygnet runt",
        link: "service-details",
      },
      {
        id: "inventory",
        icon: "boxes",
        title: "Lageroptimering",
        text: "Säkerhetslager och beställningspunkter sätts per artikel utifrån verklig efterfrågan och variation i ledtider, så att kapitalet inte binds i fel lager.",
        tag: "Mindre lager, färre brister",
        link: "service-details",
      },
      {
        id: "documents",
        icon: "scan-text",
        title: "Dokumenthantering",
        text: "Orderbekräftelser, följesedlar och fakturor läses ur pdf:er och mejl och matchas mot rätt orderrader.",
        tag: "Inget skrivs av för hand",
        link: "service-details",
      },
      {
        id: "sales-orders",
        icon: "shopping-cart",
        title: "Kundorder och allokering",
        text: "Kundorder skapas från kundernas mejl och portaler, och lagret fördelas mellan lagerställena efter prioritet och leveransdatum.",
        tag: "Rätt lager till varje kund",
        link: "service-details",
      },
    ],
  },
  engagement: {
    eyebrow: "Så går ett uppdrag till",
    heading: "Från första samtalet till självgående på fyra veckor",
    intro: `Inga konsulter på plats och inget utbildningsprogram. En ansvarig för införandet hos ${brand} arbetar med en planerare och en IT-kontakt hos er.`,
    bullets: [
      {
        id: "setup",
        icon: "rocket",
        title: "Dag 1: starta och koppla in",
        text: "Ungefär en timme tillsammans: arbetsytan skapas, affärssystem och WMS kopplas in och ni väljer vilka lagerställen och leverantörer som ingår.",
      },
      {
        id: "shadow",
        icon: "eye",
        title: "Vecka 1–2: skuggläge",
        text: `${brand} föreslår varje order och mejl; era planerare godkänner eller rättar, och den lär sig av varje rättelse.`,
      },
      {
        id: "results",
        icon: "trending-up",
        title: "Vecka 2–3: första resultaten",
        text: "Prognosträffsäkerhet, brister och sparade timmar, mätta mot ert eget utgångsläge och inte mot ett branschsnitt.",
      },
      {
        id: "autonomy",
        icon: "zap",
        title: "Vecka 4: självgående inom gränserna",
        text: "Ni sätter attestgränserna. Rutinbeslut sköts på egen hand, och resten hamnar hos rätt person.",
      },
    ],
    visual: {
      alt: "Exempel på en plan för de första fyra veckorna: dag 1 ungefär en timme för att starta och koppla in; datakontroll och upprensning under första veckan; skuggläge vecka 1 och 2, där planerarna godkänner varje förslag; de första resultaten mäts vecka 2 och 3; självgående inom era attestgränser från vecka 3; och en genomgång med er införandeansvarige vecka 4.",
      title: "Era första fyra veckor",
      subtitle: "Exempelplan för en grossist med ett affärssystem och två lager",
      columns: ["Dag 1", "Vecka 1", "Vecka 2", "Vecka 3", "Vecka 4"],
      rows: [
        { label: "Starta och koppla in", detail: "Ungefär 1 timme", start: 0, end: 1, tone: "setup" },
        { label: "Datakontroll och upprensning", detail: "Dubbletter, enheter, ledtider", start: 0, end: 2, tone: "setup" },
        { label: "Skuggläge", detail: "Planerarna godkänner varje förslag", start: 1, end: 3, tone: "shadow" },
        { label: "Första resultaten", detail: "Mätta mot ert utgångsläge", start: 2, end: 4, tone: "milestone" },
        { label: "Självgående inom era gränser", detail: "Rutinorder och mejl sköts på egen hand", start: 3, end: 5, tone: "auto" },
        { label: "Genomgång med införandeansvarig", detail: "Resultat, gränser, nästa tjänst", start: 4, end: 5, tone: "milestone" },
      ],
      footer: "Den kostnadsfria första månaden täcker hela planen.",
    },
  },
  included: {
    eyebrow: "Ingår",
    heading: "Det här ingår i varje uppdrag",
    intro: "Ett månadspris per plan: ingen startavgift, inga extra kostnader för kopplingar och inga utbildningsdagar.",
    cards: [
      {
        id: "lead",
        icon: "handshake",
        title: "En namngiven införandeansvarig",
        text: "En person i vårt team som känner er uppsättning, från första samtalet till genomgången vecka 4 och därefter.",
      },
      {
        id: "connectors",
        icon: "cable",
        title: "Kopplingar som sätts upp och underhålls",
        text: "Vi kopplar in affärssystem och WMS tillsammans med er IT-kontakt och håller kopplingarna igång genom varje uppgradering.",
      },
      {
        id: "monitoring",
        icon: "activity",
        title: "Bevakning dygnet runt",
        text: "Synkningar, modeller och öppna order övervakas dygnet runt, med larm innan ett problem når era planerare.",
      },
      {
        id: "tuning",
        icon: "sliders",
        title: "Justering av modellerna",
        text: "Prognos- och riskmodellerna anpassas till ert sortiment, era säsonger och leverantörer, och gås igenom med er varje kvartal.",
      },
      {
        id: "support",
        icon: "languages",
        title: "Support på ert språk",
        text: `Hjälp från personer i ${officeCities}, på svenska, engelska och tyska, via mejl, chatt eller telefon.`,
      },
      {
        id: "compliance",
        icon: "shield-check",
        title: "Säkerhet och GDPR-dokument",
        text: "Personuppgiftsbiträdesavtal, lista över underbiträden och säkerhetsdokumentation klara för granskning. Datan lagras i Tyskland.",
      },
    ],
  },
  faq: {
    eyebrow: "Frågor om tjänsterna",
    heading: "Vanliga frågor om våra tjänster",
    intro: `Det team brukar fråga innan de lämnar över sin första process. Något annat? Skriv till ${site.email}.`,
    items: [
      {
        id: "which-first",
        question: "Vilken tjänst ska vi börja med?",
        answer:
          "Oftast den som tar flest timmar från teamet varje vecka. För grossister och e-handlare är det för det mesta inköpsorder och uppföljning av leverantörer; för tillverkare är det ofta prognoser för komponenter.\n\nAlla tjänster delar samma koppling till affärssystemet och WMS:et, så när den första väl är igång kan nästa startas inom några minuter.",
      },
      {
        id: "erp",
        question: "Fungerar det med vårt affärssystem och WMS?",
        answer: `${brand} har färdiga kopplingar till ${erpList}, och ansluter till lagersystem via deras API:er, EDI eller filexporter.\n\nAtt koppla in ett affärssystem som stöds tar under 5 minuter. Finns ert inte med räcker ett samtal på 30 minuter för att vi ska kunna säga om och hur det går att koppla in.`,
      },
      {
        id: "autonomy",
        question: `Lägger ${products.ai} order utan att fråga oss?`,
        answer: `Bara inom de gränser ni sätter. De första veckorna körs den i skuggläge och föreslår varje order för godkännande. Därefter bestämmer ni, per roll, leverantör eller artikelgrupp, hur mycket den får beställa eller ändra själv; över gränsen frågar den rätt person, med alternativen redan utredda.\n\nVarje åtgärd loggas med underlaget den byggde på, och alla planerare kan köra över den.`,
      },
      {
        id: "effort",
        question: "Hur mycket av teamets tid tar införandet?",
        answer:
          "Ungefär en timme första dagen, med en planerare och någon som kan skapa en API-användare i affärssystemet. Därefter några minuter om dagen i skuggläget för att godkänna eller rätta förslag. Det finns inget utbildningsprogram: teamet fortsätter arbeta i det affärssystem och den inkorg de redan använder.",
      },
      {
        id: "cost",
        question: "Vad kostar det, och om det inte passar oss?",
        answer:
          "Första månaden är gratis. Därefter betalar ni en månadsplan från 299 €, utan startavgift och utan extra kostnad för kopplingar eller support.\n\nNi kan säga upp vid varje månadsskifte. Om ni slutar exporterar vi er data åt er och raderar den från våra servrar inom 30 dagar.",
      },
    ],
  },
  next: {
    eyebrow: "Utforska mer",
    heading: "Gå djupare",
    intro: "Se varje tjänst i arbete, vad den kostar och plattformen den körs på.",
    links: [
      { page: "service-details", icon: "book-open", title: "Våra tjänster i detalj", text: "Prognoser, inköpsorder och tillbakaskrivning, steg för steg." },
      { page: "pricing", icon: "badge-euro", title: "Priser", text: "Månadsplaner från 299 €, första månaden gratis." },
      { page: "platform", icon: "layers", title: "Plattformen", text: "Kopplingar, lagring i Tyskland och säkerhet." },
      { page: "ai", icon: "brain", title: products.ai, text: "Den självgående planeraren bakom varje tjänst." },
    ],
  },
} as const satisfies ServicesContent;
