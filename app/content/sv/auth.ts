import type { AuthCopy } from "~/sections/auth/types";

/** Sidopanel och produktbild för sidorna logga in, skapa konto och byt lösenord. */
export const auth = {
  login: {
    panel: {
      eyebrow: "Medan du var borta",
      heading: "Orkestra har haft koll på era inköpsorder.",
      points: [
        "Varje orderbekräftelse har stämts av mot inköpsorder och följesedel",
        "Avvikelser har flaggats och tagits upp med leverantören via mejl",
        "Bekräftade ändringar har skrivits tillbaka till affärssystemet",
      ],
    },
    visual: {
      kind: "po-check",
      title: "Avstämning av inköpsorder",
      time: "I dag 07:42",
      rows: [
        { po: "PO-20418", supplier: "Nordic Fasteners AB", detail: "4 800 st", status: "matched", statusLabel: "Stämmer" },
        { po: "PO-20419", supplier: "Hansa Verpackung GmbH", detail: "1 200 kartonger", status: "matched", statusLabel: "Stämmer" },
        { po: "PO-20421", supplier: "Lindqvist Stål AB", detail: "280 av 300 t", status: "flagged", statusLabel: "Fel antal" },
        { po: "PO-20424", supplier: "Baltic Freight Oy", detail: "Följesedel mottagen", status: "updated", statusLabel: "Uppdaterad i ERP" },
      ],
      note: {
        title: "Mejl skickat till Lindqvist Stål AB",
        text: "Bad dem bekräfta resterande 20 t eller ett nytt leveransdatum senast på fredag.",
      },
      summary: [
        { value: "38", label: "order kontrollerade" },
        { value: "2", label: "flaggade" },
        { value: "0", label: "manuella steg" },
      ],
    },
  },
  signup: {
    panel: {
      eyebrow: "En månad gratis",
      heading: "Din nya kollega är igång på ungefär en timme.",
      points: [
        "Koppla in affärssystemet på under 5 minuter med färdiga kopplingar",
        "Ingen utbildning behövs: Orkestra arbetar via er befintliga mejl och ert affärssystem",
        "De första resultaten inom 2-3 veckor",
      ],
    },
    visual: {
      kind: "thread",
      subject: "PO-20421 · leveransdatum",
      messages: [
        {
          from: "Orkestra för Nordvik Components",
          initials: "O",
          role: "orkestra",
          time: "08:14",
          body: "Hej Jana! Enligt vår prognos tar 600 ml-kartongerna slut den 19 maj. Kan ni bekräfta att PO-20421 skickas senast den 14 maj?",
        },
        {
          from: "Jana Krüger, Hansa Verpackung",
          initials: "JK",
          role: "supplier",
          time: "09:02",
          body: "Bekräftat: alla 1 200 kartonger lämnar Hamburg den 13 maj. Leveransaviseringen kommer i dag.",
        },
      ],
      writeBack: { title: "Tillbakaskrivet till Business Central", text: "Leveransdatum för PO-20421 ändrat till 13 maj" },
    },
  },
  "reset-password": {
    intro: "Ange e-postadressen för ditt konto och välj ett nytt lösenord.",
    panel: {
      eyebrow: "Bevakning dygnet runt",
      heading: "Prognoserna fortsätter medan du byter lösenord.",
      points: [
        "Efterfrågeprognos med konfidensintervall för varje artikel",
        "Beställningspunkter räknas om när nya order kommer in",
        "Personuppgifter för användare i EU lagras i Tyskland",
      ],
    },
    visual: {
      kind: "forecast",
      title: "Efterfrågeprognos",
      item: "Art. 4471 · Sträckfilm 23 µm",
      legend: { actual: "Utfall", forecast: "Prognos", band: "80 % konfidens" },
      weeks: ["v. 14", "v. 15", "v. 16", "v. 17", "v. 18", "v. 19", "v. 20", "v. 21", "v. 22", "v. 23", "v. 24", "v. 25"],
      callout: { title: "Beställningspunkt om 9 dagar", text: "Utkast till PO-20437 på 64 rullar väntar på granskning." },
    },
  },
} as const satisfies AuthCopy;
