import { integrations, site } from "~/config/site";
import type { ContactContent } from "../contact-types";

const { name: brand, products } = site;
const systems = new Intl.ListFormat("en-GB", { type: "conjunction" }).format(integrations);

/** /contact in English. SPEC's headings "Get in touch with us" and "Schedule a Meeting" are exact. */
export const contact = {
  hero: {
    schedule: "Book a 30-minute meeting",
  },
  offices: {
    eyebrow: "Offices",
    heading: "Get in touch with us",
    intro: "Call the office nearest to you or write to us. A supply-chain specialist answers, not a call centre.",
    items: {
      london: {
        label: "Head office",
        text: "Management, product and engineering. Customers in the UK and Ireland.",
        languages: "English",
      },
      hamburg: {
        label: "Germany",
        text: "Sales, onboarding and ERP integration for customers in Germany, Austria and Switzerland.",
        languages: "German, English",
      },
      stockholm: {
        label: "Sweden",
        text: "Sales and customer success for the Nordics, in Solna just north of Stockholm.",
        languages: "Swedish, English",
      },
    },
    phone: "Phone",
    email: "E-mail",
    languagesLabel: "We speak",
    write: {
      title: "Prefer to write?",
      text: "Tell us which ERP or WMS you use and what you would like to automate first, and we will come back with a concrete answer rather than a brochure.",
    },
    response: {
      title: "When you will hear from us",
      items: [
        { id: "demo", label: "Demo and pricing questions", time: "Same working day" },
        { id: "general", label: "General enquiries", time: "Within one working day" },
        { id: "partners", label: "Partnerships and press", time: "Within two working days" },
      ],
    },
  },
  schedule: {
    eyebrow: "30-minute demo",
    heading: "Schedule a Meeting",
    intro: `Pick a time that suits you. You meet a specialist who has run purchasing and planning, not a script, and you see ${products.ai} work on a realistic supply chain.`,
    agendaTitle: "What happens in the 30 minutes",
    agenda: [
      {
        id: "today",
        time: "Minutes 0-5",
        title: "Your supply chain today",
        text: "Your ERP, roughly how many items and suppliers you manage, and where your team loses the most time.",
      },
      {
        id: "live",
        time: "Minutes 5-20",
        title: `${brand} at work`,
        text: "A forecast with its confidence band, a reorder proposal, a supplier e-mail and a purchase order checked against its confirmation and written back to the ERP.",
      },
      {
        id: "fit",
        time: "Minutes 20-25",
        title: "Fit, data and security",
        text: "How the connector reaches your system, which data it reads and writes, and why personal data of EU users stays on servers in Germany.",
      },
      {
        id: "next",
        time: "Minutes 25-30",
        title: "Your questions and next steps",
        text: "Which plan fits, and whether a free trial month makes sense for you. No obligation either way.",
      },
    ],
    prepareTitle: "Useful to have at hand",
    prepare: [
      "The name and version of your ERP or WMS",
      "About how many items, suppliers and purchase orders a month you handle",
      "One recent stock-out or overstock you would rather not repeat",
    ],
  },
  next: {
    eyebrow: "After the meeting",
    heading: "From first call to first results in a month",
    intro: "If you decide to try it, this is the whole path. Your team needs no training and keeps its own systems.",
    steps: [
      {
        id: "trial",
        icon: "rocket",
        meta: "Day 1",
        title: "Free trial month starts",
        text: "You get your workspace the same day, hosted on servers in Germany. Nothing is charged during the trial.",
      },
      {
        id: "connect",
        icon: "plug-zap",
        meta: "Hour 1",
        title: "Connect and set up",
        text: "The ERP connector takes under 5 minutes; setting approval limits and suppliers takes about an hour, with us on the call.",
      },
      {
        id: "results",
        icon: "chart-spline",
        meta: "Weeks 2-3",
        title: "First results",
        text: `Forecasts, reorder proposals and supplier follow-ups you can compare with your own. ${products.ai} watches your data 24/7.`,
      },
      {
        id: "decide",
        icon: "handshake",
        meta: "Week 4",
        title: "You decide",
        text: "Choose a plan and keep everything running, or stop. If you stop, we delete your data within 30 days.",
      },
    ],
  },
  questions: {
    eyebrow: "Good to know",
    heading: "Before you book",
    intro: "Short answers to what buyers usually ask us first.",
    pricing: "See plans and prices",
    items: [
      {
        id: "sales-pitch",
        question: "Is the meeting a sales pitch?",
        answer:
          "It is a working session. Most of the time goes to your questions and to watching the product handle forecasting and purchase orders. If we are not the right fit, we will say so.",
      },
      {
        id: "own-data",
        question: "Do we have to share data before the call?",
        answer:
          "No. The demo runs on a realistic sample supply chain. If you want to see your own data afterwards, we sign a data processing agreement first and connect in a trial workspace.",
      },
      {
        id: "in-person",
        question: "Can we meet in person?",
        answer: "Yes, in London, Hamburg or Solna, by appointment. Book a video call first and tell us you would like to meet; we will find a date.",
      },
      {
        id: "price",
        question: "What does it cost?",
        answer: `Plans start at €299 a month and the first month is free. For larger teams or a dedicated setup we agree a price with you. The pricing page has the details.`,
      },
      {
        id: "erp",
        question: "Which systems do you connect to?",
        answer: `Plug-and-play connectors for ${systems}, plus an API for the rest. Ask us about yours.`,
      },
      {
        id: "customers",
        question: "We are already a customer. Where do we go?",
        answer: `Write to ${site.email} with your company name, or call your local office. ${products.ai} monitors your supply chain around the clock; our team answers on working days.`,
      },
    ],
  },
} as const satisfies ContactContent;
