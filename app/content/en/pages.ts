import type { PagesCopy } from "../types";

export const pages = {
  home: {
    title: "The OS for Autonomous Supply Chains",
    description:
      "Orkestra AI forecasts demand, plans procurement and manages purchase orders in your ERP around the clock. Setup takes about an hour, results in 2‑3 weeks.",
    hero: {
      eyebrow: "Autonomous supply chains",
      heading: "The OS for Autonomous Supply Chains.",
      intro:
        "Orkestra reads your ERP and WMS data, predicts demand and risk, and acts on it: purchase orders, supplier e-mails and stock decisions, 24/7. No team training, first results within 2‑3 weeks.",
    },
  },
  login: {
    title: "Sign in",
    description:
      "Sign in to your Orkestra account to follow the forecasts, purchase orders and supplier conversations Orkestra AI handles for your supply chain.",
    hero: {
      eyebrow: "Account",
      heading: "Sign in",
      intro: "Welcome back. Sign in to see what Orkestra has forecast, ordered and flagged since your last visit.",
    },
  },
  signup: {
    title: "Create account",
    description:
      "Create an Orkestra account, connect your ERP in under 5 minutes and let Orkestra AI plan procurement for you. Your first month is free of charge.",
    hero: {
      eyebrow: "Free trial",
      heading: "Create account",
      intro:
        "Start your one-month free trial. Set up your company account, connect your ERP and WMS, and see the first results within 2‑3 weeks.",
    },
  },
  "reset-password": {
    title: "Change password",
    description:
      "Forgotten your Orkestra password? Enter your work e-mail address and a new password to get back into your supply-chain workspace in a minute.",
    hero: {
      eyebrow: "Account",
      heading: "Change password",
      intro:
        "Enter the e-mail address on your account and choose a new password. If you did not request a reset, you can safely ignore the e-mail.",
    },
  },
  about: {
    title: "About Orkestra",
    description:
      "Orkestra builds autonomous AI for supply chains from London, Hamburg and Solna. Meet the team making supply-chain AI practical for every business.",
    hero: {
      eyebrow: "Company",
      heading: "About Us",
      intro:
        "We are a supply-chain and AI team with offices in London, Hamburg and Solna. Our mission is to make autonomous supply chains available to every business, not only the largest.",
    },
  },
  contact: {
    title: "Contact us",
    description:
      "Book a 30-minute demo or reach our offices in London, Hamburg and Solna. See how Orkestra automates forecasting and purchase orders in your ERP.",
    hero: {
      eyebrow: "Contact",
      heading: "Ready for Autonomous Supply Chains!",
      intro:
        "Book a 30-minute meeting and we will show you Orkestra running a supply chain like yours, or call one of our offices in London, Hamburg and Solna.",
    },
  },
  blog: {
    title: "Blog: supply-chain automation insights",
    description:
      "Articles on demand forecasting, purchase-order automation, ERP integration and supply-chain risk from the Orkestra team in London, Hamburg and Solna.",
    hero: {
      eyebrow: "Insights",
      heading: "Our Blog",
      intro:
        "Practical notes on forecasting, procurement and supply-chain risk, written by the people who build Orkestra.",
    },
  },
  "blog-details": {
    // The route shows the newest post (its title, excerpt and canonical URL come from the post);
    // these name the page in breadcrumbs and on its share card.
    title: "Latest article from the Orkestra blog",
    description:
      "The newest article from the Orkestra blog on forecasting, purchase-order automation, ERP integration and supply-chain risk.",
    hero: {
      eyebrow: "Blog",
      heading: "Latest article",
      intro: "The newest article from the Orkestra blog, with its comments and related posts.",
    },
  },
  portfolio: {
    title: "Customer projects",
    description:
      "See how e-commerce, production and distribution companies in the UK, Germany and the Nordics use Orkestra to automate forecasting and procurement.",
    hero: {
      eyebrow: "Customers",
      heading: "Supply chains we run with our customers",
      intro:
        "Six projects from e-commerce, production and distribution, each connected to an existing ERP and live within weeks.",
    },
  },
  "portfolio-details": {
    title: "Case study: a Nordic distributor",
    description:
      "How a Nordic wholesale distributor connected its ERP in minutes and let Orkestra AI generate, verify and update its purchase orders within three weeks.",
    hero: {
      eyebrow: "Case study",
      heading: "A Nordic distributor hands its purchase orders to Orkestra AI",
      intro:
        "A wholesale distributor with warehouses in Sweden and Norway connected its ERP and WMS in a single afternoon. Within three weeks, Orkestra AI was generating, verifying and updating its purchase orders.",
    },
  },
  "faq-1": {
    title: "Frequently asked questions",
    description:
      "Answers on Orkestra setup, ERP and WMS integration, data hosting in Germany, pricing, the free trial and how Orkestra AI makes its decisions.",
    hero: {
      eyebrow: "FAQ",
      heading: "Frequently asked questions",
      intro:
        "Everything teams usually ask before connecting Orkestra: setup, integrations, data security and how the AI decides.",
    },
  },
  "faq-2": {
    title: "FAQ: Orkestra and AI",
    description:
      "Short answers about Orkestra: the company, how its AI forecasts and acts, the team behind it, and what to expect in your first four weeks.",
    hero: {
      eyebrow: "FAQ",
      heading: "Your questions about Orkestra, answered",
      intro:
        "Can't find what you need? Browse questions about the company, our AI and the team, or book a demo and ask us directly.",
    },
  },
  team: {
    title: "Our team",
    description:
      "Meet the people behind Orkestra: leaders in supply chain, data, technology and product, building autonomous supply chains from London, Hamburg and Solna.",
    hero: {
      eyebrow: "Team",
      heading: "The people behind Orkestra",
      intro:
        "A small team of supply-chain practitioners, data scientists and engineers who have run warehouses, purchasing desks and ERP projects themselves.",
    },
  },
  "team-details": {
    title: "Sara Lindgren, CEO & Co-founder",
    description:
      "Sara Lindgren is CEO and co-founder of Orkestra. She leads the company's mission to make autonomous supply chains available to businesses of every size.",
    hero: {
      eyebrow: "CEO & Co-founder",
      heading: "Sara Lindgren",
      intro:
        "Sara co-founded Orkestra to make autonomous supply chains practical for every business. She leads strategy and customer work, and champions more women in supply chains.",
    },
  },
  pricing: {
    title: "Pricing",
    description:
      "Orkestra plans with ERP and WMS integration and e-mail communications in every tier. Pick the plan that fits your data volume and try it free for a month.",
    hero: {
      eyebrow: "Pricing",
      heading: "Simple pricing for autonomous supply chains",
      intro:
        "Every plan includes ERP and WMS integration and e-mail communications. Start with a free month, then choose the plan that fits your data volume and team.",
    },
  },
  services: {
    title: "Services",
    description:
      "Forecasting, procurement planning, purchase orders, supplier communication and risk monitoring: the supply-chain work Orkestra AI takes off your team.",
    hero: {
      eyebrow: "Services",
      heading: "What Orkestra does for you",
      intro:
        "Orkestra takes over the repetitive work between your ERP, your suppliers and your warehouse, and leaves your team the decisions that need people.",
    },
  },
  "service-details": {
    title: "Our services in detail",
    description:
      "How Orkestra forecasts demand, plans procurement, handles purchase orders and supplier e-mail, and writes every result back to your ERP and WMS.",
    hero: {
      eyebrow: "Services",
      heading: "Our Services",
      intro:
        "From the first data sync to autonomous purchase orders: what Orkestra does at each step, and what your team sees along the way.",
    },
  },
  platform1: {
    title: "Data-driven supply chains",
    description:
      "Orkestra turns the data already in your ERP and WMS into forecasts, risk alerts and actions, so planning and purchasing decisions rest on current numbers.",
    hero: {
      eyebrow: "Platform",
      heading: "Supply chains that run on data, not guesswork",
      intro:
        "Orkestra turns the data already in your ERP and WMS into forecasts, alerts and actions, so every decision rests on current numbers.",
    },
  },
  platform: {
    title: "The Orkestra platform",
    description:
      "One platform for forecasting, procurement, supplier communication and risk monitoring, connected to your ERP and WMS through plug-and-play connectors.",
    hero: {
      eyebrow: "Platform",
      heading: "One platform for every supply-chain decision",
      intro:
        "Forecasting, procurement, supplier communication and risk monitoring share one data model, connected to your ERP and WMS in minutes, hosted in Germany and acting only within the limits you set.",
    },
  },
  ai: {
    title: "Orkestra AI: the autonomous supply-chain brain",
    description:
      "Orkestra AI monitors your supply chain 24/7, forecasts demand and lead times, predicts disruptions and acts in your ERP before stock-outs happen.",
    hero: {
      eyebrow: "Orkestra AI",
      heading: "The New brain for Supply Chains!",
      intro:
        "Orkestra AI monitors your supply chain 24/7, predicts stock-outs and disruptions, and resolves them by acting directly in your ERP.",
    },
  },
  go: {
    title: "Orkestra Go: ready-made automation for SMBs",
    description:
      "Orkestra Go gives small and mid-sized businesses ready-made supply-chain automation: zero setup, zero training and ERP integration in under 5 minutes.",
    hero: {
      eyebrow: "Orkestra Go",
      heading: "Supply-chain automation with zero setup and zero training",
      intro:
        "Orkestra Go is the ready-made version for small and mid-sized businesses. Connect your ERP in under 5 minutes and hand over documents, supplier e-mails and routine orders without training anyone.",
    },
  },
  procurement: {
    title: "Purchase order automation",
    description:
      "Orkestra AI generates purchase orders from your forecasts, verifies them against confirmations and shipment notes, and changes them when plans shift.",
    hero: {
      eyebrow: "Procurement",
      heading: "Purchase orders that write, check and fix themselves",
      intro:
        "Orkestra AI generates purchase orders from your forecasts, verifies them against confirmations and shipment notes, and updates them when suppliers change dates or quantities.",
    },
  },
  visibility: {
    title: "Supply chain visibility",
    description:
      "Track inbound goods from supplier to dock with autonomous supplier communication, a freight hub and yard management, all linked to your ERP and WMS.",
    hero: {
      eyebrow: "Visibility",
      heading: "See every shipment, from supplier to yard",
      intro:
        "Autonomous communication keeps suppliers and carriers up to date, the freight hub tracks inbound loads, and yard management shows what is at your docks right now.",
    },
  },
  terms: {
    title: "Terms of Service",
    description:
      "The terms for using Orkestra: EU data residency on servers in Germany, your GDPR rights, German governing law and how our liability is limited.",
    hero: {
      eyebrow: "Legal",
      heading: "Terms of Service",
      intro:
        "The terms that govern your use of Orkestra, including EU data residency in Germany, your GDPR rights and German governing law.",
    },
  },
  privacy: {
    title: "Privacy Policy",
    description:
      "How Orkestra collects, uses and protects personal data, which GDPR rights you have, and why personal data of EU users is hosted in Germany.",
    hero: {
      eyebrow: "Legal",
      heading: "Privacy Policy",
      intro:
        "How Orkestra collects, uses and protects personal data, with the data of EU users hosted on servers in Germany. Effective 2\u00a0April 2025.",
    },
  },
  search: {
    title: "Search",
    description:
      "Search every page and article of the Orkestra site, in English: products, pricing, integrations such as Fortnox, the blog, the FAQ and the legal pages.",
    hero: {
      eyebrow: "Search",
      heading: "Search the site",
      intro: "Find any page or article on the site, from approval limits to ERP integrations. Results appear as you type.",
    },
  },
  "error-404": {
    title: "Page not found",
    description:
      "The page you requested does not exist or has moved. Return to the Orkestra homepage to explore autonomous supply-chain automation.",
    hero: {
      eyebrow: "Error",
      heading: "404",
      intro: "The page you are looking for cannot be found",
    },
  },
  "home-2": {
    title: "Goodbye manual work",
    description:
      "Ask Orkestra about stock levels, open orders or late deliveries in your own language and get answers from live ERP data, with supplier follow-up handled.",
    hero: {
      eyebrow: "AI assistant",
      heading: "Goodbye Manual Work!",
      intro:
        "Ask Orkestra about stock levels, open orders or late deliveries in your own language. It answers from live ERP data and follows up with suppliers for you.",
    },
  },
  "home-3": {
    title: "AI for business",
    description:
      "How businesses use AI to take over routine planning, purchasing and reporting, and what it frees their teams to do for customers and suppliers.",
    hero: {
      eyebrow: "AI in business",
      heading: "AI the future of business",
      intro:
        "Companies that let AI handle routine planning free their people for customers, suppliers and strategy. Here is what that looks like in practice.",
    },
  },
  "home-4": {
    title: "A supply chain that thinks",
    description:
      "Orkestra AI monitors your supply-chain data, predicts risks before they hit and mitigates them on its own, cutting costs and manual work for your team.",
    hero: {
      eyebrow: "Orkestra AI",
      heading: "What if your supply chain could think?",
      intro:
        "Imagine a supply chain that watches its own data, predicts risks before they land and mitigates them without waiting for a meeting. That is what Orkestra AI does.",
    },
  },
} satisfies PagesCopy;
