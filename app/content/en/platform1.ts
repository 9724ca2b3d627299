import { site } from "~/config/site";
import type { Platform1Content } from "../platform1-types";

const { name: brand, products } = site;

/** The /platform1 page in English: data-driven supply chains, distinct from /platform (the system) and /ai (the product). */
export const platform1 = {
  hero: {
    secondary: "Explore the platform",
    visual: {
      alt: `${products.ai} insights for the last 12 weeks: forecast accuracy 91%, up 14 points since go-live; service level 98.4%, up 3.1 points; stock cover 34 days, down 17 days; and 23 anomalies found, 6 of which need a decision. Today's insight: oat drink 1 litre is selling 32% above forecast in Skåne, so the reorder point was raised and purchase order PO-30412 brought forward by 4 days.`,
      app: products.ai,
      view: "Insights",
      period: "Last 12 weeks",
      kpis: [
        { label: "Forecast accuracy", value: "91%", change: "+14 pts since go-live", trend: "up" },
        { label: "Service level", value: "98.4%", change: "+3.1 pts", trend: "up" },
        { label: "Stock cover", value: "34 days", change: "17 days less", trend: "down" },
        { label: "Anomalies found", value: "23", change: "6 need a decision", trend: "down" },
      ],
      insight: {
        label: "Insight of the day",
        title: "Oat drink 1 L is selling 32% above forecast in Skåne",
        text: "Reorder point raised from 1,200 to 1,650 cartons; PO-30412 brought forward by 4 days.",
      },
    },
  },
  case: {
    eyebrow: "Why live data",
    heading: "Spreadsheets describe last week. Your supply chain moves today.",
    intro:
      "Most planning still runs on exports: pulled on Monday, adjusted by hand, out of date by Wednesday. Planning on live data changes what a planner can see, and how early.",
    columns: { topic: "What changes", before: "Planning in spreadsheets", after: `Planning with ${brand}` },
    rows: [
      {
        id: "freshness",
        topic: "Age of the data",
        before: "A weekly export, days old by the time anyone acts on it",
        after: "Synced from the ERP and WMS every 5 to 15 minutes, the inbox as mail arrives",
      },
      {
        id: "granularity",
        topic: "Forecast",
        before: "One number per product group per month",
        after: "Every item and site, week by week, with a confidence range",
      },
      {
        id: "lead-times",
        topic: "Lead times",
        before: "The figure typed into the item master years ago",
        after: "Measured from real receipts, per supplier and lane",
      },
      {
        id: "exceptions",
        topic: "Exceptions",
        before: "Noticed when a customer order cannot ship",
        after: "Flagged the day the first signal appears, with options to act",
      },
      {
        id: "effort",
        topic: "Planner time",
        before: "Monday spent rebuilding the file",
        after: "Minutes a day on the decisions that need judgement",
      },
    ],
  },
  sources: {
    eyebrow: "The data",
    heading: `What ${brand} reads, and why`,
    intro: `There is nothing new to collect: the data is already in your systems. ${brand} joins it up so that every decision sees the whole picture.`,
    cards: [
      {
        id: "sales",
        icon: "chart-column",
        title: "Sales and order history",
        text: "Two years or more of order lines per item, customer and site: the basis of every forecast, seasons and promotions included.",
        tag: "From the ERP or web shop",
      },
      {
        id: "stock",
        icon: "warehouse",
        title: "Stock and movements",
        text: "On-hand, reserved and in-transit stock per location, with receipts and picks, so the plan starts from what is really on the shelf.",
        tag: "From the WMS",
      },
      {
        id: "purchasing",
        icon: "file-check",
        title: "Purchase orders and confirmations",
        text: "Open orders, promised dates and what arrived when: the raw material for real lead times and supplier reliability.",
        tag: "From the ERP and supplier inbox",
      },
      {
        id: "documents",
        icon: "mail",
        title: "Supplier e-mails and documents",
        text: "Order confirmations, shipping notes and invoices read from the inbox and matched to the order lines they belong to.",
        tag: "From the supplier inbox",
      },
      {
        id: "master",
        icon: "boxes",
        title: "Item master and bills of materials",
        text: "Pack sizes, minimum order quantities, substitutes and components, so every proposal is an order a supplier can actually fill.",
        tag: "From the ERP",
      },
      {
        id: "signals",
        icon: "globe",
        title: "Outside signals",
        text: "Public holidays, campaign calendars, port and strike notices and carrier ETAs: what moves demand and supply before your own data shows it.",
        tag: "From carriers and public sources",
      },
    ],
  },
  cleaning: {
    eyebrow: "Clean and connect",
    heading: "Clean data first, then decisions",
    intro: `Real ERP data is untidy: the same part under three numbers, lead times nobody has updated, a one-off bulk order that would double next year's forecast. ${brand} fixes what it safely can, every night, and shows you the rest.`,
    points: [
      "Duplicate items and suppliers merged across systems",
      "Units of measure aligned: cartons, packs and pieces",
      "Lead times recalculated from actual receipts",
      "One-off orders and outliers kept out of the forecast",
      "Fixes proposed to the ERP, never overwritten silently",
    ],
    visual: {
      alt: `${brand} data health check from 06:00 today: Business Central items and orders score 97%, WMS stock and receipts 94%, supplier confirmations from the inbox 89%, and supplier price lists in Excel 71%, where 38 items lack a pack size and proposed values were sent for review. Fixed this week: 412 duplicate items merged, 36 lead times corrected from real receipts, 11 units of measure aligned and 3 one-off bulk orders kept out of the forecast.`,
      title: "Data health",
      updated: "Checked today at 06:00",
      sources: [
        { name: "Business Central · items and orders", records: "18,420 records", score: 97, scoreLabel: "97%" },
        { name: "WMS · stock and receipts", records: "6,310 locations", score: 94, scoreLabel: "94%" },
        { name: "Supplier inbox · confirmations", records: "1,146 documents", score: 89, scoreLabel: "89%" },
        {
          name: "Supplier price lists (Excel)",
          records: "212 files",
          score: 71,
          scoreLabel: "71%",
          issue: "38 items without a pack size: proposed values sent for review",
        },
      ],
      fixesTitle: "Fixed this week",
      fixes: [
        { count: "412", text: "duplicate items merged" },
        { count: "36", text: "lead times corrected from real receipts" },
        { count: "11", text: "units of measure aligned" },
        { count: "3", text: "one-off bulk orders kept out of the forecast" },
      ],
    },
  },
  insights: {
    eyebrow: "Insights",
    heading: "What it finds in your data",
    intro: `${brand} surfaces what changed, why it matters and what it will cost, before it turns into a stock-out or a write-off. Every insight comes with an action you can approve.`,
    cards: [
      {
        id: "demand",
        icon: "trending-up",
        title: "Demand shifts",
        text: "An item selling well above or below its forecast in one region or channel, told apart from ordinary noise.",
        tag: "Oat drink 1 L: +32% in Skåne",
      },
      {
        id: "suppliers",
        icon: "truck",
        title: "Supplier drift",
        text: "A supplier whose deliveries slowly arrive later or shorter, long before anyone complains about it.",
        tag: "Baltic Steelworks: +4.5 days in 8 weeks",
      },
      {
        id: "stock",
        icon: "package",
        title: "Slow and dead stock",
        text: "Items with more cover than they will sell before they age, with a plan to rebalance or stop reordering.",
        tag: "€38,400 tied up in 112 items",
      },
      {
        id: "costs",
        icon: "badge-euro",
        title: "Price and freight leaks",
        text: "Invoices above the agreed price, split shipments and express freight that a better order date would have avoided.",
        tag: "€2,150 in price deviations last month",
      },
    ],
  },
  results: {
    eyebrow: "Measurable results",
    heading: "Better decisions, in numbers",
    intro:
      "Every decision is logged with its outcome, so the gains show up as figures, not anecdotes: forecast error, service level, stock cover and hours saved, tracked from the first week.",
    figures: [
      { id: "hours", value: "100 h", label: "Up to 100 hours of planning and follow-up saved each month" },
      { id: "savings", value: "€5,000", label: "Up to €5,000 saved each month on stock, freight and prices" },
      { id: "value", value: "4 weeks", label: "Time to value, counted from sign-up; first results after 2-3 weeks" },
    ],
  },
  next: {
    eyebrow: "Explore further",
    heading: "Put your data to work",
    intro: "See the platform underneath, and what it does with what it finds.",
    links: [
      { page: "platform", icon: "layers", title: "The platform", text: "Connectors, data model, hosting in Germany and security." },
      { page: "ai", icon: "brain", title: products.ai, text: "The autonomous planner that acts on these insights." },
      { page: "visibility", icon: "truck", title: "Supply chain visibility", text: "Follow every inbound load from supplier to yard." },
      { page: "services", icon: "list-checks", title: "Services", text: "Forecasting, purchase orders, communication and more." },
    ],
  },
} as const satisfies Platform1Content;
