import { site } from "~/config/site";
import type { PlatformContent } from "../platform-types";

const { name: brand, products } = site;

/** Sidan /platform på svenska, med samma struktur som den engelska. */
export const platform = {
  hero: {
    secondary: "Säkerhet och datalagring",
    visual: {
      alt: `Vyn Kopplingar i ${products.ai}: Business Central och WMS:et för lagret i Hamburg läses och skrivs tillbaka, senast synkade för 2 och 4 minuter sedan; leverantörsinkorgen läses när mejlen kommer in och transportörernas spårning var 15:e minut. Arbetsytans dataregion är Tyskland och all data är krypterad både under överföring och i vila.`,
      app: products.ai,
      view: "Kopplingar",
      status: "Allt synkat",
      rows: [
        { name: "Business Central", detail: "Artiklar, order, leverantörer, lager", access: "Läser och skriver", direction: "both", sync: "för 2 min sedan", kind: "erp" },
        { name: "WMS · lagret i Hamburg", detail: "Saldo per plats, inleveranser, plock", access: "Läser och skriver", direction: "both", sync: "för 4 min sedan", kind: "wms" },
        { name: "Leverantörsinkorg", detail: "Orderbekräftelser, följesedlar, fakturor", access: "Läser", direction: "read", sync: "Live", kind: "inbox" },
        { name: "Transportörsspårning", detail: "Ankomsttider för 38 inkommande laster", access: "Läser", direction: "read", sync: "för 11 min sedan", kind: "carrier" },
      ],
      region: "Dataregion: Tyskland (EU)",
      encryption: "Krypterat under överföring och i vila",
    },
  },
  architecture: {
    eyebrow: "Arkitektur",
    heading: "Från era system till beslut, och tillbaka igen",
    intro: `${brand} läser det som redan finns i ert affärssystem, WMS och leverantörsinkorgen, samlar det i en gemensam datamodell, kör sina modeller för prognoser, risk och matchning på den och skriver tillbaka resultatet där teamet arbetar. Ingenting kopieras för hand och ingenting sker utanför de gränser ni har satt.`,
    visual: {
      alt: `Diagram över ${brand}-plattformen. Kopplingar läser Business Central, NetSuite och SAP Business One var 5:e till 10:e minut, WMS:et var 15:e minut och leverantörsinkorgen när mejlen kommer in. Datan hamnar i en gemensam datamodell med artiklar, lagerställen, leverantörer, kunder, order, lager, ledtider och dokument, som lagras i Tyskland. Prognoser, risk- och förseningsbedömning och dokumentmatchning körs på modellen och ger åtgärder: inköpsorder, leverantörsmejl och uppdateringar i affärssystem och WMS, som skrivs tillbaka via samma kopplingar inom några sekunder och loggas.`,
      sources: {
        step: "1",
        label: "Koppla",
        nodes: [
          { name: "Business Central", detail: "Artiklar, order, leverantörer, lager", sync: "Läser och skriver · var 5:e min", direction: "both" },
          { name: "NetSuite", detail: "Artiklar, inköps- och kundorder", sync: "Läser och skriver · var 5:e min", direction: "both" },
          { name: "SAP Business One", detail: "Artiklar, dokument, affärspartner", sync: "Läser och skriver · var 10:e min", direction: "both" },
          { name: "WMS", detail: "Saldo per plats, inleveranser, plock", sync: "Läser och skriver · var 15:e min", direction: "both" },
          { name: "Leverantörsinkorg", detail: "Orderbekräftelser, följesedlar, fakturor", sync: "Läser · när mejlen kommer", direction: "read" },
        ],
      },
      model: {
        step: "2",
        label: "Samla",
        title: "En gemensam datamodell",
        text: "Varje artikel, lagerställe, leverantör och orderrad som en enda ren post, oavsett vilket system den kom från.",
        entities: ["Artiklar", "Lagerställen", "Leverantörer", "Kunder", "Order", "Lager", "Ledtider", "Dokument"],
        region: "Lagras i Tyskland",
      },
      models: {
        step: "3",
        label: "Förutse",
        nodes: [
          { name: "Efterfrågeprognoser", detail: "Per artikel och lagerställe, varje natt" },
          { name: "Risk och förseningar", detail: "Per leverantör och transportväg, vid varje signal" },
          { name: "Dokumentmatchning", detail: "Order, bekräftelse och följesedel" },
        ],
      },
      actions: {
        step: "4",
        label: "Agera",
        nodes: [
          { name: "Inköpsorder", detail: "Skapas, ändras eller delas" },
          { name: "Leverantörsmejl", detail: "Påminnelser, offertförfrågningar, bekräftelser" },
          { name: "Uppdateringar i ERP och WMS", detail: "Datum, antal, allokeringar" },
        ],
      },
      writeBack: {
        label: "Tillbakaskrivning:",
        text: "godkända åtgärder skrivs in i affärssystemet och WMS:et via samma kopplingar inom några sekunder, och varje ändring loggas.",
      },
    },
    stages: [
      {
        id: "connect",
        title: "Koppla",
        text: `Kopplingarna loggar in med en API-användare med begränsad behörighet, läser bara det ${brand} behöver och synkar var 5:e till 15:e minut. Leverantörsinkorgen läses när mejlen kommer in.`,
      },
      {
        id: "unify",
        title: "Samla",
        text: "Dubbletter av artiklar slås ihop, enheter samordnas och verkliga ledtider räknas fram ur inleveranserna, så att alla modeller utgår från samma rena fakta.",
      },
      {
        id: "predict",
        title: "Förutse",
        text: "Prognoserna uppdateras varje natt och så fort en signal ändras: en orderbekräftelse med nytt datum, en topp i orderingången, ett strejkvarsel i en hamn.",
      },
      {
        id: "act",
        title: "Agera",
        text: "Åtgärder inom era attestgränser genomförs direkt; resten väntar på en människa, med alternativen utredda. Resultatet hamnar i affärssystemet i båda fallen.",
      },
    ],
  },
  integrations: {
    eyebrow: "Integrationer",
    heading: "Kopplingar till de system ni redan har",
    intro: `Att koppla in ett affärssystem tar under 5 minuter: välj system, logga in med en API-användare och välj vilka bolag och lager ${brand} får se. Ingen mellanprogramvara och inget integrationsprojekt.`,
    points: [
      "Läser och skriver via varje systems officiella API",
      "Flera bolag, valutor och lager i samma arbetsyta",
      "Vi underhåller kopplingarna genom varje uppgradering av affärssystemet",
    ],
    listLabel: "Affärs- och ekonomisystem som stöds",
    more: {
      title: "Kopplas också till",
      items: ["Lagersystem (WMS)", "Inkorgar i Microsoft 365 och Gmail", "EDI (EDIFACT)", "SFTP- och CSV-exporter", "Transportörsspårning", "REST-API och webhooks"],
    },
  },
  residency: {
    eyebrow: "Datalagring",
    heading: "Er data stannar i EU, lagrad i Tyskland",
    intro:
      "Personuppgifter om användare i EU, och allt annat i er arbetsyta, lagras och behandlas i datacenter i Tyskland. Ingenting lämnar EU, inte ens säkerhetskopiorna.",
    bullets: [
      {
        id: "germany",
        icon: "map-pin",
        title: "Lagrat i Tyskland",
        text: "Databaser, fillagring och modellträning körs i ISO 27001-certifierade datacenter i Tyskland.",
      },
      {
        id: "encryption",
        icon: "lock",
        title: "Krypterat hela vägen",
        text: "TLS 1.3 under överföring och AES-256 i vila, med krypteringsnycklar som byts var 90:e dag.",
      },
      {
        id: "backups",
        icon: "database",
        title: "Säkerhetskopior inom EU",
        text: "Krypterade säkerhetskopior varje natt, sparade i 35 dagar i ett andra datacenter inom EU, med en testad återläsning varje kvartal.",
      },
      {
        id: "gdpr",
        icon: "scale",
        title: "GDPR svart på vitt",
        text: "Ett personuppgiftsbiträdesavtal med varje avtal, en publicerad lista över underbiträden och 30 dagars varsel innan den ändras.",
      },
    ],
    visual: {
      alt: `Inställningar för data och integritet i ${products.ai}: dataregionen är Tyskland och kan inte ändras; personuppgifter om användare i EU lagras och behandlas i Tyskland; krypterade säkerhetskopior tas varje natt och sparas i 35 dagar i ett andra datacenter inom EU; datan krypteras med AES-256 i vila och TLS 1.3 under överföring, med nycklar som byts var 90:e dag; och modellerna tränas bara på arbetsytans egen data.`,
      app: products.ai,
      view: "Inställningar",
      title: "Data och integritet",
      rows: [
        { label: "Dataregion", value: "Tyskland (EU)", note: "Frankfurt am Main", tone: "locked", badge: "Låst" },
        { label: "Personuppgifter om användare i EU", value: "Lagras och behandlas i Tyskland", tone: "ok", badge: "GDPR" },
        { label: "Säkerhetskopior", value: "Varje natt, krypterade, sparas 35 dagar", note: "Andra datacenter inom EU", tone: "ok", badge: "Senast 02.00" },
        { label: "Kryptering", value: "AES-256 i vila · TLS 1.3 under överföring", note: "Nycklar byts var 90:e dag", tone: "ok", badge: "På" },
        { label: "Modellträning", value: "Bara på den här arbetsytans data", note: "Delas aldrig mellan kunder", tone: "info", badge: "Isolerad" },
      ],
      footer: "Personuppgiftsbiträdesavtal signerat · lista över underbiträden version 4.2",
    },
  },
  security: {
    eyebrow: "Säkerhet",
    heading: "Behörigheter som speglar er organisation",
    intro:
      "IT bestämmer vem som ser vad, vad varje koppling får röra och hur mycket AI:n får göra på egen hand. Allt som händer loggas, oavsett om det är en människa eller maskinen.",
    bullets: [
      {
        id: "sso",
        icon: "key",
        title: "Enkel inloggning och roller",
        text: "Logga in med Microsoft Entra ID, Google Workspace eller Okta via SAML eller OpenID Connect. Roller för läsare, planerare, inköpare och administratörer, per lagerställe.",
      },
      {
        id: "scopes",
        icon: "plug-zap",
        title: "Kopplingar med minsta möjliga behörighet",
        text: "Varje koppling har en egen API-användare med bara de rättigheter den behöver, som att läsa lager och skriva inköpsorder. Bokföring och lön rör den aldrig.",
      },
      {
        id: "limits",
        icon: "sliders",
        title: "Attestgränser",
        text: "Bestäm hur mycket AI:n får beställa eller ändra själv, per roll, leverantör eller artikelgrupp. Allt över gränsen väntar på rätt person.",
      },
      {
        id: "audit",
        icon: "history",
        title: "En fullständig logg",
        text: "Varje inloggning, ändrad inställning och åtgärd av AI:n, med underlaget den använde. Sparas i sju år och kan exporteras till ert SIEM.",
      },
    ],
    visual: {
      alt: `Attestgränser och logg i ${brand}: ${products.ai} får godkänna order upp till 2 000 € själv, en inköpare upp till 15 000 € och en direktör upp till 75 000 €. Dagens logg visar hur AI:n skapar en inköpsorder på 1 470 € på egen hand, håller en order på 12 800 € för en inköpare, hur inköparen godkänner den efter inloggning med enkel inloggning, och hur en IT-administratör tar bort NetSuite-kopplingens åtkomst till fakturor.`,
      limits: {
        title: "Attestgränser per order",
        rows: [
          { role: products.ai, limit: "2 000 €" },
          { role: "Inköpare", limit: "15 000 €" },
          { role: "Direktör", limit: "75 000 €" },
        ],
      },
      log: {
        title: "Logg",
        range: "Idag",
        entries: [
          {
            time: "09.42",
            actor: products.ai,
            by: "ai",
            action: "Skapade PO-20931 till Velo Parts GmbH",
            detail: "1 470 € · inom gränsen",
            status: "Godkänd automatiskt",
            tone: "auto",
          },
          {
            time: "10.15",
            actor: products.ai,
            by: "ai",
            action: "Föreslog PO-20944: 40 000 flaskkapsyler",
            detail: "12 800 € · över gränsen",
            status: "Väntar på inköpare",
            tone: "held",
          },
          {
            time: "10.31",
            actor: "Anna Berg",
            by: "person",
            action: "Godkände PO-20944",
            detail: "Inköpare · enkel inloggning",
            status: "Godkänd",
            tone: "approved",
          },
          {
            time: "11.05",
            actor: "Lukas Hoffmann",
            by: "person",
            action: "Tog bort NetSuite-kopplingens åtkomst till fakturor",
            detail: "IT-administratör",
            status: "Behörighet ändrad",
            tone: "admin",
          },
        ],
      },
      footer: "Sparas i 7 år · exportera som CSV eller skicka till ert SIEM",
    },
  },
  assurance: {
    eyebrow: "Inför IT-granskningen",
    heading: "Det här får ert IT- och säkerhetsteam",
    intro: "Svaren på det en säkerhetsgranskning frågar om, innan ni skriver på, och en plattform som väljer det säkra när något går fel.",
    cards: [
      {
        id: "documents",
        icon: "file-text",
        title: "Säkerhetsdokumentation",
        text: "Arkitekturöversikt, sammanfattning av penetrationstest och ett ifyllt säkerhetsformulär, delade under sekretessavtal.",
      },
      {
        id: "tests",
        icon: "shield-check",
        title: "Oberoende testat",
        text: "Ett externt penetrationstest varje år och skanning av beroenden och containrar vid varje release.",
      },
      {
        id: "monitoring",
        icon: "activity",
        title: "Bevakat dygnet runt",
        text: "Kopplingar, synkningar och modeller övervakas dygnet runt, och era administratörer larmas om en synk släpar efter.",
      },
      {
        id: "fail-safe",
        icon: "shield-alert",
        title: "Säker vid fel",
        text: `Om en koppling tappar åtkomst slutar ${brand} skriva och säger till; den gissar aldrig. Ändringar aviseras två veckor i förväg.`,
      },
    ],
  },
  next: {
    eyebrow: "Utforska mer",
    heading: `Det här körs på ${brand}-plattformen`,
    intro: "Se vad plattformen gör med er data, och vad den kostar.",
    links: [
      { page: "ai", icon: "brain", title: products.ai, text: "Den självgående planeraren som körs på plattformen." },
      { page: "platform1", icon: "chart-column", title: "Datadrivna leveranskedjor", text: "Vad er data visar när den är ihopkopplad och ren." },
      { page: "services", icon: "layers", title: "Tjänster", text: "Prognoser, inköpsorder, kommunikation och mer." },
      { page: "pricing", icon: "badge-euro", title: "Priser", text: "Månadsplaner från 299 €, första månaden gratis." },
    ],
  },
} as const satisfies PlatformContent;
