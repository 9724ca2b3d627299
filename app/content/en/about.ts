import { site } from "../../config/site";
import type { AboutContent } from "../about-types";

const brand = site.name;

export const about = {
  story: {
    eyebrow: "Our story",
    heading: "Started by people who placed the orders themselves",
    paragraphs: [
      `${brand} began in 2022 in a planning office in Solna. Sara Lindgren had spent twelve years buying and planning for Nordic distributors; Mei Tanaka had spent eight connecting ERP systems for manufacturers in Germany and Japan. Both had watched skilled people lose their days to copying confirmations and chasing late deliveries.`,
      "They set out to build an AI that does that routine on its own: it reads the ERP and WMS, forecasts demand, writes and checks purchase orders and talks to suppliers, while the team decides what it may do alone. Today we are a team from ten countries, working from London, Hamburg and Solna.",
    ],
    figures: [
      { id: "founded", value: "2022", label: "founded in Solna" },
      { id: "offices", value: "3", label: "offices: London, Hamburg, Solna" },
      { id: "setup", value: "~1 hour", label: "to set up, with no team training" },
      { id: "monitoring", value: "24/7", label: "monitoring of every connected supply chain" },
    ],
  },
  approach: {
    eyebrow: "What we do",
    heading: "AI that runs the routine, so your team runs the business",
    intro: "We build for the companies that large software projects forget: wholesalers, webshops and manufacturers with a real supply chain and a small team.",
    cards: [
      {
        id: "connect",
        icon: "plug-zap",
        title: "Plug into what you have",
        text: "Connectors for Business Central, SAP Business One, NetSuite, Odoo, Visma, Fortnox and more. No migration, no new system to learn.",
      },
      {
        id: "act",
        icon: "bot",
        title: "Act, not just report",
        text: "Forecasts become purchase orders, confirmations become ERP updates and delays become messages to suppliers, within the limits you set.",
      },
      {
        id: "eu",
        icon: "lock",
        title: "Your data stays in the EU",
        text: "EU customers' data is hosted on servers in Germany and processed under the GDPR. You can see and export everything the AI did.",
      },
    ],
  },
  mission: {
    eyebrow: "Our mission",
    heading: "Democratizing AI in Supply Chains",
    paragraphs: [
      "Autonomous supply chains should not be a privilege of corporations with a data science department. Our mission is to give every business, from a ten-person webshop to a regional manufacturer, an AI that plans, buys and follows up on its own from the first week.",
      "That is why setup takes about an hour, why the first month is free and why the price depends on your data volume, not on a consulting project.",
    ],
    commitment: {
      title: "A gender-neutral team with equal opportunities",
      text: "Supply chains have long been run by mixed teams and led by men. We hire, pay and promote by the same rules for everyone, publish our pay bands internally and keep every role open to all.",
    },
    cta: "Get in touch",
    visual: {
      label: "One shared AI for companies of every size",
      hub: "Orkestra AI",
      nodes: ["Webshop", "Wholesaler", "Manufacturer", "Food service", "Spare parts", "Pharmacy"],
      caption: "Six customers, one AI, the same first month",
    },
  },
  hashtags: {
    label: "What we stand for",
    tags: ["supply chain AI", "autonomous supply chains", "automation", "innovation", "women in supply chains"],
  },
  team: {
    eyebrow: "Our team",
    heading: "People behind the product",
    intro: "Supply chain, data, engineering, product and sales: the five people who lead Orkestra.",
    join: {
      title: "Join our team",
      text: "We hire engineers, data scientists and supply-chain people in London, Hamburg and Solna. Meet the team and see how we work.",
      cta: "Meet the team",
    },
  },
  community: {
    eyebrow: "Community",
    heading: "Women in Supply Chains",
    paragraphs: [
      "Women make up a large share of planners, buyers and logistics staff, but still a small share of supply-chain leaders. Our CEO Sara Lindgren hosts a professional community to change that.",
      "It is open to everyone who works in or around supply chains, whatever their gender or title.",
    ],
    points: [
      "Monthly online talks with supply-chain leaders",
      "Mentoring between experienced and new professionals",
      "A job board and open discussions on the group",
    ],
    cta: "Join the community",
  },
} as const satisfies AboutContent;
