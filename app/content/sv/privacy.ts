import { site } from "~/config/site";
import type { LegalContent } from "../legal-types";

const { name: brand } = site;
const [headOffice, hamburg, solna] = site.offices;

/** /sv/privacy: integritetspolicyn, gäller från 2025-04-02 (SPEC §2, §9). */
export const privacy = {
  effective: "2025-04-02",
  clauses: false,
  labels: {
    effective: "Gäller från",
    contents: "Innehåll",
    party: "Personuppgiftsansvarig",
    data: "Uppgifter",
    purpose: "Ändamål",
    basis: "Rättslig grund",
    retention: "Lagringstid",
  },
  preamble: [
    `I den här policyn beskriver vi vilka personuppgifter ${brand} behandlar när du besöker vår webbplats, kontaktar oss, bokar ett möte eller använder ${brand} som användare hos någon av våra kunder, varför vi gör det och vilka rättigheter du har. Personuppgifter om användare i EU lagras på servrar i Tyskland.`,
  ],
  sections: [
    {
      id: "controller",
      heading: "Personuppgiftsansvarig",
      blocks: [
        {
          type: "p",
          text: `Personuppgiftsansvarig för den behandling som beskrivs här är ${brand}, ${headOffice.street}, ${headOffice.city} ${headOffice.postcode}, ${headOffice.country.sv}. Policyn gäller även våra kontor i ${hamburg.city} i ${hamburg.country.sv} och ${solna.city} i ${solna.country.sv}. Har du frågor om dina uppgifter är du välkommen att mejla {email}.`,
        },
        {
          type: "p",
          text: "När våra kunder använder Tjänsten för att behandla egna personuppgifter, till exempel kontaktuppgifter till sina leverantörer, är vi kundens personuppgiftsbiträde enligt ett personuppgiftsbiträdesavtal. För de uppgifterna är kunden personuppgiftsansvarig och kundens egen integritetspolicy gäller; vi hjälper kunden att besvara dina frågor.",
        },
      ],
    },
    {
      id: "processing",
      heading: "Vilka uppgifter vi behandlar, varför och med vilken rättslig grund",
      blocks: [
        { type: "p", text: "För varje ändamål anger vi vilka uppgifter vi använder, vilken rättslig grund i dataskyddsförordningen (GDPR) vi stöder oss på och hur länge vi sparar uppgifterna." },
        {
          type: "processing",
          items: [
            {
              id: "website",
              title: "Besök på webbplatsen",
              data: "IP-adress, datum och tid, begärd sida, hänvisande sida, webbläsare och operativsystem (serverloggar).",
              purpose: "Att visa webbplatsen, hålla den säker och hitta och rätta fel.",
              basis: "Berättigat intresse av en säker och fungerande webbplats, artikel 6.1 f GDPR.",
              retention: "14 dagar. Längre bara för loggposter som behövs för att utreda en viss säkerhetsincident.",
            },
            {
              id: "choices",
              title: "Dina val om cookies och språk",
              data: "Dina samtyckesval med datum och ett slumpmässigt id (cookien orkestra_consent); det språk du har valt, som sparas i webbläsarens lokala lagring och aldrig skickas till oss.",
              purpose: "Att komma ihåg dina val så att vi inte frågar igen på varje sida.",
              basis: "Vår rättsliga förpliktelse att kunna visa ditt samtycke, artikel 6.1 c och 7.1 GDPR. Lagringen är nödvändig för att webbplatsen ska fungera.",
              retention: "6 månader för samtyckescookien; språkvalet tills du rensar det.",
            },
            {
              id: "analytics",
              title: "Webbanalys, bara med ditt samtycke",
              data: "Pseudonyma identifierare, visade sidor, tid på sidan, ungefärlig ort utifrån IP-adressen samt uppgifter om enhet och webbläsare (Google Analytics 4, cookierna _ga och _ga_*).",
              purpose: "Att förstå vilket innehåll som är till nytta så att vi kan förbättra webbplatsen.",
              basis: "Ditt samtycke, artikel 6.1 a GDPR. Ingenting laddas eller sparas innan du har gett det.",
              retention: "Cookies i högst 2 år. Analysdata raderas efter 14 månader.",
            },
            {
              id: "scheduling",
              title: "Mötesbokning, kalendern bara med ditt samtycke",
              data: "Namn, e-postadress, företag, den tid du väljer och det du skriver i bokningsformuläret. När kalendern laddas får Calendly också din IP-adress och uppgifter om din enhet och kan sätta cookies.",
              purpose: "Att boka och hålla det möte du har bett om.",
              basis:
                "Åtgärder på din begäran innan ett avtal ingås, artikel 6.1 b GDPR. Den inbäddade kalendern laddas bara med ditt samtycke, artikel 6.1 a GDPR; utan samtycke kan du boka på Calendlys egen sida.",
              retention: "24 månader efter vår senaste kontakt, om det inte blir en kundrelation.",
            },
            {
              id: "video",
              title: "Produktvideor, bara med ditt samtycke",
              data: "IP-adress, uppgifter om enhet och webbläsare samt tittarbeteende, som YouTube tar emot när du spelar upp en video i läget med förbättrad integritet.",
              purpose: "Att visa dig våra produktvideor.",
              basis: "Ditt samtycke, artikel 6.1 a GDPR.",
              retention: "Vi sparar inga av dessa uppgifter. Hur länge YouTube sparar dem framgår av Googles integritetspolicy.",
            },
            {
              id: "enquiries",
              title: "Frågor per e-post och telefon",
              data: "Namn, kontaktuppgifter, företag, innehållet i ditt meddelande och våra svar.",
              purpose: "Att besvara dina frågor och ta fram offerter.",
              basis: "Åtgärder innan ett avtal ingås, artikel 6.1 b GDPR; i övrigt vårt berättigade intresse av att besvara frågor från företag, artikel 6.1 f GDPR.",
              retention: "24 månader efter vår senaste kontakt, längre om bokförings- eller skattelagstiftning kräver att vi sparar korrespondensen.",
            },
            {
              id: "accounts",
              title: "Användarkonton i produkten",
              data: "Namn, e-postadress på jobbet, roll, inloggningstider och IP-adress vid inloggning samt de åtgärder som görs i produkten (granskningslogg).",
              purpose: "Att leverera Tjänsten till din arbetsgivare, skydda kontona och visa vem som har godkänt vilken order.",
              basis: "Fullgörande av vårt avtal med din arbetsgivare och vårt berättigade intresse av en säker tjänst, artikel 6.1 b och f GDPR.",
              retention: "Så länge kontot finns; granskningsloggar i 12 månader. Raderas inom 60 dagar efter att kundens avtal har upphört.",
            },
            {
              id: "contracts",
              title: "Avtal och fakturering",
              data: "Namn och arbetsrelaterade kontaktuppgifter för våra kontaktpersoner hos kunder samt avtals- och betalningsuppgifter.",
              purpose: "Att ingå och förvalta avtal, fakturera och bokföra.",
              basis: "Fullgörande av avtal och våra rättsliga förpliktelser, artikel 6.1 b och c GDPR.",
              retention: "Upp till 10 år efter utgången av det aktuella året, så som bokförings- och skattelagstiftningen kräver.",
            },
          ],
        },
        {
          type: "p",
          text: `Vi använder inte dina personuppgifter för automatiserade beslut som har rättsliga följder för dig eller på liknande sätt påverkar dig i betydande grad (artikel 22 GDPR). ${brand} automatiserar beslut i leveranskedjan, som inköpsorder, inte beslut om människor.`,
        },
      ],
    },
    {
      id: "hosting",
      heading: "Lagring i Tyskland",
      blocks: [
        {
          type: "p",
          text: "Personuppgifter om användare i EU, både i produkten och på den här webbplatsen, lagras på servrar i datacenter i Tyskland. Säkerhetskopior förvaras i ett andra datacenter, också det i Tyskland.",
        },
        {
          type: "p",
          text: "Vår driftleverantör är certifierad enligt ISO/IEC 27001 och är vårt personuppgiftsbiträde enligt ett personuppgiftsbiträdesavtal. Den får bara använda uppgifterna för att driva vår infrastruktur.",
        },
      ],
    },
    {
      id: "recipients",
      heading: "Personuppgiftsbiträden och andra mottagare",
      blocks: [
        { type: "p", text: "Vi lämnar bara ut personuppgifter när ändamålen ovan kräver det. Mottagarna är" },
        {
          type: "ul",
          items: [
            "vår driftleverantör i Tyskland, för servrar, lagring och säkerhetskopior,",
            "leverantörerna av våra system för e-post, kalender, kontorsprogram och kundrelationer, som personuppgiftsbiträden som följer våra instruktioner,",
            "Calendly LLC, USA, när du laddar bokningskalendern eller bokar ett möte,",
            "Google Ireland Limited, Irland, tillsammans med Google LLC, USA, för Google Analytics och YouTube-videor, bara med ditt samtycke,",
            "våra redovisningskonsulter, revisorer och jurister, som har tystnadsplikt, och",
            "domstolar och myndigheter, när vi enligt lag är skyldiga att lämna ut uppgifter.",
          ],
        },
        { type: "p", text: "Vi säljer inte personuppgifter och lämnar inte ut dem för reklamändamål." },
      ],
    },
    {
      id: "transfers",
      heading: "Överföring till länder utanför EU",
      blocks: [
        {
          type: "p",
          text: `Vårt huvudkontor ligger i ${headOffice.city}, ${headOffice.country.sv}, ett land som enligt EU-kommissionens beslut har en adekvat skyddsnivå för personuppgifter (artikel 45 GDPR). Våra medarbetare där kan komma åt uppgifter när arbetet kräver det, till exempel för support, men själva uppgifterna ligger kvar i Tyskland.`,
        },
        {
          type: "p",
          text: "Calendly och Google kan behandla uppgifter i USA. Båda är certifierade enligt EU–US Data Privacy Framework, som omfattas av ett beslut om adekvat skyddsnivå från EU-kommissionen, och vi har dessutom avtalat om EU:s standardavtalsklausuler med dem. Du kan få en kopia av skyddsåtgärderna genom att mejla {email}.",
        },
      ],
    },
    {
      id: "cookies",
      heading: "Cookies och ditt samtycke",
      blocks: [
        {
          type: "p",
          text: "Om du inte godkänner något mer använder vi bara det som är nödvändigt. Vid ditt första besök frågar vi om du tillåter analys (Google Analytics) och media (bokningskalendern och produktvideor). Innan du säger ja laddas ingenting från de leverantörerna.",
        },
        {
          type: "p",
          text: "Du kan när som helst ändra eller återkalla ditt samtycke med verkan framåt i cookieinställningarna, här eller längst ned på varje sida. Återkallar du samtycket till analys raderas även Google Analytics cookies.",
        },
        { type: "cookieSettings", label: "Öppna cookieinställningarna" },
      ],
    },
    {
      id: "retention",
      heading: "Hur länge vi sparar uppgifter",
      blocks: [
        {
          type: "p",
          text: "Vi sparar personuppgifter bara så länge vi behöver dem för det ändamål de samlades in för, enligt vad som anges för varje ändamål i avsnitt 2. Därefter raderar eller anonymiserar vi dem, om vi inte enligt lag måste spara dem längre, särskilt enligt bokförings- och skattelagstiftningen, som kräver att vissa handlingar sparas i upp till tio år. Då använder vi uppgifterna inte till något annat.",
        },
      ],
    },
    {
      id: "rights",
      heading: "Dina rättigheter enligt GDPR",
      blocks: [
        { type: "p", text: "Du har följande rättigheter när det gäller dina personuppgifter:" },
        {
          type: "ul",
          items: [
            "Rätt till tillgång (artikel 15 GDPR): att få veta om vi behandlar uppgifter om dig och att få en kopia av dem.",
            "Rätt till rättelse (artikel 16 GDPR): att få felaktiga uppgifter rättade och ofullständiga uppgifter kompletterade.",
            "Rätt till radering (artikel 17 GDPR): att få dina uppgifter raderade, om vi inte måste spara dem, till exempel enligt lag.",
            "Rätt till begränsning av behandling (artikel 18 GDPR): att få användningen av dina uppgifter begränsad, till exempel medan vi kontrollerar att de stämmer.",
            "Rätt till dataportabilitet (artikel 20 GDPR): att få ut de uppgifter du har lämnat till oss i ett strukturerat, allmänt använt och maskinläsbart format, eller få dem överförda till en annan personuppgiftsansvarig.",
            "Rätt att göra invändningar (artikel 21 GDPR): att när som helst, av skäl som rör din situation, invända mot behandling som grundar sig på vårt berättigade intresse, och mot direktmarknadsföring utan att ange skäl.",
            "Rätt att återkalla samtycke (artikel 7.3 GDPR): att när som helst återkalla ett samtycke, utan att det påverkar behandling som skett dessförinnan.",
          ],
        },
        {
          type: "p",
          text: "Vill du använda någon av rättigheterna mejlar du {email}. Vi svarar inom en månad och utan kostnad, och vi kan först be dig bekräfta din identitet. Gäller din begäran uppgifter som en kund är ansvarig för skickar vi den vidare till kunden och berättar det för dig.",
        },
      ],
    },
    {
      id: "security",
      heading: "Säkerhet",
      blocks: [
        { type: "p", text: "Vi skyddar personuppgifter med tekniska och organisatoriska åtgärder som står i proportion till riskerna, bland annat" },
        {
          type: "ul",
          items: [
            "kryptering vid överföring (TLS 1.2 eller senare) och vid lagring (AES-256),",
            "enkel inloggning och tvåfaktorsautentisering för våra medarbetare, och åtkomst bara där arbetet kräver det,",
            "loggning av administrativ åtkomst och regelbundna penetrationstester av ett externt företag,",
            "separata miljöer för varje kund, dagliga säkerhetskopior och testade återställningar, och",
            "sekretessåtaganden och utbildning i dataskydd för alla som arbetar med personuppgifter.",
          ],
        },
      ],
    },
    {
      id: "complaints",
      heading: "Klagomål",
      blocks: [
        { type: "p", text: "Tycker du att vi hanterar dina uppgifter fel vill vi gärna att du först hör av dig till {email}, så att vi kan rätta till det." },
        {
          type: "p",
          text: "Du har också rätt att lämna klagomål till en tillsynsmyndighet för dataskydd, särskilt i det EU-land där du bor eller arbetar eller där du anser att överträdelsen har skett (artikel 77 GDPR). Till exempel:",
        },
        {
          type: "ul",
          items: [
            "i Sverige Integritetsskyddsmyndigheten (IMY),",
            "i Tyskland tillsynsmyndigheten i din delstat, till exempel Hamburgs dataskyddsmyndighet (Der Hamburgische Beauftragte für Datenschutz und Informationsfreiheit),",
            "i Storbritannien Information Commissioner's Office (ICO).",
          ],
        },
      ],
    },
    {
      id: "changes",
      heading: "Ändringar i policyn",
      blocks: [
        {
          type: "p",
          text: "Vi uppdaterar policyn när våra tjänster eller lagarna ändras. Datumet på den här sidan visar när den aktuella versionen började gälla. Påverkar en ändring hur vi använder uppgifter som du redan har lämnat meddelar vi kunder och användare per e-post innan den börjar gälla, och ber om samtycke på nytt när lagen kräver det.",
        },
      ],
    },
  ],
} as const satisfies LegalContent;
