import { integrations, site, team } from "../../config/site";
import type { FaqContent } from "../faq-types";

const { name: brand, products, email } = site;
const list = (items: readonly string[]) => new Intl.ListFormat("en-GB", { type: "conjunction" }).format(items);
const erpList = list(integrations);
const [london, hamburg, solna] = site.offices;
const [ceo, cdo, cto, cpo, sales] = team;

/** Both FAQ pages in English: SPEC's four topics with 8 questions each. */
export const faq = {
  switch: { toTabs: "Browse by topic", toList: "Search all questions" },
  help: {
    title: "Still have a question?",
    text: "Write to us and a supply-chain specialist answers within one working day, or book a 30-minute demo and ask it live.",
    mail: `Write to ${email}`,
  },
  groups: [
    {
      id: "general",
      title: "General questions",
      intro: `What ${brand} does, what it costs and how the first month runs.`,
      items: [
        {
          id: "what-is",
          question: `What is ${brand}?`,
          answer: `${brand} is an operating system for autonomous supply chains. It connects to your ERP and WMS, forecasts demand for every item and site, and acts on the forecast: it creates and changes purchase orders, writes to suppliers and keeps your ERP up to date, around the clock.\n\nYour team sets the limits and handles the exceptions; the routine work runs on its own.`,
        },
        {
          id: "who-for",
          question: `Who is ${brand} for?`,
          answer: `Distributors, wholesalers, manufacturers and online retailers with a few hundred to tens of thousands of items, usually with one to five people in planning and purchasing. Most of our customers are in the UK, Germany and the Nordics.\n\n${products.ai} suits teams that want forecasting and purchasing to run on their own; ${products.go} is the ready-made edition for small and mid-sized businesses that want to hand over documents, supplier e-mails and routine orders without any setup.`,
        },
        {
          id: "pricing",
          question: "What does it cost?",
          answer: `Plans are billed per month in euro, excluding VAT: Basic €299 with 2 user accounts and up to 5,000 data entries, PRO €499 with up to 5 user accounts and 10,000 data entries, and MAX €999 with up to 10 user accounts, 20,000 data entries and ${products.companion} included. Billed quarterly, they cost €279, €479 and €979 a month.\n\nThere is no set-up fee, and connectors and support are included in every plan.`,
        },
        {
          id: "trial",
          question: "How does the free month work?",
          answer: `You create an account, connect your ERP and use ${brand} on your real data for one month, free of charge. You can cancel at any time during that month and pay nothing.\n\nIf you stay, you choose a plan at the end of the month; nothing is billed before you do.`,
        },
        {
          id: "setup-time",
          question: "How long does it take to get started?",
          answer: "Setting up the company account and connecting your ERP takes about an hour on the first day; the ERP connection itself is done in under 5 minutes. Most teams see the first results within 2-3 weeks, and the full value after about 4 weeks.",
        },
        {
          id: "erp",
          question: "Which ERP and WMS systems do you support?",
          answer: `Plug-and-play connectors exist for ${erpList}. Warehouse systems connect through their APIs, EDI (EDIFACT) or file exports over SFTP, and supplier inboxes in Microsoft 365 or Gmail.\n\nIf your system is not on the list, a 30-minute call is enough for us to tell you whether and how it can be connected.`,
        },
        {
          id: "training",
          question: "Does our team need training?",
          answer: `No. Your planners and buyers keep working in the ERP and inbox they already use: ${brand} writes its orders and updates there. In the first weeks they approve or correct its proposals, which takes a few minutes a day, and that is all the onboarding there is.`,
        },
        {
          id: "cancel",
          question: "Can we cancel, and what happens to our data?",
          answer: "You can cancel at the end of any billing period. When you leave, we export your data for you in common formats and delete it from our servers within 30 days, backups included.",
        },
      ],
    },
    {
      id: "company",
      title: "About the company",
      intro: `Who ${brand} is, where we work and how we look after your data.`,
      items: [
        {
          id: "mission",
          question: `Why does ${brand} exist?`,
          answer: `Our mission is to democratise AI in supply chains. Large corporations have had planning departments and expensive software for decades; ${brand} gives a wholesaler with four buyers the same capabilities, at a monthly price and without an IT project.`,
        },
        {
          id: "offices",
          question: "Where are your offices?",
          answer: `Our head office is in ${london.city} (${london.street}), where management, product and engineering sit. Sales, onboarding and ERP integration for Germany, Austria and Switzerland are run from ${hamburg.city} (${hamburg.street}), and sales and customer success for the Nordics from ${solna.city}, just north of Stockholm (${solna.street}).`,
        },
        {
          id: "residency",
          question: "Where is our data stored?",
          answer: `In Germany. Databases, file storage and model training run in ISO 27001 certified data centres in Frankfurt am Main, and encrypted backups are kept for 35 days in a second data centre in the EU. Personal data of EU users never leaves the EU, not even the backups.`,
        },
        {
          id: "gdpr",
          question: `Is ${brand} GDPR compliant?`,
          answer: `Yes. We process personal data on your behalf under a data processing agreement (Article 28 GDPR) that comes with every contract. Our list of sub-processors is published, and we give 30 days' notice before it changes.\n\nOur privacy policy explains which rights individuals have and how to use them.`,
        },
        {
          id: "security",
          question: "How do you keep our data secure?",
          answer: "Data is encrypted with TLS 1.3 in transit and AES-256 at rest, and encryption keys are rotated every 90 days. Your team signs in with single sign-on (Microsoft Entra ID, Google Workspace or Okta), each connector uses its own API user with only the rights it needs, and every action is written to an audit log kept for seven years.\n\nAn external penetration test runs every year; your IT team can review the results under NDA.",
        },
        {
          id: "availability",
          question: "What availability do you promise?",
          answer: `We monitor the service 24/7 and aim for 99.5% availability per calendar month. Planned maintenance is announced at least three working days in advance. If the service is unavailable, nothing is lost: your ERP keeps working as before, and ${brand} catches up on what changed as soon as it is back.`,
        },
        {
          id: "contract",
          question: "Which law applies to our contract?",
          answer: "German law. Our Terms of Service also state how our liability is limited: to the fees you paid in the 12 months before the event that caused it. The terms are written for businesses, not consumers, and are published on this site.",
        },
        {
          id: "support",
          question: "What support do we get?",
          answer: `A named onboarding lead from the first call onwards, and help from our team in ${list(site.offices.map((office) => office.city))} by e-mail, chat or phone, in English, German and Swedish. Demo and pricing questions are answered the same working day, other enquiries within one working day.`,
        },
      ],
    },
    {
      id: "ai",
      title: "About artificial intelligence",
      intro: `How ${products.ai} forecasts, decides and stays under your control.`,
      items: [
        {
          id: "how-forecast",
          question: `How does ${products.ai} forecast demand?`,
          answer: "It learns from your own sales history, open orders, seasonality, promotions and supplier lead times, per item and per site. The forecast refreshes every night and whenever a signal changes, such as a large order or a confirmation with a new date, and it comes with a confidence range you can plan against.",
        },
        {
          id: "autonomy",
          question: "Will the AI place orders without asking us?",
          answer: "Only within the limits you set. For the first weeks it runs in shadow mode and proposes every order for approval. After that you decide, per role, supplier or item group, how much it may order or change on its own; anything above that waits for the right person, with the options already worked out.",
        },
        {
          id: "explain",
          question: "Can we see why it made a decision?",
          answer: "Yes. Every proposal and action comes with a short explanation your planners can read, question and overrule in one click, and the audit log keeps the data it was based on and the options it weighed.",
        },
        {
          id: "training-data",
          question: "Is our data used to train models for other customers?",
          answer: "No. Models are trained only on your workspace's data and are never shared between customers. What the AI learns from your planners' corrections stays in your workspace too.",
        },
        {
          id: "data-quality",
          question: "What if our ERP data is messy?",
          answer: "It usually is, and that is expected. In the first week the platform merges duplicate items, aligns units of measure and calculates real lead times from your goods receipts. It then shows you what it could not resolve, so you fix only the few things that really matter.",
        },
        {
          id: "new-items",
          question: "Can it forecast new items with no sales history?",
          answer: "Yes, by learning from similar items: the same product group, supplier or price range, and how comparable launches sold in their first weeks. The confidence range is wider at first and narrows as real sales come in, and planners can add their own expectation for a launch.",
        },
        {
          id: "emails",
          question: "How does it write to suppliers?",
          answer: "It writes reminders, requests for quotation and order changes by e-mail, in the supplier's language, from your own purchasing address. It reads the replies, including attached confirmations and shipping notes, matches them to the right order lines and updates the ERP. Anything unusual goes to a buyer.",
        },
        {
          id: "eu-ai-act",
          question: "How does the EU AI Act affect us?",
          answer: `Planning and purchasing software such as ${products.ai} is not among the high-risk uses the AI Act lists, so the main duties are transparency and human oversight. ${brand} covers both: you can always see what the AI did and why, people set its limits and can overrule it, and all of it is logged.`,
        },
      ],
    },
    {
      id: "team",
      title: "About the team",
      intro: "The people who build the product and the people you will work with.",
      items: [
        {
          id: "leaders",
          question: `Who leads ${brand}?`,
          answer: `${ceo.name} (${ceo.title.en}) leads strategy and customer work; ${cto.name} (${cto.title.en}) leads engineering. With them in the management team are ${cdo.name}, our Chief Data Officer, ${cpo.name}, our Chief Product Officer, and ${sales.name}, Head of Sales Nordics.`,
        },
        {
          id: "background",
          question: "What experience does the team have?",
          answer: "We are supply-chain practitioners, data scientists and engineers. Many of us have run warehouses, purchasing desks and ERP projects ourselves, so we build for the Monday-morning reality of a buyer, not for a slide deck.",
        },
        {
          id: "who-onboards",
          question: "Who will we work with during onboarding?",
          answer: `A named onboarding lead from our team, who stays your contact from the first call to the review in week 4 and afterwards. From your side we need one planner and one IT contact who can create an API user in your ERP.`,
        },
        {
          id: "data-team",
          question: "Who looks after the models?",
          answer: `Our data team, led by ${cdo.name}. It tunes the forecast and risk models to your ranges, seasons and suppliers, watches their accuracy around the clock, and reviews the results with you every quarter.`,
        },
        {
          id: "languages",
          question: "Which languages does the team speak?",
          answer: `English everywhere, German in ${hamburg.city} and Swedish in ${solna.city}. Support, onboarding and documentation are available in all three.`,
        },
        {
          id: "equality",
          question: "How do you build the team?",
          answer: `As a gender-neutral team with equal opportunities: the same pay bands for the same role, structured interviews and flexible hours for everyone. ${ceo.name} also champions more women in supply chains, and we host the Women in Supply Chains community, which anyone can join.`,
        },
        {
          id: "jobs",
          question: "Are you hiring?",
          answer: `Often, in engineering, data science and customer success, in ${list(site.offices.map((office) => office.city))}. Open roles are listed on our team page; if none fits, write to ${email} and tell us what you would like to work on.`,
        },
        {
          id: "meet",
          question: "Can we meet the team before we decide?",
          answer: "Yes. Book a 30-minute demo and you meet a specialist who has run purchasing and planning, not a script. If you would rather meet in person, we are happy to see you in one of our offices or at yours.",
        },
      ],
    },
  ],
} as const satisfies FaqContent;
