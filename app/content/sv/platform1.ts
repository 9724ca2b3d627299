import { site } from "~/config/site";
import type { Platform1Content } from "../platform1-types";

const { name: brand, products } = site;

/** Sidan /platform1 på svenska, med samma struktur som den engelska. */
export const platform1 = {
  hero: {
    secondary: "Utforska plattformen",
    visual: {
      alt: `Insikter i ${products.ai} för de senaste 12 veckorna: prognosträffsäkerhet 91 %, upp 14 procentenheter sedan start; servicegrad 98,4 %, upp 3,1 enheter; lagertäckning 34 dagar, 17 dagar mindre; och 23 avvikelser hittade, varav 6 kräver ett beslut. Dagens insikt: havredryck 1 liter säljer 32 % över prognos i Skåne, så beställningspunkten har höjts och inköpsorder PO-30412 tidigarelagts med 4 dagar.`,
      app: products.ai,
      view: "Insikter",
      period: "Senaste 12 veckorna",
      kpis: [
        { label: "Prognosträffsäkerhet", value: "91 %", change: "+14 enheter sedan start", trend: "up" },
        { label: "Servicegrad", value: "98,4 %", change: "+3,1 enheter", trend: "up" },
        { label: "Lagertäckning", value: "34 dagar", change: "17 dagar mindre", trend: "down" },
        { label: "Hittade avvikelser", value: "23", change: "6 kräver beslut", trend: "down" },
      ],
      insight: {
        label: "Dagens insikt",
        title: "Havredryck 1 l säljer 32 % över prognos i Skåne",
        text: "Beställningspunkten höjd från 1 200 till 1 650 kartonger; PO-30412 tidigarelagd med 4 dagar.",
      },
    },
  },
  case: {
    eyebrow: "Varför aktuell data",
    heading: "Kalkylbladet visar förra veckan. Leveranskedjan rör sig idag.",
    intro:
      "Det mesta av planeringen görs fortfarande på exporter: uttagna på måndagen, justerade för hand och inaktuella på onsdagen. Med aktuell data ändras vad planeraren ser, och hur tidigt.",
    columns: { topic: "Det här ändras", before: "Planering i kalkylblad", after: `Planering med ${brand}` },
    rows: [
      {
        id: "freshness",
        topic: "Datans ålder",
        before: "En export i veckan, flera dagar gammal när någon agerar på den",
        after: "Synkad från affärssystem och WMS var 5:e till 15:e minut, inkorgen när mejlen kommer",
      },
      {
        id: "granularity",
        topic: "Prognos",
        before: "En siffra per varugrupp och månad",
        after: "Varje artikel och lagerställe, vecka för vecka, med konfidensintervall",
      },
      {
        id: "lead-times",
        topic: "Ledtider",
        before: "Siffran som skrevs in i artikelregistret för flera år sedan",
        after: "Mätta på verkliga inleveranser, per leverantör och transportväg",
      },
      {
        id: "exceptions",
        topic: "Avvikelser",
        before: "Upptäcks när en kundorder inte kan skickas",
        after: "Flaggas samma dag som den första signalen kommer, med förslag på åtgärd",
      },
      {
        id: "effort",
        topic: "Planerarens tid",
        before: "Måndagen går åt till att bygga om filen",
        after: "Några minuter om dagen på de beslut som kräver omdöme",
      },
    ],
  },
  sources: {
    eyebrow: "Datan",
    heading: `Det här läser ${brand}, och därför`,
    intro: `Ni behöver inte samla in något nytt: datan finns redan i era system. ${brand} kopplar ihop den så att varje beslut ser hela bilden.`,
    cards: [
      {
        id: "sales",
        icon: "chart-column",
        title: "Försäljnings- och orderhistorik",
        text: "Minst två års orderrader per artikel, kund och lagerställe: grunden för varje prognos, med säsonger och kampanjer.",
        tag: "Från affärssystemet eller e-handeln",
      },
      {
        id: "stock",
        icon: "warehouse",
        title: "Lager och lagerrörelser",
        text: "Saldo i lager, reserverat och på väg per plats, med inleveranser och plock, så att planen utgår från det som faktiskt står på hyllan.",
        tag: "Från WMS:et",
      },
      {
        id: "purchasing",
        icon: "file-check",
        title: "Inköpsorder och bekräftelser",
        text: "Öppna order, utlovade datum och vad som kom när: råmaterialet för verkliga ledtider och leverantörernas leveranssäkerhet.",
        tag: "Från affärssystemet och leverantörsinkorgen",
      },
      {
        id: "documents",
        icon: "mail",
        title: "Leverantörsmejl och dokument",
        text: "Orderbekräftelser, följesedlar och fakturor läses i inkorgen och matchas mot de orderrader de hör till.",
        tag: "Från leverantörsinkorgen",
      },
      {
        id: "master",
        icon: "boxes",
        title: "Artikelregister och strukturer",
        text: "Förpackningsstorlekar, minsta orderantal, ersättningsartiklar och komponenter, så att varje förslag är en order leverantören faktiskt kan leverera.",
        tag: "Från affärssystemet",
      },
      {
        id: "signals",
        icon: "globe",
        title: "Signaler utifrån",
        text: "Helgdagar, kampanjkalendrar, hamn- och strejkvarsel och transportörernas ankomsttider: det som påverkar efterfrågan och leveranser innan er egen data visar det.",
        tag: "Från transportörer och öppna källor",
      },
    ],
  },
  cleaning: {
    eyebrow: "Tvätta och koppla ihop",
    heading: "Först ren data, sedan beslut",
    intro: `Verklig data i affärssystem är stökig: samma del under tre artikelnummer, ledtider som ingen har uppdaterat, en engångsorder som skulle dubbla nästa års prognos. ${brand} rättar det som går att rätta säkert, varje natt, och visar er resten.`,
    points: [
      "Dubbletter av artiklar och leverantörer slås ihop mellan systemen",
      "Enheter samordnas: kartonger, förpackningar och styck",
      "Ledtider räknas om utifrån faktiska inleveranser",
      "Engångsorder och extremvärden hålls utanför prognosen",
      "Rättelser föreslås till affärssystemet, skrivs aldrig över i tysthet",
    ],
    visual: {
      alt: `Datakvalitet i ${brand}, kontrollerad idag kl. 06.00: artiklar och order i Business Central får 97 %, saldon och inleveranser i WMS:et 94 %, leverantörsbekräftelser från inkorgen 89 % och leverantörernas prislistor i Excel 71 %, där 38 artiklar saknar förpackningsstorlek och förslag har skickats för granskning. Rättat den här veckan: 412 dubbletter av artiklar sammanslagna, 36 ledtider rättade utifrån verkliga inleveranser, 11 enheter samordnade och 3 engångsorder hållna utanför prognosen.`,
      title: "Datakvalitet",
      updated: "Kontrollerad idag kl. 06.00",
      sources: [
        { name: "Business Central · artiklar och order", records: "18 420 poster", score: 97, scoreLabel: "97 %" },
        { name: "WMS · saldon och inleveranser", records: "6 310 platser", score: 94, scoreLabel: "94 %" },
        { name: "Leverantörsinkorg · bekräftelser", records: "1 146 dokument", score: 89, scoreLabel: "89 %" },
        {
          name: "Leverantörernas prislistor (Excel)",
          records: "212 filer",
          score: 71,
          scoreLabel: "71 %",
          issue: "38 artiklar saknar förpackningsstorlek: förslag skickade för granskning",
        },
      ],
      fixesTitle: "Rättat den här veckan",
      fixes: [
        { count: "412", text: "dubbletter av artiklar sammanslagna" },
        { count: "36", text: "ledtider rättade utifrån verkliga inleveranser" },
        { count: "11", text: "enheter samordnade" },
        { count: "3", text: "engångsorder hållna utanför prognosen" },
      ],
    },
  },
  insights: {
    eyebrow: "Insikter",
    heading: "Det här hittar den i er data",
    intro: `${brand} visar vad som har ändrats, varför det spelar roll och vad det kommer att kosta, innan det blir en brist eller en nedskrivning. Varje insikt kommer med en åtgärd som ni kan godkänna.`,
    cards: [
      {
        id: "demand",
        icon: "trending-up",
        title: "Förändrad efterfrågan",
        text: "En artikel som säljer klart över eller under prognos i en region eller kanal, skild från vanligt brus.",
        tag: "Havredryck 1 l: +32 % i Skåne",
      },
      {
        id: "suppliers",
        icon: "truck",
        title: "Leverantörer som glider",
        text: "En leverantör vars leveranser sakta blir senare eller mindre, långt innan någon hinner klaga.",
        tag: "Baltic Steelworks: +4,5 dagar på 8 veckor",
      },
      {
        id: "stock",
        icon: "package",
        title: "Trögt och dött lager",
        text: "Artiklar med mer täckning än de hinner sälja innan de blir gamla, med en plan för att flytta om eller sluta beställa.",
        tag: "38 400 € bundna i 112 artiklar",
      },
      {
        id: "costs",
        icon: "badge-euro",
        title: "Läckage i pris och frakt",
        text: "Fakturor över avtalat pris, delade sändningar och expressfrakt som ett bättre orderdatum hade undvikit.",
        tag: "2 150 € i prisavvikelser förra månaden",
      },
    ],
  },
  results: {
    eyebrow: "Mätbara resultat",
    heading: "Bättre beslut, i siffror",
    intro:
      "Varje beslut loggas med sitt utfall, så att vinsterna syns som siffror och inte som anekdoter: prognosfel, servicegrad, lagertäckning och sparade timmar, följda från första veckan.",
    figures: [
      { id: "hours", value: "100 h", label: "Upp till 100 timmar planering och uppföljning sparade varje månad" },
      { id: "savings", value: "5 000 €", label: "Upp till 5 000 € sparade varje månad på lager, frakt och priser" },
      { id: "value", value: "4 veckor", label: "Tid till nytta, räknat från registreringen; de första resultaten efter 2–3 veckor" },
    ],
  },
  next: {
    eyebrow: "Utforska mer",
    heading: "Låt er data göra jobbet",
    intro: "Se plattformen under ytan, och vad den gör med det den hittar.",
    links: [
      { page: "platform", icon: "layers", title: "Plattformen", text: "Kopplingar, datamodell, lagring i Tyskland och säkerhet." },
      { page: "ai", icon: "brain", title: products.ai, text: "Den självgående planeraren som agerar på insikterna." },
      { page: "visibility", icon: "truck", title: "Insyn i leveranskedjan", text: "Följ varje inkommande last från leverantör till lastkaj." },
      { page: "services", icon: "list-checks", title: "Tjänster", text: "Prognoser, inköpsorder, kommunikation och mer." },
    ],
  },
} as const satisfies Platform1Content;
