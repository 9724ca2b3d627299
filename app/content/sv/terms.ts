import { site } from "~/config/site";
import type { LegalContent } from "../legal-types";

const { name: brand, products } = site;

/** /sv/terms: användarvillkoren, ett SaaS-avtal med företagskunder (SPEC §2, §9). */
export const terms = {
  effective: "2025-04-02",
  clauses: true,
  labels: {
    effective: "Gäller från",
    contents: "Innehåll",
    party: "Tjänsteleverantör",
    data: "Uppgifter",
    purpose: "Ändamål",
    basis: "Rättslig grund",
    retention: "Lagringstid",
  },
  preamble: [
    `Dessa användarvillkor (”Villkoren”) gäller när företag och organisationer använder ${brand}s plattform, bland annat ${products.ai} och ${products.go}. Villkoren utgör ett avtal mellan ${brand} (”vi”, ”oss”) och det företag eller den organisation som registrerar sig för Tjänsten (”Kunden”, ”ni”).`,
    "Tjänsten erbjuds enbart till näringsidkare, inte till konsumenter. Den som godkänner Villkoren för en organisations räkning intygar att hen är behörig att företräda organisationen.",
  ],
  sections: [
    {
      id: "definitions",
      heading: "Definitioner",
      blocks: [
        { type: "p", text: "Följande begrepp har i Villkoren den betydelse som anges nedan. Rubrikerna är endast till för att underlätta läsningen och påverkar inte tolkningen." },
        {
          type: "definitions",
          items: [
            { term: "Avtalet", text: "Villkoren, Beställningen, Personuppgiftsbiträdesavtalet och de handlingar som de hänvisar till." },
            {
              term: "Tjänsten",
              text: `${brand}s plattform som tillhandahålls som molntjänst, inklusive ${products.ai}, ${products.go} och ${products.warehousing}, med tillhörande kopplingar, API:er och dokumentation, så som den beskrivs i Beställningen.`,
            },
            {
              term: "Kunddata",
              text: "Alla data som Kunden eller dess Användare för in i Tjänsten eller som Tjänsten hämtar från Kundens anslutna system och e-postlådor, samt det resultat som Tjänsten tar fram ur dem.",
            },
            { term: "Användare", text: "En anställd eller konsult hos Kunden som Kunden har gett ett personligt konto i Tjänsten." },
            {
              term: "Beställningen",
              text: "Den plan som valts på webbplatsen eller en undertecknad beställning, med uppgift om plan, antal användarkonton, antal dataposter, avgifter och faktureringsperiod.",
            },
            { term: "Abonnemangsperioden", text: "Den period som Kunden har betalat eller åtagit sig att betala för Tjänsten, inklusive förlängningar." },
            { term: "Personuppgiftsbiträdesavtalet", text: "Vårt avtal enligt artikel 28 i GDPR om behandling av personuppgifter för Kundens räkning." },
            { term: "GDPR", text: "Dataskyddsförordningen, förordning (EU) 2016/679. Begreppet personuppgifter har samma betydelse som där." },
            { term: "Arbetsdag", text: "Måndag till fredag, utom allmänna helgdagar i Hamburg, Tyskland." },
          ],
        },
      ],
    },
    {
      id: "service",
      heading: "Tjänsten",
      blocks: [
        {
          type: "p",
          text: "Vi tillhandahåller Tjänsten under Abonnemangsperioden enligt Avtalet och dokumentationen. Tjänsten analyserar Kundens data om leveranskedjan, tar fram prognoser och rekommendationer och, om Kunden har aktiverat det, agerar på dem: den skapar och ändrar inköpsorder, mejlar leverantörer och skriver tillbaka data till anslutna affärssystem och lagersystem.",
        },
        {
          type: "p",
          text: "Kunden bestämmer vilka åtgärder Tjänsten får vidta på egen hand och vilka attestgränser som gäller för dem. Åtgärder inom dessa ramar vidtas för Kundens räkning och binder Kunden gentemot dess leverantörer och kunder på samma sätt som om en Användare hade vidtagit dem.",
        },
        {
          type: "p",
          text: "Vi övervakar Tjänsten dygnet runt och har som mål en tillgänglighet på 99,5 % per kalendermånad. Planerat underhåll som aviserats minst tre Arbetsdagar i förväg räknas inte, och inte heller störningar som ligger utanför vår kontroll, till exempel fel i Kundens egna system eller i allmänna nät.",
        },
        {
          type: "p",
          text: "Vi får vidareutveckla Tjänsten och ändra dess funktioner, förutsatt att den avtalade funktionaliteten inte försämras väsentligt under Abonnemangsperioden. Väsentliga ändringar meddelar vi Kunden i god tid.",
        },
        {
          type: "p",
          text: "Kopplingarna bygger på gränssnitt från leverantörerna av affärssystem, lagersystem och e-postsystem. Om en leverantör ändrar eller tar bort ett gränssnitt gör vi skäliga ansträngningar för att anpassa kopplingen, men vi ansvarar inte för leverantörens ändringar.",
        },
      ],
    },
    {
      id: "accounts",
      heading: "Konton och åtkomst",
      blocks: [
        {
          type: "p",
          text: "Antalet användarkonton följer av Kundens plan. Varje konto är personligt och får inte delas. När någon slutar får Kunden föra över kontot till en annan Användare.",
        },
        {
          type: "p",
          text: "Kunden ser till att Användarna håller sina inloggningsuppgifter hemliga, använder tvåfaktorsautentisering och följer Avtalet. Kunden ansvarar för all användning av sina konton och meddelar oss utan onödigt dröjsmål på {email} vid misstanke om obehörig åtkomst.",
        },
        {
          type: "p",
          text: "Vi får tillfälligt spärra ett konto om det finns konkreta tecken på missbruk eller en säkerhetsrisk. Vi informerar Kunden omgående och öppnar kontot igen så snart skälet har upphört.",
        },
      ],
    },
    {
      id: "customer-data",
      heading: "Kunddata",
      blocks: [
        {
          type: "p",
          text: "Kunden behåller alla rättigheter till Kunddata. Kunden ger oss en icke-exklusiv rätt, begränsad till Abonnemangsperioden, att lagra, behandla och överföra Kunddata i den mån det behövs för att tillhandahålla, skydda och ge support för Tjänsten.",
        },
        {
          type: "p",
          text: "Kunden ansvarar för att Kunddata är korrekta och får behandlas, och för att ha de rättigheter som krävs för att ansluta sina system och e-postlådor till Tjänsten. Prognoser och rekommendationer blir aldrig bättre än de data de bygger på.",
        },
        {
          type: "p",
          text: "Vi får använda sammanställd och anonymiserad information om hur Tjänsten används, som inte går att knyta till Kunden, dess Användare eller någon annan person, för att driva och förbättra Tjänsten. Vi säljer inte Kunddata och använder dem inte för att träna modeller som andra kunder använder.",
        },
        { type: "p", text: "Kunden kan när som helst exportera sina Kunddata i ett vanligt, maskinläsbart format." },
      ],
    },
    {
      id: "data-residency",
      heading: "Datalagring inom EU och drift",
      blocks: [
        {
          type: "p",
          text: "Kunddata för kunder inom Europeiska unionen och Europeiska ekonomiska samarbetsområdet, inklusive alla personuppgifter om användare i EU, lagras och behandlas på servrar i datacenter i Tyskland. Säkerhetskopior förvaras i ett andra datacenter, också det i Tyskland.",
        },
        {
          type: "p",
          text: "Vi flyttar inte lagringen av dessa Kunddata till ett land utanför EU/EES. Om ett underbiträde eller vår support behöver komma åt dem från ett land utanför EU/EES sker det bara med de skyddsåtgärder som kapitel V i GDPR kräver och som anges i Personuppgiftsbiträdesavtalet.",
        },
        {
          type: "p",
          text: "Vilka underbiträden vi anlitar, var de finns och vad de gör framgår av en bilaga till Personuppgiftsbiträdesavtalet. Vi meddelar Kunden minst 30 dagar innan vi lägger till eller byter ett underbiträde, och Kunden får invända av sakliga dataskyddsskäl.",
        },
      ],
    },
    {
      id: "data-protection",
      heading: "Dataskydd, rättigheter enligt GDPR och personuppgiftsbiträdesavtal",
      blocks: [
        {
          type: "p",
          text: "När vi behandlar personuppgifter som ingår i Kunddata gör vi det som Kundens personuppgiftsbiträde enligt artikel 28 i GDPR och endast enligt Kundens dokumenterade instruktioner. Personuppgiftsbiträdesavtalet ingår i Avtalet och har i dataskyddsfrågor företräde framför Villkoren.",
        },
        { type: "p", text: "Vi hjälper Kunden att besvara begäranden från personer som utövar sina rättigheter enligt GDPR, särskilt rätten till" },
        {
          type: "ol",
          items: [
            "tillgång (artikel 15),",
            "rättelse (artikel 16),",
            "radering (artikel 17),",
            "begränsning av behandling (artikel 18),",
            "dataportabilitet (artikel 20), och",
            "att göra invändningar (artikel 21).",
          ],
        },
        {
          type: "p",
          text: "Vi underrättar Kunden utan onödigt dröjsmål, och senast inom 48 timmar, efter att vi fått kännedom om en personuppgiftsincident som rör Kunddata, och vi hjälper Kunden att fullgöra sin egen anmälningsskyldighet.",
        },
        {
          type: "p",
          text: "Vi upprätthåller de tekniska och organisatoriska skyddsåtgärder som beskrivs i Personuppgiftsbiträdesavtalet, bland annat kryptering vid överföring och lagring, rollbaserad behörighet och loggning. Alla hos oss som har åtkomst till Kunddata omfattas av tystnadsplikt.",
        },
        {
          type: "p",
          text: "För personuppgifter som vi själva är personuppgiftsansvariga för, till exempel om våra kontaktpersoner hos Kunden och om besökare på vår webbplats, gäller vår {privacy:integritetspolicy}.",
        },
      ],
    },
    {
      id: "acceptable-use",
      heading: "Tillåten användning",
      blocks: [
        {
          type: "p",
          text: "Kunden får bara använda Tjänsten i sin egen verksamhet och i enlighet med gällande lag. Kunden får särskilt inte, och ska se till att Användarna inte,",
        },
        {
          type: "ol",
          items: [
            "använda Tjänsten för att skicka oönskade massutskick via e-post eller för att kontakta leverantörer eller kunder på ett vilseledande sätt,",
            "ladda upp innehåll som är olagligt, gör intrång i någon annans rättigheter eller innehåller skadlig kod,",
            "försöka skaffa sig obehörig åtkomst till Tjänsten, till andra kunders data eller till våra system, eller testa deras säkerhet utan vårt skriftliga medgivande,",
            "belasta Tjänsten orimligt, till exempel med automatiserade anrop utöver de gränser som planen eller API-dokumentationen anger,",
            "kopiera, dekompilera eller baklängeskonstruera Tjänsten, utom när lagen uttryckligen tillåter det, eller",
            "sälja vidare Tjänsten, göra den tillgänglig för tredje man eller använda den för att bygga en konkurrerande produkt.",
          ],
        },
        {
          type: "p",
          text: "Bryter Kunden mot denna punkt får vi spärra åtkomsten i den utsträckning som krävs för att få överträdelsen att upphöra. Vi varnar först, om inte läget är så brådskande att vi måste agera omedelbart.",
        },
      ],
    },
    {
      id: "fees",
      heading: "Avgifter, betalning och kostnadsfri provperiod",
      blocks: [
        {
          type: "p",
          text: "Avgifterna är de som anges i Beställningen eller, för planer som väljs på webbplatsen, på vår {pricing:prissida} när planen väljs. Alla avgifter anges i euro exklusive moms, som tillkommer där den ska betalas.",
        },
        {
          type: "p",
          text: "Avgifterna faktureras i förskott för varje faktureringsperiod (månad, kvartal eller år, enligt Kundens val) och förfaller till betalning 14 dagar efter fakturadatum. Är ett belopp mer än 30 dagar försenat får vi stänga av Tjänsten efter att ha meddelat Kunden minst 10 dagar i förväg.",
        },
        {
          type: "p",
          text: "Om Kunden regelbundet överskrider det antal dataposter eller användarkonton som planen omfattar föreslår vi en lämplig plan. En större plan debiteras från och med nästa faktureringsperiod.",
        },
        {
          type: "p",
          text: "Vi får ändra våra avgifter från och med en förlängning genom att meddela det skriftligen, till exempel per e-post, minst 60 dagar i förväg. Godtar Kunden inte ändringen får Kunden säga upp Avtalet till den dag då ändringen skulle börja gälla.",
        },
        {
          type: "p",
          text: "Nya kunder får använda Tjänsten kostnadsfritt i en månad (”Provperioden”). Provperioden upphör automatiskt och övergår till ett betalt abonnemang bara om Kunden väljer en plan. Under Provperioden gäller inget tillgänglighetsmål. Kunddata från en Provperiod som inte fortsätter raderas 30 dagar efter att den har upphört.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Immateriella rättigheter",
      blocks: [
        {
          type: "p",
          text: "Vi och våra licensgivare behåller alla rättigheter till Tjänsten, inklusive programvara, modeller, kopplingar, dokumentation och varumärken. Under Abonnemangsperioden får Kunden en icke-exklusiv rätt, som inte kan överlåtas, att använda Tjänsten i sin interna verksamhet.",
        },
        { type: "p", text: "Resultat som tas fram för Kunden, till exempel prognoser, inköpsorder och mejl, tillhör Kunden, som får använda dem fritt." },
        {
          type: "p",
          text: "Om Kunden ger oss förslag eller synpunkter får vi använda dem för att förbättra Tjänsten utan någon förpliktelse, förutsatt att vi inte röjer Kunddata eller Kundens konfidentiella information.",
        },
        {
          type: "p",
          text: "Gör tredje man gällande att Tjänsten, använd i enlighet med Avtalet, gör intrång i dennes rättigheter försvarar vi Kunden mot kravet. Vi väljer då att antingen skaffa Kunden rätt att fortsätta använda Tjänsten, ändra Tjänsten så att intrånget upphör eller, om inget av detta rimligen är möjligt, avsluta den berörda delen och betala tillbaka avgifter som erlagts i förskott för den.",
        },
      ],
    },
    {
      id: "confidentiality",
      heading: "Sekretess",
      blocks: [
        {
          type: "p",
          text: "Vardera parten ska hålla den andra partens information konfidentiell om den är märkt som konfidentiell eller uppenbart är det, bland annat Kunddata, priser och produktplaner, och får bara använda den för att fullgöra Avtalet.",
        },
        {
          type: "p",
          text: "Sekretessen gäller inte information som är eller blir allmänt känd utan att Avtalet har brutits, som den mottagande parten redan hade lagligen eller har tagit fram själv, eller som ska lämnas ut enligt lag eller beslut av domstol eller myndighet. I det sista fallet informerar den berörda parten den andra, om lagen tillåter det.",
        },
        { type: "p", text: "Sekretessen gäller i tre år efter att Avtalet har upphört, och för företagshemligheter så länge de förblir hemliga." },
      ],
    },
    {
      id: "warranties",
      heading: "Garantier",
      blocks: [
        {
          type: "p",
          text: "Vi garanterar att Tjänsten i allt väsentligt motsvarar dokumentationen och att vi tillhandahåller den med den omsorg som kan krävas av en ansvarsfull näringsidkare. Fel som anmäls åtgärdar vi inom skälig tid, genom en rättelse, en tillfällig lösning eller en ny version.",
        },
        {
          type: "p",
          text: "Prognoser, riskbedömningar och rekommendationer är förutsägelser utifrån tillgängliga data. Vi garanterar inte att en viss prognos slår in eller att en viss besparing eller servicenivå uppnås. Kunden ansvarar själv för sina affärsbeslut och för de attestgränser som Kunden ställer in.",
        },
        {
          type: "p",
          text: "Vi har inget strikt ansvar för fel som fanns redan när Avtalet ingicks (§ 536a första stycket första alternativet i den tyska civillagen, BGB). Anspråk på grund av fel preskriberas ett år efter att de uppstått, utom i de fall där vi enligt punkt 12 har ett obegränsat ansvar.",
        },
      ],
    },
    {
      id: "liability",
      heading: "Ansvarsbegränsning",
      blocks: [
        {
          type: "p",
          text: "Vi ansvarar utan begränsning för skada som vi orsakat uppsåtligen eller genom grov vårdslöshet, för skada på liv, kropp eller hälsa, enligt den tyska produktansvarslagen (Produkthaftungsgesetz) och när vi har lämnat en garanti.",
        },
        {
          type: "p",
          text: "Vid ringa vårdslöshet ansvarar vi bara om vi har brutit mot en förpliktelse som är avgörande för att Avtalet ska kunna fullgöras och som Kunden normalt kan lita på, och då bara för sådan typisk skada som var förutsebar när Avtalet ingicks.",
        },
        {
          type: "p",
          text: "I de fall som avses i punkt 12.2 är vårt sammanlagda ansvar för alla anspråk som följer av eller har samband med Avtalet begränsat till de avgifter som Kunden har betalat enligt Avtalet under de 12 månader som föregick den händelse som gav upphov till anspråket.",
        },
        { type: "p", text: "För förlust av data ansvarar vi endast för kostnaden för att återställa dem från de säkerhetskopior som vi är skyldiga att ta." },
        { type: "p", text: "Ansvarsbegränsningarna gäller också för det personliga ansvaret för våra anställda, företrädare och underleverantörer." },
      ],
    },
    {
      id: "term-termination",
      heading: "Avtalstid och uppsägning",
      blocks: [
        {
          type: "p",
          text: "Avtalet gäller från det att Kunden godkänner Villkoren och löper under den faktureringsperiod som Kunden har valt. Därefter förlängs det automatiskt med samma period, om inte någon av parterna säger upp det skriftligen (e-post räcker) till utgången av den löpande faktureringsperioden.",
        },
        {
          type: "p",
          text: "Vardera parten får säga upp Avtalet med omedelbar verkan om det finns synnerliga skäl. Sådana skäl föreligger för vår del särskilt om Kunden är mer än 60 dagar sen med betalningen eller trots varning allvarligt bryter mot punkt 7.",
        },
        {
          type: "p",
          text: "När Avtalet har upphört kan Kunden exportera sina Kunddata under 30 dagar. Därefter raderar vi Kunddata, inklusive säkerhetskopior, inom ytterligare 30 dagar, om vi inte är skyldiga enligt lag att spara dem. På begäran bekräftar vi raderingen skriftligen.",
        },
        { type: "p", text: "Bestämmelser som till sin natur är avsedda att fortsätta gälla, särskilt punkterna 10, 12 och 14, gäller även efter att Avtalet har upphört." },
      ],
    },
    {
      id: "governing-law",
      heading: "Tillämplig lag, tvistlösning och övriga bestämmelser",
      blocks: [
        {
          type: "p",
          text: "Avtalet ska tolkas och tillämpas enligt lagen i Förbundsrepubliken Tyskland, med undantag för FN:s konvention om avtal om internationella köp av varor (CISG).",
        },
        {
          type: "p",
          text: "Tvister som uppstår ur eller i samband med Avtalet ska avgöras uteslutande av domstol i Hamburg, Tyskland, om Kunden är köpman, en offentligrättslig juridisk person eller saknar allmänt forum i Tyskland. Vi får även väcka talan vid den ort där Kunden har sitt säte.",
        },
        {
          type: "p",
          text: "Vi får ändra Villkoren för framtiden. Ändringar meddelas per e-post till Kundens administratör minst sex veckor innan de börjar gälla. Invänder Kunden inte inom den tiden gäller ändringarna; det påpekar vi i meddelandet. Invänder Kunden får vardera parten säga upp Avtalet till den dag då ändringarna skulle ha börjat gälla.",
        },
        {
          type: "p",
          text: "Kundens egna villkor, särskilt inköpsvillkor, gäller inte även om vi inte invänder mot dem. Meddelanden enligt Avtalet ska lämnas skriftligen, till exempel per e-post; meddelanden till oss skickas till {email}.",
        },
        {
          type: "p",
          text: "Om en bestämmelse i Avtalet är eller blir ogiltig påverkar det inte giltigheten av Avtalet i övrigt. Parterna ska ersätta den ogiltiga bestämmelsen med en giltig som så långt möjligt motsvarar dess affärsmässiga syfte.",
        },
        {
          type: "p",
          text: "Ingen av parterna får överlåta Avtalet utan den andra partens samtycke, som inte får vägras utan sakliga skäl. Vi får dock överlåta Avtalet till ett koncernbolag som fortsätter att tillhandahålla Tjänsten.",
        },
      ],
    },
  ],
} as const satisfies LegalContent;
