import { site } from "~/config/site";
import type { ProcurementContent } from "../procurement-types";

const { name: brand, products } = site;

/** The /procurement page in English. */
export const procurement = {
  hero: {
    secondary: "Follow a purchase order",
    visual: {
      alt: `${products.ai} changing a purchase order: at 07:40 Rubber Works confirmed only 1,800 of the 3,000 inner tubes on PO-21044, the AI predicted the shortfall would empty stock in week 14, moved the remaining 1,200 tubes to Velo Parts GmbH for delivery on 2 April, and by 07:43 had updated both orders in the ERP and e-mailed both suppliers, within the buyer's €5,000 limit.`,
      app: products.ai,
      view: "Purchase orders",
      status: "Autonomous",
      steps: [
        { stage: "Monitor", title: "Rubber Works confirmed 1,800 of 3,000 tubes", detail: "Order confirmation for PO-21044 read from the purchasing inbox", time: "07:40" },
        { stage: "Predict", title: "Stock of inner tubes runs out in W14", detail: "Spring demand is 22% above last year; 1,200 tubes short", time: "07:41" },
        { stage: "Change", title: "1,200 tubes moved to Velo Parts GmbH", detail: "Delivery 2 April at €0.08 more per tube; PO-21044 reduced", time: "07:42" },
        { stage: "Result", title: "Both POs updated in the ERP, suppliers e-mailed", detail: "New PO-21051 sent, buyer informed with the reason", time: "07:43" },
      ],
      guardrail: "Auto-approved: within the buyer's €5,000 limit",
    },
  },
  features: {
    eyebrow: "Purchase order automation",
    heading: "Every purchase order, handled end to end",
    intro: `Buyers spend most of their week writing, checking and correcting orders. ${products.ai} does all three, in your ERP, within the limits you set.`,
    cards: [
      {
        id: "generate",
        icon: "file-text",
        title: "Generate purchase orders",
        text: "Orders are drafted from the demand forecast, current stock, open orders and each supplier's real lead time, with quantities rounded to pack sizes and minimum order values.",
        tag: "Right item, right supplier, right date",
      },
      {
        id: "verify",
        icon: "file-search",
        title: "Verify purchase orders",
        text: "Every order is cross-checked against the supplier's order confirmation and the shipment note, line by line, so wrong prices, short deliveries and missing items surface before they cost you.",
        tag: "Three-way check on every line",
      },
      {
        id: "change",
        icon: "refresh",
        title: "Change purchase orders",
        text: "When a supplier moves a date, confirms a smaller quantity or demand shifts, the order is changed, split or moved to another supplier, and the ERP and the supplier are updated.",
        tag: "Changes made in minutes, not days",
      },
    ],
  },
  journey: {
    eyebrow: "One order, start to finish",
    heading: "From forecast to supplier confirmation to ERP write-back",
    intro: `Follow purchase order PO-21044 for 3,000 bicycle inner tubes. No one typed it, chased it or keyed in the new date: ${products.ai} did, and left a record of every step.`,
    visual: {
      alt: `The journey of purchase order PO-21044 to Velo Parts GmbH in four steps. Forecast at 06:00: demand for 700c inner tubes crosses the reorder point in 9 days, so 3,000 tubes are needed by 14 March. Purchase order at 06:02: 3,000 tubes at €1.47, €4,410 in total, auto-approved within the €5,000 limit and sent by e-mail. Supplier confirmation at 08:51: 3,000 tubes confirmed, delivery moved from 14 to 16 March, still before stock runs out. ERP write-back at 08:52: the new date, confirmed quantity and status written to Business Central. The loop closed in 2 hours 52 minutes and the stock plan was recalculated.`,
      app: brand,
      order: "PO-21044 · Velo Parts GmbH",
      duration: "Closed loop in 2 h 52 min",
      stages: [
        {
          label: "Forecast",
          time: "06:00",
          title: "Reorder point crossed in 9 days",
          fields: [
            { label: "Item", value: "Inner tube 700c" },
            { label: "Need", value: "3,000 by 14 Mar" },
          ],
          status: "Trigger",
        },
        {
          label: "Purchase order",
          time: "06:02",
          title: "PO-21044 drafted and sent",
          fields: [
            { label: "Quantity", value: "3,000" },
            { label: "Unit price", value: "€1.47" },
            { label: "Total", value: "€4,410" },
          ],
          status: "Auto-approved",
        },
        {
          label: "Confirmation",
          time: "08:51",
          title: "Supplier confirmed with a new date",
          fields: [
            { label: "Quantity", value: "3,000" },
            { label: "Delivery", value: "16 Mar", was: "14 Mar" },
          ],
          status: "Date changed",
        },
        {
          label: "ERP write-back",
          time: "08:52",
          title: "Business Central updated",
          fields: [
            { label: "Status", value: "Confirmed" },
            { label: "Delivery", value: "16 Mar" },
          ],
          status: "Synced",
        },
      ],
      footer: { label: "Stock plan recalculated:", text: "the later date still arrives 4 days before the shelf runs empty, so no action is needed from the buyer." },
    },
    steps: [
      { id: "forecast", icon: "chart-spline", meta: "06:00", title: "The forecast triggers it", text: "The nightly forecast shows demand crossing the reorder point in 9 days, inside the supplier's lead time." },
      { id: "order", icon: "send", meta: "06:02", title: "The order is written and sent", text: "Quantity, price and date are checked against your limits and the order goes out by e-mail, with the PDF attached." },
      { id: "confirmation", icon: "mail-check", meta: "08:51", title: "The confirmation is read", text: "The supplier's reply is matched to the order line; the two-day delay is weighed against the stock plan." },
      { id: "write-back", icon: "database", meta: "08:52", title: "The ERP is updated", text: "Date, quantity and status are written back, so buyers, the warehouse and finance see the same order." },
    ],
  },
  verify: {
    eyebrow: "Verify",
    heading: "Nothing booked until it matches",
    intro: `${products.ai} compares every purchase order with the order confirmation and the shipment note as they arrive. Matching lines go through on their own; a difference gets a follow-up and a flag, never a silent booking.`,
    points: [
      "Quantities, prices and dates checked on every order line",
      "Order confirmations and shipment notes read from e-mail and PDF",
      "Short deliveries and price changes followed up with the supplier",
      "Only the exceptions reach your buyers, with the evidence attached",
    ],
    visual: {
      alt: `${products.ai} verifying a purchase order: an e-mail asking Kartong Nord AB to confirm purchase order PO-20957 and the supplier's reply, next to a three-way check of the order against the confirmation and the shipping note, with one short line flagged and a follow-up sent.`,
      email: {
        folder: "Purchasing inbox",
        from: products.ai,
        to: "Kartong Nord AB",
        subject: "PO-20957: please confirm quantities and date",
        body: "Hi Johan, please confirm 6,000 shipping cartons, 800 pallet wraps and 1,500 edge protectors on PO-20957 for delivery to Hamburg on 2 December.",
        replyFrom: "Johan Lind, Kartong Nord",
        reply: "Confirmed. Everything ships on 28 November in one load.",
        time: "10:02",
        replyTime: "10:31",
        status: "Confirmation matched",
      },
      check: {
        title: "Three-way check",
        po: "PO-20957",
        columns: ["Item", "Ordered", "Confirmed", "Shipped"],
        rows: [
          { item: "Carton 40×30×30", ordered: "6,000", confirmed: "6,000", shipped: "6,000", ok: true },
          { item: "Pallet wrap 500 mm", ordered: "800", confirmed: "800", shipped: "800", ok: true },
          { item: "Edge protector", ordered: "1,500", confirmed: "1,500", shipped: "1,200", ok: false },
        ],
        summary: "2 of 3 lines match",
        flag: "300 edge protectors short: follow-up sent",
      },
    },
  },
  figures: [
    { id: "monitoring", value: "24/7", label: "every open order watched for changes" },
    { id: "connect", value: "< 5 min", label: "to connect your ERP and purchasing inbox" },
    { id: "setup", value: "~1 hour", label: "of setup, with no team training" },
    { id: "results", value: "2-3 weeks", label: "until the first measurable results" },
  ],
  next: {
    eyebrow: "Explore further",
    heading: "Where purchase orders come from, and where they go",
    intro: "Purchasing is one part of the loop. See what feeds it and what happens after the order is confirmed.",
    links: [
      { page: "ai", icon: "brain", title: products.ai, text: "Forecasting and risk management that drive every order." },
      { page: "visibility", icon: "truck", title: "Supply chain visibility", text: "Follow every inbound load from supplier to yard." },
      { page: "go", icon: "rocket", title: products.go, text: "Purchase order automation, ready-made for smaller teams." },
      { page: "services", icon: "handshake", title: "Services", text: "How we set up and run procurement automation with you." },
    ],
  },
} as const satisfies ProcurementContent;
