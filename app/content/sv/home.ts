import { site } from "~/config/site";
import type { HomeContent } from "../home-types";
import { mapCities } from "./shared";

const { name: brand, products } = site;

/** Startsidans text på svenska, med samma struktur som den engelska. */
export const home = {
  hero: {
    secondary: `Utforska ${products.ai}`,
    proof: ["Ingen utbildning av teamet", "Affärssystemet kopplat på under 5 minuter", "EU-data lagras i Tyskland"],
    visual: {
      alt: `Efterfrågeprognos för sträckfilm i ${products.ai}: åtta veckors faktisk försäljning, en stigande prognos med konfidensintervall över beställningspunkten och dagens åtgärder från AI:n: en inköpsorder skickad, ett leveransdatum bekräftat och en försenad sändning omdirigerad.`,
      app: products.ai,
      view: "Efterfrågeprognos",
      live: "Live",
      item: "Sträckfilm 23 µm · art.nr 40-118",
      accuracy: "94 % träffsäkerhet",
      legend: { actual: "Utfall", forecast: "Prognos", band: "Konfidensintervall", reorder: "Beställningspunkt" },
      today: "Idag",
      weeks: ["v. 36", "v. 38", "v. 40", "v. 42", "v. 44", "v. 46"],
      feedTitle: "Åtgärder idag",
      feed: [
        { text: "PO-10482 skickad till Nordic Packaging AB", meta: "2 400 rullar · 8 160 €", status: "Skickad", tone: "ok" },
        { text: "Leveransdatum bekräftat av Baltic Steelworks", meta: "Matchad mot PO-10467", status: "Matchad", tone: "info" },
        { text: "Trängsel i Gdańsks hamn: 2 containrar omdirigerade", meta: "Ny ankomst torsdag, +1 dag", status: "Åtgärdad", tone: "warn" },
      ],
      toast: { title: "Brist undviken", text: "Beställning lagd 9 dagar tidigare" },
    },
  },
  brain: {
    eyebrow: products.ai,
    heading: "Den nya hjärnan för leveranskedjor!",
    intro: `${products.ai} håller koll på varje order, sändning och leverantörssignal dygnet runt. Den sållar bort bruset, simulerar vad som händer härnäst och agerar, så att era planerare börjar dagen med färdiga beslut i stället för kalkylblad att stämma av.`,
    bullets: [
      {
        id: "risk",
        title: "Förutser och hanterar risker på egen hand",
        text: "Upptäcker sena leverantörer, trånga hamnar och toppar i efterfrågan innan de slår till, och omdirigerar, beställer om eller eskalerar själv.",
      },
      {
        id: "inventory",
        title: "Lageroptimering med data i realtid",
        text: "Beställningspunkter och säkerhetslager räknas om löpande utifrån aktuell data i affärssystem och WMS, inte förra kvartalets export.",
      },
      {
        id: "documents",
        title: "Dokumenthantering och kommunikation som sköter sig själv",
        text: "Läser orderbekräftelser och följesedlar, stämmer av dem mot era inköpsorder och mejlar leverantören när något inte stämmer.",
      },
    ],
    visual: {
      alt: `${brand}s riskkarta över norra Europa: en strejk i Antwerpens hamn hotar tre inkommande inköpsorder, och ${brand} har lett om dem via Rotterdam till lagret i Hamburg, en dag senare än planerat.`,
      title: "Riskradar · Norra Europa",
      live: "Bevakning dygnet runt",
      cities: mapCities,
      alert: { label: "Risk upptäckt", title: "Hamnstrejk i Antwerpen", text: "3 inkommande order i fara" },
      action: { label: "Åtgärdad", title: "Omledd via Rotterdam", text: "Ankomst +1 dag · leverantörer informerade" },
    },
  },
  stats: {
    eyebrow: "Resultat",
    heading: "Få en oöverträffat effektiv leveranskedja!",
    intro: "Det här får ett medelstort team tillbaka när prognoser, inköpsorder och leverantörsuppföljning sköter sig själva.",
    items: [
      { id: "hours", value: 100, duration: 2.5, lead: "Upp till", prefix: "", suffix: " timmar", label: "sparade varje månad på manuell planering och leverantörsuppföljning" },
      { id: "savings", value: 5000, duration: 2.5, lead: "Upp till", prefix: "€", suffix: "", label: "sparade varje månad på lager, expressfrakter och administration" },
      { id: "weeks", value: 4, duration: 1.5, lead: "Bara", prefix: "", suffix: " veckor", label: "till mätbart värde, räknat från första inloggningen" },
    ],
  },
  go: {
    eyebrow: products.go,
    heading: "Självgående inköp, igång på en timme",
    intro: `${products.go} är den färdiga versionen för små och medelstora företag. Koppla in affärssystemet, välj leverantörer, så börjar den skriva inköpsorder, jaga bekräftelser och stämma av varje leverans mot det ni beställt.`,
    points: [
      "Igång på ungefär en timme, utan utbildning",
      "Inköpsorder skapas, kontrolleras och uppdateras i affärssystemet",
      "Leverantörsmejl, offertförfrågningar och påminnelser sköts åt er",
    ],
    visual: {
      alt: `${products.go} i arbete: ett mejl som ber en leverantör bekräfta inköpsorder PO-10482 och leverantörens svar, bredvid en trevägsavstämning av ordern mot orderbekräftelsen och följesedeln där en kortleverans har flaggats.`,
      email: {
        folder: "Leverantörsinkorg",
        from: products.go,
        to: "Nordic Fasteners AB",
        subject: "PO-10482: bekräfta leveransdatum",
        body: "Hej Anna! Kan du bekräfta leveransdatum för 1 200 sexkantsskruvar M8 på PO-10482? Vi behöver dem i Hamburg senast 18 november.",
        replyFrom: "Anna Berg, Nordic Fasteners",
        reply: "Bekräftat: alla 1 200 skickas 14 november och är framme den 18:e.",
        time: "09:12",
        replyTime: "09:47",
        status: "Ordern uppdaterad i Business Central",
      },
      check: {
        title: "Trevägsavstämning",
        po: "PO-10482",
        columns: ["Artikel", "Beställt", "Bekräftat", "Skickat"],
        rows: [
          { item: "Sexkantsskruv M8", ordered: "1 200", confirmed: "1 200", shipped: "1 200", ok: true },
          { item: "Bricka M8", ordered: "2 400", confirmed: "2 400", shipped: "2 400", ok: true },
          { item: "Låsmutter M8", ordered: "1 200", confirmed: "1 000", shipped: "1 000", ok: false },
        ],
        summary: "2 av 3 rader stämmer",
        flag: "200 låsmuttrar saknas: uppföljning skickad",
      },
    },
  },
  efficiency: {
    eyebrow: "Därför byter team",
    heading: "Vi gör leveranskedjor effektiva!",
    intro: `Fem uppgifter som ${brand} tar över från ert team redan första veckan.`,
    cards: [
      {
        id: "data-analysis",
        title: "Dataanalys",
        text: "Försäljningshistorik, ledtider och leverantörernas prestanda analyseras tillsammans, och de viktigaste insikterna hamnar överst.",
      },
      {
        id: "automation",
        title: "Automatisering",
        text: "Inköpsorder, kundorder med lagerallokering och leverantörsmejl skapas och skickas, utan att någon kopierar data mellan system.",
      },
      {
        id: "integration",
        title: "Integration",
        text: "Färdiga kopplingar läser från och skriver tillbaka till affärssystem och WMS. Uppkopplat på knappt 5 minuter.",
      },
      {
        id: "risk-management",
        title: "Riskhantering",
        text: "Störningar, sena bekräftelser och svängningar i efterfrågan förutses och simuleras innan de leder till brist.",
      },
      {
        id: "cost-savings",
        title: "Kostnadsbesparingar",
        text: "Mindre lager, färre expressfrakter och mindre manuellt arbete ger besparingar på upp till 5 000 euro i månaden.",
      },
    ],
  },
  integrations: {
    eyebrow: "Integrationer",
    heading: "Integrera med ert affärssystem direkt.",
    intro: `${brand} kopplas till systemen ni redan använder. Den läser order, lagersaldon och leverantörsdata och skriver tillbaka inköpsorder och uppdateringar, så att affärssystemet förblir den enda sanningen.`,
    points: ["Läser och skriver tillbaka, inte bara rapporter", "Uppkopplat på under 5 minuter, utan IT-projekt", "EU-data lagras i Tyskland"],
    marqueeLabel: "Affärs- och ekonomisystem som stöds",
    diagram: {
      alt: `${brand} mellan era system: läser från Business Central och ert WMS, skriver tillbaka inköpsorder och uppdateringar och kommunicerar med leverantörer och transportörer. Kopplingen tog 4 minuter och 12 sekunder att sätta upp.`,
      sources: ["Business Central", "Ert WMS"],
      targets: ["Leverantörsmejl", "Transportörer"],
      hub: brand,
      read: "Läser",
      write: "Skriver tillbaka",
      status: "Ansluten",
      timer: "Klar på 4 min 12 s",
    },
  },
  ahead: {
    eyebrow: "Alltid på",
    heading: "Ligg steget före det oväntade!",
    intro: `${brand} bevakar er leveranskedja dygnet runt och agerar innan en sen sändning eller en efterfrågetopp blir en tom hylla.`,
    cards: [
      {
        id: "predictive-analytics",
        title: "Prediktiv analys",
        text: "Förutser lagerbehov, leverantörers ledtider och störningar veckor i förväg, med ett konfidensintervall ni kan planera efter.",
        tag: "Efterfrågan · ledtider · störningar",
      },
      {
        id: "proactive-decisions",
        title: "Proaktiva beslut",
        text: "Simulerar alternativen, rekommenderar det bästa och genomför det: skynda på, dela upp en order eller byt leverantör, inom ramar ni bestämmer.",
        tag: "Rekommenderar och genomför",
      },
      {
        id: "data-integration",
        title: "Automatisk dataintegration",
        text: "Orderbekräftelser, följesedlar och poster i affärssystemet matchas automatiskt, så att varje beslut bygger på aktuell data.",
        tag: "Affärssystem · WMS · e-post",
      },
    ],
  },
  voices: {
    eyebrow: "Kunderna berättar",
    heading: "Teamen som håller varorna i rörelse litar på oss",
    intro: `Grossister, tillverkare och e-handlare i Storbritannien, Tyskland och Norden sköter sina inköp med ${brand}.`,
    hashtagLabel: "Ämnen vi brinner för",
    hashtags: [
      "#SupplyChainAI",
      "#AutonomaLeveranskedjor",
      "#Inköp",
      "#Efterfrågeprognoser",
      "#Automatisering",
      "#Innovation",
      "#KvinnorISupplyChain",
    ],
    testimonials: [
      {
        id: "sofia-eriksson",
        quote: `Våra planerare ägnade måndagarna åt att jaga orderbekräftelser. Nu gör ${brand} det, och vi kunde flytta två personer till leverantörsutveckling i stället för att nyanställa. Ingen behövde utbildas.`,
        name: "Sofia Eriksson",
        role: "HR-chef",
        company: "Lindqvist Tools AB",
        rating: 5,
      },
      {
        id: "marcus-hale",
        quote: "Jag driver en grossistfirma med 40 anställda och har ingen tid för mjukvaruprojekt. Vi kopplade in Business Central över en kopp kaffe och hade de första inköpsordrarna klara samma eftermiddag.",
        name: "Marcus Hale",
        role: "Företagare",
        company: "Hale & Sons Distribution",
        rating: 5,
      },
      {
        id: "leonie-fischer",
        quote: "Förr lämnade våren oss antingen utsålda eller med fulla pallar. Prognosen såg säsongen komma två veckor innan vi hade gjort det, och beställde därefter.",
        name: "Leonie Fischer",
        role: "Grundare",
        company: "Fahrwerk Bikes",
        rating: 5,
      },
      {
        id: "arjun-mehta",
        quote: "Jag räknade med en lång integration. Kopplingen läste vår NetSuite-data och skrev tillbaka inköpsorder utan egen kod, och loggen visar exakt vad som ändrats och varför.",
        name: "Arjun Mehta",
        role: "Mjukvaruutvecklare",
        company: "Brightwell Foods",
        rating: 5,
      },
      {
        id: "karin-holm",
        quote: `Jag lånar ut pengar till tillverkare, så jag följer rörelsekapitalet. Kunder som använder ${brand} har mindre säkerhetslager och betalar leverantörerna i tid, och det syns i bokslutet.`,
        name: "Karin Holm",
        role: "Bankchef",
        company: "Fjord Commercial Bank",
        rating: 4,
      },
      {
        id: "tomasz-nowak",
        quote: `När hamnen i Antwerpen strejkade hade ${brand} redan lett om våra inkommande containrar innan jag läst klart nyheten. Den veckan betalade hela året.`,
        name: "Tomasz Nowak",
        role: "Inköpschef",
        company: "Vistula Components",
        rating: 5,
      },
    ],
  },
  onboarding: {
    eyebrow: "Kom igång",
    intro: "Från registrering till den första självgående inköpsordern på ungefär en timme, med resultat inom 2–3 veckor.",
  },
  tasks: {
    eyebrow: "Det här tar den över",
    heading: "Slipp manuella rutinuppgifter!",
    intro: `Lämna rutinen till ${brand} och spara bedömningarna till ert team.`,
    cards: [
      {
        id: "forecasting",
        title: "Prognoser",
        text: "Lagerbehov, ledtider och störningar prognostiseras per artikel och lager och uppdateras varje natt med aktuell data.",
        target: "ai",
      },
      {
        id: "automation",
        title: "Automatisering",
        text: "Inköpsorder skapas, stäms av mot bekräftelser och följesedlar och hålls uppdaterade i affärssystemet.",
        target: "go",
      },
      {
        id: "communications",
        title: "Kommunikation",
        text: "Offertförfrågningar, påminnelser och leveransbesked mejlas till leverantörer och kunder, i er ton och på ert språk.",
        target: "go",
      },
    ],
  },
  cta: {
    heading: "Redo för autonoma leveranskedjor?",
    text: `Se ${brand} arbeta med er egen data i en demo på 30 minuter. Första månaden är gratis, och de flesta team ser resultat inom 2–3 veckor.`,
    secondary: "Prata med sälj",
  },
} as const satisfies HomeContent;
