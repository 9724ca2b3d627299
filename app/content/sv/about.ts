import { site } from "../../config/site";
import type { AboutContent } from "../about-types";

const brand = site.name;

export const about = {
  story: {
    eyebrow: "Vår historia",
    heading: "Startat av folk som själva har lagt ordrarna",
    paragraphs: [
      `${brand} startade 2022 på ett planeringskontor i Solna. Sara Lindgren hade arbetat tolv år med inköp och planering hos nordiska grossister, Mei Tanaka åtta år med att koppla ihop affärssystem åt tillverkare i Tyskland och Japan. Båda hade sett kunniga människor lägga sina dagar på att kopiera bekräftelser och jaga sena leveranser.`,
      "De bestämde sig för att bygga en AI som sköter den rutinen själv: den läser affärssystem och WMS, gör prognoser, skriver och kontrollerar inköpsorder och pratar med leverantörer, medan teamet bestämmer vad den får göra på egen hand. I dag är vi ett team från tio länder som arbetar från London, Hamburg och Solna.",
    ],
    figures: [
      { id: "founded", value: "2022", label: "grundat i Solna" },
      { id: "offices", value: "3", label: "kontor: London, Hamburg, Solna" },
      { id: "setup", value: "~1 timme", label: "att komma igång, utan utbildning av teamet" },
      { id: "monitoring", value: "24/7", label: "bevakning av varje ansluten leveranskedja" },
    ],
  },
  approach: {
    eyebrow: "Det här gör vi",
    heading: "AI som sköter rutinen, så att ert team kan sköta affären",
    intro: "Vi bygger för de företag som stora mjukvaruprojekt glömmer: grossister, webbutiker och tillverkare med en riktig leveranskedja och ett litet team.",
    cards: [
      {
        id: "connect",
        icon: "plug-zap",
        title: "Koppla in det ni redan har",
        text: "Kopplingar till Business Central, SAP Business One, NetSuite, Odoo, Visma, Fortnox med flera. Ingen migrering och inget nytt system att lära sig.",
      },
      {
        id: "act",
        icon: "bot",
        title: "Agerar, inte bara rapporterar",
        text: "Prognoser blir inköpsorder, bekräftelser blir uppdateringar i affärssystemet och förseningar blir meddelanden till leverantörer, inom de gränser ni sätter.",
      },
      {
        id: "eu",
        icon: "lock",
        title: "Er data stannar inom EU",
        text: "EU-kunders data lagras på servrar i Tyskland och behandlas enligt GDPR. Ni kan se och exportera allt som AI:n har gjort.",
      },
    ],
  },
  mission: {
    eyebrow: "Vår mission",
    heading: "AI i leveranskedjan för alla",
    paragraphs: [
      "Autonoma leveranskedjor ska inte vara förbehållna koncerner med en egen avdelning för data science. Vår mission är att ge varje företag, från webbutiken med tio anställda till den regionala tillverkaren, en AI som planerar, köper in och följer upp på egen hand redan första veckan.",
      "Därför tar det ungefär en timme att komma igång, därför är första månaden gratis och därför beror priset på er datavolym, inte på ett konsultprojekt.",
    ],
    commitment: {
      title: "Ett könsneutralt team med lika möjligheter",
      text: "Leveranskedjor har länge drivits av blandade team och letts av män. Vi anställer, avlönar och befordrar efter samma regler för alla, redovisar lönespannen internt och håller varje roll öppen för alla.",
    },
    cta: "Kontakta oss",
    visual: {
      label: "En gemensam AI för företag i alla storlekar",
      hub: "Orkestra AI",
      nodes: ["Webbutik", "Grossist", "Tillverkare", "Storkök", "Reservdelar", "Apotek"],
      caption: "Sex kunder, en AI, samma första månad",
    },
  },
  hashtags: {
    label: "Det här står vi för",
    tags: ["AI i leveranskedjan", "autonoma leveranskedjor", "automatisering", "innovation", "kvinnor i supply chain"],
  },
  team: {
    eyebrow: "Vårt team",
    heading: "Människorna bakom produkten",
    intro: "Supply chain, data, utveckling, produkt och försäljning: de fem som leder Orkestra.",
    join: {
      title: "Bli en del av teamet",
      text: "Vi anställer utvecklare, data scientists och folk från supply chain i London, Hamburg och Solna. Möt teamet och se hur vi arbetar.",
      cta: "Möt teamet",
    },
  },
  community: {
    eyebrow: "Nätverk",
    heading: "Women in Supply Chains",
    paragraphs: [
      "Kvinnor utgör en stor del av planerare, inköpare och logistikpersonal, men fortfarande en liten del av cheferna inom supply chain. Vår vd Sara Lindgren leder ett professionellt nätverk för att ändra på det.",
      "Det är öppet för alla som arbetar i eller nära leveranskedjan, oavsett kön eller titel.",
    ],
    points: [
      "Samtal online varje månad med ledare inom supply chain",
      "Mentorskap mellan erfarna och nya i branschen",
      "Jobbannonser och öppna diskussioner i gruppen",
    ],
    cta: "Gå med i nätverket",
  },
} as const satisfies AboutContent;
