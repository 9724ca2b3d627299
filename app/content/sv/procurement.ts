import { site } from "~/config/site";
import type { ProcurementContent } from "../procurement-types";

const { name: brand, products } = site;

/** Sidan /procurement på svenska, med samma struktur som den engelska. */
export const procurement = {
  hero: {
    secondary: "Följ en inköpsorder",
    visual: {
      alt: `${products.ai} ändrar en inköpsorder: kl. 07.40 bekräftade Rubber Works bara 1 800 av 3 000 innerslangar på PO-21044, AI:n förutsåg att bristen skulle tömma lagret vecka 14, flyttade de återstående 1 200 slangarna till Velo Parts GmbH för leverans den 2 april, och kl. 07.43 hade den uppdaterat båda ordrarna i affärssystemet och mejlat båda leverantörerna, inom inköparens gräns på 5 000 €.`,
      app: products.ai,
      view: "Inköpsorder",
      status: "Självgående",
      steps: [
        { stage: "Bevaka", title: "Rubber Works bekräftade 1 800 av 3 000 slangar", detail: "Orderbekräftelsen för PO-21044 lästes i inköpsinkorgen", time: "07.40" },
        { stage: "Förutse", title: "Innerslangarna tar slut vecka 14", detail: "Vårens efterfrågan ligger 22 % över fjolåret; 1 200 slangar saknas", time: "07.41" },
        { stage: "Ändra", title: "1 200 slangar flyttade till Velo Parts GmbH", detail: "Leverans 2 april för 0,08 € mer per slang; PO-21044 minskad", time: "07.42" },
        { stage: "Resultat", title: "Båda ordrarna uppdaterade, leverantörerna mejlade", detail: "Ny PO-21051 skickad, inköparen informerad med motivering", time: "07.43" },
      ],
      guardrail: "Godkänd automatiskt: inom inköparens gräns på 5 000 €",
    },
  },
  features: {
    eyebrow: "Automatiserade inköpsorder",
    heading: "Varje inköpsorder, från början till slut",
    intro: `Inköpare lägger större delen av veckan på att skriva, kontrollera och rätta order. ${products.ai} gör alla tre, direkt i affärssystemet och inom de gränser ni sätter.`,
    cards: [
      {
        id: "generate",
        icon: "file-text",
        title: "Skapa inköpsorder",
        text: "Ordern tas fram utifrån efterfrågeprognosen, lagersaldot, öppna order och varje leverantörs verkliga ledtid, med antal avrundade till förpackningsstorlek och minsta ordervärde.",
        tag: "Rätt artikel, rätt leverantör, rätt datum",
      },
      {
        id: "verify",
        icon: "file-search",
        title: "Kontrollera inköpsorder",
        text: "Varje order stäms av mot leverantörens orderbekräftelse och följesedel, rad för rad, så att fel priser, delleveranser och saknade artiklar syns innan de kostar pengar.",
        tag: "Trevägsmatchning på varje rad",
      },
      {
        id: "change",
        icon: "refresh",
        title: "Ändra inköpsorder",
        text: "När en leverantör flyttar ett datum, bekräftar ett mindre antal eller efterfrågan svänger, ändras ordern, delas upp eller flyttas till en annan leverantör, och affärssystemet och leverantören uppdateras.",
        tag: "Ändringar på minuter i stället för dagar",
      },
    ],
  },
  journey: {
    eyebrow: "En order, hela vägen",
    heading: "Från prognos till leverantörsbekräftelse och tillbaka in i affärssystemet",
    intro: `Följ inköpsorder PO-21044 på 3 000 innerslangar till cyklar. Ingen skrev den, jagade den eller knappade in det nya datumet: det gjorde ${products.ai}, och varje steg finns dokumenterat.`,
    visual: {
      alt: `Inköpsorder PO-21044 till Velo Parts GmbH i fyra steg. Prognos kl. 06.00: efterfrågan på innerslangar 700c passerar beställningspunkten om 9 dagar, så 3 000 slangar behövs till den 14 mars. Inköpsorder kl. 06.02: 3 000 slangar à 1,47 €, totalt 4 410 €, godkänd automatiskt inom gränsen på 5 000 € och skickad per mejl. Leverantörsbekräftelse kl. 08.51: 3 000 slangar bekräftade, leveransen flyttad från 14 till 16 mars, fortfarande innan lagret tar slut. Återskrivning kl. 08.52: nytt datum, bekräftat antal och status skrivna till Business Central. Hela kedjan tog 2 timmar och 52 minuter och lagerplanen räknades om.`,
      app: brand,
      order: "PO-21044 · Velo Parts GmbH",
      duration: "Klar på 2 h 52 min",
      stages: [
        {
          label: "Prognos",
          time: "06.00",
          title: "Beställningspunkten nås om 9 dagar",
          fields: [
            { label: "Artikel", value: "Innerslang 700c" },
            { label: "Behov", value: "3 000 till 14 mars" },
          ],
          status: "Utlöst",
        },
        {
          label: "Inköpsorder",
          time: "06.02",
          title: "PO-21044 skapad och skickad",
          fields: [
            { label: "Antal", value: "3 000" },
            { label: "Styckpris", value: "1,47 €" },
            { label: "Totalt", value: "4 410 €" },
          ],
          status: "Godkänd automatiskt",
        },
        {
          label: "Bekräftelse",
          time: "08.51",
          title: "Leverantören bekräftade med nytt datum",
          fields: [
            { label: "Antal", value: "3 000" },
            { label: "Leverans", value: "16 mars", was: "14 mars" },
          ],
          status: "Datum ändrat",
        },
        {
          label: "Återskrivning",
          time: "08.52",
          title: "Business Central uppdaterat",
          fields: [
            { label: "Status", value: "Bekräftad" },
            { label: "Leverans", value: "16 mars" },
          ],
          status: "Synkad",
        },
      ],
      footer: { label: "Lagerplanen omräknad:", text: "det senare datumet ligger ändå 4 dagar innan hyllan blir tom, så inköparen behöver inte göra något." },
    },
    steps: [
      { id: "forecast", icon: "chart-spline", meta: "06.00", title: "Prognosen sätter igång det", text: "Nattens prognos visar att efterfrågan passerar beställningspunkten om 9 dagar, inom leverantörens ledtid." },
      { id: "order", icon: "send", meta: "06.02", title: "Ordern skrivs och skickas", text: "Antal, pris och datum stäms av mot era gränser, och ordern går iväg per mejl med pdf:en bifogad." },
      { id: "confirmation", icon: "mail-check", meta: "08.51", title: "Bekräftelsen läses", text: "Leverantörens svar kopplas till orderraden, och två dagars försening vägs mot lagerplanen." },
      { id: "write-back", icon: "database", meta: "08.52", title: "Affärssystemet uppdateras", text: "Datum, antal och status skrivs tillbaka, så att inköp, lager och ekonomi ser samma order." },
    ],
  },
  verify: {
    eyebrow: "Kontrollera",
    heading: "Inget bokas förrän det stämmer",
    intro: `${products.ai} jämför varje inköpsorder med orderbekräftelsen och följesedeln när de kommer in. Rader som stämmer går vidare av sig själva; en avvikelse får en uppföljning och en flagga, aldrig en tyst bokning.`,
    points: [
      "Antal, priser och datum kontrolleras på varje orderrad",
      "Orderbekräftelser och följesedlar läses från mejl och pdf",
      "Delleveranser och prisändringar följs upp med leverantören",
      "Bara undantagen når inköparna, med underlaget bifogat",
    ],
    visual: {
      alt: `${products.ai} kontrollerar en inköpsorder: ett mejl som ber Kartong Nord AB bekräfta inköpsorder PO-20957 och leverantörens svar, bredvid en trevägsmatchning av ordern mot bekräftelsen och följesedeln, där en rad med för få artiklar har flaggats och en uppföljning skickats.`,
      email: {
        folder: "Inköpsinkorg",
        from: products.ai,
        to: "Kartong Nord AB",
        subject: "PO-20957: bekräfta antal och datum",
        body: "Hej Johan! Kan du bekräfta 6 000 kartonger, 800 rullar sträckfilm och 1 500 kantskydd på PO-20957 för leverans till Hamburg den 2 december?",
        replyFrom: "Johan Lind, Kartong Nord",
        reply: "Bekräftat. Allt skickas den 28 november i samma sändning.",
        time: "10.02",
        replyTime: "10.31",
        status: "Bekräftelsen avstämd",
      },
      check: {
        title: "Trevägsmatchning",
        po: "PO-20957",
        columns: ["Artikel", "Beställt", "Bekräftat", "Skickat"],
        rows: [
          { item: "Kartong 40×30×30", ordered: "6 000", confirmed: "6 000", shipped: "6 000", ok: true },
          { item: "Sträckfilm 500 mm", ordered: "800", confirmed: "800", shipped: "800", ok: true },
          { item: "Kantskydd", ordered: "1 500", confirmed: "1 500", shipped: "1 200", ok: false },
        ],
        summary: "2 av 3 rader stämmer",
        flag: "300 kantskydd saknas: uppföljning skickad",
      },
    },
  },
  figures: [
    { id: "monitoring", value: "24/7", label: "bevakning av varje öppen order" },
    { id: "connect", value: "< 5 min", label: "att koppla in affärssystem och inköpsinkorg" },
    { id: "setup", value: "~1 timme", label: "uppstart, utan utbildning för teamet" },
    { id: "results", value: "2–3 veckor", label: "till de första mätbara resultaten" },
  ],
  next: {
    eyebrow: "Utforska vidare",
    heading: "Var inköpsordrarna kommer ifrån och vart de tar vägen",
    intro: "Inköpen är en del av kedjan. Se vad som styr dem och vad som händer när ordern är bekräftad.",
    links: [
      { page: "ai", icon: "brain", title: products.ai, text: "Prognoser och riskhantering som styr varje order." },
      { page: "visibility", icon: "truck", title: "Insyn i leveranskedjan", text: "Följ varje inkommande leverans från leverantör till lastkaj." },
      { page: "go", icon: "rocket", title: products.go, text: "Automatiserade inköpsorder, färdigt för mindre team." },
      { page: "services", icon: "handshake", title: "Tjänster", text: "Så sätter vi upp och driver inköpsautomationen tillsammans med er." },
    ],
  },
} as const satisfies ProcurementContent;
