import type { Home2Content, Home3Content, Home4Content } from "../landing-types";

/** /sv/home-2: chattbotsidan. */
export const home2 = {
  frame: {
    links: [
      { anchor: "features", label: "Funktioner" },
      { anchor: "how-it-works", label: "Så fungerar det" },
      { anchor: "testimonials", label: "Kunder" },
      { anchor: "faq", label: "Vanliga frågor" },
    ],
  },
  hero: {
    primary: "Börja chatta gratis",
    note: "Inget kreditkort. Kopplas till affärssystemet på under 5 minuter.",
  },
  tiles: {
    eyebrow: "Byggd för inköp och logistik",
    heading: "En assistent som kan er verksamhet",
    intro: "Ingen vanlig chattbot: den läser affärssystemet, inköpsordrarna och mejlen med leverantörerna och svarar som en kollega som har allt framför sig.",
    cards: [
      {
        id: "multilingual",
        icon: "languages",
        title: "Flerspråkigt stöd",
        text: "Fråga på svenska, engelska, tyska eller polska. Orkestra svarar på ditt språk och skriver till varje leverantör på deras.",
      },
      {
        id: "intent",
        icon: "target",
        title: "Förstår vad du menar",
        text: "”Var är Gdańsk-ordern?” och ”är PO 4471 sen?” betyder samma sak. Assistenten förstår vad du behöver och tar fram svaret eller agerar.",
      },
      {
        id: "context",
        icon: "layers",
        title: "Håller tråden",
        text: "Den minns vilken order, leverantör och artikel ni pratade om, så en följdfråga som ”och den före?” bara fungerar.",
      },
    ],
  },
  blocks: [
    {
      eyebrow: "Fråga i stället för att leta",
      heading: "Svar ur aktuell ERP-data på några sekunder",
      intro: "Sluta exportera rapporter för att hitta en enda siffra. Fråga om lagertäckning, öppna order eller nästa brist och få svaret med siffrorna bakom.",
      points: [
        "Lagersaldon, ledtider och prognoser för varje artikel och lager",
        "Källan till varje svar, ett klick bort i affärssystemet",
        "Bara läsbehörighet från start: inget ändras förrän du godkänner",
      ],
    },
    {
      eyebrow: "Från fråga till handling",
      heading: "Den sköter uppföljningen, inte bara sökningen",
      intro: "När ett svar kräver åtgärd skriver Orkestra ett förslag: en påminnelse till en sen leverantör, ett nytt leveransdatum eller en inköpsorder kontrollerad mot orderbekräftelsen.",
      points: [
        "Mejl till leverantörer på deras språk, skickade när du säger till",
        "Orderbekräftelser kontrollerade rad för rad mot inköpsordern",
        "Varje ändring skrivs tillbaka till affärssystemet med full spårbarhet",
      ],
    },
    {
      eyebrow: "Prata med leverantörer via den",
      heading: "En konversation med både teamet och leverantörerna",
      intro: "Ta in leverantören i tråden så håller Orkestra ihop båda sidor: den frågar efter nytt datum, uppdaterar ordern och berättar för planeraren vad som ändrats.",
      points: [
        "Leverantörerna svarar via mejl, utan portal eller inloggning",
        "Överenskomna datum och antal går direkt in i ordern",
        "Du kan alltid gå in själv, och den binder aldrig upp pengar på egen hand",
      ],
      action: "Testa nu",
      visual: {
        alt: "En chatt i Orkestra: en inköpare frågar om en sen order, assistenten tar in leverantören som bekräftar ett nytt datum, och inköpsordern uppdateras.",
        app: "Orkestra Assistent",
        channel: "PO 4471 · Gdańsk Metalworks",
        status: "Leverantören i tråden",
        messages: [
          { id: "m1", from: "buyer", author: "Lena Forsberg", time: "09:12", text: "Kommer PO 4471 från Gdańsk fortfarande på fredag?" },
          { id: "m2", from: "assistant", author: "Orkestra", time: "09:12", text: "Ingen bekräftelse sedan måndag och bilen är inte bokad. Ska jag be dem om ett fast datum?" },
          { id: "m3", from: "buyer", author: "Lena Forsberg", time: "09:13", text: "Ja tack, och håll mig uppdaterad." },
          { id: "m4", from: "supplier", author: "Marta, Gdańsk Metalworks", time: "10:41", text: "Dzień dobry! 400 st skickas tisdag, resterande 200 på torsdag." },
          { id: "m5", from: "assistant", author: "Orkestra", time: "10:42", text: "Delleverans noterad. Lagret täcker glappet, så ingen hastorder behövs." },
        ],
        result: { label: "Affärssystemet uppdaterat", title: "PO 4471 delad i två leveranser", text: "Tis 400 st · Tor 200 st · planeraren meddelad" },
        composer: "Fråga om en order, leverantör eller artikel …",
      },
    },
  ],
  testimonials: {
    eyebrow: "Kunder",
    heading: "Team som slutat jaga",
    intro: "Vad inköpare och planerare säger efter några veckor med assistenten.",
    items: [
      {
        id: "lena",
        quote: "Förut gick mina måndagsmorgnar åt till att jaga orderbekräftelser. Nu frågar jag Orkestra vilka order som ligger risigt till, och då har den redan mejlat halva leverantörslistan.",
        name: "Lena Forsberg",
        role: "Inköpschef",
        company: "Nordvik Components",
      },
      {
        id: "tomasz",
        quote: "Våra polska leverantörer får sina påminnelser på polska och svarar samma dag. Bara det minskade de sena leveranserna med en tredjedel.",
        name: "Tomasz Kowalczyk",
        role: "Ansvarig för försörjningskedjan",
        company: "Baltic Home Goods",
      },
      {
        id: "amira",
        quote: "Jag ställer samma frågor som jag skulle ställa till vår ERP-konsult och får svaret innan kaffet hunnit kallna. Och källorna finns där när ekonomi frågar.",
        name: "Amira Haddad",
        role: "Driftchef",
        company: "Helix Medical Supplies",
      },
      {
        id: "jakob",
        quote: "Den förstod ”den blå kabelordern från förra veckan” redan första dagen. Planerarna behövde ingen utbildning, de började bara fråga.",
        name: "Jakob Lind",
        role: "Planeringschef",
        company: "Skärgård Outdoor",
      },
      {
        id: "claire",
        quote: "Assistenten hittade en orderbekräftelse med fel styckpris innan den hamnade på fakturan. Det betalade hela året.",
        name: "Claire Dubois",
        role: "Inköpsanalytiker",
        company: "Atelier Lumière",
      },
    ],
  },
  blog: {
    eyebrow: "Från bloggen",
    heading: "Så sätter team AI i arbete",
    intro: "Praktiska lärdomar från leveranskedjorna vi arbetar med.",
    all: "Alla artiklar",
  },
  faq: {
    eyebrow: "Vanliga frågor",
    heading: "Frågor om assistenten",
    intro: "Det här undrar team innan de startar sin första konversation.",
    items: [
      {
        id: "data",
        question: "Var hämtar assistenten sina svar?",
        answer:
          "Från era egna system: affärssystemet, lagersystemet och den gemensamma inköpsinkorgen, som läses via våra kopplingar. Den gissar aldrig utifrån internet, och varje svar länkar till de poster den använt.",
      },
      {
        id: "languages",
        question: "Vilka språk förstår den?",
        answer:
          "Den förstår och svarar på alla större europeiska språk, bland annat svenska, engelska, tyska, polska, nederländska och franska. Du kan fråga på ett språk och låta den skriva till leverantören på ett annat.",
      },
      {
        id: "actions",
        question: "Kan den ändra order på egen hand?",
        answer:
          "Bara inom de gränser ni sätter. Från början skriver den förslag på ändringar och mejl och väntar på ert godkännande. Ni kan låta den bekräfta små datumändringar eller skicka påminnelser själv och vidga gränserna senare.",
      },
      {
        id: "setup",
        question: "Hur lång tid tar det att komma igång?",
        answer:
          "Att koppla affärssystemet tar under 5 minuter och hela uppsättningen ungefär en timme. De flesta team ställer sina första riktiga frågor samma dag och ser resultat inom 2–3 veckor.",
      },
      {
        id: "privacy",
        question: "Är vår data säker?",
        answer:
          "Personuppgifter för användare i EU lagras i Tyskland och krypteras både under överföring och i vila. Er data tränar bara era egna modeller och delas aldrig med andra kunder.",
      },
    ],
  },
} as const satisfies Home2Content;

/** /sv/home-3: sidan om AI i affärslivet. */
export const home3 = {
  frame: {
    links: [
      { anchor: "why-ai", label: "Varför AI" },
      { anchor: "team", label: "Teamet" },
      { anchor: "testimonials", label: "Kunder" },
      { anchor: "articles", label: "Artiklar" },
    ],
  },
  hero: { primary: "Läs mer om oss" },
  sections: [
    {
      eyebrow: "Varför AI, varför nu",
      heading: "Rutinarbetet är där AI lönar sig först",
      intro: "Prognoser, inköpsordrar, påminnelser och rapporter följer regler som teamet redan kan. Det är precis det arbete en AI kan ta över, säkert och mätbart.",
      points: [
        "Planerare lägger upp till 100 timmar mindre i månaden på manuella uppdateringar",
        "Besparingar på upp till 5000 euro i månaden genom färre hastbeställningar",
        "Fyra veckor från första kopplingen till de första besparingarna",
      ],
    },
    {
      eyebrow: "Så går införandet till",
      heading: "Börja smått, visa resultat och låt den sedan köra",
      intro: "AI förtjänar förtroende som en ny kollega: först följer den teamet, sedan tar den rutinfallen och till sist sköter den hela flöden inom gränser ni själva sätter.",
      points: [
        "Vecka 1–2: AI:n föreslår, teamet bestämmer",
        "Vecka 3–4: rutinorder och påminnelser sköts automatiskt",
        "Därefter: ni vidgar gränserna i takt med resultaten",
      ],
    },
  ],
  team: {
    eyebrow: "Människorna bakom",
    heading: "Byggt av folk från inköp och logistik",
    intro: "Våra grundare arbetade med inköp och planering innan de byggde programvara för det.",
    slugs: ["sara-lindgren", "mei-tanaka", "daniel-okafor"],
    all: "Möt hela teamet",
  },
  testimonials: {
    eyebrow: "Kunder",
    heading: "Det här ändras när AI blir en del av teamet",
    items: [
      {
        id: "henrik",
        quote: "Vi ersatte ingen. Vi slutade be duktiga människor kopiera siffror mellan skärmar, och de började prata med kunderna igen.",
        name: "Henrik Aalto",
        role: "vd",
        company: "Aalto Industrial Supply",
      },
      {
        id: "sofia",
        quote: "Styrelsen bad om en AI-strategi. Fyra veckor senare visade jag färre bristsituationer och lägre fraktkostnader i stället för bilder.",
        name: "Sofia Marín",
        role: "operativ chef",
        company: "Verde Foods Iberia",
      },
    ],
  },
  articles: {
    eyebrow: "Artiklar",
    heading: "Läsning för dig som planerar nästa steg",
    intro: "Korta, praktiska artiklar om AI i inköp, planering och logistik.",
    all: "Till bloggen",
  },
} as const satisfies Home3Content;

/** /sv/home-4: den mörka sidan om leveranskedjor. */
export const home4 = {
  frame: {
    links: [
      { anchor: "promo", label: "Produkten" },
      { anchor: "services", label: "Tjänster" },
      { anchor: "video", label: "Video" },
      { anchor: "faq", label: "Vanliga frågor" },
    ],
  },
  hero: { primary: "Starta din gratisperiod" },
  promo: {
    eyebrow: "Bevaka, förutse, agera",
    heading: "Tre uppgifter, dygnet runt",
    intro: "Orkestra AI bevakar varje order, leverans och lagersaldo dygnet runt och går in innan små problem blir dyra.",
    cards: [
      {
        id: "monitor",
        icon: "activity",
        title: "Bevaka data",
        text: "Order, bekräftelser, leveranser och lagersaldon från affärs- och lagersystemet kontrolleras hela tiden, inte en gång i veckan.",
      },
      {
        id: "predict",
        icon: "radar",
        title: "Förutse risker",
        text: "Sena leverantörer, överbelastade hamnar och efterfrågetoppar simuleras i förväg, så att du ser bristen veckor innan den uppstår.",
      },
      {
        id: "mitigate",
        icon: "shield-check",
        title: "Minska riskerna",
        text: "Den beställer om, väljer en annan rutt eller ber leverantören om nytt datum, inom de gränser ni satt, och berättar vad den gjort.",
      },
    ],
  },
  sections: [
    {
      eyebrow: "Tänkandet, synligt",
      heading: "Varje beslut kommer med sina skäl",
      intro: "Orkestra AI agerar inte bara. Den visar vad den såg, vad den simulerade och varför den valde just den åtgärden, så att teamet kan lita på den och köra över den.",
      points: ["Ett läsbart spår för varje automatiskt beslut", "Skyddsräcken per leverantör, artikel och belopp", "Ett klick för att ångra, med affärssystemet uppdaterat åt båda hållen"],
    },
    {
      eyebrow: "Prognoser att planera efter",
      heading: "Efterfrågeprognoser med ärliga osäkerhetsband",
      intro: "Prognoserna uppdateras dagligen utifrån försäljning, säsong och leverantörernas precision, och de visar hur säkra de är, så att säkerhetslagret följer den verkliga risken.",
      points: ["Beställningspunkter som följer prognosen", "Larm när efterfrågan hamnar utanför bandet", "Träffsäkerhet redovisad öppet per artikel"],
    },
  ],
  services: {
    eyebrow: "Tjänster",
    heading: "Börja med den tjänst ni behöver mest",
    intro: "Varje tjänst fungerar på egen hand och blir bättre när ni lägger till nästa.",
    cards: [
      {
        id: "forecasting",
        icon: "chart-spline",
        title: "Prognoser",
        text: "Lagerbehov, ledtider och störningar prognostiseras per artikel och lager och uppdateras varje dag.",
        link: "service-details",
      },
      {
        id: "communications",
        icon: "mail-check",
        title: "Kommunikation",
        text: "Offertförfrågningar, påminnelser och leveransbesked mejlas till leverantörer och kunder på deras språk.",
        link: "service-details",
      },
      {
        id: "automation",
        icon: "workflow",
        title: "Automatisering",
        text: "Inköpsordrar skapas, kontrolleras och uppdateras, och kundordrar läggs upp med reserverat lager.",
        link: "service-details",
      },
    ],
  },
  video: {
    eyebrow: "Produktvisning",
    heading: "Se Orkestra AI hantera en sen leverans",
    intro: "Tre minuter, ett verkligt scenario: en leverantör blir sen, AI:n märker det, simulerar alternativen och rättar planen innan någon behöver kalla till möte.",
    poster: {
      title: "Sen leverans, löst",
      duration: "3:12",
      chapters: ["Förseningen upptäcks", "Alternativen simuleras", "Planen uppdateras"],
    },
    title: "Produktvisning av Orkestra AI",
  },
  steps: {
    eyebrow: "Kom igång",
    heading: "Tre steg till en leveranskedja som tänker",
    intro: "Öppna ett steg för att se vad som händer i det.",
    items: [
      {
        id: "account",
        title: "Skapa ett gratiskonto",
        text: "Registrera dig, koppla affärssystemet på under 5 minuter och bjud in teamet. Första månaden är gratis och inget kreditkort behövs.",
      },
      {
        id: "objectives",
        title: "Sätt tydliga mål",
        text: "Berätta för Orkestra vad som betyder mest: färre bristsituationer, lägre fraktkostnader eller mindre tid på uppföljning. Utifrån det sätter den sina prioriteringar och skyddsräcken.",
      },
      {
        id: "improvement",
        title: "Ständiga förbättringar",
        text: "Varje vecka lär sig AI:n av era beslut och sina resultat. Ni ser träffsäkerhet och besparingar i en rapport och vidgar dess gränser när ni är redo.",
      },
    ],
  },
  counters: {
    eyebrow: "Resultat",
    heading: "Det här mäter våra kunder",
    intro: "Genomsnitt bland kunder efter deras första år med Orkestra AI.",
    items: [
      { id: "risk", value: 95, from: 92, suffix: "\u00a0%", label: "Lägre risk", text: "av leverantörsförseningarna upptäcks innan de når produktionen" },
      { id: "costs", value: 50, from: 0, suffix: "\u00a0%", label: "Lägre kostnader", text: "mindre pengar på expressfrakt och nödbeställningar" },
      { id: "value", value: 76, from: 0, suffix: "\u00a0%", label: "Mer värde", text: "av inköpsordrarna sköts nu från början till slut av AI:n" },
    ],
  },
  faq: {
    eyebrow: "Vanliga frågor",
    heading: "Innan ni låter den tänka åt er",
    intro: "Frågorna som driftchefer oftast ställer till oss.",
    items: [
      {
        id: "control",
        question: "Fattar AI:n beslut utan oss?",
        answer:
          "Bara de ni tillåter. Ni sätter gränser per leverantör, artikel och ordervärde, och allt över dem föreslås först för teamet, med skälen.",
      },
      {
        id: "systems",
        question: "Vilka system fungerar den med?",
        answer:
          "Färdiga kopplingar läser från och skriver tillbaka till vanliga affärs- och lagersystem, bland andra Microsoft Dynamics 365 Business Central, SAP Business One, Oracle NetSuite, Odoo, Visma och Fortnox. Att koppla ett system tar under 5 minuter.",
      },
      {
        id: "results",
        question: "Hur snart ser vi resultat?",
        answer: "Uppsättningen tar ungefär en timme och de flesta team ser resultat inom 2–3 veckor. I genomsnitt tar det fyra veckor innan investeringen ger värde.",
      },
      {
        id: "training",
        question: "Behöver teamet utbildning?",
        answer: "Nej. Orkestra arbetar i det affärssystem och den inkorg teamet redan använder och förklarar vad den gör på vanlig svenska.",
      },
      {
        id: "trial",
        question: "Vad händer efter gratismånaden?",
        answer:
          "Ni väljer en plan eller avslutar, och inget förnyas utan ert besked. Allt AI:n skrivit till affärssystemet ligger kvar där, och ni kan exportera er data när som helst.",
      },
    ],
  },
  reviews: {
    eyebrow: "Omdömen",
    heading: "Team som flyttar varor litar på oss",
    label: "Kundomdömen",
    button: "Läs alla 140+ omdömen",
    items: [
      { id: "r1", quote: "Brist på våra storsäljare gick från varje vecka till nästan aldrig.", name: "Maja Eklund", role: "Lagerplanerare", company: "Fjällbo Kitchenware" },
      { id: "r2", quote: "AI:n såg att en leverantör halkade efter två veckor före våra planerare.", name: "Peter Vogel", role: "Inköpschef", company: "Vogel Maschinenbau" },
      { id: "r3", quote: "Uppsättningen tog en eftermiddag. De första besparingarna kom vecka tre.", name: "Aisha Khan", role: "Operativ chef", company: "Brightline Retail" },
      { id: "r4", quote: "Våra inköpare förhandlar äntligen i stället för att jaga mejl.", name: "Oskar Nilsson", role: "Inköpsansvarig", company: "Norrsken Electronics" },
      { id: "r5", quote: "Varje automatisk ändring har ett skäl. Våra revisorer är förtjusta.", name: "Grace Mensah", role: "Controller", company: "Coastal Distribution" },
      { id: "r6", quote: "Kostnaden för expressfrakt halverades första kvartalet. Ingen överdrift.", name: "Luca Romano", role: "Logistikchef", company: "Romano Ceramiche" },
      { id: "r7", quote: "Den skriver till våra kinesiska och polska leverantörer på deras språk.", name: "Hanna Berg", role: "Sourcingchef", company: "Lumo Textiles" },
      { id: "r8", quote: "Prognoserna visar hur säkra de är. Det ändrade vårt säkerhetslager.", name: "David Osei", role: "Efterfrågeplanerare", company: "Greenfield Beverages" },
    ],
  },
} as const satisfies Home4Content;
