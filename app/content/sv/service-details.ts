import { integrations, site } from "~/config/site";
import type { ServiceDetailsContent } from "../service-details-types";

const { name: brand, products } = site;

/** Sidan /service-details på svenska ("Våra tjänster"), med samma struktur som den engelska. */
export const serviceDetails = {
  hero: {
    primary: "Starta er gratismånad",
    secondary: "Alla tjänster",
    toc: {
      label: "På den här sidan",
      items: [
        { id: "forecasting", title: "Prognoser och planering", text: "Prognoser per artikel och lagerställe, omsatta i beställningspunkter" },
        { id: "purchasing", title: "Inköpsorder och leverantörskommunikation", text: "Order som skapas, kontrolleras och följs upp per mejl" },
        { id: "integration", title: "Integration och tillbakaskrivning", text: "Kopplingar som läser och skriver i affärssystem och WMS" },
        { id: "get-started", title: "Kom igång i 3 steg", text: "Registrera, koppla in, starta: vad varje steg innebär" },
      ],
    },
  },
  forecasting: {
    eyebrow: "Tjänst 1",
    heading: "Prognoser och planering",
    intro: `${products.ai} gör en efterfrågeprognos för varje artikel på varje lagerställe, varje natt, och omsätter den i de siffror planerarna arbetar med: beställningspunkter, säkerhetslager och inköpsförslag.`,
    points: [
      "Försäljningshistorik, öppna order, säsonger, kampanjer och helgdagar i en modell",
      "Ett konfidensintervall per artikel, så att säkerhetslagret följer den verkliga osäkerheten",
      "Beställningspunkter räknas om varje natt utifrån prognos och verkliga ledtider",
      "Nya artiklar prognostiseras utifrån liknande artiklar tills de har en egen historik",
    ],
    figures: [
      { id: "horizon", value: "26 veckor", label: "prognoshorisont, vecka för vecka" },
      { id: "monitoring", value: "24/7", label: "försäljning och lager stäms av mot prognosen" },
    ],
    visual: {
      alt: `Prognos i ${products.ai} för havredryck 1 liter: åtta veckors försäljning och en prognos som stiger mot vårkampanjen vecka 14, med konfidensintervall över beställningspunkten. Dagens åtgärder: inköpsorder PO-30412 tidigarelagd med fyra dagar, beställningspunkten höjd till 1 650 kartonger sedan efterfrågan i Skåne legat 32 % över prognos, och kampanjen inlagd i prognosen.`,
      app: products.ai,
      view: "Efterfrågeprognos",
      live: "Live",
      item: "Havredryck 1 l · art.nr 40-118",
      accuracy: "93 % träffsäkerhet",
      legend: { actual: "Utfall", forecast: "Prognos", band: "Konfidensintervall", reorder: "Beställningspunkt" },
      today: "Idag",
      weeks: ["v. 4", "v. 6", "v. 8", "v. 10", "v. 12", "v. 14"],
      feedTitle: "Åtgärder idag",
      feed: [
        { text: "PO-30412 tidigarelagd 4 dagar", meta: "Nordic Oats AB · 2 400 kartonger", status: "Uppdaterad", tone: "ok" },
        { text: "Beställningspunkt höjd till 1 650 kartonger", meta: "Skåne 32 % över prognos", status: "Justerad", tone: "info" },
        { text: "Vårkampanjen inlagd i prognosen", meta: "Vecka 14, från marknadskalendern", status: "Planerad", tone: "warn" },
      ],
      toast: { title: "Kampanjen säkrad", text: "Varorna landar 6 dagar före vecka 14" },
    },
  },
  purchasing: {
    eyebrow: "Tjänst 2",
    heading: "Inköpsorder och leverantörskommunikation",
    intro: `${products.ai} gör inköpsförslag till inköpsorder, skickar dem och följer varje order tills varorna är på plats: bekräftelser läses, datum och antal stäms av och leverantörerna påminns på sitt eget språk.`,
    points: [
      "Inköpsorder skapas, skickas och uppdateras i affärssystemet",
      "Orderbekräftelser och följesedlar matchas mot varje orderrad",
      "Påminnelser, offertförfrågningar och anbudsunderlag skrivs och skickas per mejl",
      "Avvikelser flaggas med ett förslag på lösning innan varorna kommer",
    ],
    figures: [
      { id: "check", value: "3 dokument", label: "stäms av mot varandra: order, bekräftelse och följesedel" },
      { id: "reply", value: "Minuter", label: "från leverantörens svar till uppdaterad order i affärssystemet" },
    ],
    visual: {
      alt: `${products.ai} ber Fjord Packaging AS per mejl att bekräfta inköpsorder PO-30377, och leverantören svarar att kartongerna kommer den 14 mars men att 600 korkar kommer en vecka senare. Bredvid syns en trevägsavstämning av ordern mot bekräftelsen och följesedeln, där raden med korkar flaggas och det nya datumet sparas i affärssystemet.`,
      email: {
        folder: "Leverantörsinkorg",
        from: products.ai,
        to: "Fjord Packaging AS",
        subject: "PO-30377: bekräfta antal och datum",
        body: "Hej Ingrid, kan du bekräfta 24 000 enlitersförpackningar, 3 000 korkar och 2 000 brickor på PO-30377 för leverans till Malmö den 14 mars?",
        replyFrom: "Ingrid Solberg, Fjord Packaging",
        reply: "Förpackningar och brickor är bekräftade till 14 mars. 2 400 korkar kan gå nu, de övriga 600 följer den 21 mars.",
        time: "08.12",
        replyTime: "09.03",
        status: "Delleverans sparad i Business Central",
      },
      check: {
        title: "Trevägsavstämning",
        po: "PO-30377",
        columns: ["Artikel", "Beställt", "Bekräftat", "Skickat"],
        rows: [
          { item: "Förpackning 1 l", ordered: "24 000", confirmed: "24 000", shipped: "24 000", ok: true },
          { item: "Skruvkork 38 mm", ordered: "3 000", confirmed: "2 400", shipped: "2 400", ok: false },
          { item: "Bricka, 12-pack", ordered: "2 000", confirmed: "2 000", shipped: "2 000", ok: true },
        ],
        summary: "2 av 3 rader stämmer",
        flag: "600 korkar 21 mars: datum sparat",
      },
    },
  },
  integration: {
    eyebrow: "Tjänst 3",
    heading: "Integration och tillbakaskrivning",
    intro: `Allt ${brand} beslutar hamnar där teamet redan arbetar. Kopplingarna läser affärssystemet och WMS:et med några minuters mellanrum och skriver tillbaka godkända ändringar via samma API, så det finns inget andra system att hålla i takt.`,
    points: [
      `Färdiga kopplingar till ${integrations.length} affärs- och ekonomisystem`,
      "Läser artiklar, order, lager och leverantörer; skriver order, datum och allokeringar",
      "Varje koppling begränsad till det den behöver, inget mer",
      "Varje ändring loggas, med vem eller vad som gjorde den och varför",
    ],
    figures: [
      { id: "connect", value: "< 5 min", label: "att koppla in ett affärssystem som stöds" },
      { id: "sync", value: "5 min", label: "mellan synkningarna; tillbakaskrivning inom sekunder" },
    ],
    visual: {
      alt: `Kopplingar i ${products.ai} hos en grossist i Malmö: Business Central och lagersystemet läses med några minuters mellanrum, och godkända inköpsorder, datum och lagerallokeringar skrivs tillbaka; leverantörsinkorgen läses när mejlen kommer in och transportörernas spårning var 15:e minut. Den senaste tillbakaskrivningen, det nya datumet för korkarna på PO-30377, tog 3 sekunder. Dataregion Tyskland; varje ändring loggas.`,
      app: products.ai,
      view: "Kopplingar",
      status: "Allt synkat",
      rows: [
        { name: "Business Central", detail: "Läser artiklar, order, lager · skriver order och datum", access: "Läser och skriver", direction: "both", sync: "för 1 min sedan", kind: "erp" },
        { name: "WMS · Malmö", detail: "Läser saldon och inleveranser · skriver allokeringar", access: "Läser och skriver", direction: "both", sync: "för 3 min sedan", kind: "wms" },
        { name: "Leverantörsinkorg", detail: "Orderbekräftelser, följesedlar, fakturor", access: "Läser", direction: "read", sync: "Live", kind: "inbox" },
        { name: "Transportörsspårning", detail: "Ankomsttider för 12 inkommande laster", access: "Läser", direction: "read", sync: "för 9 min sedan", kind: "carrier" },
      ],
      region: "Dataregion: Tyskland (EU)",
      encryption: "Senaste tillbakaskrivning: PO-30377 på 3 s, loggad",
    },
  },
  onboarding: {
    eyebrow: "Kom igång",
    heading: "Från registrering till första resultat i tre steg",
    intro: "De tre stegen på vår startsida, i detalj: vad som händer i varje steg, hur lång tid det tar och vad ni behöver.",
    steps: [
      {
        id: "signup",
        meta: "Dag 1 · 10 minuter",
        text: `Skapa arbetsytan med er jobbmejl, bjud in kollegor och välj vilka lagerställen, leverantörer och sortiment ${brand} ska ta hand om. Inget betalkort för gratismånaden.`,
      },
      {
        id: "connect",
        meta: "Under 5 minuter",
        text: "Välj affärssystem och WMS, logga in med en API-användare och godkänn vad kopplingen får läsa och skriva. Den första synken körs i bakgrunden medan ni sätter attestgränser.",
      },
      {
        id: "start",
        meta: "Resultat inom 2–3 veckor",
        text: "Prognoser, inköpsförslag och leverantörsuppföljning startar i skuggläge. Inom två till tre veckor ser ni mätbara resultat och bestämmer vad den får göra på egen hand.",
      },
    ],
  },
  next: {
    eyebrow: "Utforska mer",
    heading: "Vart vill ni härnäst?",
    intro: "Jämför tjänsterna, planerna och plattformen de körs på.",
    links: [
      { page: "services", icon: "list-checks", title: "Alla tjänster", text: "Åtta tjänster, hur ett uppdrag går till och vanliga frågor." },
      { page: "ai", icon: "brain", title: products.ai, text: "Bevakar, förutser och löser, dygnet runt." },
      { page: "platform", icon: "layers", title: "Plattformen", text: "Kopplingar, lagring i Tyskland och säkerhet." },
      { page: "pricing", icon: "badge-euro", title: "Priser", text: "Månadsplaner från 299 €, första månaden gratis." },
    ],
  },
} as const satisfies ServiceDetailsContent;
