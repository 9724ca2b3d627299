import { site, team as people } from "../../config/site";
import { memberLinks } from "../team-links";
import type { TeamContent } from "../team-types";

const brand = site.name;
// Titles start lower-case in running Swedish text ("vd och medgrundare"); on cards they stand alone.
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const person = (slug: (typeof people)[number]["id"]) => {
  const entry = people.find((member) => member.id === slug)!;
  return { slug, name: entry.name, title: capitalize(entry.title.sv) };
};

export const team = {
  members: [
    {
      ...person("sara-lindgren"),
      summary: "Sätter riktningen och arbetar med varje ny kund under deras första månad.",
      links: memberLinks["sara-lindgren"],
      page: {
        title: `Sara Lindgren, vd och medgrundare av ${brand}`,
        description: `Sara Lindgren grundade ${brand} efter tolv år inom nordiskt inköp och planering. Hon leder strategin, kundarbetet och nätverket Women in Supply Chains.`,
      },
      intro:
        "Sara grundade Orkestra för att göra autonoma leveranskedjor praktiska för alla företag. Hon leder strategi och kundarbete och driver frågan om fler kvinnor i supply chain.",
      background: [
        "Sara arbetade tolv år på inköpssidan innan hon skrev en rad i en affärsplan: först som inköpare på en svensk grossist inom hemtextil, sedan som planeringschef på en nordisk distributör med 40 000 artiklar och tre lager.",
        "Hon såg samma vecka upprepas: planerare som knappade in leverantörsbekräftelser i affärssystemet, jagade sena order via mejl och släckte bränder efter bristsituationer som datan hade förutsett en månad tidigare. 2022 startade hon Orkestra tillsammans med Mei Tanaka för att lämna över rutinen till mjukvara.",
      ],
      focus: [
        "Bolagets strategi och produktens färdplan, tillsammans med Jonas",
        "Varje ny kunds första månad, med avstämningen efter vecka fyra",
        "Rekrytering och ett team där varje roll är öppen för alla på lika villkor",
        "Värd för nätverket Women in Supply Chains",
      ],
      facts: [
        { label: "Utgår från", value: "Solna" },
        { label: "På Orkestra sedan", value: "2022, som medgrundare" },
        { label: "Tidigare", value: "Planeringschef, nordisk distribution" },
        { label: "Språk", value: "Svenska, engelska, norska" },
      ],
      quote: "En planerares bästa timme ska gå till leverantören som behöver ett samtal, inte till de 200 inköpsorder som inte behöver något.",
    },
    {
      ...person("daniel-okafor"),
      summary: "Ansvarar för prognos- och riskmodellerna och datan de lär sig av.",
      links: memberLinks["daniel-okafor"],
      page: {
        title: `Daniel Okafor, datachef på ${brand}`,
        description: `Daniel Okafor leder data science på ${brand}: efterfrågeprognoserna, riskmodellerna och datakontrollerna bakom varje beslut som AI:n fattar.`,
      },
      intro:
        "Daniel leder modellerna som avgör vad Orkestra beställer och när. Hans regel: ingen prognos går ut utan ett konfidensintervall som planeraren kan läsa.",
      background: [
        "Daniel är utbildad statistiker från Manchester och byggde efterfrågeprognoser åt en brittisk livsmedelskedja, där en procents fel betydde en lastbil kasserad sallad. Senare ledde han data science-teamet på en logistikmarknadsplats i London.",
        "Han kom till Orkestra 2023 för att arbeta med mindre datamängder: det medelstora företaget med tre års försäljningshistorik, några hundra leverantörer och inget eget datateam.",
      ],
      focus: [
        "Efterfrågeprognoser med konfidensintervall per artikel och lager",
        "Riskmodeller för leverantörer: förseningar, prisändringar, enda källa",
        "Datakontroller vid varje synk med affärssystemet innan AI:n agerar",
        "Övervakning av modellerna, så att en prognos som driver iväg upptäcks inom ett dygn",
      ],
      facts: [
        { label: "Utgår från", value: "London, Storbritannien" },
        { label: "På Orkestra sedan", value: "2023" },
        { label: "Tidigare", value: "Chef för data science, logistikmarknadsplats" },
        { label: "Språk", value: "Engelska, yoruba" },
      ],
      quote: "En prognos är bara användbar om man ser hur säker den är. Vi visar intervallet, inte bara linjen.",
    },
    {
      ...person("mei-tanaka"),
      summary: "Bygger plattformen: kopplingarna, AI-motorn och säkerheten runt dem.",
      links: memberLinks["mei-tanaka"],
      page: {
        title: `Mei Tanaka, CTO och medgrundare av ${brand}`,
        description: `Mei Tanaka grundade ${brand} och leder utvecklingen: kopplingarna till affärssystem och WMS, AI-motorn och lagringen av EU-kunders data i Tyskland.`,
      },
      intro:
        "Mei är medgrundare av Orkestra och leder utvecklingen. Hon konstruerade plug-and-play-kopplingarna som låter en kund ansluta sitt affärssystem på under fem minuter.",
      background: [
        "Mei arbetade åtta år med att integrera affärssystem åt tillverkare i Tyskland och Japan, först som konsult och sedan som arkitekt för en integrationsplattform som 300 företag använde.",
        "Hon vet hur lång tid ett ERP-projekt brukar ta och varför. På Orkestra bestämde hon sig för att kopplingen skulle bli den kortaste delen: först bara läsrättigheter, sedan skriver systemet tillbaka enbart det som kunden har godkänt.",
      ],
      focus: [
        "Biblioteket av kopplingar till affärssystem, WMS och ekonomisystem",
        "AI-motorn som gör prognoser till inköpsorder och meddelanden",
        "Säkerhet, behörigheter och drift inom EU, i Tyskland",
        "Driftsäkerhet: övervakning dygnet runt, 24/7",
      ],
      facts: [
        { label: "Utgår från", value: "Hamburg, Tyskland" },
        { label: "På Orkestra sedan", value: "2022, som medgrundare" },
        { label: "Tidigare", value: "Integrationsarkitekt, affärssystem" },
        { label: "Språk", value: "Japanska, tyska, engelska" },
      ],
      quote: "Tar det längre tid att koppla in affärssystemet än att dricka en kopp kaffe har vi inte gjort vårt jobb.",
    },
    {
      ...person("jonas-weber"),
      summary: "Bestämmer vad produkten gör härnäst, med planerare och inköpare i rummet.",
      links: memberLinks["jonas-weber"],
      page: {
        title: `Jonas Weber, produktchef på ${brand}`,
        description: `Jonas Weber leder produktarbetet på ${brand}. Han gör om det som planerare, inköpare och lagerteam behöver till funktioner i Orkestra AI och Orkestra Go.`,
      },
      intro:
        "Jonas leder produktarbetet. Han tillbringar en dag i veckan med kundernas planerare och inköpare, och där börjar det mesta av färdplanen.",
      background: [
        "Jonas började på ett lager i Bremen, gick vidare till programvara för inköp och var i sex år produktchef hos en leverantör av lagersystem.",
        "Han kom till Orkestra 2023 för att han ville bygga programvara som tar bort arbete från folks bord i stället för att ge dem fler skärmar att hålla koll på.",
      ],
      focus: [
        "Färdplanen för Orkestra AI och Orkestra Go",
        "Godkännanderegler: vad AI:n får göra själv och vad den frågar om först",
        "Skuggläget de första veckorna, när kunden godkänner varje förslag",
        "Användarstudier med planerare, inköpare och lagerchefer",
      ],
      facts: [
        { label: "Utgår från", value: "Hamburg, Tyskland" },
        { label: "På Orkestra sedan", value: "2023" },
        { label: "Tidigare", value: "Produktchef, lagersystem" },
        { label: "Språk", value: "Tyska, engelska" },
      ],
      quote: "Den bästa funktionen vi bygger är den som planeraren aldrig behöver öppna.",
    },
    {
      ...person("elin-nystrom"),
      summary: "Hjälper nordiska företag att se om Orkestra passar, och att komma igång.",
      links: memberLinks["elin-nystrom"],
      page: {
        title: `Elin Nyström, försäljningschef Norden på ${brand}`,
        description: `Elin Nyström leder försäljningen i Sverige, Norge, Danmark och Finland för ${brand} och hjälper grossister, e-handlare och tillverkare att starta sin gratismånad.`,
      },
      intro:
        "Elin leder försäljningen i Norden. De flesta av hennes första samtal slutar med en titt på kundens egen data snarare än på en bildspelspresentation.",
      background: [
        "Elin sålde lagerautomation i Sverige och Finland i sju år och ledde kundframgång på en nordisk e-handelsplattform.",
        "Hon kom till Orkestra 2024 för att öppna den nordiska marknaden från kontoret i Solna, med grossister, webbutiker och tillverkare som kör Visma, Fortnox eller Business Central.",
      ],
      focus: [
        "Nya kunder i Sverige, Norge, Danmark och Finland",
        "Demo på besökarens egen data, bokad på 30 minuter",
        "Den kostnadsfria första månaden och en tydlig plan för tiden efter",
        "Samarbeten med nordiska återförsäljare av affärssystem",
      ],
      facts: [
        { label: "Utgår från", value: "Solna" },
        { label: "På Orkestra sedan", value: "2024" },
        { label: "Tidigare", value: "Försäljningschef, lagerautomation" },
        { label: "Språk", value: "Svenska, finska, engelska" },
      ],
      quote: "Jag visar hellre en inköpare deras egna sena order än vår logotyp.",
    },
  ],
  card: {
    networks: { linkedin: "LinkedIn", twitter: "X (Twitter)", facebook: "Facebook", instagram: "Instagram" },
    profileOn: "{name} på {network}",
    linksOf: "{name} på andra ställen",
  },
  grid: {
    eyebrow: "Ledning",
    heading: "Fem personer, tre kontor",
    intro: "Supply chain, data, utveckling, produkt och försäljning, i London, Hamburg och Solna. Öppna en profil för att läsa vad var och en av oss arbetar med.",
  },
  values: {
    eyebrow: "Så arbetar vi",
    heading: "Byggt av folk som har gjort jobbet",
    intro: "Alla i teamet har lagt inköpsorder, drivit ett lager eller räddat ett ERP-projekt. Det märks i hur vi bygger.",
    cards: [
      {
        id: "practice",
        icon: "warehouse",
        title: "Från lagergolvet och uppåt",
        text: "Vi testar varje funktion med planerare och inköpare innan den släpps, och vi tillbringar tid på våra kunders lager.",
      },
      {
        id: "equal",
        icon: "users",
        title: "Lika möjligheter",
        text: "Ett könsneutralt team: varje roll är öppen för alla, med samma lönespann och samma väg till att leda.",
      },
      {
        id: "control",
        icon: "shield-check",
        title: "Kunden behåller kontrollen",
        text: "Vår AI föreslår innan den agerar, förklarar varje beslut och gör bara det på egen hand som kunden har godkänt.",
      },
    ],
  },
  join: {
    eyebrow: "Jobba hos oss",
    heading: "Vill du arbeta med oss?",
    intro: "Vi anställer i London, Hamburg och Solna, och på distans inom EU och Storbritannien.",
    text: "Vi söker utvecklare, data scientists och folk från supply chain som vill se sitt arbete användas på måndagsmorgonen. Berätta vad du skulle vilja bygga, så hör vi av oss inom en vecka.",
    contact: "Kontakta oss",
    community: "Gå med i nätverket",
  },
  member: {
    background: "Bakgrund",
    focus: "Fokus på Orkestra",
    facts: "Profil",
    links: "På andra ställen",
    quote: "Med egna ord",
    others: {
      eyebrow: "Team",
      heading: "Fler av människorna bakom produkten",
    },
  },
} as const satisfies TeamContent;
