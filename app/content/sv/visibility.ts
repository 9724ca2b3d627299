import { site } from "~/config/site";
import type { VisibilityContent } from "../visibility-types";
import { mapCities } from "./shared";

const { name: brand, products } = site;

/** Sidan /visibility på svenska, med samma struktur som den engelska. */
export const visibility = {
  hero: {
    secondary: "Öppna fraktnavet",
    visual: {
      alt: `${brand}s karta över inkommande gods via Nordsjöhamnarna: dimma håller kvar matarfartyget från Antwerpen med två containrar till lagret i Hamburg, så ${brand} har bokat om dem på morgontåget från Rotterdam och meddelat transportören och lagret. De kommer fram en halv dag senare än planerat i stället för två dagar.`,
      title: "Inkommande flöden · Nordsjön",
      live: "Spårning dygnet runt",
      cities: mapCities,
      alert: { label: "Försenad", title: "Matarfartyg från Antwerpen stoppat av dimma", text: "2 containrar till Hamburg, +2 dagar" },
      action: { label: "Omdirigerad", title: "Ombokad på tåget från Rotterdam", text: "Ankomst +½ dag · transportör och lager informerade" },
    },
  },
  communication: {
    eyebrow: "Autonom kommunikation",
    heading: "Leverantörer och transportörer uppdaterade, utan att någon behöver jaga",
    intro: `Det mesta ett logistikteam vet kommer via mejl, och det mesta av dagen går åt till att fråga efter det. ${products.ai} frågar åt er: den ber om avsändningsdatum, jagar saknade spårningsnummer, svarar på transportörernas frågor och gör varje svar till en uppdatering i era system.`,
    points: [
      "Avsändningsdatum, spårningsnummer och ankomsttider efterfrågas och följs upp",
      "Svar på alla språk läses och kopplas till rätt sändning",
      "Ändrade datum skrivs in i affärssystemet och går vidare till lagret",
      "En människa kopplas in bara när ett beslut behövs",
    ],
    visual: {
      alt: `En mejltråd som ${products.ai} skötte om sändning SH-7731 för PO-21044: den bad Velo Parts om avsändningsdatum och spårningsnummer, leverantören svarade att godset lämnar Leipzig i dag med DHL Freight, ${products.ai} bad transportören boka en lastkajstid på torsdag morgon och transportören bekräftade kl. 07.30. Ankomsttiden uppdaterades i affärssystemet, kaj 3 bokades och lagret informerades.`,
      folder: "Logistikinkorg",
      subject: "SH-7731 / PO-21044: avsändning och lossningstid",
      messages: [
        { by: "ai", from: products.ai, org: "för Nordvik Cykel", time: "09.12", text: "God morgon Katrin! Kan du bekräfta avsändningsdatum och spårningsnummer för PO-21044? Den ska vara i Hamburg på torsdag." },
        { by: "person", from: "Katrin Vogel", org: "Velo Parts GmbH", time: "09.40", text: "Hej! Den lämnar Leipzig i eftermiddag med DHL Freight, spårningsnummer 4471-2290-18." },
        { by: "ai", from: products.ai, org: "för Nordvik Cykel", time: "09.41", text: "Tack! Hej DHL Freight, kan vi boka en lossningstid på torsdag förmiddag vid vårt lager i Hamburg?" },
        { by: "person", from: "Tomasz Nowak", org: "DHL Freight, trafikledning", time: "10.05", text: "Torsdag 07.30 fungerar, chauffören ringer en halvtimme innan." },
      ],
      outcomes: ["Ankomsttid uppdaterad i affärssystemet", "Kaj 3 bokad tors 07.30", "Lagret informerat"],
    },
  },
  freight: {
    eyebrow: "Fraktnav",
    heading: "Allt inkommande gods på ett ställe",
    intro: "Fraktnavet samlar det leverantörer, transportörer och speditörer rapporterar, via portal, EDI eller mejl, och kopplar det till era inköpsorder. Ni ser vad som är på väg, var det är och om det hinner fram i tid, innan lagret behöver fråga.",
    bullets: [
      {
        id: "tracking",
        icon: "route",
        title: "Aktuell status på väg, sjö, järnväg och flyg",
        text: "Varje sändning är kopplad till sina orderrader, med senaste position, beräknad ankomst och de dokument som följde med.",
      },
      {
        id: "delays",
        icon: "siren",
        title: "Förseningar upptäcks innan de är ett faktum",
        text: "Ankomsttiderna jämförs med datumet ni behöver varorna. En sen leverans leder till ombokning, delleverans eller en förvarning till säljarna.",
      },
      {
        id: "costs",
        icon: "receipt",
        title: "Fraktkostnader kontrolleras",
        text: "Transportörernas fakturor stäms av mot avtalade priser och själva sändningen, så att tillägg och dubbelbokningar fångas upp.",
      },
    ],
    visual: {
      alt: `${brand}s fraktnav: 38 inkommande sändningar, 34 i tid och 4 i riskzonen. Sjöfrakt från Shanghai till Hamburg är i tid till den 14 mars, en lastbil från Leipzig kommer på torsdag kl. 07.30, en tågsändning från Duisburg till Malmö är en dag sen och har flaggats, och en flygsändning från Shenzhen har landat. En varning säger att en container till PO-20990 inte hinner fram i tid och att en delleverans har föreslagits.`,
      app: brand,
      view: "Fraktnav",
      live: "Live",
      counters: [
        { label: "Inkommande", value: "38" },
        { label: "I tid", value: "34" },
        { label: "I riskzonen", value: "4" },
      ],
      shipments: [
        { ref: "SH-7702", from: "Shanghai", to: "Hamburg", carrier: "Maersk", mode: "sea", eta: "Ank. 14 mars", status: "I tid", tone: "ok", progress: 72 },
        { ref: "SH-7731", from: "Leipzig", to: "Hamburg", carrier: "DHL Freight", mode: "truck", eta: "Tors 07.30", status: "Kaj bokad", tone: "info", progress: 35 },
        { ref: "SH-7689", from: "Duisburg", to: "Malmö", carrier: "DB Cargo", mode: "rail", eta: "Ank. +1 dag", status: "Sen", tone: "late", progress: 58 },
        { ref: "SH-7745", from: "Shenzhen", to: "Stockholm", carrier: "Cargolux", mode: "air", eta: "Landat 06.15", status: "Tull", tone: "info", progress: 92 },
      ],
      alert: { title: "PO-20990 hinner inte fram i tid.", text: "Delleverans föreslagen: 40 % med lastbil från lagret i Rotterdam." },
    },
  },
  yard: {
    eyebrow: "Yard management",
    heading: "Se vad som står vid lastkajerna just nu",
    intro: `Lastbilar som väntar vid grinden kostar pengar, och det gör tomma lastkajer också. ${brand} planerar kajtider utifrån ankomsttiderna i fraktnavet, talar om för varje chaufför vart hen ska och håller lagrets mottagningsplan i takt med det som faktiskt kommer.`,
    bullets: [
      {
        id: "slots",
        icon: "calendar-clock",
        title: "Kajtider utifrån verkliga ankomsttider",
        text: "Tiderna bokas och flyttas automatiskt när ankomsttiderna ändras, så att godsmottagningen planerar efter de lastbilar som verkligen kommer.",
      },
      {
        id: "yard",
        icon: "parking",
        title: "En aktuell karta över gården",
        text: "Vilken lastbil som står vid vilken kaj eller uppställningsplats, hur länge den har väntat och vad den har med sig, kopplat till inköpsordern och följesedeln.",
      },
      {
        id: "receiving",
        icon: "forklift",
        title: "Mottagningen redo före lastbilen",
        text: "Lagersystemet får veta i förväg vilka varor som kommer, så att inlagringen är planerad och inleveransen bokas mot rätt order.",
      },
    ],
    visual: {
      alt: `Gårdsvy för lagret i Hamburg: sex lastkajer, två där det lossas, en där det lastas, två lediga och en reserverad för nästa lastbil. Tre lastbilar väntar på uppställningsplatserna. Kön till kajerna: HH-KL 482 från DHL Freight till kaj 3 kl. 07.30, B-TR 1903 från DB Schenker till kaj 5 kl. 07.45 och PL-WX 77 från Raben till kaj 6 kl. 08.10. Genomsnittlig tid från grind till kaj i dag är 11 minuter.`,
      title: "Gård · lagret i Hamburg",
      live: "Live",
      warehouse: "Lager · lastkajer",
      docks: [
        { label: "K1", state: "unloading", plate: "HH-MK 220" },
        { label: "K2", state: "unloading", plate: "DK 48 113" },
        { label: "K3", state: "next" },
        { label: "K4", state: "loading", plate: "HH-OR 915" },
        { label: "K5", state: "free" },
        { label: "K6", state: "free" },
      ],
      legend: { unloading: "Lossning", loading: "Lastning", free: "Ledig", next: "Reserverad" },
      bays: [
        { label: "P1", plate: "HH-KL 482" },
        { label: "P2", plate: "B-TR 1903" },
        { label: "P3" },
        { label: "P4", plate: "PL-WX 77" },
        { label: "P5" },
        { label: "P6" },
        { label: "P7" },
        { label: "P8" },
      ],
      gate: "Grind",
      queue: {
        title: "Kö till kajerna",
        rows: [
          { plate: "HH-KL 482", carrier: "DHL Freight", dock: "K3", time: "07.30" },
          { plate: "B-TR 1903", carrier: "DB Schenker", dock: "K5", time: "07.45" },
          { plate: "PL-WX 77", carrier: "Raben", dock: "K6", time: "08.10" },
        ],
      },
      stat: "Grind till kaj: 11 min",
    },
  },
  figures: [
    { id: "monitoring", value: "24/7", label: "spårning av varje inkommande sändning" },
    { id: "connect", value: "< 5 min", label: "att koppla in affärssystem och WMS" },
    { id: "setup", value: "~1 timme", label: "uppstart, utan utbildning för teamet" },
    { id: "results", value: "2–3 veckor", label: "till de första mätbara resultaten" },
  ],
  next: {
    eyebrow: "Utforska vidare",
    heading: "Från order till lastkaj",
    intro: "Insynen börjar med inköpsordern och slutar i lagret. Se resten av kedjan.",
    links: [
      { page: "procurement", icon: "file-check", title: "Automatiserade inköpsorder", text: "Skapa, kontrollera och ändra inköpsorder automatiskt." },
      { page: "ai", icon: "brain", title: products.ai, text: "Prognoser och riskhantering dygnet runt." },
      { page: "go", icon: "rocket", title: products.go, text: "Den färdiga versionen för små och medelstora team." },
      { page: "platform", icon: "layers", title: "Plattformen", text: "Kopplingar, datalagring i Tyskland och säkerhet." },
    ],
  },
} as const satisfies VisibilityContent;
