import { site } from "~/config/site";
import type { PlatformContent } from "../platform-types";

const { name: brand, products } = site;

/** The /platform page in English: the platform as a CIO or head of supply chain would examine it. */
export const platform = {
  hero: {
    secondary: "Security and data residency",
    visual: {
      alt: `${products.ai} connections view: Business Central and the WMS of the Hamburg warehouse are read and written back, last synced 2 and 4 minutes ago; the supplier inbox is read as mail arrives and carrier tracking every 15 minutes. The workspace's data region is Germany, and all data is encrypted in transit and at rest.`,
      app: products.ai,
      view: "Connections",
      status: "All in sync",
      rows: [
        { name: "Business Central", detail: "Items, orders, vendors, stock", access: "Read & write", direction: "both", sync: "2 min ago", kind: "erp" },
        { name: "WMS · Hamburg warehouse", detail: "Stock per location, receipts, picks", access: "Read & write", direction: "both", sync: "4 min ago", kind: "wms" },
        { name: "Supplier inbox", detail: "Confirmations, shipping notes, invoices", access: "Read", direction: "read", sync: "Live", kind: "inbox" },
        { name: "Carrier tracking", detail: "ETAs for 38 inbound loads", access: "Read", direction: "read", sync: "11 min ago", kind: "carrier" },
      ],
      region: "Data region: Germany (EU)",
      encryption: "Encrypted in transit and at rest",
    },
  },
  architecture: {
    eyebrow: "Architecture",
    heading: "From your systems to decisions, and back again",
    intro: `${brand} reads what your ERP, WMS and supplier inbox already know, joins it into one data model, runs its forecasting, risk and matching models on it, and writes the result back where your team works. Nothing is copied by hand, and nothing runs outside the limits you set.`,
    visual: {
      alt: `Diagram of the ${brand} platform. Connectors read Business Central, NetSuite and SAP Business One every 5 to 10 minutes, the WMS every 15 minutes and the supplier inbox as mail arrives. The data lands in one shared data model of items, sites, suppliers, customers, orders, stock, lead times and documents, hosted in Germany. Demand forecasting, risk and delay prediction and document matching run on that model and produce actions: purchase orders, supplier e-mails and ERP and WMS updates, which are written back through the same connectors within seconds and logged.`,
      sources: {
        step: "1",
        label: "Connect",
        nodes: [
          { name: "Business Central", detail: "Items, orders, vendors, stock", sync: "Read & write · every 5 min", direction: "both" },
          { name: "NetSuite", detail: "Items, purchase and sales orders", sync: "Read & write · every 5 min", direction: "both" },
          { name: "SAP Business One", detail: "Items, documents, business partners", sync: "Read & write · every 10 min", direction: "both" },
          { name: "WMS", detail: "Stock per location, receipts, picks", sync: "Read & write · every 15 min", direction: "both" },
          { name: "Supplier inbox", detail: "Confirmations, shipping notes, invoices", sync: "Read · as mail arrives", direction: "read" },
        ],
      },
      model: {
        step: "2",
        label: "Unify",
        title: "One shared data model",
        text: "Every item, site, supplier and order line as one clean record, whichever system it came from.",
        entities: ["Items", "Sites", "Suppliers", "Customers", "Orders", "Stock", "Lead times", "Documents"],
        region: "Hosted in Germany",
      },
      models: {
        step: "3",
        label: "Predict",
        nodes: [
          { name: "Demand forecasting", detail: "Per item and site, refreshed nightly" },
          { name: "Risk and delay prediction", detail: "Per supplier and lane, on every signal" },
          { name: "Document matching", detail: "Order, confirmation and shipping note" },
        ],
      },
      actions: {
        step: "4",
        label: "Act",
        nodes: [
          { name: "Purchase orders", detail: "Created, changed or split" },
          { name: "Supplier e-mails", detail: "Reminders, RFQs, confirmations" },
          { name: "ERP and WMS updates", detail: "Dates, quantities, allocations" },
        ],
      },
      writeBack: {
        label: "Write-back:",
        text: "approved actions go into the ERP and WMS through the same connectors within seconds, each with an entry in the audit log.",
      },
    },
    stages: [
      {
        id: "connect",
        title: "Connect",
        text: `Connectors sign in with a scoped API user, read only the objects ${brand} needs and keep syncing every 5 to 15 minutes. The supplier inbox is read as mail arrives.`,
      },
      {
        id: "unify",
        title: "Unify",
        text: "Duplicate items are merged, units of measure aligned and real lead times calculated from receipts, so every model works from the same clean facts.",
      },
      {
        id: "predict",
        title: "Predict",
        text: "Forecasts refresh every night and whenever a signal changes: a confirmation with a new date, a spike in orders, a strike notice at a port.",
      },
      {
        id: "act",
        title: "Act",
        text: "Actions inside your approval limits run on their own; the rest wait for a person with the options worked out. Either way, the result lands in your ERP.",
      },
    ],
  },
  integrations: {
    eyebrow: "Integrations",
    heading: "Connectors for the systems you already run",
    intro:
      `Connecting an ERP takes under 5 minutes: choose it, sign in with an API user and pick the companies and warehouses ${brand} may see. No middleware, no integration project.`,
    points: [
      "Read and write through each system's official API",
      "Several companies, currencies and warehouses in one workspace",
      "Connectors maintained by us through every ERP upgrade",
    ],
    listLabel: "Supported ERP and accounting systems",
    more: {
      title: "Also connects to",
      items: ["Warehouse management systems", "Microsoft 365 and Gmail inboxes", "EDI (EDIFACT)", "SFTP and CSV exports", "Carrier tracking", "REST API and webhooks"],
    },
  },
  residency: {
    eyebrow: "Data residency",
    heading: "Your data stays in the EU, hosted in Germany",
    intro:
      "Personal data of EU users, and everything else in your workspace, is stored and processed in data centres in Germany. Nothing leaves the EU, not even the backups.",
    bullets: [
      {
        id: "germany",
        icon: "map-pin",
        title: "Hosted in Germany",
        text: "Databases, file storage and model training run in ISO 27001 certified data centres in Germany.",
      },
      {
        id: "encryption",
        icon: "lock",
        title: "Encrypted throughout",
        text: "TLS 1.3 in transit and AES-256 at rest, with encryption keys rotated every 90 days.",
      },
      {
        id: "backups",
        icon: "database",
        title: "Backups in the EU",
        text: "Encrypted backups every night, kept for 35 days in a second EU data centre, with a restore tested every quarter.",
      },
      {
        id: "gdpr",
        icon: "scale",
        title: "GDPR in writing",
        text: "A data processing agreement with every contract, a published list of sub-processors and 30 days' notice before it changes.",
      },
    ],
    visual: {
      alt: `${products.ai} data and privacy settings: the data region is Germany and cannot be changed; personal data of EU users is stored and processed in Germany; encrypted backups run every night and are kept for 35 days in a second EU data centre; data is encrypted with AES-256 at rest and TLS 1.3 in transit, with keys rotated every 90 days; and models are trained only on the workspace's own data.`,
      app: products.ai,
      view: "Settings",
      title: "Data and privacy",
      rows: [
        { label: "Data region", value: "Germany (EU)", note: "Frankfurt am Main", tone: "locked", badge: "Fixed" },
        { label: "Personal data of EU users", value: "Stored and processed in Germany", tone: "ok", badge: "GDPR" },
        { label: "Backups", value: "Nightly, encrypted, kept 35 days", note: "Second data centre in the EU", tone: "ok", badge: "Last 02:00" },
        { label: "Encryption", value: "AES-256 at rest · TLS 1.3 in transit", note: "Keys rotated every 90 days", tone: "ok", badge: "On" },
        { label: "Model training", value: "Only on this workspace's data", note: "Never shared between customers", tone: "info", badge: "Isolated" },
      ],
      footer: "Data processing agreement signed · sub-processor list version 4.2",
    },
  },
  security: {
    eyebrow: "Security",
    heading: "Access control that matches your organisation",
    intro:
      "IT decides who sees what, what each connector may touch and how much the AI may do on its own. Everything that happens is logged, by person and by machine.",
    bullets: [
      {
        id: "sso",
        icon: "key",
        title: "Single sign-on and roles",
        text: "Sign in with Microsoft Entra ID, Google Workspace or Okta over SAML or OpenID Connect. Viewer, planner, buyer and admin roles, scoped per site.",
      },
      {
        id: "scopes",
        icon: "plug-zap",
        title: "Least-privilege connectors",
        text: "Each connector uses its own API user with only the rights it needs, such as reading stock and writing purchase orders. It never touches ledgers or payroll.",
      },
      {
        id: "limits",
        icon: "sliders",
        title: "Approval limits",
        text: "Set how much the AI may order or change on its own, per role, supplier or item group. Anything above waits for the right person.",
      },
      {
        id: "audit",
        icon: "history",
        title: "A complete audit log",
        text: "Every sign-in, setting change and action of the AI, with the data it used. Kept for seven years and exportable to your SIEM.",
      },
    ],
    visual: {
      alt: `${brand} approval limits and audit log: ${products.ai} may approve orders up to €2,000 on its own, a buyer up to €15,000 and a director up to €75,000. Today's log shows the AI creating a €1,470 purchase order on its own, holding a €12,800 order for a buyer, the buyer approving it after signing in with single sign-on, and an IT admin removing the NetSuite connector's access to invoices.`,
      limits: {
        title: "Approval limits per order",
        rows: [
          { role: products.ai, limit: "€2,000" },
          { role: "Buyer", limit: "€15,000" },
          { role: "Director", limit: "€75,000" },
        ],
      },
      log: {
        title: "Audit log",
        range: "Today",
        entries: [
          {
            time: "09:42",
            actor: products.ai,
            by: "ai",
            action: "Created PO-20931 for Velo Parts GmbH",
            detail: "€1,470 · within its limit",
            status: "Auto-approved",
            tone: "auto",
          },
          {
            time: "10:15",
            actor: products.ai,
            by: "ai",
            action: "Proposed PO-20944: 40,000 bottle caps",
            detail: "€12,800 · above its limit",
            status: "Waiting for a buyer",
            tone: "held",
          },
          {
            time: "10:31",
            actor: "Anna Berg",
            by: "person",
            action: "Approved PO-20944",
            detail: "Buyer · signed in with SSO",
            status: "Approved",
            tone: "approved",
          },
          {
            time: "11:05",
            actor: "Lukas Hoffmann",
            by: "person",
            action: "Removed invoice access from the NetSuite connector",
            detail: "IT admin",
            status: "Scope changed",
            tone: "admin",
          },
        ],
      },
      footer: "Kept for 7 years · export as CSV or stream to your SIEM",
    },
  },
  assurance: {
    eyebrow: "For your IT review",
    heading: "What your IT and security team gets",
    intro: "The questions a security review asks, answered before you sign, and a platform that fails safe when something goes wrong.",
    cards: [
      {
        id: "documents",
        icon: "file-text",
        title: "Security documentation",
        text: "Architecture overview, penetration test summary and a completed security questionnaire, shared under NDA.",
      },
      {
        id: "tests",
        icon: "shield-check",
        title: "Tested independently",
        text: "An external penetration test every year, and dependency and container scans on every release.",
      },
      {
        id: "monitoring",
        icon: "activity",
        title: "Monitored 24/7",
        text: "Connectors, syncs and models watched around the clock, with alerts to your admins if a sync falls behind.",
      },
      {
        id: "fail-safe",
        icon: "shield-alert",
        title: "Fails safe",
        text: `If a connector loses access, ${brand} stops writing and tells you; it never guesses. Changes are announced two weeks ahead.`,
      },
    ],
  },
  next: {
    eyebrow: "Explore further",
    heading: `What runs on the ${brand} platform`,
    intro: "See what the platform does with your data, and what it costs.",
    links: [
      { page: "ai", icon: "brain", title: products.ai, text: "The autonomous planner that runs on the platform." },
      { page: "platform1", icon: "chart-column", title: "Data-driven supply chains", text: "What your data shows once it is connected and clean." },
      { page: "services", icon: "layers", title: "Services", text: "Forecasting, purchase orders, communication and more." },
      { page: "pricing", icon: "badge-euro", title: "Pricing", text: "Monthly plans from €299, with the first month free." },
    ],
  },
} as const satisfies PlatformContent;
