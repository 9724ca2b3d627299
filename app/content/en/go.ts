import { site } from "~/config/site";
import type { GoContent } from "../go-types";

const { name: brand, products } = site;

/** The /go page (Orkestra Go) in English. SPEC's quoted headings are exact. */
export const go = {
  hero: {
    secondary: "See plans",
    visual: {
      alt: `${products.go} setup log: the company account was created at 09:02, Business Central was connected at 09:06, the WMS and the purchasing inbox at 09:14, and by 10:00 the first 212 open purchase orders had been checked. Setup took 58 minutes and nobody needed training.`,
      app: products.go,
      view: "Setup",
      status: "Live",
      progress: "Setup complete",
      elapsed: "58 min",
      steps: [
        { title: "Company account created", detail: "2 sites, 5 users invited, approval limits from the template", time: "09:02" },
        { title: "Business Central connected", detail: "Orders, items and vendors read; write-back switched on", time: "09:06" },
        { title: "WMS and purchasing inbox linked", detail: "Stock levels, receipts and supplier e-mail flowing in", time: "09:14" },
        { title: "First purchase orders checked", detail: "212 open POs matched, 9 missing confirmations chased", time: "10:00" },
      ],
      footer: "No training needed: your team keeps working in the ERP and the inbox",
    },
  },
  zero: {
    eyebrow: "Ready-made",
    heading: "Zero setup. Zero training.",
    intro: `${products.go} comes with the workflows, limits and e-mail templates a purchasing team needs on day one. You connect your systems; it does the rest.`,
    blocks: [
      {
        id: "setup",
        icon: "rocket",
        figure: "~1 hour",
        figureLabel: "from sign-up to live",
        title: "Zero setup",
        text: "No implementation project, no consultants and no data mapping workshops. Go reads your items, suppliers and open orders straight from the ERP and starts with proven defaults.",
        points: ["ERP connected in under 5 minutes", "Templates for approval limits and supplier e-mails", "First results within 2-3 weeks"],
      },
      {
        id: "training",
        icon: "users",
        figure: "0 hours",
        figureLabel: "of team training",
        title: "Zero training",
        text: "There is no new tool to learn. Planners keep working in the ERP and their inbox, where Go's purchase orders, confirmations and questions simply show up, each with a one-line reason.",
        points: ["Works inside the ERP and e-mail you already use", "Plain-language reasons for every action", "One click to approve, change or overrule"],
      },
    ],
  },
  integrations: {
    eyebrow: "Plug-and-play integrations",
    heading: "Plug in your ERP, and Go is working",
    intro: `Ready-made connectors for the ERP and accounting systems small and mid-sized businesses run. ${products.go} reads orders, stock and supplier data, and writes purchase orders and updates back, so the ERP stays your single source of truth.`,
    points: ["Connectors for ten ERP and accounting systems, WMS and e-mail", "Connected in under 5 minutes, without an IT project", "EU data hosted in Germany"],
    marqueeLabel: "ERP and accounting systems Orkestra Go connects to",
    diagram: {
      alt: `${products.go} between your systems: it reads from Business Central and your WMS, writes purchase orders and updates back, and talks to suppliers and carriers. The connection took 3 minutes 48 seconds.`,
      sources: ["Business Central", "Your WMS"],
      targets: ["Supplier e-mail", "Carrier portals"],
      hub: "Go",
      read: "Read",
      write: "Write-back",
      status: "Connected",
      timer: "Set up in 3 min 48 s",
    },
  },
  workflow: {
    eyebrow: "Workflow automation",
    heading: "The routine work, running on its own",
    intro: `${products.go} ships with the workflows purchasing teams spend their days on. Switch them on, set your limits, and they run around the clock, asking a person only when something falls outside the rules.`,
    bullets: [
      {
        id: "orders",
        icon: "file-check",
        title: "Purchase orders drafted and sent",
        text: "Reorder points and supplier lead times trigger the order; Go drafts it, checks it against your limits and sends it.",
      },
      {
        id: "confirmations",
        icon: "mail-check",
        title: "Confirmations chased and matched",
        text: "Missing confirmations get a polite reminder; the ones that arrive are read and matched to the order line.",
      },
      {
        id: "documents",
        icon: "scan-text",
        title: "Shipping notes and invoices checked",
        text: "Quantities, prices and dates are compared with the order, and only the differences reach your team.",
      },
      {
        id: "updates",
        icon: "refresh",
        title: "ERP kept up to date",
        text: "New dates, quantities and statuses are written back to the ERP the moment they change, with an audit trail.",
      },
    ],
    visual: {
      alt: `${products.go} workflows today: 318 runs, 41 hours of manual work saved and 3 items waiting for approval. Purchase orders are drafted and sent, confirmations chased and matched, shipping notes and invoices checked, and one change above the planner's limit is waiting for review.`,
      app: products.go,
      view: "Workflows",
      summary: [
        { label: "Runs today", value: "318" },
        { label: "Hours saved", value: "41 h" },
        { label: "Waiting for you", value: "3" },
      ],
      rows: [
        { name: "Reorder and send PO", trigger: "When stock falls below the reorder point", steps: ["Draft", "Check limits", "Send", "Write to ERP"], runs: "46 today", state: "On", tone: "on" },
        { name: "Chase confirmations", trigger: "When a PO is 48 h without a confirmation", steps: ["Remind", "Read reply", "Match"], runs: "112 today", state: "On", tone: "on" },
        { name: "Check shipping notes", trigger: "When a shipping note or invoice arrives", steps: ["Read", "Three-way check", "Flag"], runs: "157 today", state: "On", tone: "on" },
        { name: "Apply supplier changes", trigger: "When a supplier moves a date or quantity", steps: ["Assess", "Update PO", "Notify"], runs: "3 waiting", state: "Needs review", tone: "review" },
      ],
      footer: "Limits: up to €2,500 per order without approval",
    },
  },
  manual: {
    eyebrow: "What Go takes off your desk",
    heading: "Goodbye Manual Work!",
    intro: "The copy-and-paste between inbox, PDF and ERP is the work nobody misses. These are the three jobs Go does for you from the first day.",
    cards: [
      {
        id: "documents",
        icon: "file-text",
        title: "Document processing",
        text: "Order confirmations, shipping notes and invoices are read as they arrive, whatever the layout or language, and every figure is matched to the right order line.",
        tag: "PDFs, e-mails and scans",
      },
      {
        id: "communications",
        icon: "messages",
        title: "Autonomous communications",
        text: "Go writes to suppliers for you: order e-mails, reminders, questions about changed dates and RFQs, in your tone and in the supplier's language, and reads the replies.",
        tag: "Follow-ups sent around the clock",
      },
      {
        id: "integration",
        icon: "plug-zap",
        title: "Deep integration",
        text: "Not an export or a dashboard: Go reads from and writes back to your ERP and WMS, so every order, date and status it changes is where your team already looks.",
        tag: "Read and write-back in under 5 minutes",
      },
    ],
  },
  pricing: {
    eyebrow: "Pricing",
    heading: `${products.go} plans`,
    intro: "Every plan includes ERP and WMS integration and e-mail communications. Pay monthly, or save with yearly billing.",
    note: "Prices in euro per month, excluding VAT. Every plan starts with a free month.",
  },
  next: {
    eyebrow: "Explore further",
    heading: `More from ${brand}`,
    intro: `Need more than the ready-made edition? ${products.ai} adapts to the way larger supply chains work.`,
    links: [
      { page: "ai", icon: "brain", title: products.ai, text: "The full platform: forecasting, risk management and automation." },
      { page: "procurement", icon: "file-check", title: "Purchase order automation", text: "Generate, verify and change purchase orders automatically." },
      { page: "visibility", icon: "truck", title: "Supply chain visibility", text: "Follow every inbound load from supplier to yard." },
      { page: "platform", icon: "layers", title: "The platform", text: "Connectors, data residency in Germany and security." },
    ],
  },
} as const satisfies GoContent;
