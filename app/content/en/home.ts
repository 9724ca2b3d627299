import { site } from "~/config/site";
import type { HomeContent } from "../home-types";
import { mapCities } from "./shared";

const { name: brand, products } = site;

/** Home page copy in English. SPEC's quoted headings are reproduced exactly, quirks included. */
export const home = {
  hero: {
    secondary: `Explore ${products.ai}`,
    proof: ["No team training needed", "ERP connected in under 5 minutes", "EU data hosted in Germany"],
    visual: {
      alt: `${products.ai} demand forecast for stretch film: eight weeks of actual sales, a rising forecast with its confidence band above the reorder point, and the actions the AI took today: a purchase order sent, a delivery date confirmed and a delayed shipment rerouted.`,
      app: products.ai,
      view: "Demand forecast",
      live: "Live",
      item: "Stretch film 23 µm · SKU 40-118",
      accuracy: "94% accuracy",
      legend: { actual: "Actual", forecast: "Forecast", band: "Confidence band", reorder: "Reorder point" },
      today: "Today",
      weeks: ["W36", "W38", "W40", "W42", "W44", "W46"],
      feedTitle: "Actions taken today",
      feed: [
        { text: "PO-10482 sent to Nordic Packaging AB", meta: "2,400 rolls · €8,160", status: "Sent", tone: "ok" },
        { text: "Delivery date confirmed by Baltic Steelworks", meta: "Matched to PO-10467", status: "Matched", tone: "info" },
        { text: "Port congestion in Gdańsk: 2 containers rerouted", meta: "New ETA Thursday, +1 day", status: "Mitigated", tone: "warn" },
      ],
      toast: { title: "Stock-out avoided", text: "Reorder placed 9 days early" },
    },
  },
  brain: {
    eyebrow: products.ai,
    heading: "The New brain for Supply chains!",
    intro: `${products.ai} watches every order, shipment and supplier signal around the clock. It filters out the noise, simulates what happens next and acts on it, so your planners start the day with decisions made, not spreadsheets to reconcile.`,
    bullets: [
      {
        id: "risk",
        title: "Autonomous risk prediction and mitigation",
        text: "Spots late suppliers, port congestion and demand spikes before they hit, then reroutes, reorders or escalates on its own.",
      },
      {
        id: "inventory",
        title: "Inventory optimisation with real-time data",
        text: "Reorder points and safety stock recalculated continuously from live ERP and WMS data, not from last quarter's export.",
      },
      {
        id: "documents",
        title: "Document handling and autonomous communications",
        text: "Reads order confirmations and shipping notes, checks them against your purchase orders and e-mails the supplier when something is off.",
      },
    ],
    visual: {
      alt: `${brand} risk map of northern Europe: a strike at the port of Antwerp puts three inbound purchase orders at risk, and ${brand} has rerouted them via Rotterdam to the Hamburg warehouse, one day later than planned.`,
      title: "Risk radar · Northern Europe",
      live: "Monitoring 24/7",
      cities: mapCities,
      alert: { label: "Risk detected", title: "Port strike in Antwerp", text: "3 inbound POs at risk" },
      action: { label: "Mitigated", title: "Rerouted via Rotterdam", text: "ETA +1 day · suppliers notified" },
    },
  },
  stats: {
    eyebrow: "Results",
    heading: "Get unmatched supply chain efficiency!",
    intro: "What a mid-sized team gets back when forecasting, purchase orders and supplier follow-ups run on their own.",
    items: [
      { id: "hours", value: 100, duration: 2.5, lead: "Up to", prefix: "", suffix: " hours", label: "saved every month on manual planning and supplier follow-ups" },
      { id: "savings", value: 5000, duration: 2.5, lead: "Up to", prefix: "€", suffix: "", label: "saved every month on stock, rush freight and admin" },
      { id: "weeks", value: 4, duration: 1.5, lead: "Just", prefix: "", suffix: " weeks", label: "time to value, from first login to measurable results" },
    ],
  },
  go: {
    eyebrow: products.go,
    heading: "Autonomous procurement, ready in an hour",
    intro: `${products.go} is the ready-made edition for small and mid-sized businesses. Connect your ERP, pick your suppliers, and it starts drafting purchase orders, chasing confirmations and checking every delivery against what you ordered.`,
    points: [
      "Set up in about an hour, with no team training",
      "Purchase orders generated, verified and updated in your ERP",
      "Supplier e-mails, RFQs and reminders handled for you",
    ],
    visual: {
      alt: `${products.go} at work: an e-mail asking a supplier to confirm purchase order PO-10482 and the supplier's reply, next to a three-way check of the order against the order confirmation and the shipping note, with one short delivery flagged.`,
      email: {
        folder: "Supplier inbox",
        from: products.go,
        to: "Nordic Fasteners AB",
        subject: "PO-10482: please confirm delivery date",
        body: "Hi Anna, could you confirm the delivery date for 1,200 M8 hex bolts on PO-10482? We need them in Hamburg by 18 November.",
        replyFrom: "Anna Berg, Nordic Fasteners",
        reply: "Confirmed: all 1,200 ship on 14 November and arrive on the 18th.",
        time: "09:12",
        replyTime: "09:47",
        status: "PO updated in Business Central",
      },
      check: {
        title: "Three-way check",
        po: "PO-10482",
        columns: ["Item", "Ordered", "Confirmed", "Shipped"],
        rows: [
          { item: "M8 hex bolt", ordered: "1,200", confirmed: "1,200", shipped: "1,200", ok: true },
          { item: "M8 washer", ordered: "2,400", confirmed: "2,400", shipped: "2,400", ok: true },
          { item: "M8 lock nut", ordered: "1,200", confirmed: "1,000", shipped: "1,000", ok: false },
        ],
        summary: "2 of 3 lines match",
        flag: "200 lock nuts short: follow-up sent",
      },
    },
  },
  efficiency: {
    eyebrow: "Why teams switch",
    heading: "Making supply chains efficient!",
    intro: `Five jobs ${brand} takes off your team's plate from the first week.`,
    cards: [
      {
        id: "data-analysis",
        title: "Data Analysis",
        text: "Sales history, lead times and supplier performance analysed together, with the critical insights filtered to the top.",
      },
      {
        id: "automation",
        title: "Automation",
        text: "Purchase orders, sales orders with stock allocation and supplier e-mails created and sent, without copying data between systems.",
      },
      {
        id: "integration",
        title: "Integration",
        text: "Plug-and-play connectors read from and write back to your ERP and WMS. Connected in just under 5 minutes.",
      },
      {
        id: "risk-management",
        title: "Risk Management",
        text: "Disruptions, late confirmations and demand swings predicted and simulated before they turn into stock-outs.",
      },
      {
        id: "cost-savings",
        title: "Cost Savings",
        text: "Leaner stock, fewer rush shipments and less manual work add up to savings of up to €5,000 per month.",
      },
    ],
  },
  integrations: {
    eyebrow: "Integrations",
    heading: "Integrate with your ERP instantly.",
    intro: `${brand} connects to the systems you already run. It reads orders, stock and supplier data, and writes purchase orders and updates straight back, so your ERP stays the single source of truth.`,
    points: ["Read and write-back, not just dashboards", "Connected in under 5 minutes, no IT project", "EU data hosted in Germany"],
    marqueeLabel: "Supported ERP and accounting systems",
    diagram: {
      alt: `${brand} between your systems: it reads from Business Central and your WMS, writes purchase orders and updates back, and talks to suppliers and carriers. The connection took 4 minutes 12 seconds to set up.`,
      sources: ["Business Central", "Your WMS"],
      targets: ["Supplier e-mail", "Carrier portals"],
      hub: brand,
      read: "Read",
      write: "Write-back",
      status: "Connected",
      timer: "Set up in 4 min 12 s",
    },
  },
  ahead: {
    eyebrow: "Always on",
    heading: "Stay ahead of the unexpected!",
    intro: `${brand} monitors your supply chain 24/7 and acts before a late shipment or a demand spike turns into an empty shelf.`,
    cards: [
      {
        id: "predictive-analytics",
        title: "Predictive analytics",
        text: "Forecasts inventory needs, supplier lead times and disruptions weeks ahead, with a confidence range you can plan against.",
        tag: "Demand · lead times · disruptions",
      },
      {
        id: "proactive-decisions",
        title: "Proactive decisions",
        text: "Simulates the options, recommends the best one and carries it out: expedite, split an order or switch supplier, within limits you set.",
        tag: "Recommends and executes",
      },
      {
        id: "data-integration",
        title: "Automated Data Integration",
        text: "Order confirmations, shipping notes and ERP records matched automatically, so every decision runs on current data.",
        tag: "ERP · WMS · e-mail",
      },
    ],
  },
  voices: {
    eyebrow: "Customer voices",
    heading: "Trusted by the teams who keep goods moving",
    intro: `Distributors, manufacturers and online retailers in the UK, Germany and the Nordics run their purchasing with ${brand}.`,
    hashtagLabel: "Topics we care about",
    hashtags: [
      "#SupplyChainAI",
      "#AutonomousSupplyChains",
      "#Procurement",
      "#DemandForecasting",
      "#Automation",
      "#Innovation",
      "#WomenInSupplyChains",
    ],
    testimonials: [
      {
        id: "sofia-eriksson",
        quote: `Our planners used to spend Mondays chasing order confirmations. Now ${brand} does it, and we moved two people into supplier development instead of hiring. Nobody needed training.`,
        name: "Sofia Eriksson",
        role: "HR Manager",
        company: "Lindqvist Tools AB",
        rating: 5,
      },
      {
        id: "marcus-hale",
        quote: "I run a 40-person wholesale business and have no time for software projects. We connected Business Central over a coffee and had the first purchase orders drafted that afternoon.",
        name: "Marcus Hale",
        role: "Businessman",
        company: "Hale & Sons Distribution",
        rating: 5,
      },
      {
        id: "leonie-fischer",
        quote: "Spring used to leave us either sold out or sitting on pallets. The forecast caught the early season two weeks before we would have, and ordered accordingly.",
        name: "Leonie Fischer",
        role: "Founder",
        company: "Fahrwerk Bikes",
        rating: 5,
      },
      {
        id: "arjun-mehta",
        quote: "I expected a long integration. The connector read our NetSuite data and wrote purchase orders back without custom code, and the audit log shows exactly what changed and why.",
        name: "Arjun Mehta",
        role: "Software Engineer",
        company: "Brightwell Foods",
        rating: 5,
      },
      {
        id: "karin-holm",
        quote: `I lend to manufacturers, so I watch working capital. Customers who run ${brand} carry less safety stock and pay suppliers on time, and it shows in their accounts.`,
        name: "Karin Holm",
        role: "Bank Manager",
        company: "Fjord Commercial Bank",
        rating: 4,
      },
      {
        id: "tomasz-nowak",
        quote: `When the port of Antwerp went on strike, ${brand} had rerouted our inbound containers before I had finished reading the news. That one week paid for the year.`,
        name: "Tomasz Nowak",
        role: "Head of Procurement",
        company: "Vistula Components",
        rating: 5,
      },
    ],
  },
  onboarding: {
    eyebrow: "Getting started",
    intro: "From sign-up to the first autonomous purchase order in about an hour, with results within 2-3 weeks.",
  },
  tasks: {
    eyebrow: "What it takes over",
    heading: "Get a break from manual, repetitive tasks!",
    intro: `Hand the routine to ${brand} and keep the judgement calls for your team.`,
    cards: [
      {
        id: "forecasting",
        title: "Forecasting",
        text: "Inventory needs, lead times and disruptions forecast per item and site, refreshed every night from your live data.",
        target: "ai",
      },
      {
        id: "automation",
        title: "Automation",
        text: "Purchase orders generated, checked against confirmations and shipping notes, and kept up to date in your ERP.",
        target: "go",
      },
      {
        id: "communications",
        title: "Communications",
        text: "RFQs, RFPs, reminders and delivery updates e-mailed to suppliers and customers, in your tone and language.",
        target: "go",
      },
    ],
  },
  cta: {
    heading: "Ready for Autonomous Supply chains?",
    text: `See ${brand} run on your own data in a 30-minute demo. Your first month is free, and most teams see results within 2-3 weeks.`,
    secondary: "Talk to sales",
  },
} as const satisfies HomeContent;
