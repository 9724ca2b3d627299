import { site } from "../../config/site";
import type { PortfolioContent } from "../portfolio-types";

const { ai, go } = site.products;

export const portfolio = {
  projects: [
    {
      slug: "nordic-distributor",
      title: "Inköpsorder på autopilot hos en nordisk grossist",
      client: "Grossist, Sverige och Norge",
      sector: "Distribution",
      summary: "Tre inköpare ägnade större delen av veckan åt att skriva och jaga inköpsorder. Nu skriver, kontrollerar och uppdaterar AI:n dem.",
      cover: "orders",
      highlight: { id: "touchless", value: "85 %", label: "av inköpsordrarna utan manuell hantering" },
      page: {
        title: "Nordisk grossist: inköpsorder på autopilot",
        description: `En grossist med lager i Sverige och Norge halverade sina bristsituationer efter att ha lämnat över inköpsordrarna till ${ai}.`,
      },
      heading: "En nordisk grossist lämnar över inköpsordern till Orkestra AI",
      intro:
        "En grossist med lager i Sverige och Norge kopplade in affärssystem och WMS på en eftermiddag. Tre veckor senare skapade, verifierade och uppdaterade Orkestra AI deras inköpsorder.",
      facts: [
        { label: "Bransch", value: "Grossist" },
        { label: "Region", value: "Sverige och Norge, två lager" },
        { label: "System", value: "Microsoft Dynamics 365 Business Central, eget WMS" },
        { label: "I drift efter", value: "3 veckor" },
      ],
      challenge: [
        "Företaget säljer 14 000 artiklar från 220 leverantörer till järnhandlar i hela Skandinavien. Tre inköpare lade runt 1 100 inköpsorder i månaden, knappade in leverantörernas bekräftelser i affärssystemet och jagade sena leveranser via mejl.",
        "Beställningspunkterna sågs över två gånger om året. När efterfrågan ändrades märktes det först på tomma hyllor: 4,1 % av orderraderna kunde inte levereras fullt ut.",
      ],
      approach: [
        "Kopplade in Business Central och WMS med läsrättigheter på en eftermiddag, utan att flytta data för hand.",
        "Körde två veckor i skuggläge: AI:n föreslog varje inköpsorder och inköparna godkände eller rättade.",
        "Slog på automatiska order för de 160 leverantörer som har stabila villkor, med godkännande för allt över 20 000 euro.",
        "Lät AI:n läsa leverantörernas bekräftelser i den gemensamma inkorgen och uppdatera leveransdatum och priser i affärssystemet.",
      ],
      outcome: {
        text: "Tre månader senare lägger inköparna sin tid på förhandlingar och nya leverantörer i stället för på att mata in data.",
        figures: [
          { id: "touchless", value: "85 %", label: "av inköpsordrarna skapas och kontrolleras utan manuell hantering" },
          { id: "stockouts", value: "4,1 % → 1,6 %", label: "orderrader som inte levereras fullt ut" },
          { id: "hours", value: "70 h", label: "inköpstid sparad varje månad" },
        ],
      },
      quote: {
        text: "Första veckan kontrollerade vi varje order den lade. Vecka tre tittade vi bara på dem den flaggade.",
        author: "Inköpschef",
      },
    },
    {
      slug: "uk-home-retailer",
      title: "Säsongsprognoser för en brittisk webbutik",
      client: "E-handlare, Storbritannien",
      sector: "E-handel",
      summary: "Toppar på våren och före jul gav slutsålda storsäljare och ett lager fullt av trögsålda varor.",
      cover: "forecast",
      highlight: { id: "excess", value: "−22 %", label: "överlager efter en säsong" },
      page: {
        title: "Brittisk webbutik: prognoser för säsongsefterfrågan",
        description: `Så använde en brittisk e-handlare ${ai}:s efterfrågeprognoser med konfidensintervall för att minska överlagret med 22 % och hålla storsäljarna i lager.`,
      },
      heading: "En brittisk webbutik slutar gissa sina säsongstoppar",
      intro: "En e-handlare inom heminredning ersatte prognoser i kalkylark med Orkestra AI:s efterfrågeprognoser, artikel för artikel, och gick in i julhandeln med rätt lager.",
      facts: [
        { label: "Bransch", value: "E-handel, heminredning" },
        { label: "Region", value: "Storbritannien" },
        { label: "System", value: "Oracle NetSuite, Shopify" },
        { label: "I drift efter", value: "2 veckor" },
      ],
      challenge: [
        "Butiken säljer 6 000 artiklar, en tredjedel säsongsvaror, från leverantörer i Portugal, Turkiet och Kina med ledtider på upp till tio veckor.",
        "Prognoserna fanns i ett kalkylark som uppdaterades en gång i månaden. Storsäljarna tog slut första kampanjveckan medan trögsålda varor fyllde en fjärdedel av lagret.",
      ],
      approach: [
        "Kopplade in NetSuite och butikens orderhistorik: tre års försäljning per artikel och kanal.",
        "Tog fram prognoser per artikel och vecka, med ett konfidensintervall som planerarna kunde se, inklusive kampanjer och säsong.",
        "Gjorde om prognoserna till orderförslag som tar hänsyn till varje leverantörs ledtid och minsta order.",
        "Flaggade trögsålda varor tidigt, så att teamet kunde planera nedsättningar i stället för att skriva av lager.",
      ],
      outcome: {
        text: "Under den första högsäsongen med Orkestra fanns de 200 mest sålda artiklarna i lager, och långt mindre osäljbart lager följde med in i januari.",
        figures: [
          { id: "excess", value: "−22 %", label: "överlager efter en säsong" },
          { id: "error", value: "−31 %", label: "prognosfel på säsongsvaror" },
          { id: "availability", value: "98,5 %", label: "tillgänglighet för de 200 mest sålda artiklarna under högsäsong" },
        ],
      },
      quote: {
        text: "Äntligen ser vi hur säker en prognos är. Det ändrade hur mycket vi vågar beställa.",
        author: "Chef för sortimentsplanering",
      },
    },
    {
      slug: "german-components-maker",
      title: "Leverantörsrisker under kontroll hos en tysk tillverkare",
      client: "Tillverkare av industrikomponenter, Tyskland",
      sector: "Tillverkning",
      summary: "Sena komponenter stoppade monteringslinan fem gånger på sex månader. Nu syns riskerna veckor innan de når produktionen.",
      cover: "risk",
      highlight: { id: "stoppages", value: "0", label: "linjestopp för sena komponenter på sex månader" },
      page: {
        title: "Tysk komponenttillverkare: hantering av leverantörsrisker",
        description: `En tysk tillverkare använde ${ai}:s riskbevakning för att se sena leveranser veckor i förväg och klarade sig i sex månader utan linjestopp.`,
      },
      heading: "En tysk tillverkare ser sena komponenter komma",
      intro: "En tillverkare av industriella drivkomponenter lät Orkestra AI bevaka varje öppen inköpsorder och varje leverantörssignal dygnet runt, och slutade förlora produktionsdagar på saknade delar.",
      facts: [
        { label: "Bransch", value: "Industrikomponenter" },
        { label: "Region", value: "Tyskland, en fabrik" },
        { label: "System", value: "SAP Business One" },
        { label: "I drift efter", value: "4 veckor" },
      ],
      challenge: [
        "Fabriken köper 3 500 artiklar från 140 leverantörer, flera av dem enda källa i Asien. Förseningar upptäcktes först när en del saknades vid linan.",
        "På sex månader stod linan still fem gånger i väntan på delar, och varje stopp kostade ett skift i produktion och övertid för att komma ikapp.",
      ],
      approach: [
        "Kopplade in SAP Business One och bedömde leveransrisken för varje öppen orderrad, varje dag.",
        "Vägde samman leverantörshistorik, uteblivna bekräftelser och fraktuppdateringar till en riskprognos per artikel.",
        "Skickade inköparna en kort lista varje morgon: order i riskzonen, vilka tillverkningsorder de påverkar och vilka alternativ som finns.",
        "Bad automatiskt leverantörer om nya leveransdatum när en bekräftelse saknades eller var försenad.",
      ],
      outcome: {
        text: "Inköparna agerar nu på en risk två till fyra veckor innan den når linan, medan det fortfarande finns tid att skynda på eller byta leverantör.",
        figures: [
          { id: "stoppages", value: "5 → 0", label: "linjestopp för sena komponenter på sex månader" },
          { id: "ontime", value: "87 % → 96 %", label: "orderrader levererade i tid" },
          { id: "warning", value: "18 dagar", label: "förvarning i snitt innan en sen leverans" },
        ],
      },
      quote: {
        text: "Morgonlistan är det första våra inköpare öppnar. Den talar om var dagen ska läggas.",
        author: "Chef för supply chain",
      },
    },
    {
      slug: "danish-food-wholesaler",
      title: "Mindre svinn hos en dansk livsmedelsgrossist",
      client: "Livsmedelsgrossist, Danmark",
      sector: "Distribution",
      summary: "Färskvaror med några dagars hållbarhet beställdes för hand varje dag. Nu föreslår AI:n varje order före klockan sex.",
      cover: "fresh",
      highlight: { id: "waste", value: "−18 %", label: "livsmedel som kasseras" },
      page: {
        title: "Dansk livsmedelsgrossist: daglig beställning av färskvaror",
        description: `En dansk livsmedelsgrossist lät ${ai} föreslå de dagliga färskvarubeställningarna före sex på morgonen och minskade svinnet med 18 %.`,
      },
      heading: "En dansk livsmedelsgrossist beställer färskvaror före frukost",
      intro: "En grossist som levererar till restauranger och storkök lämnade över de dagliga färskvarubeställningarna till Orkestra AI, och kasserar nu mindre mat utan att varor tar slut.",
      facts: [
        { label: "Bransch", value: "Livsmedelsgrossist för storhushåll" },
        { label: "Region", value: "Danmark, ett kyllager" },
        { label: "System", value: "Visma, eget WMS" },
        { label: "I drift efter", value: "3 veckor" },
      ],
      challenge: [
        "Mejeri, grönsaker och kött med tre till tio dagars hållbarhet beställdes varje morgon av två planerare, utifrån erfarenhet och en utskriven lagerlista.",
        "Väder, helgdagar och skolterminer flyttade efterfrågan från en dag till nästa. För mycket blev svinn, för lite blev samtal från arga kockar.",
      ],
      approach: [
        "Kopplade in Visma och lagersystemet, inklusive batcher och bäst före-datum.",
        "Tog fram dagliga prognoser per artikel med väder, helgdagar och skolterminer som signaler.",
        "Föreslog varje order senast 5.45, med äldsta batch först och med hänsyn till varje leverantörs sista beställningstid.",
        "Skickade godkända order till leverantörerna via mejl och registrerade bekräftelserna i Visma.",
      ],
      outcome: {
        text: "Planerarna godkänner morgonens order på tjugo minuter och ägnar resten av dagen åt kunder och leverantörer.",
        figures: [
          { id: "waste", value: "−18 %", label: "livsmedel som kasseras" },
          { id: "fill", value: "99,1 %", label: "av orderraderna levererade fullt ut" },
          { id: "time", value: "20 min", label: "för att godkänna dagens order, i stället för två timmar" },
        ],
      },
      quote: {
        text: "Den beställer som vår bästa planerare på sin bästa dag, varje dag, kvart i sex.",
        author: "Driftchef",
      },
    },
    {
      slug: "finnish-spare-parts",
      title: "Rätt reservdelslager i Finland",
      client: "Leverantör av reservdelar, Finland",
      sector: "Tillverkning",
      summary: "Tusentals trögsålda delar som plötsligt behövs akut. Lagret var stort men ändå inte rätt.",
      cover: "parts",
      highlight: { id: "savings", value: "4 800 €", label: "sparas varje månad i lagerkostnader" },
      page: {
        title: "Finsk reservdelsleverantör: optimerat lager",
        description: `En finsk reservdelsleverantör använde ${ai} för att prognostisera ojämn efterfrågan på 9 000 delar och sparar 4 800 euro i månaden i lagerkostnader.`,
      },
      heading: "En finsk reservdelsleverantör lagerhåller mindre och levererar mer",
      intro: "En leverantör av reservdelar till skogsmaskiner använde Orkestra AI för att förutse efterfrågan som kommer en gång i månaden eller en gång om året, och frigjorde kapital som låg i fel delar.",
      facts: [
        { label: "Bransch", value: "Reservdelar för eftermarknaden" },
        { label: "Region", value: "Finland, med kunder i hela Norden" },
        { label: "System", value: "Odoo" },
        { label: "I drift efter", value: "4 veckor" },
      ],
      challenge: [
        "Av 9 000 delar i lager säljs de flesta några gånger om året, men en maskin som står still i skogen kostar kunden tusentals euro om dagen.",
        "Säkerhetslagret sattes efter tumregel. Lagret var fullt av delar som ingen frågat efter på två år, medan akuta delar ofta saknades.",
      ],
      approach: [
        "Kopplade in Odoo och delade in varje del efter hur ofta och hur ojämnt den säljs.",
        "Prognostiserade den ojämna efterfrågan med modeller byggda för det och satte servicenivåer per delklass.",
        "Föreslog nya beställningspunkter och säkerhetslager, som inköpsansvarig granskade och godkände.",
        `Använde ${go} för att skicka orderbekräftelser och påminnelser till leverantörerna automatiskt.`,
      ],
      outcome: {
        text: "Mindre kapital står på hyllorna, och delarna som håller maskinerna igång finns där när en kund ringer.",
        figures: [
          { id: "savings", value: "4 800 €", label: "sparas varje månad i lagerkostnader" },
          { id: "stock", value: "−15 %", label: "lagervärde" },
          { id: "service", value: "91 % → 97 %", label: "akuta order skickade samma dag" },
        ],
      },
      quote: {
        text: "Vi har mindre i lager och levererar mer. Jag trodde inte att båda skulle hända samtidigt.",
        author: "Inköpsansvarig",
      },
    },
    {
      slug: "swedish-pharmacy-webshop",
      title: "Leverantörsmejlen sköts åt ett svenskt nätapotek",
      client: "Nätapotek och hälsobutik, Sverige",
      sector: "E-handel",
      summary: "Hundratals leverantörsmejl i veckan om datum, priser och restorder. Nu läser AI:n dem och uppdaterar affärssystemet.",
      cover: "inbox",
      highlight: { id: "hours", value: "95 h", label: "sparas varje månad på leverantörsmejl" },
      page: {
        title: "Svenskt nätapotek: automatiserad leverantörskommunikation",
        description: `Ett svenskt nätapotek lät ${ai} läsa leverantörsmejl, uppdatera leveransdatum i Fortnox och påminna om sena order. Det sparar 95 timmar i månaden.`,
      },
      heading: "Ett svenskt nätapotek lämnar över leverantörsmejlen till Orkestra AI",
      intro: "Ett nätapotek lät Orkestra AI läsa och besvara rutinmejl från leverantörer, så att det lilla inköpsteamet slutade kopiera datum och priser till affärssystemet.",
      facts: [
        { label: "Bransch", value: "E-handel, apotek och hälsa" },
        { label: "Region", value: "Sverige" },
        { label: "System", value: "Fortnox, extern lagerpartner" },
        { label: "I drift efter", value: "2 veckor" },
      ],
      challenge: [
        "Två inköpare hanterade runt 600 leverantörsmejl i veckan: bekräftelser, ändrade leveransdatum, prisändringar och restorder, som alla skulle föras in i Fortnox för hand.",
        "Det som missades syntes på webbplatsen som ett felaktigt leveranslöfte till en kund.",
      ],
      approach: [
        "Kopplade in Fortnox och inköpsinkorgen, med inköparnas godkännanderegler på plats redan första timmen.",
        "Lät AI:n läsa varje leverantörsmejl, matcha det mot inköpsordern och föreslå uppdateringen.",
        "Efter två veckors godkännanden fick den sköta rutinuppdateringar själv och fråga om allt ovanligt.",
        "Skickade vänliga påminnelser automatiskt när en bekräftelse dröjde.",
      ],
      outcome: {
        text: "Leveransdatumen på webbplatsen stämmer nu, och inköparna öppnar bara de mejl som behöver en människa.",
        figures: [
          { id: "hours", value: "95 h", label: "sparas varje månad på leverantörsmejl" },
          { id: "handled", value: "9 av 10", label: "leverantörsmejl hanteras utan inköpare" },
          { id: "promise", value: "−60 %", label: "kundorder med fel leveransdatum" },
        ],
      },
      quote: {
        text: "Förut var inkorgen själva jobbet. Nu är den en kort lista med riktiga frågor.",
        author: "Inköpschef",
      },
    },
  ],
  grid: {
    eyebrow: "Kundprojekt",
    heading: "Sex leveranskedjor, sex lösta problem",
    intro: "Varje projekt började med ett kostsamt problem, kopplade in ett befintligt affärssystem och gav resultat inom 2–3 veckor. Öppna ett projekt för att läsa hur.",
  },
  readCase: "Läs kundcaset",
  labels: {
    facts: "I korthet",
    challenge: "Problemet",
    approach: "Det här gjorde Orkestra",
    outcome: "Resultatet",
    quote: "Det säger kunden",
    others: { eyebrow: "Fler projekt", heading: "Andra kundprojekt" },
  },
} as const satisfies PortfolioContent;
