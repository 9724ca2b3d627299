import type { AuthCopy } from "~/sections/auth/types";

/** Side panel and product visual of the sign-in, sign-up and password pages. */
export const auth = {
  login: {
    panel: {
      eyebrow: "While you were away",
      heading: "Orkestra kept your purchase orders in check.",
      points: [
        "Every order confirmation matched against its purchase order and shipment note",
        "Differences flagged and raised with the supplier by e-mail",
        "Confirmed changes written back to your ERP",
      ],
    },
    visual: {
      kind: "po-check",
      title: "Purchase-order check",
      time: "Today, 07:42",
      rows: [
        { po: "PO-20418", supplier: "Nordic Fasteners AB", detail: "4,800 pcs", status: "matched", statusLabel: "Matched" },
        { po: "PO-20419", supplier: "Hansa Verpackung GmbH", detail: "1,200 cartons", status: "matched", statusLabel: "Matched" },
        { po: "PO-20421", supplier: "Lindqvist Stål AB", detail: "280 of 300 t", status: "flagged", statusLabel: "Qty differs" },
        { po: "PO-20424", supplier: "Baltic Freight Oy", detail: "Shipment note received", status: "updated", statusLabel: "ERP updated" },
      ],
      note: {
        title: "E-mail sent to Lindqvist Stål AB",
        text: "Asked them to confirm the missing 20 t or a new delivery date by Friday.",
      },
      summary: [
        { value: "38", label: "POs verified" },
        { value: "2", label: "flagged" },
        { value: "0", label: "manual steps" },
      ],
    },
  },
  signup: {
    panel: {
      eyebrow: "One month free",
      heading: "Your new colleague starts in about an hour.",
      points: [
        "Connect your ERP in under 5 minutes with plug-and-play connectors",
        "No team training: Orkestra works through your existing e-mail and ERP",
        "First results within 2-3 weeks",
      ],
    },
    visual: {
      kind: "thread",
      subject: "PO-20421 · delivery date",
      messages: [
        {
          from: "Orkestra for Nordvik Components",
          initials: "O",
          role: "orkestra",
          time: "08:14",
          body: "Hi Jana, our forecast shows the 600 ml cartons running out on 19 May. Can you confirm that PO-20421 ships by 14 May?",
        },
        {
          from: "Jana Krüger, Hansa Verpackung",
          initials: "JK",
          role: "supplier",
          time: "09:02",
          body: "Confirmed: all 1,200 cartons leave Hamburg on 13 May. The shipping notice follows today.",
        },
      ],
      writeBack: { title: "Written back to Business Central", text: "PO-20421 delivery date moved to 13 May" },
    },
  },
  "reset-password": {
    intro: "Enter the e-mail address on your account and choose a new password.",
    panel: {
      eyebrow: "Monitoring 24/7",
      heading: "Your forecasts keep running while you reset.",
      points: [
        "A demand forecast with a confidence band for every item",
        "Reorder points recalculated as new orders arrive",
        "Personal data of EU users hosted in Germany",
      ],
    },
    visual: {
      kind: "forecast",
      title: "Demand forecast",
      item: "Item 4471 · Stretch film 23 µm",
      legend: { actual: "Actual", forecast: "Forecast", band: "80% confidence" },
      weeks: ["W14", "W15", "W16", "W17", "W18", "W19", "W20", "W21", "W22", "W23", "W24", "W25"],
      callout: { title: "Reorder point in 9 days", text: "Draft PO-20437 for 64 rolls is ready for review." },
    },
  },
} as const satisfies AuthCopy;
