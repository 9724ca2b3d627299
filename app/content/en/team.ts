import { site, team as people } from "../../config/site";
import { memberLinks } from "../team-links";
import type { TeamContent } from "../team-types";

const brand = site.name;
const person = (slug: (typeof people)[number]["id"]) => {
  const entry = people.find((member) => member.id === slug)!;
  return { slug, name: entry.name, title: entry.title.en };
};

export const team = {
  members: [
    {
      ...person("sara-lindgren"),
      summary: "Sets the direction and works with every new customer in their first month.",
      links: memberLinks["sara-lindgren"],
      page: {
        title: `Sara Lindgren, CEO & Co-founder of ${brand}`,
        description: `Sara Lindgren co-founded ${brand} after twelve years in Nordic procurement and planning. She leads strategy, customer work and the Women in Supply Chains community.`,
      },
      intro:
        "Sara co-founded Orkestra to make autonomous supply chains practical for every business. She leads strategy and customer work, and champions more women in supply chains.",
      background: [
        "Sara spent twelve years on the buying side before she wrote a line of a business plan: first as a purchaser for a Swedish home-goods wholesaler, then as head of planning for a Nordic distributor with 40,000 items and three warehouses.",
        "She saw the same week repeat itself: planners copying supplier confirmations into the ERP, chasing late orders by e-mail and reacting to stock-outs that the data had predicted a month earlier. In 2022 she and Mei Tanaka started Orkestra to hand that routine to software.",
      ],
      focus: [
        "Company strategy and the product roadmap, together with Jonas",
        "The first month of every new customer, including the week-4 review",
        "Hiring, and a team where every role is open to everyone on equal terms",
        "Hosting the Women in Supply Chains community",
      ],
      facts: [
        { label: "Based in", value: "Solna, Sweden" },
        { label: "At Orkestra since", value: "2022, as co-founder" },
        { label: "Before", value: "Head of Planning, Nordic distribution" },
        { label: "Languages", value: "Swedish, English, Norwegian" },
      ],
      quote: "A planner's best hour should go to the supplier who needs a conversation, not to the 200 purchase orders that need none.",
    },
    {
      ...person("daniel-okafor"),
      summary: "Owns the forecasting and risk models and the data they learn from.",
      links: memberLinks["daniel-okafor"],
      page: {
        title: `Daniel Okafor, Chief Data Officer at ${brand}`,
        description: `Daniel Okafor leads data science at ${brand}: the demand forecasts, risk models and data quality checks behind every decision the AI takes.`,
      },
      intro:
        "Daniel leads the models that decide what Orkestra orders and when. His rule: no forecast ships without a confidence band the planner can read.",
      background: [
        "Daniel trained as a statistician in Manchester and built demand forecasts for a UK grocery chain, where a one-percent error meant a lorry of wasted salad. He later ran the data science team of a logistics marketplace in London.",
        "He joined Orkestra in 2023 to work on smaller data: the mid-sized company with three years of sales history, a few hundred suppliers and no data team of its own.",
      ],
      focus: [
        "Demand forecasting with confidence bands per item and warehouse",
        "Supplier risk models: late deliveries, price changes, single sources",
        "Data quality checks on every ERP sync before the AI acts on it",
        "Model monitoring, so a drifting forecast is caught within a day",
      ],
      facts: [
        { label: "Based in", value: "London, United Kingdom" },
        { label: "At Orkestra since", value: "2023" },
        { label: "Before", value: "Head of Data Science, logistics marketplace" },
        { label: "Languages", value: "English, Yoruba" },
      ],
      quote: "A forecast is only useful if someone can see how sure it is. We show the band, not just the line.",
    },
    {
      ...person("mei-tanaka"),
      summary: "Builds the platform: connectors, the AI engine and the security around them.",
      links: memberLinks["mei-tanaka"],
      page: {
        title: `Mei Tanaka, CTO & Co-founder of ${brand}`,
        description: `Mei Tanaka co-founded ${brand} and leads engineering: the ERP and WMS connectors, the AI engine and hosting of EU customer data in Germany.`,
      },
      intro:
        "Mei co-founded Orkestra and leads engineering. She designed the plug-and-play connectors that let a customer link their ERP in under five minutes.",
      background: [
        "Mei spent eight years integrating ERP systems for manufacturers in Germany and Japan, first as a consultant and then as the architect of an integration platform used by 300 companies.",
        "She knows how long an ERP project usually takes and why. At Orkestra she set out to make the connection the shortest part of the project: read-only first, then writing back only what the customer has approved.",
      ],
      focus: [
        "The connector library for ERP, WMS and accounting systems",
        "The AI engine that turns forecasts into purchase orders and messages",
        "Security, access control and EU hosting in Germany",
        "Reliability: monitoring around the clock, 24/7",
      ],
      facts: [
        { label: "Based in", value: "Hamburg, Germany" },
        { label: "At Orkestra since", value: "2022, as co-founder" },
        { label: "Before", value: "Integration architect, ERP platforms" },
        { label: "Languages", value: "Japanese, German, English" },
      ],
      quote: "If connecting the ERP takes longer than the coffee, we have not finished our job.",
    },
    {
      ...person("jonas-weber"),
      summary: "Decides what the product does next, with planners and buyers in the room.",
      links: memberLinks["jonas-weber"],
      page: {
        title: `Jonas Weber, Chief Product Officer at ${brand}`,
        description: `Jonas Weber leads product at ${brand}. He turns what planners, buyers and warehouse teams need into the features of Orkestra AI and Orkestra Go.`,
      },
      intro:
        "Jonas leads product. He spends a day a week with customers' planners and buyers, and most of the roadmap starts there.",
      background: [
        "Jonas began in a warehouse in Bremen, moved into procurement software and spent six years as a product manager for a WMS vendor.",
        "He joined Orkestra in 2023 because he wanted to build software that takes work off people's plates instead of adding screens to them.",
      ],
      focus: [
        "The roadmap of Orkestra AI and Orkestra Go",
        "Approval rules: what the AI may do alone and what it asks first",
        "The shadow-mode weeks, where customers approve every proposal",
        "Research with planners, buyers and warehouse leads",
      ],
      facts: [
        { label: "Based in", value: "Hamburg, Germany" },
        { label: "At Orkestra since", value: "2023" },
        { label: "Before", value: "Product lead, warehouse management software" },
        { label: "Languages", value: "German, English" },
      ],
      quote: "The best feature we ship is the one the planner never has to open.",
    },
    {
      ...person("elin-nystrom"),
      summary: "Helps Nordic companies find out whether Orkestra fits, and gets them started.",
      links: memberLinks["elin-nystrom"],
      page: {
        title: `Elin Nyström, Head of Sales Nordics at ${brand}`,
        description: `Elin Nyström leads sales in Sweden, Norway, Denmark and Finland for ${brand}, helping wholesalers, e-commerce and production companies start their free month.`,
      },
      intro:
        "Elin leads sales in the Nordics. Most of her first calls end with a look at the customer's own data rather than a slide deck.",
      background: [
        "Elin sold warehouse automation in Sweden and Finland for seven years and ran customer success for a Nordic e-commerce platform.",
        "She joined Orkestra in 2024 to open the Nordic market from the Solna office, working with wholesalers, webshops and manufacturers who run Visma, Fortnox or Business Central.",
      ],
      focus: [
        "New customers in Sweden, Norway, Denmark and Finland",
        "Demos on the visitor's own data, booked in 30 minutes",
        "The free first month and a clear plan for after it",
        "Partnerships with Nordic ERP resellers",
      ],
      facts: [
        { label: "Based in", value: "Solna, Sweden" },
        { label: "At Orkestra since", value: "2024" },
        { label: "Before", value: "Sales lead, warehouse automation" },
        { label: "Languages", value: "Swedish, Finnish, English" },
      ],
      quote: "I would rather show a buyer their own late orders than our logo slide.",
    },
  ],
  card: {
    networks: { linkedin: "LinkedIn", twitter: "X (Twitter)", facebook: "Facebook", instagram: "Instagram" },
    profileOn: "{name} on {network}",
    linksOf: "{name} elsewhere",
  },
  grid: {
    eyebrow: "Leadership",
    heading: "Five people, three offices",
    intro: "Supply chain, data, engineering, product and sales, in London, Hamburg and Solna. Open a profile to read what each of us works on.",
  },
  values: {
    eyebrow: "How we work",
    heading: "Built by people who have done the job",
    intro: "Every one of us has placed purchase orders, run a warehouse or rescued an ERP project. That shapes how we build.",
    cards: [
      {
        id: "practice",
        icon: "warehouse",
        title: "From the floor up",
        text: "We test every feature with planners and buyers before it ships, and we spend time in our customers' warehouses.",
      },
      {
        id: "equal",
        icon: "users",
        title: "Equal opportunities",
        text: "A gender-neutral team: every role is open to everyone, with the same pay bands and the same path to lead.",
      },
      {
        id: "control",
        icon: "shield-check",
        title: "The customer stays in control",
        text: "Our AI proposes before it acts, explains every decision and only does alone what a customer has approved.",
      },
    ],
  },
  join: {
    eyebrow: "Careers",
    heading: "Want to work with us?",
    intro: "We hire in London, Hamburg and Solna, and remotely within the EU and the UK.",
    text: "We look for engineers, data scientists and supply-chain people who like to see their work used on Monday morning. Tell us what you would like to build and we will get back to you within a week.",
    contact: "Get in touch",
    community: "Join the community",
  },
  member: {
    background: "Background",
    focus: "Focus at Orkestra",
    facts: "Profile",
    links: "Elsewhere",
    quote: "In their own words",
    others: {
      eyebrow: "Team",
      heading: "More people behind the product",
    },
  },
} as const satisfies TeamContent;
