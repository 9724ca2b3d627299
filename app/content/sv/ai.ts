import { site } from "~/config/site";
import type { AiContent } from "../ai-types";
import { mapCities } from "./shared";

const { name: brand, products } = site;

/** Sidan /ai på svenska, med samma struktur som den engelska. */
export const ai = {
  hero: {
    secondary: "Se priser",
    visual: {
      alt: `Beslutslogg i ${products.ai}: kl. 09.14 såg den att Baltic Steelworks flyttat inköpsorder PO-10467 en vecka framåt, bedömde risken för brist på stålbeslag vecka 50 till 78 %, delade ordern så att 400 beslag kommer från en andra leverantör tre dagar tidigare, och kl. 09.16 hade den uppdaterat affärssystemet och mejlat båda leverantörerna, inom planerarens attestgräns på 2 000 €.`,
      app: products.ai,
      view: "Beslutslogg",
      status: "Självgående",
      steps: [
        { stage: "Bevaka", title: "Baltic Steelworks flyttade PO-10467 till 12 dec", detail: "Orderbekräftelsen lästes i leverantörsinkorgen, 7 dagar senare än beställt", time: "09.14" },
        { stage: "Förutse", title: "78 % risk för brist på stålbeslag v. 50", detail: "Efterfrågan ligger 18 % över plan; lagret räcker till 9 dec", time: "09.14" },
        { stage: "Lösa", title: "Delad order: 400 beslag från Nordic Metal AB", detail: "Levereras 6 dec för 0,12 € mer per styck; resten ligger kvar hos Baltic", time: "09.15" },
        { stage: "Resultat", title: "Affärssystemet uppdaterat, båda leverantörerna mejlade", detail: "Ny PO-10512 skapad, PO-10467 minskad, planeraren informerad", time: "09.16" },
      ],
      guardrail: "Godkänd automatiskt: inom planerarens gräns på 2 000 €",
    },
  },
  tiles: {
    eyebrow: "Så fungerar det",
    heading: "Bevakar, förutser och löser, dygnet runt",
    intro: `${products.ai} gör samma sak som en skicklig planerare, men för varje artikel, leverantör och orderrad samtidigt och utan paus.`,
    cards: [
      {
        id: "monitoring",
        icon: "radar",
        title: "Bevakning",
        text: "Läser order, lagersaldon, orderbekräftelser, följesedlar och leverantörsmejl när de kommer in, och ser den enda rad av tusen som har ändrats.",
        tag: "Dygnet runt på aktuell data från ERP, WMS och inkorg",
      },
      {
        id: "predicting",
        icon: "chart-spline",
        title: "Prognoser",
        text: "Förutser efterfrågan, ledtider och störningar per artikel och lagerställe, och simulerar vad varje alternativ betyder för lager, kostnad och servicegrad.",
        tag: "Veckor i förväg, med konfidensintervall",
      },
      {
        id: "resolving",
        icon: "zap",
        title: "Åtgärder",
        text: "Väljer det bästa alternativet: lägger eller ändrar inköpsordern, skriver till leverantören och uppdaterar affärssystemet, eller frågar en människa när beslutet ligger över gränsen.",
        tag: "Inom de gränser ni sätter",
      },
    ],
  },
  forecasting: {
    eyebrow: "Förutse",
    heading: "Prediktiva prognoser",
    intro: `Prognoser som beställer innan hyllan är tom. ${products.ai} gör en prognos för varje artikel utifrån försäljningshistorik, öppna order, säsong, kampanjer och leverantörernas ledtider, och omsätter den direkt i beställningspunkter och inköpsförslag.`,
    bullets: [
      {
        id: "stock-outs",
        icon: "package-check",
        title: "Färre brister",
        text: "Beställningar styrs av prognostiserad efterfrågan och leverantörens verkliga ledtid, inte av en fast miniminivå, så att snabbrörliga artiklar fylls på innan de tar slut.",
      },
      {
        id: "efficiency",
        icon: "gauge",
        title: "Högre effektivitet",
        text: "Planerarna slipper bygga om kalkylbladen varje måndag. Prognosen uppdateras varje natt och bara de undantag som kräver omdöme hamnar hos en människa.",
      },
    ],
    visual: {
      alt: `Prognos i ${products.ai} för cykelslang 700c: åtta veckors försäljning, en prognos som stiger mot vårsäsongen med konfidensintervall över beställningspunkten, och dagens åtgärder: en inköpsorder skickad, en leverans bekräftad och en försenad container omdirigerad.`,
      app: products.ai,
      view: "Efterfrågeprognos",
      live: "Live",
      item: "Cykelslang 700c · art.nr 21-700",
      accuracy: "92 % träffsäkerhet",
      legend: { actual: "Utfall", forecast: "Prognos", band: "Konfidensintervall", reorder: "Beställningspunkt" },
      today: "Idag",
      weeks: ["v. 36", "v. 38", "v. 40", "v. 42", "v. 44", "v. 46"],
      feedTitle: "Åtgärder idag",
      feed: [
        { text: "PO-20931 skickad till Velo Parts GmbH", meta: "3 000 slangar · 4 410 €", status: "Skickad", tone: "ok" },
        { text: "Leveransdatum bekräftat av Rubber Works Sp. z o.o.", meta: "Matchad mot PO-20904", status: "Matchad", tone: "info" },
        { text: "Sen container: lager skickat från Hamburg", meta: "120 slangar till butiken i Malmö", status: "Åtgärdad", tone: "warn" },
      ],
      toast: { title: "Säsongsstarten säkrad", text: "Beställt 11 dagar före toppen" },
    },
  },
  risk: {
    eyebrow: "Förebygg",
    heading: "Proaktiv riskhantering",
    intro: `Risker hanterade innan de når lagret. ${brand} väntar inte på att en sen leverans ska synas i affärssystemet. Den bevakar signalerna som kommer först och agerar medan det fortfarande finns tid att välja.`,
    bullets: [
      {
        id: "surveillance",
        icon: "eye",
        title: "Ständig bevakning",
        text: "Leverantörsbekräftelser, transportörsuppdateringar, hamnmeddelanden och orderändringar stäms av dygnet runt mot varje öppen inköpsorder.",
      },
      {
        id: "models",
        icon: "brain",
        title: "Modeller som förutser risk",
        text: "Varje leverantör och transportväg får en förseningssannolikhet som bygger på dess egen historik, så att en normalt punktlig leverantör som tystnar upptäcks redan första dagen.",
      },
      {
        id: "strategy",
        icon: "target",
        title: "I linje med er affärsstrategi",
        text: "Ni bestämmer vad som väger tyngst: servicegrad, rörelsekapital eller fraktkostnad. Varje åtgärd rangordnas efter de prioriteringarna innan den genomförs.",
      },
    ],
    visual: {
      alt: `${brand}s riskradar för hamnarna vid Nordsjön: en aviserad strejk i Antwerpens hamn skulle försena tre inkommande inköpsorder, så ${brand} har flyttat dem till Rotterdam och vidare till lagret i Hamburg innan strejken börjar, en dag senare än först planerat.`,
      title: "Riskradar · Nordsjöhamnar",
      live: "Bevakning dygnet runt",
      cities: mapCities,
      alert: { label: "Förutsedd", title: "Strejkvarsel: Antwerpen från måndag", text: "3 inkommande inköpsorder skulle försenas" },
      action: { label: "Löst", title: "Flyttade till Rotterdam i förväg", text: "Ankomst +1 dag · leverantörer och transportör informerade" },
    },
  },
  automation: {
    eyebrow: "Agera",
    heading: "Intelligent automation",
    intro: `Från beslut till utfört, utan att kopiera och klistra: här slutar ${products.ai} föreslå och börjar göra. Den skapar, kontrollerar och uppdaterar inköpsorder, lägger kundorder med lagerallokering, skickar förfrågningar och anbudsunderlag och hanterar mejlen och dokumenten som kommer tillbaka. Varje resultat skrivs till ert affärssystem och WMS med fullständig spårbarhet. Allt utanför de gränser ni satt går till en människa, med alternativen redan utredda.`,
    points: [
      "Inköpsorder skapas, kontrolleras och uppdateras i affärssystemet",
      "Orderbekräftelser och följesedlar stäms av mot varje orderrad",
      "Leverantörsmejl, påminnelser, offertförfrågningar och anbudsunderlag skrivs och skickas åt er",
      "Kundorder läggs med lagret fördelat mellan era lagerställen",
    ],
    visual: {
      alt: `${products.ai} sköter en leverantör: ett mejl som ber Kartong Nord AB bekräfta inköpsorder PO-20957 och leverantörens svar, bredvid en trevägsavstämning av ordern mot bekräftelsen och följesedeln, där en rad saknar varor och en påminnelse har skickats.`,
      email: {
        folder: "Leverantörsinkorg",
        from: products.ai,
        to: "Kartong Nord AB",
        subject: "PO-20957: bekräfta antal och datum",
        body: "Hej Johan, kan du bekräfta 6 000 kartonger och 800 pallsträckfilmer på PO-20957 för leverans till Hamburg den 2 december?",
        replyFrom: "Johan Lind, Kartong Nord",
        reply: "Bekräftat. Kartongerna skickas 28 november och sträckfilmen följer med i samma last.",
        time: "10.02",
        replyTime: "10.31",
        status: "Ordern uppdaterad i NetSuite",
      },
      check: {
        title: "Trevägsavstämning",
        po: "PO-20957",
        columns: ["Artikel", "Beställt", "Bekräftat", "Skickat"],
        rows: [
          { item: "Kartong 40×30×30", ordered: "6 000", confirmed: "6 000", shipped: "6 000", ok: true },
          { item: "Sträckfilm 500 mm", ordered: "800", confirmed: "800", shipped: "800", ok: true },
          { item: "Kantskydd", ordered: "1 500", confirmed: "1 500", shipped: "1 200", ok: false },
        ],
        summary: "2 av 3 rader stämmer",
        flag: "300 kantskydd saknas: påminnelse skickad",
      },
    },
  },
  control: {
    eyebrow: "Ni har kontrollen",
    heading: "Självgående, inom de gränser ni sätter",
    intro: `Att lämna beslut till en programvara fungerar bara om man kan se och styra dem. ${products.ai} är byggd så att ert team alltid kan det.`,
    cards: [
      {
        id: "limits",
        icon: "sliders",
        title: "Attestgränser",
        text: "Bestäm hur mycket AI:n får beställa, ändra eller skynda på själv, per leverantör, artikelgrupp eller lagerställe. Över gränsen frågar den.",
      },
      {
        id: "audit",
        icon: "history",
        title: "Fullständig spårbarhet",
        text: "Varje åtgärd loggas med underlaget den byggde på, alternativen den vägde och vad den ändrade i affärssystemet.",
      },
      {
        id: "explain",
        icon: "message",
        title: "Skäl i klartext",
        text: "Varje beslut har en kort förklaring som planerarna kan läsa, ifrågasätta och köra över med ett klick.",
      },
      {
        id: "learn",
        icon: "refresh",
        title: "Lär sig av ert team",
        text: "När en planerare kör över ett beslut går skälet tillbaka in i modellerna, så att nästa förslag passar ert sätt att arbeta.",
      },
    ],
  },
  figures: [
    { id: "monitoring", value: "24/7", label: "bevakning av order, lager och leverantörer" },
    { id: "connect", value: "< 5 min", label: "att koppla in affärssystemet med en färdig koppling" },
    { id: "setup", value: "~1 timme", label: "för att komma igång, utan utbildning av teamet" },
    { id: "results", value: "2–3 veckor", label: "till de första mätbara resultaten" },
  ],
  next: {
    eyebrow: "Utforska mer",
    heading: `Se ${products.ai} i arbete`,
    intro: "Välj den del av leveranskedjan ni vill lämna över först.",
    links: [
      { page: "procurement", icon: "file-check", title: "Automatiserade inköpsorder", text: "Skapa, kontrollera och ändra inköpsorder automatiskt." },
      { page: "visibility", icon: "truck", title: "Insyn i leveranskedjan", text: "Följ varje inkommande last från leverantör till lastkaj." },
      { page: "platform", icon: "layers", title: "Plattformen", text: "Kopplingar, datalagring i Tyskland och säkerhet." },
      { page: "go", icon: "rocket", title: products.go, text: "Den färdiga versionen för små och medelstora team." },
    ],
  },
} as const satisfies AiContent;
