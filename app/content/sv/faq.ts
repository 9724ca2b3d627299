import { integrations, site, team } from "../../config/site";
import type { FaqContent } from "../faq-types";

const { name: brand, products, email } = site;
const list = (items: readonly string[]) => new Intl.ListFormat("sv-SE", { type: "conjunction" }).format(items);
const erpList = list(integrations);
const [london, hamburg, solna] = site.offices;
const [ceo, cdo, cto, cpo, sales] = team;

/** Båda FAQ-sidorna på svenska: SPEC:s fyra ämnen med 8 frågor vardera. */
export const faq = {
  switch: { toTabs: "Bläddra per ämne", toList: "Sök bland alla frågor" },
  help: {
    title: "Har du fortfarande en fråga?",
    text: "Skriv till oss så svarar en specialist på försörjningskedjor inom en arbetsdag, eller boka en demo på 30 minuter och fråga direkt.",
    mail: `Skriv till ${email}`,
  },
  groups: [
    {
      id: "general",
      title: "Allmänna frågor",
      intro: `Vad ${brand} gör, vad det kostar och hur den första månaden går till.`,
      items: [
        {
          id: "what-is",
          question: `Vad är ${brand}?`,
          answer: `${brand} är ett operativsystem för självgående försörjningskedjor. Det kopplas till ert affärssystem och WMS, prognostiserar efterfrågan för varje artikel och lager och agerar på prognosen: skapar och ändrar inköpsorder, mejlar leverantörer och håller affärssystemet uppdaterat, dygnet runt.\n\nNi sätter gränserna och tar hand om undantagen – rutinarbetet sköter sig självt.`,
        },
        {
          id: "who-for",
          question: `Vilka passar ${brand} för?`,
          answer: `Grossister, distributörer, tillverkare och e-handlare med några hundra till tiotusentals artiklar, ofta med en till fem personer på planering och inköp. De flesta av våra kunder finns i Storbritannien, Tyskland och Norden.\n\n${products.ai} passar team som vill att prognoser och inköp ska gå av sig själva. ${products.go} är den färdiga versionen för små och medelstora företag som vill lämna över dokument, leverantörsmejl och rutinorder utan någon uppsättning alls.`,
        },
        {
          id: "pricing",
          question: "Vad kostar det?",
          answer: `Planerna debiteras per månad i euro, exklusive moms: Basic 299 € med 2 användarkonton och upp till 5 000 dataposter, PRO 499 € med upp till 5 användarkonton och 10 000 dataposter, och MAX 999 € med upp till 10 användarkonton, 20 000 dataposter och ${products.companion} ingår. Med kvartalsvis betalning kostar de 279 €, 479 € och 979 € i månaden.\n\nDet finns ingen startavgift, och kopplingar och support ingår i alla planer.`,
        },
        {
          id: "trial",
          question: "Hur fungerar den kostnadsfria månaden?",
          answer: `Ni skapar ett konto, kopplar in affärssystemet och använder ${brand} på era riktiga data i en månad utan kostnad. Ni kan avsluta när som helst under månaden utan att betala något.\n\nVill ni fortsätta väljer ni en plan när månaden är slut – ingenting faktureras innan dess.`,
        },
        {
          id: "setup-time",
          question: "Hur lång tid tar det att komma igång?",
          answer: "Att sätta upp företagskontot och koppla in affärssystemet tar ungefär en timme den första dagen; själva kopplingen är klar på under fem minuter. De flesta ser de första resultaten inom 2–3 veckor och hela nyttan efter ungefär fyra veckor.",
        },
        {
          id: "erp",
          question: "Vilka affärssystem och WMS stöder ni?",
          answer: `Det finns färdiga kopplingar för ${erpList}. Lagersystem kopplas in via sina API:er, EDI (EDIFACT) eller filexport över SFTP, och leverantörsinkorgar i Microsoft 365 eller Gmail.\n\nFinns ert system inte med räcker ett samtal på 30 minuter för att vi ska kunna säga om och hur det går att koppla in.`,
        },
        {
          id: "training",
          question: "Behöver vår personal utbildning?",
          answer: `Nej. Planerare och inköpare fortsätter att arbeta i det affärssystem och den inkorg de redan använder – det är där ${brand} lägger sina order och uppdateringar. De första veckorna godkänner eller rättar de förslagen, vilket tar några minuter om dagen, och mer introduktion än så behövs inte.`,
        },
        {
          id: "cancel",
          question: "Kan vi säga upp avtalet, och vad händer då med våra data?",
          answer: "Ni kan säga upp till slutet av varje faktureringsperiod. När ni lämnar exporterar vi era data åt er i vanliga format och raderar dem från våra servrar inom 30 dagar, säkerhetskopior inräknade.",
        },
      ],
    },
    {
      id: "company",
      title: "Om företaget",
      intro: `Vilka vi på ${brand} är, var vi finns och hur vi tar hand om era data.`,
      items: [
        {
          id: "mission",
          question: `Varför finns ${brand}?`,
          answer: `Vårt uppdrag är att göra AI i försörjningskedjan tillgänglig för alla. Stora koncerner har haft planeringsavdelningar och dyra system i decennier; ${brand} ger en grossist med fyra inköpare samma möjligheter, till ett månadspris och utan något IT-projekt.`,
        },
        {
          id: "offices",
          question: "Var finns era kontor?",
          answer: `Huvudkontoret ligger i ${london.city} (${london.street}), där ledning, produkt och utveckling sitter. Försäljning, uppstart och integration för Tyskland, Österrike och Schweiz sköts från ${hamburg.city} (${hamburg.street}), och försäljning och kundansvar för Norden från ${solna.city} strax norr om Stockholm (${solna.street}).`,
        },
        {
          id: "residency",
          question: "Var lagras våra data?",
          answer: "I Tyskland. Databaser, fillagring och modellträning körs i ISO 27001-certifierade datacenter i Frankfurt am Main, och krypterade säkerhetskopior sparas i 35 dagar i ett andra datacenter inom EU. Personuppgifter om användare i EU lämnar aldrig EU – inte ens i säkerhetskopiorna.",
        },
        {
          id: "gdpr",
          question: `Följer ${brand} GDPR?`,
          answer: "Ja. Vi behandlar personuppgifter för er räkning enligt ett personuppgiftsbiträdesavtal (artikel 28 i GDPR) som ingår i varje avtal. Vår lista över underbiträden är publicerad, och vi meddelar 30 dagar innan den ändras.\n\nI vår integritetspolicy står vilka rättigheter den registrerade har och hur man använder dem.",
        },
        {
          id: "security",
          question: "Hur skyddar ni våra data?",
          answer: "Data krypteras med TLS 1.3 under överföring och AES-256 i lagring, och krypteringsnycklarna byts var 90:e dag. Ni loggar in med enkel inloggning (Microsoft Entra ID, Google Workspace eller Okta), varje koppling har en egen API-användare med bara de rättigheter den behöver, och varje händelse skrivs till en granskningslogg som sparas i sju år.\n\nEtt externt penetrationstest görs varje år, och er IT-avdelning kan ta del av resultatet under sekretessavtal.",
        },
        {
          id: "availability",
          question: "Vilken tillgänglighet utlovar ni?",
          answer: `Vi övervakar tjänsten dygnet runt och siktar på 99,5 % tillgänglighet per kalendermånad. Planerat underhåll aviseras minst tre arbetsdagar i förväg. Skulle tjänsten ligga nere går ingenting förlorat: affärssystemet fungerar som vanligt, och ${brand} hämtar in det som har ändrats så snart tjänsten är uppe igen.`,
        },
        {
          id: "contract",
          question: "Vilken lag gäller för avtalet?",
          answer: "Tysk lag. I våra användarvillkor står också hur vårt ansvar är begränsat: till de avgifter ni har betalat under de tolv månader som föregick händelsen. Villkoren är skrivna för företag, inte konsumenter, och finns publicerade här på webbplatsen.",
        },
        {
          id: "support",
          question: "Vilken support får vi?",
          answer: `En namngiven kontaktperson för uppstarten från första samtalet, och hjälp från vårt team i ${list(site.offices.map((office) => office.city))} via mejl, chatt eller telefon, på svenska, engelska och tyska. Frågor om demo och pris besvaras samma arbetsdag, övriga frågor inom en arbetsdag.`,
        },
      ],
    },
    {
      id: "ai",
      title: "Om artificiell intelligens",
      intro: `Hur ${products.ai} gör prognoser, fattar beslut och förblir under er kontroll.`,
      items: [
        {
          id: "how-forecast",
          question: `Hur prognostiserar ${products.ai} efterfrågan?`,
          answer: "Den lär sig av er egen försäljningshistorik, öppna order, säsongsvariationer, kampanjer och leverantörernas ledtider, per artikel och per lager. Prognosen uppdateras varje natt och så fort en signal ändras, till exempel en stor order eller en orderbekräftelse med nytt datum, och den visar ett konfidensintervall som ni kan planera efter.",
        },
        {
          id: "autonomy",
          question: "Lägger AI:n order utan att fråga oss?",
          answer: "Bara inom de gränser ni sätter. De första veckorna körs den i skuggläge och föreslår varje order för godkännande. Därefter bestämmer ni, per roll, leverantör eller artikelgrupp, hur mycket den får beställa eller ändra på egen hand. Allt över gränsen väntar på rätt person, med alternativen redan framtagna.",
        },
        {
          id: "explain",
          question: "Kan vi se varför den fattade ett beslut?",
          answer: "Ja. Varje förslag och åtgärd har en kort förklaring som planerarna kan läsa, ifrågasätta och köra över med ett klick, och granskningsloggen sparar vilka data beslutet byggde på och vilka alternativ som vägdes mot varandra.",
        },
        {
          id: "training-data",
          question: "Används våra data för att träna modeller åt andra kunder?",
          answer: "Nej. Modellerna tränas bara på data i er egen arbetsyta och delas aldrig mellan kunder. Det AI:n lär sig av planerarnas rättelser stannar också hos er.",
        },
        {
          id: "data-quality",
          question: "Vad händer om data i vårt affärssystem är röriga?",
          answer: "Det brukar de vara, och det räknar vi med. Den första veckan slår plattformen ihop dubblettartiklar, samordnar enheter och räknar fram verkliga ledtider ur era godsmottagningar. Sedan visar den det som inte gick att reda ut, så att ni bara behöver rätta det som verkligen spelar roll.",
        },
        {
          id: "new-items",
          question: "Kan den prognostisera nya artiklar utan försäljningshistorik?",
          answer: "Ja, genom att lära av liknande artiklar: samma varugrupp, leverantör eller prisnivå, och hur jämförbara lanseringar sålde de första veckorna. Konfidensintervallet är bredare i början och smalnar av när den riktiga försäljningen kommer in, och planerarna kan lägga in sin egen bedömning inför en lansering.",
        },
        {
          id: "emails",
          question: "Hur kommunicerar den med leverantörer?",
          answer: "Den skickar påminnelser, offertförfrågningar och orderändringar per mejl, på leverantörens språk och från er egen inköpsadress. Den läser svaren, även bifogade orderbekräftelser och följesedlar, kopplar dem till rätt orderrader och uppdaterar affärssystemet. Allt som avviker går till en inköpare.",
        },
        {
          id: "eu-ai-act",
          question: "Hur påverkar EU:s AI-förordning oss?",
          answer: `Planerings- och inköpssystem som ${products.ai} hör inte till de högriskområden som AI-förordningen räknar upp, så de viktigaste kraven gäller transparens och mänsklig tillsyn. ${brand} uppfyller båda: ni ser alltid vad AI:n har gjort och varför, människor sätter gränserna och kan köra över den, och allt loggas.`,
        },
      ],
    },
    {
      id: "team",
      title: "Om teamet",
      intro: "Människorna som bygger produkten och de ni kommer att arbeta med.",
      items: [
        {
          id: "leaders",
          question: `Vem leder ${brand}?`,
          answer: `${ceo.name}, ${ceo.title.sv}, ansvarar för strategi och kunder, och ${cto.name}, ${cto.title.sv}, leder utvecklingen. I ledningsgruppen finns också ${cdo.name}, vår datachef, ${cpo.name}, vår produktchef, och ${sales.name}, ${sales.title.sv}.`,
        },
        {
          id: "background",
          question: "Vilken erfarenhet har teamet?",
          answer: "Vi är praktiker från försörjningskedjan, dataforskare och utvecklare. Många av oss har själva drivit lager, suttit på inköpsavdelningar och genomfört affärssystemsprojekt, så vi bygger för inköparens verklighet en måndagsmorgon – inte för en presentation.",
        },
        {
          id: "who-onboards",
          question: "Vilka arbetar vi med under uppstarten?",
          answer: "En namngiven uppstartsansvarig från vårt team, som är er kontakt från första samtalet till uppföljningen vecka fyra och även efteråt. Från er sida behövs en planerare och en IT-kontakt som kan skapa en API-användare i affärssystemet.",
        },
        {
          id: "data-team",
          question: "Vem tar hand om modellerna?",
          answer: `Vårt datateam under ledning av ${cdo.name}. Teamet anpassar prognos- och riskmodellerna efter ert sortiment, era säsonger och leverantörer, bevakar träffsäkerheten dygnet runt och går igenom resultaten med er varje kvartal.`,
        },
        {
          id: "languages",
          question: "Vilka språk talar teamet?",
          answer: `Engelska på alla kontor, tyska i ${hamburg.city} och svenska i ${solna.city}. Support, uppstart och dokumentation finns på alla tre språken.`,
        },
        {
          id: "equality",
          question: "Hur bygger ni teamet?",
          answer: `Som ett könsneutralt team med lika möjligheter: samma lönespann för samma roll, strukturerade intervjuer och flexibla arbetstider för alla. ${ceo.name} driver dessutom frågan om fler kvinnor i försörjningskedjan, och vi står bakom nätverket Women in Supply Chains, som alla är välkomna att gå med i.`,
        },
        {
          id: "jobs",
          question: "Rekryterar ni?",
          answer: `Ofta, inom utveckling, datavetenskap och kundansvar, i ${list(site.offices.map((office) => office.city))}. Lediga tjänster finns på vår teamsida; passar ingen av dem kan du skriva till ${email} och berätta vad du vill arbeta med.`,
        },
        {
          id: "meet",
          question: "Kan vi träffa teamet innan vi bestämmer oss?",
          answer: "Ja. Boka en demo på 30 minuter så träffar du en specialist som själv har arbetat med inköp och planering, inte någon som läser innantill. Vill ni hellre ses på plats kommer vi gärna till er eller tar emot er på något av våra kontor.",
        },
      ],
    },
  ],
} as const satisfies FaqContent;
