import { integrations, site } from "~/config/site";
import type { ServiceDetailsContent } from "../service-details-types";

const { name: brand, products } = site;

/** The /service-details page in English ("Our Services"): three services in depth and the three onboarding steps. */
export const serviceDetails = {
  hero: {
    primary: "Start your free month",
    secondary: "All services",
    toc: {
      label: "On this page",
      items: [
        { id: "forecasting", title: "Forecasting and planning", text: "Forecasts per item and site, turned into reorder points" },
        { id: "purchasing", title: "Purchase orders and supplier communication", text: "Orders generated, checked and followed up by e-mail" },
        { id: "integration", title: "Integration and write-back", text: "Connectors that read and write your ERP and WMS" },
        { id: "get-started", title: "Getting started in 3 steps", text: "Sign up, connect, start: what each step involves" },
      ],
    },
  },
  forecasting: {
    eyebrow: "Service 1",
    heading: "Forecasting and planning",
    intro: `${products.ai} forecasts demand for every item at every site, every night, and turns the forecast into the numbers planners act on: reorder points, safety stock and purchase proposals.`,
    points: [
      "Sales history, open orders, seasons, promotions and holidays in one model",
      "A confidence range per item, so safety stock follows real uncertainty",
      "Reorder points recalculated every night from forecast and real lead times",
      "New items forecast from similar ones until they have a history of their own",
    ],
    figures: [
      { id: "horizon", value: "26 weeks", label: "forecast horizon, week by week" },
      { id: "monitoring", value: "24/7", label: "sales and stock checked against the forecast" },
    ],
    visual: {
      alt: `${products.ai} forecast for oat drink 1 litre: eight weeks of sales and a forecast rising towards the spring campaign in week 14, with its confidence band above the reorder point. Today's actions: purchase order PO-30412 brought forward by four days, the reorder point raised to 1,650 cartons after demand in Skåne ran 32% above forecast, and the campaign added to the forecast.`,
      app: products.ai,
      view: "Demand forecast",
      live: "Live",
      item: "Oat drink 1 L · SKU 40-118",
      accuracy: "93% accuracy",
      legend: { actual: "Actual", forecast: "Forecast", band: "Confidence band", reorder: "Reorder point" },
      today: "Today",
      weeks: ["W4", "W6", "W8", "W10", "W12", "W14"],
      feedTitle: "Actions taken today",
      feed: [
        { text: "PO-30412 brought forward by 4 days", meta: "Nordic Oats AB · 2,400 cartons", status: "Updated", tone: "ok" },
        { text: "Reorder point raised to 1,650 cartons", meta: "Skåne demand 32% above forecast", status: "Adjusted", tone: "info" },
        { text: "Spring campaign added to the forecast", meta: "Week 14, from the marketing calendar", status: "Planned", tone: "warn" },
      ],
      toast: { title: "Campaign covered", text: "Stock lands 6 days before week 14" },
    },
  },
  purchasing: {
    eyebrow: "Service 2",
    heading: "Purchase orders and supplier communication",
    intro: `${products.ai} turns purchase proposals into purchase orders, sends them and follows each one until the goods are in: confirmations read, dates and quantities checked, suppliers reminded in their own language.`,
    points: [
      "Purchase orders generated, sent and updated in the ERP",
      "Confirmations and shipping notes matched to every order line",
      "Reminders, RFQs and RFPs written and sent by e-mail",
      "Deviations flagged with a proposed fix before the goods arrive",
    ],
    figures: [
      { id: "check", value: "3-way", label: "check of order, confirmation and shipping note" },
      { id: "reply", value: "Minutes", label: "from a supplier's reply to an updated order in the ERP" },
    ],
    visual: {
      alt: `${products.ai} asking Fjord Packaging AS by e-mail to confirm purchase order PO-30377, and the supplier's reply that the cartons arrive on 14 March but 600 caps follow a week later. Beside it, a three-way check of the order against the confirmation and the shipping note, with the short cap line flagged and the new date saved in the ERP.`,
      email: {
        folder: "Supplier inbox",
        from: products.ai,
        to: "Fjord Packaging AS",
        subject: "PO-30377: please confirm quantities and date",
        body: "Hi Ingrid, could you confirm 24,000 one-litre cartons, 3,000 caps and 2,000 trays on PO-30377 for delivery to Malmö on 14 March?",
        replyFrom: "Ingrid Solberg, Fjord Packaging",
        reply: "Cartons and trays confirmed for 14 March. We can ship 2,400 caps now; the other 600 follow on 21 March.",
        time: "08:12",
        replyTime: "09:03",
        status: "Split delivery saved in Business Central",
      },
      check: {
        title: "Three-way check",
        po: "PO-30377",
        columns: ["Item", "Ordered", "Confirmed", "Shipped"],
        rows: [
          { item: "Carton 1 L", ordered: "24,000", confirmed: "24,000", shipped: "24,000", ok: true },
          { item: "Screw cap 38 mm", ordered: "3,000", confirmed: "2,400", shipped: "2,400", ok: false },
          { item: "Tray, 12-pack", ordered: "2,000", confirmed: "2,000", shipped: "2,000", ok: true },
        ],
        summary: "2 of 3 lines match",
        flag: "600 caps on 21 March: date saved",
      },
    },
  },
  integration: {
    eyebrow: "Service 3",
    heading: "Integration and write-back",
    intro: `Everything ${brand} decides ends up where your team already works. Connectors read your ERP and WMS every few minutes and write approved changes back through the same API, so there is no second system to keep in step.`,
    points: [
      `Plug-and-play connectors for ${integrations.length} ERP and accounting systems`,
      "Reads items, orders, stock and vendors; writes orders, dates and allocations",
      "Each connector limited to the objects it needs, nothing more",
      "Every write logged, with who or what made it and why",
    ],
    figures: [
      { id: "connect", value: "< 5 min", label: "to connect a supported ERP" },
      { id: "sync", value: "5 min", label: "between syncs; write-back within seconds" },
    ],
    visual: {
      alt: `${products.ai} connections of a wholesaler in Malmö: Business Central and the warehouse system are read every few minutes, and approved purchase orders, dates and stock allocations are written back to them; the supplier inbox is read as mail arrives and carrier tracking every 15 minutes. The last write-back, the new date for the caps on PO-30377, took 3 seconds. Data region Germany; every write is logged.`,
      app: products.ai,
      view: "Connections",
      status: "All in sync",
      rows: [
        { name: "Business Central", detail: "Reads items, orders, stock · writes POs and dates", access: "Read & write", direction: "both", sync: "1 min ago", kind: "erp" },
        { name: "WMS · Malmö", detail: "Reads stock and receipts · writes allocations", access: "Read & write", direction: "both", sync: "3 min ago", kind: "wms" },
        { name: "Supplier inbox", detail: "Confirmations, shipping notes, invoices", access: "Read", direction: "read", sync: "Live", kind: "inbox" },
        { name: "Carrier tracking", detail: "ETAs for 12 inbound loads", access: "Read", direction: "read", sync: "9 min ago", kind: "carrier" },
      ],
      region: "Data region: Germany (EU)",
      encryption: "Last write-back: PO-30377 in 3 s, logged",
    },
  },
  onboarding: {
    eyebrow: "Getting started",
    heading: "From sign-up to first results in three steps",
    intro: "The three steps on our home page, in detail: what happens in each one, how long it takes and what you need for it.",
    steps: [
      {
        id: "signup",
        meta: "Day 1 · 10 minutes",
        text: `Create the workspace with your work e-mail, invite colleagues and choose the sites, suppliers and product ranges ${brand} looks after. No credit card for the free month.`,
      },
      {
        id: "connect",
        meta: "Under 5 minutes",
        text: "Pick your ERP and WMS, sign in with an API user and approve the read and write scopes. The first sync runs in the background while you set approval limits.",
      },
      {
        id: "start",
        meta: "Results in 2-3 weeks",
        text: "Forecasts, purchase proposals and supplier follow-ups start in shadow mode. Within two to three weeks you see measurable results and decide what it may do alone.",
      },
    ],
  },
  next: {
    eyebrow: "Explore further",
    heading: "Where to go from here",
    intro: "Compare the services, the plans and the platform they run on.",
    links: [
      { page: "services", icon: "list-checks", title: "All services", text: "Eight services, how an engagement runs and the FAQ." },
      { page: "ai", icon: "brain", title: products.ai, text: "Monitoring, predicting and resolving, around the clock." },
      { page: "platform", icon: "layers", title: "The platform", text: "Connectors, hosting in Germany and security." },
      { page: "pricing", icon: "badge-euro", title: "Pricing", text: "Monthly plans from €299, with the first month free." },
    ],
  },
} as const satisfies ServiceDetailsContent;
