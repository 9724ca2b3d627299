import type { PagesCopy } from "../types";

export const pages = {
  home: {
    title: "Operativsystemet för autonoma leveranskedjor",
    description:
      "Orkestra AI prognostiserar efterfrågan, planerar inköp och hanterar inköpsorder i ert affärssystem dygnet runt. Igång på en timme, resultat inom 2⁠–⁠3 veckor.",
    hero: {
      eyebrow: "Autonoma leveranskedjor",
      heading: "Operativsystemet för autonoma leveranskedjor.",
      intro:
        "Orkestra läser data från ert affärssystem och WMS, förutser efterfrågan och risker och agerar direkt: inköpsorder, leverantörsmejl och lagerbeslut, dygnet runt. Ingen utbildning krävs och de första resultaten kommer inom 2⁠–⁠3 veckor.",
    },
  },
  login: {
    title: "Logga in",
    description:
      "Logga in på ditt Orkestra-konto och följ prognoser, inköpsorder och leverantörsdialoger som Orkestra AI hanterar i er leveranskedja.",
    hero: {
      eyebrow: "Konto",
      heading: "Logga in",
      intro: "Välkommen tillbaka. Logga in och se vad Orkestra har prognostiserat, beställt och flaggat sedan sist.",
    },
  },
  signup: {
    title: "Skapa konto",
    description:
      "Skapa ett Orkestra-konto, koppla in ert affärssystem på under 5 minuter och låt Orkestra AI planera inköpen. Den första månaden är helt gratis.",
    hero: {
      eyebrow: "Gratis provperiod",
      heading: "Skapa konto",
      intro:
        "Starta en månads gratis provperiod. Skapa ert företagskonto, koppla in affärssystem och WMS och se de första resultaten inom 2⁠–⁠3 veckor.",
    },
  },
  "reset-password": {
    title: "Byt lösenord",
    description:
      "Har du glömt ditt lösenord till Orkestra? Ange din jobbmejl och ett nytt lösenord, så är du snart tillbaka i er arbetsyta för leveranskedjan.",
    hero: {
      eyebrow: "Konto",
      heading: "Byt lösenord",
      intro:
        "Ange e-postadressen för ditt konto och välj ett nytt lösenord. Har du inte bett om en återställning kan du bortse från mejlet.",
    },
  },
  about: {
    title: "Om Orkestra",
    description:
      "Orkestra bygger autonom AI för leveranskedjor från London, Hamburg och Solna. Möt teamet som gör AI i leveranskedjan användbar för alla företag.",
    hero: {
      eyebrow: "Företaget",
      heading: "Om oss",
      intro:
        "Vi är ett team inom supply chain och AI med kontor i London, Hamburg och Solna. Vår mission är att göra autonoma leveranskedjor tillgängliga för alla företag, inte bara för de största.",
    },
  },
  contact: {
    title: "Kontakta oss",
    description:
      "Boka en demo på 30 minuter eller kontakta våra kontor i London, Hamburg och Solna. Se hur Orkestra automatiserar prognoser och inköpsorder i ert ERP.",
    hero: {
      eyebrow: "Kontakt",
      heading: "Redo för autonoma leveranskedjor!",
      intro:
        "Boka ett möte på 30 minuter så visar vi hur Orkestra styr en leveranskedja som liknar er egen, eller ring något av våra kontor i London, Hamburg och Solna.",
    },
  },
  blog: {
    title: "Blogg om automation i leveranskedjan",
    description:
      "Artiklar om efterfrågeprognoser, automatiserade inköpsorder, ERP-integration och risker i leveranskedjan, skrivna av Orkestras team i London, Hamburg och Solna.",
    hero: {
      eyebrow: "Insikter",
      heading: "Vår blogg",
      intro:
        "Praktiska texter om prognoser, inköp och risker i leveranskedjan, skrivna av oss som bygger Orkestra.",
    },
  },
  "blog-details": {
    title: "Senaste artikeln från Orkestras blogg",
    description:
      "Den senaste artikeln från Orkestras blogg om prognoser, automatiserade inköpsorder, ERP-integration och risker i leveranskedjan.",
    hero: {
      eyebrow: "Blogg",
      heading: "Senaste artikeln",
      intro: "Den senaste artikeln från Orkestras blogg, med kommentarer och fler inlägg.",
    },
  },
  portfolio: {
    title: "Kundprojekt",
    description:
      "Se hur företag inom e-handel, tillverkning och distribution i Storbritannien, Tyskland och Norden automatiserar prognoser och inköp med Orkestra.",
    hero: {
      eyebrow: "Kunder",
      heading: "Leveranskedjor vi driver tillsammans med våra kunder",
      intro:
        "Sex projekt inom e-handel, tillverkning och distribution, alla kopplade till befintliga affärssystem och i drift inom några veckor.",
    },
  },
  "portfolio-details": {
    title: "Kundcase: en nordisk grossist",
    description:
      "Så kopplade en nordisk grossist in sitt affärssystem på några minuter och lät Orkestra AI skapa, verifiera och uppdatera inköpsorder inom tre veckor.",
    hero: {
      eyebrow: "Kundcase",
      heading: "En nordisk grossist lämnar över inköpsordern till Orkestra AI",
      intro:
        "En grossist med lager i Sverige och Norge kopplade in affärssystem och WMS på en eftermiddag. Tre veckor senare skapade, verifierade och uppdaterade Orkestra AI deras inköpsorder.",
    },
  },
  "faq-1": {
    title: "Vanliga frågor",
    description:
      "Svar om uppstart av Orkestra, integration med affärssystem och WMS, datalagring i Tyskland, priser, gratis provperiod och hur Orkestra AI fattar beslut.",
    hero: {
      eyebrow: "FAQ",
      heading: "Vanliga frågor",
      intro:
        "Allt som team brukar undra över innan de kopplar in Orkestra: uppstart, integrationer, datasäkerhet och hur AI:n fattar sina beslut.",
    },
  },
  "faq-2": {
    title: "FAQ: Orkestra och AI",
    description:
      "Korta svar om Orkestra: företaget, hur vår AI prognostiserar och agerar, teamet bakom och vad ni kan förvänta er under de första fyra veckorna.",
    hero: {
      eyebrow: "FAQ",
      heading: "Dina frågor om Orkestra, besvarade",
      intro:
        "Hittar du inte det du söker? Läs om företaget, vår AI och teamet, eller boka en demo och fråga oss direkt.",
    },
  },
  team: {
    title: "Vårt team",
    description:
      "Möt människorna bakom Orkestra: ledare inom supply chain, data, teknik och produkt som bygger autonoma leveranskedjor från London, Hamburg och Solna.",
    hero: {
      eyebrow: "Team",
      heading: "Människorna bakom Orkestra",
      intro:
        "Ett litet team av supply chain-experter, data scientists och utvecklare som själva har drivit lager, inköpsavdelningar och ERP-projekt.",
    },
  },
  "team-details": {
    title: "Sara Lindgren, vd och medgrundare",
    description:
      "Sara Lindgren är vd och medgrundare av Orkestra. Hon leder arbetet med att göra autonoma leveranskedjor tillgängliga för företag i alla storlekar.",
    hero: {
      eyebrow: "Vd och medgrundare",
      heading: "Sara Lindgren",
      intro:
        "Sara grundade Orkestra för att göra autonoma leveranskedjor praktiska för alla företag. Hon leder strategi och kundarbete och driver frågan om fler kvinnor i supply chain.",
    },
  },
  pricing: {
    title: "Priser",
    description:
      "Alla Orkestra-planer har integration med affärssystem och WMS samt e-postkommunikation. Välj planen som passar er datavolym och testa gratis i en månad.",
    hero: {
      eyebrow: "Priser",
      heading: "Enkla priser för autonoma leveranskedjor",
      intro:
        "Alla planer inkluderar integration med affärssystem och WMS samt e-postkommunikation. Börja med en gratis månad och välj sedan planen som passar er datavolym och ert team.",
    },
  },
  services: {
    title: "Tjänster",
    description:
      "Prognoser, inköpsplanering, inköpsorder, leverantörskommunikation och riskbevakning: arbetet i leveranskedjan som Orkestra AI tar över från ert team.",
    hero: {
      eyebrow: "Tjänster",
      heading: "Det här gör Orkestra åt er",
      intro:
        "Orkestra tar över det repetitiva arbetet mellan affärssystemet, leverantörerna och lagret, så att teamet kan lägga tiden på de beslut som kräver människor.",
    },
  },
  "service-details": {
    title: "Våra tjänster i detalj",
    description:
      "Så prognostiserar Orkestra efterfrågan, planerar inköp, hanterar inköpsorder och leverantörsmejl och skriver tillbaka resultaten till ert ERP och WMS.",
    hero: {
      eyebrow: "Tjänster",
      heading: "Våra tjänster",
      intro:
        "Från den första datasynken till autonoma inköpsorder: vad Orkestra gör i varje steg och vad ert team ser längs vägen.",
    },
  },
  platform1: {
    title: "Datadrivna leveranskedjor",
    description:
      "Orkestra gör om data i ert affärssystem och WMS till prognoser, riskvarningar och åtgärder, så att planering och inköp bygger på aktuella siffror.",
    hero: {
      eyebrow: "Plattform",
      heading: "Leveranskedjor som styrs av data, inte magkänsla",
      intro:
        "Orkestra gör om den data som redan finns i ert affärssystem och WMS till prognoser, varningar och åtgärder, så att varje beslut vilar på aktuella siffror.",
    },
  },
  platform: {
    title: "Orkestra-plattformen",
    description:
      "En plattform för prognoser, inköp, leverantörskommunikation och riskbevakning, kopplad till ert affärssystem och WMS via färdiga plug-and-play-kopplingar.",
    hero: {
      eyebrow: "Plattform",
      heading: "En plattform för alla beslut i leveranskedjan",
      intro:
        "Prognoser, inköp, leverantörskommunikation och riskbevakning delar samma datamodell, som kopplas till ert affärssystem och WMS på några minuter, lagras i Tyskland och bara agerar inom de gränser ni sätter.",
    },
  },
  ai: {
    title: "Orkestra AI: hjärnan i en autonom leveranskedja",
    description:
      "Orkestra AI bevakar er leveranskedja dygnet runt, prognostiserar efterfrågan och ledtider, förutser störningar och agerar i affärssystemet innan det blir brist.",
    hero: {
      eyebrow: "Orkestra AI",
      heading: "Den nya hjärnan för leveranskedjor!",
      intro:
        "Orkestra AI bevakar er leveranskedja dygnet runt, förutser brister och störningar och löser dem genom att agera direkt i ert affärssystem.",
    },
  },
  go: {
    title: "Orkestra Go för små och medelstora företag",
    description:
      "Orkestra Go ger små och medelstora företag färdig automation av leveranskedjan: ingen installation, ingen utbildning och ERP-integration på under 5 minuter.",
    hero: {
      eyebrow: "Orkestra Go",
      heading: "Automatisera leveranskedjan utan installation och utbildning",
      intro:
        "Orkestra Go är den färdiga versionen för små och medelstora företag. Koppla in affärssystemet på under 5 minuter och lämna över dokument, leverantörsmejl och rutinorder utan att behöva utbilda någon.",
    },
  },
  procurement: {
    title: "Automatiserade inköpsorder",
    description:
      "Orkestra AI skapar inköpsorder utifrån era prognoser, stämmer av dem mot orderbekräftelser och leveransaviseringar och ändrar dem när planerna ändras.",
    hero: {
      eyebrow: "Inköp",
      heading: "Inköpsorder som skapar, kontrollerar och rättar sig själva",
      intro:
        "Orkestra AI skapar inköpsorder utifrån era prognoser, stämmer av dem mot orderbekräftelser och leveransaviseringar och uppdaterar dem när leverantören ändrar datum eller antal.",
    },
  },
  visibility: {
    title: "Full insyn i leveranskedjan",
    description:
      "Följ inkommande gods från leverantör till lastkaj med autonom leverantörskommunikation, fraktnav och yard management, kopplat till ert affärssystem och WMS.",
    hero: {
      eyebrow: "Insyn",
      heading: "Se varje sändning, från leverantör till lastkaj",
      intro:
        "Autonom kommunikation håller leverantörer och transportörer uppdaterade, fraktnavet följer inkommande gods och yard management visar vad som står vid era lastkajer just nu.",
    },
  },
  terms: {
    title: "Användarvillkor",
    description:
      "Villkoren för att använda Orkestra: datalagring inom EU på servrar i Tyskland, era rättigheter enligt GDPR, tysk lag som tillämplig lag och vårt ansvar.",
    hero: {
      eyebrow: "Juridik",
      heading: "Användarvillkor",
      intro:
        "Villkoren för er användning av Orkestra, bland annat datalagring på servrar i Tyskland, era rättigheter enligt GDPR och tysk lag som tillämplig lag.",
    },
  },
  privacy: {
    title: "Integritetspolicy",
    description:
      "Så samlar Orkestra in, använder och skyddar personuppgifter, vilka rättigheter du har enligt GDPR och varför uppgifter om EU-användare lagras i Tyskland.",
    hero: {
      eyebrow: "Juridik",
      heading: "Integritetspolicy",
      intro:
        "Så samlar Orkestra in, använder och skyddar personuppgifter. Uppgifter om användare i EU lagras på servrar i Tyskland, och policyn gäller från 2\u00a0april 2025.",
    },
  },
  search: {
    title: "Sök",
    description:
      "Sök bland alla sidor och artiklar på Orkestras svenska webbplats: produkter, priser, integrationer som Fortnox, bloggen, vanliga frågor och villkoren.",
    hero: {
      eyebrow: "Sök",
      heading: "Sök på webbplatsen",
      intro: "Hitta alla sidor och artiklar på webbplatsen, från attestgränser till integrationer med affärssystem. Träffarna visas medan du skriver.",
    },
  },
  "error-404": {
    title: "Sidan hittades inte",
    description:
      "Sidan du söker finns inte eller har flyttats. Gå tillbaka till Orkestras startsida och läs mer om hur vi automatiserar leveranskedjor.",
    hero: {
      eyebrow: "Fel",
      heading: "404",
      intro: "Sidan du letar efter finns inte",
    },
  },
  "home-2": {
    title: "Hejdå manuellt arbete",
    description:
      "Fråga Orkestra om lagersaldon, öppna order eller sena leveranser på ditt eget språk och få svar ur aktuell ERP-data, med uppföljning mot leverantören.",
    hero: {
      eyebrow: "AI-assistent",
      heading: "Hejdå manuellt arbete!",
      intro:
        "Fråga Orkestra om lagersaldon, öppna order eller sena leveranser på ditt eget språk. Svaren hämtas ur aktuell data i affärssystemet, och uppföljningen med leverantören sköts åt dig.",
    },
  },
  "home-3": {
    title: "AI för företag",
    description:
      "Så låter företag AI ta över rutinmässig planering, inköp och rapportering, och vad det frigör för teamen att göra för kunder och leverantörer.",
    hero: {
      eyebrow: "AI i affärslivet",
      heading: "AI är affärslivets framtid",
      intro:
        "Företag som låter AI sköta rutinplaneringen frigör tid för kunder, leverantörer och strategi. Så här ser det ut i praktiken.",
    },
  },
  "home-4": {
    title: "En leveranskedja som tänker",
    description:
      "Orkestra AI bevakar data i er leveranskedja, förutser risker innan de slår till och hanterar dem på egen hand, med lägre kostnader och mindre manuellt arbete.",
    hero: {
      eyebrow: "Orkestra AI",
      heading: "Tänk om er leveranskedja kunde tänka själv?",
      intro:
        "Föreställ er en leveranskedja som bevakar sin egen data, förutser risker innan de slår till och hanterar dem utan att vänta på nästa möte. Det är precis vad Orkestra AI gör.",
    },
  },
} satisfies PagesCopy;
