import { site } from "~/config/site";
import type { AiContent } from "../ai-types";
import { mapCities } from "./shared";

const { name: brand, products } = site;

/** The /ai page in English. SPEC's quoted headings are exact. */
export const ai = {
  hero: {
    secondary: "See pricing",
    visual: {
      alt: `${products.ai} decision log: at 09:14 it saw that Baltic Steelworks moved purchase order PO-10467 a week later, predicted a 78% risk of running out of steel brackets in week 50, split the order so 400 brackets come from a second supplier three days sooner, and by 09:16 had updated the ERP and e-mailed both suppliers, within the planner's €2,000 approval limit.`,
      app: products.ai,
      view: "Decision log",
      status: "Autonomous",
      steps: [
        { stage: "Monitor", title: "Baltic Steelworks moved PO-10467 to 12 Dec", detail: "Order confirmation read from the supplier inbox, 7 days later than ordered", time: "09:14" },
        { stage: "Predict", title: "78% stock-out risk for steel brackets in W50", detail: "Demand is 18% above plan; current stock lasts until 9 Dec", time: "09:14" },
        { stage: "Resolve", title: "Split order: 400 brackets from Nordic Metal AB", detail: "Arrives 6 Dec at €0.12 more per unit; the rest stays with Baltic", time: "09:15" },
        { stage: "Result", title: "ERP updated, both suppliers e-mailed", detail: "New PO-10512 created, PO-10467 reduced, planner informed", time: "09:16" },
      ],
      guardrail: "Auto-approved: within the planner's €2,000 limit",
    },
  },
  tiles: {
    eyebrow: "How it works",
    heading: "Monitoring, predicting and resolving, around the clock",
    intro: `${products.ai} runs the same loop a good planner does, on every item, supplier and order line at once, and without a break.`,
    cards: [
      {
        id: "monitoring",
        icon: "radar",
        title: "Monitoring",
        text: "Reads orders, stock levels, confirmations, shipping notes and supplier e-mails as they arrive, and notices the one line in a thousand that changed.",
        tag: "24/7 on live ERP, WMS and inbox data",
      },
      {
        id: "predicting",
        icon: "chart-spline",
        title: "Predicting",
        text: "Forecasts demand, lead times and disruptions per item and site, and simulates what each option would do to stock, cost and service level.",
        tag: "Weeks ahead, with a confidence range",
      },
      {
        id: "resolving",
        icon: "zap",
        title: "Resolving",
        text: "Acts on the best option: places or changes the purchase order, writes to the supplier and updates the ERP, or asks a person when a decision is above its limits.",
        tag: "Within the limits you set",
      },
    ],
  },
  forecasting: {
    eyebrow: "Predict",
    heading: "Predictive forecasting",
    intro: `Forecasts that order before the shelf runs empty. ${products.ai} forecasts every item from sales history, open orders, seasonality, promotions and supplier lead times, then turns the forecast straight into reorder points and purchase proposals.`,
    bullets: [
      {
        id: "stock-outs",
        icon: "package-check",
        title: "Fewer stock-outs",
        text: "Reorders are triggered by the predicted demand and the supplier's real lead time, not by a fixed minimum, so fast movers are replenished before they run out.",
      },
      {
        id: "efficiency",
        icon: "gauge",
        title: "Improved efficiency",
        text: "Planners stop rebuilding spreadsheets every Monday. The forecast refreshes every night and only the exceptions that need judgement reach a person.",
      },
    ],
    visual: {
      alt: `${products.ai} forecast for 700c bicycle inner tubes: eight weeks of sales, a forecast rising into the spring season with its confidence band above the reorder point, and today's actions: a purchase order sent, a delivery confirmed and a late container rerouted.`,
      app: products.ai,
      view: "Demand forecast",
      live: "Live",
      item: "Inner tube 700c · SKU 21-700",
      accuracy: "92% accuracy",
      legend: { actual: "Actual", forecast: "Forecast", band: "Confidence band", reorder: "Reorder point" },
      today: "Today",
      weeks: ["W36", "W38", "W40", "W42", "W44", "W46"],
      feedTitle: "Actions taken today",
      feed: [
        { text: "PO-20931 sent to Velo Parts GmbH", meta: "3,000 tubes · €4,410", status: "Sent", tone: "ok" },
        { text: "Delivery date confirmed by Rubber Works Sp. z o.o.", meta: "Matched to PO-20904", status: "Matched", tone: "info" },
        { text: "Late container: stock sent from Hamburg", meta: "120 tubes to the Malmö store", status: "Mitigated", tone: "warn" },
      ],
      toast: { title: "Season start covered", text: "Ordered 11 days ahead of the peak" },
    },
  },
  risk: {
    eyebrow: "Prevent",
    heading: "Proactive Risk management",
    intro: `Risks handled before they reach your warehouse. ${brand} does not wait for a late delivery to show up in the ERP. It watches the signals that come first and acts while there is still time to choose.`,
    bullets: [
      {
        id: "surveillance",
        icon: "eye",
        title: "Continuous surveillance",
        text: "Supplier confirmations, carrier updates, port notices and order changes are checked around the clock against every open purchase order.",
      },
      {
        id: "models",
        icon: "brain",
        title: "Risk forecasting models",
        text: "Each supplier and lane gets a delay probability learned from its own history, so a usually punctual supplier going quiet is noticed on day one.",
      },
      {
        id: "strategy",
        icon: "target",
        title: "Alignment with business strategy",
        text: "You decide what matters most: service level, working capital or freight cost. Every mitigation is ranked against those priorities before it runs.",
      },
    ],
    visual: {
      alt: `${brand} risk radar for North Sea ports: a strike announced at the port of Antwerp would delay three inbound purchase orders, so ${brand} has moved them to Rotterdam and on to the Hamburg warehouse before the strike starts, one day later than first planned.`,
      title: "Risk radar · North Sea ports",
      live: "Monitoring 24/7",
      cities: mapCities,
      alert: { label: "Predicted", title: "Strike notice: Antwerp, from Monday", text: "3 inbound POs would be delayed" },
      action: { label: "Resolved", title: "Moved to Rotterdam in advance", text: "ETA +1 day · suppliers and carrier told" },
    },
  },
  automation: {
    eyebrow: "Act",
    heading: "Intelligent Automation",
    intro: `From decision to done, without the copy-and-paste: this is where ${products.ai} stops recommending and starts doing. It generates, verifies and updates purchase orders, creates sales orders with stock allocation, sends RFQs and RFPs, and handles the e-mail and documents that come back, writing every result to your ERP and WMS with a full audit trail. Anything outside the limits you set goes to a person, with the options already worked out.`,
    points: [
      "Purchase orders generated, verified and updated in your ERP",
      "Confirmations and shipping notes checked against every order line",
      "Supplier e-mails, reminders, RFQs and RFPs written and sent for you",
      "Sales orders created with stock allocated across your sites",
    ],
    visual: {
      alt: `${products.ai} handling a supplier: an e-mail asking Kartong Nord AB to confirm purchase order PO-20957 and the supplier's reply, next to a three-way check of the order against the confirmation and the shipping note, with one short line flagged and a follow-up sent.`,
      email: {
        folder: "Supplier inbox",
        from: products.ai,
        to: "Kartong Nord AB",
        subject: "PO-20957: please confirm quantities and date",
        body: "Hi Johan, please confirm 6,000 shipping cartons and 800 pallet wraps on PO-20957 for delivery to Hamburg on 2 December.",
        replyFrom: "Johan Lind, Kartong Nord",
        reply: "Confirmed. Cartons ship on 28 November; the pallet wraps follow in the same load.",
        time: "10:02",
        replyTime: "10:31",
        status: "PO updated in NetSuite",
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
  control: {
    eyebrow: "You stay in charge",
    heading: "Autonomous, within the limits you set",
    intro: `Handing decisions to software only works if you can see and steer them. ${products.ai} is built so your team always can.`,
    cards: [
      {
        id: "limits",
        icon: "sliders",
        title: "Approval limits",
        text: "Set how much the AI may order, change or expedite on its own, per supplier, item group or site. Above that, it asks.",
      },
      {
        id: "audit",
        icon: "history",
        title: "A full audit trail",
        text: "Every action is logged with the data it was based on, the options it weighed and what it changed in the ERP.",
      },
      {
        id: "explain",
        icon: "message",
        title: "Plain-language reasons",
        text: "Each decision comes with a short explanation your planners can read, question and overrule in one click.",
      },
      {
        id: "learn",
        icon: "refresh",
        title: "Learns from your team",
        text: "When a planner overrides a decision, the reason feeds back into the models, so the next proposal fits how you work.",
      },
    ],
  },
  figures: [
    { id: "monitoring", value: "24/7", label: "monitoring of orders, stock and suppliers" },
    { id: "connect", value: "< 5 min", label: "to connect your ERP with a plug-and-play connector" },
    { id: "setup", value: "~1 hour", label: "of setup, with no team training" },
    { id: "results", value: "2-3 weeks", label: "until the first measurable results" },
  ],
  next: {
    eyebrow: "Explore further",
    heading: `See ${products.ai} at work`,
    intro: "Pick the part of your supply chain you want to hand over first.",
    links: [
      { page: "procurement", icon: "file-check", title: "Purchase order automation", text: "Generate, verify and change purchase orders automatically." },
      { page: "visibility", icon: "truck", title: "Supply chain visibility", text: "Follow every inbound load from supplier to yard." },
      { page: "platform", icon: "layers", title: "The platform", text: "Connectors, data residency in Germany and security." },
      { page: "go", icon: "rocket", title: products.go, text: "The ready-made edition for small and mid-sized teams." },
    ],
  },
} as const satisfies AiContent;
