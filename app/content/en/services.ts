import { integrations, site } from "~/config/site";
import type { ServicesContent } from "../services-types";

const { name: brand, products } = site;
const erpList = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(integrations);
const officeCities = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(site.offices.map((office) => office.city));

/** The /services page in English: the services, how an engagement runs, what is included, the services FAQ. */
export const services = {
  hero: {
    secondary: "See pricing",
    visual: {
      alt: `${products.ai} services overview for this week: demand forecasting is running for 2,140 items; procurement automation created 46 purchase orders, 39 of them without a person touching them; supplier communication sent 128 e-mails and passed 9 replies to a buyer; document processing matched 214 confirmations and shipping notes; risk management is in shadow mode and flagged 3 late suppliers; and inventory optimisation is available, with an estimated €21,000 less stock.`,
      app: products.ai,
      view: "Services",
      period: "This week",
      rows: [
        { icon: "chart-spline", name: "Demand forecasting", metric: "2,140 items forecast every night", status: "Running", state: "running" },
        { icon: "file-check", name: "Procurement automation", metric: "46 purchase orders, 39 without a touch", status: "Running", state: "running" },
        { icon: "messages", name: "Supplier communication", metric: "128 e-mails sent, 9 replies passed to a buyer", status: "Running", state: "running" },
        { icon: "scan-text", name: "Document processing", metric: "214 confirmations and shipping notes matched", status: "Running", state: "running" },
        { icon: "shield-alert", name: "Risk management", metric: "3 late suppliers flagged for review", status: "Shadow mode", state: "shadow" },
        { icon: "boxes", name: "Inventory optimisation", metric: "Estimated €21,000 less stock", status: "Available", state: "available" },
      ],
      footer: "All services share one connection: Business Central, WMS and supplier inbox",
    },
  },
  services: {
    eyebrow: "What we do",
    heading: "Services for every step of the supply chain",
    intro: `Start with the one that costs your team the most time. Every service runs on the same connection to your ERP and WMS, so adding the next one takes minutes, not a project.`,
    cards: [
      {
        id: "forecasting",
        icon: "chart-spline",
        title: "Demand forecasting",
        text: "Forecasts for every item and site, refreshed nightly from sales, open orders, seasons and promotions, with a confidence range to plan against.",
        tag: "Per item, per site, per week",
        link: "service-details",
      },
      {
        id: "procurement",
        icon: "file-check",
        title: "Procurement automation",
        text: "Purchase orders generated from the forecast, checked against confirmations and shipping notes, and changed when plans move.",
        tag: "Generate, verify, change POs",
        link: "service-details",
      },
      {
        id: "communications",
        icon: "messages",
        title: "Supplier and customer communication",
        text: "Reminders, RFQs and RFPs to suppliers and delivery updates to customers, written and sent by e-mail in their language.",
        tag: "Answered around the clock",
        link: "service-details",
      },
      {
        id: "integration",
        icon: "plug-zap",
        title: "ERP and WMS integration",
        text: "Plug-and-play connectors that read from and write back to your ERP and warehouse system, maintained by us.",
        tag: "Connected in under 5 minutes",
        link: "service-details",
      },
      {
        id: "risk",
        icon: "shield-alert",
        title: "Risk management",
        text: "Supplier delays, port strikes and demand spikes predicted from early signals and handled before they reach the warehouse.",
        tag: "Monitored 24/7",
        link: "service-details",
      },
      {
        id: "inventory",
        icon: "boxes",
        title: "Inventory optimisation",
        text: "Safety stock and reorder points set per item from real demand and lead-time variation, so cash is not tied up in the wrong stock.",
        tag: "Less stock, fewer stock-outs",
        link: "service-details",
      },
      {
        id: "documents",
        icon: "scan-text",
        title: "Document processing",
        text: "Order confirmations, shipping notes and invoices read from PDFs and e-mails and matched to the right order lines.",
        tag: "Nothing retyped",
        link: "service-details",
      },
      {
        id: "sales-orders",
        icon: "shopping-cart",
        title: "Sales orders and allocation",
        text: "Sales orders created from customer e-mails and portals, with stock allocated across sites by priority and delivery date.",
        tag: "The right stock for each customer",
        link: "service-details",
      },
    ],
  },
  engagement: {
    eyebrow: "How an engagement runs",
    heading: "From first call to autonomous in four weeks",
    intro: `No consultants on site and no training programme. An onboarding lead from ${brand} works with one planner and one IT contact from your side.`,
    bullets: [
      {
        id: "setup",
        icon: "rocket",
        title: "Day 1: set up and connect",
        text: "About an hour together: workspace created, ERP and WMS connected, and the sites and suppliers in scope chosen.",
      },
      {
        id: "shadow",
        icon: "eye",
        title: "Weeks 1-2: shadow mode",
        text: `${brand} proposes every order and e-mail; your planners approve or correct, and it learns from each correction.`,
      },
      {
        id: "results",
        icon: "trending-up",
        title: "Weeks 2-3: first results",
        text: "Forecast accuracy, stock-outs and hours saved, measured against your own baseline rather than a benchmark.",
      },
      {
        id: "autonomy",
        icon: "zap",
        title: "Week 4: autonomous within limits",
        text: "You set the approval limits. Routine decisions run on their own, and the rest reach the right person.",
      },
    ],
    visual: {
      alt: "Example plan for the first four weeks: on day 1, about an hour to set up and connect; a data check and clean-up during the first week; shadow mode in weeks 1 and 2, with planners approving every proposal; first results measured in weeks 2 and 3; autonomous within your approval limits from week 3; and a review with your onboarding lead in week 4.",
      title: "Your first four weeks",
      subtitle: "Example plan for a wholesaler with one ERP and two warehouses",
      columns: ["Day 1", "Week 1", "Week 2", "Week 3", "Week 4"],
      rows: [
        { label: "Set up and connect", detail: "About 1 hour", start: 0, end: 1, tone: "setup" },
        { label: "Data check and clean-up", detail: "Duplicates, units, lead times", start: 0, end: 2, tone: "setup" },
        { label: "Shadow mode", detail: "Planners approve every proposal", start: 1, end: 3, tone: "shadow" },
        { label: "First results", detail: "Measured against your baseline", start: 2, end: 4, tone: "milestone" },
        { label: "Autonomous within your limits", detail: "Routine orders and e-mails run on their own", start: 3, end: 5, tone: "auto" },
        { label: "Review with your onboarding lead", detail: "Results, limits, next service", start: 4, end: 5, tone: "milestone" },
      ],
      footer: "The free first month covers the whole plan.",
    },
  },
  included: {
    eyebrow: "Included",
    heading: "What every engagement includes",
    intro: "One monthly price per plan: no set-up fee, no paid connectors and no training days.",
    cards: [
      {
        id: "lead",
        icon: "handshake",
        title: "A named onboarding lead",
        text: "One person from our team who knows your set-up, from the first call to the week-4 review and after.",
      },
      {
        id: "connectors",
        icon: "cable",
        title: "Connectors set up and maintained",
        text: "We connect your ERP and WMS together with your IT contact and keep the connectors working through every upgrade.",
      },
      {
        id: "monitoring",
        icon: "activity",
        title: "24/7 monitoring",
        text: "Syncs, models and open orders watched around the clock, with alerts before a problem reaches your planners.",
      },
      {
        id: "tuning",
        icon: "sliders",
        title: "Model tuning",
        text: "Forecast and risk models tuned to your ranges, seasons and suppliers, and reviewed with you every quarter.",
      },
      {
        id: "support",
        icon: "languages",
        title: "Support in your language",
        text: `Help from people in ${officeCities}, in English, German and Swedish, by e-mail, chat or phone.`,
      },
      {
        id: "compliance",
        icon: "shield-check",
        title: "Security and GDPR paperwork",
        text: "Data processing agreement, sub-processor list and security documentation ready for review. Data hosted in Germany.",
      },
    ],
  },
  faq: {
    eyebrow: "Services FAQ",
    heading: "Questions about our services",
    intro: `What teams usually ask before they hand over their first process. Anything else? Write to ${site.email}.`,
    items: [
      {
        id: "which-first",
        question: "Which service should we start with?",
        answer: `Usually the one that takes your team the most hours each week. For wholesalers and e-commerce teams that is mostly purchase orders and supplier follow-ups; for manufacturers it is often forecasting demand for components.\n\nAll services share one connection to your ERP and WMS, so once the first is running, the next one is switched on in minutes.`,
      },
      {
        id: "erp",
        question: "Does it work with our ERP and WMS?",
        answer: `${brand} has plug-and-play connectors for ${erpList}, and connects to warehouse systems through their APIs, EDI or file exports.\n\nConnecting a supported ERP takes under 5 minutes. If yours is not on the list, a 30-minute call is enough for us to tell you whether and how it can be connected.`,
      },
      {
        id: "autonomy",
        question: `Will ${products.ai} place orders without asking us?`,
        answer: `Only within the limits you set. In the first weeks it runs in shadow mode and proposes every order for approval. After that you decide, per role, supplier or item group, how much it may order or change on its own; above that it asks the right person, with the options already worked out.\n\nEvery action is logged with the data it was based on, and any planner can overrule it.`,
      },
      {
        id: "effort",
        question: "How much of our team's time does onboarding take?",
        answer:
          "About an hour on the first day, with one planner and someone who can create an API user in your ERP. After that, a few minutes a day in shadow mode to approve or correct proposals. There is no training programme: your team keeps working in the ERP and inbox it already uses.",
      },
      {
        id: "cost",
        question: "What does it cost, and what if it does not work for us?",
        answer:
          "The first month is free. After that you pay a monthly plan from €299, with no set-up fee and no charge for connectors or support.\n\nYou can cancel at the end of any month. If you leave, we export your data for you and delete it from our servers within 30 days.",
      },
    ],
  },
  next: {
    eyebrow: "Explore further",
    heading: "Go deeper",
    intro: "See each service at work, what it costs and the platform it runs on.",
    links: [
      { page: "service-details", icon: "book-open", title: "Our services in detail", text: "Forecasting, purchase orders and write-back, step by step." },
      { page: "pricing", icon: "badge-euro", title: "Pricing", text: "Monthly plans from €299, with the first month free." },
      { page: "platform", icon: "layers", title: "The platform", text: "Connectors, hosting in Germany and security." },
      { page: "ai", icon: "brain", title: products.ai, text: "The autonomous planner behind every service." },
    ],
  },
} as const satisfies ServicesContent;
