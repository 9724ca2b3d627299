import type { Home2Content, Home3Content, Home4Content } from "../landing-types";

/** /home-2: the chatbot landing page (SPEC §2 "Template landing pages"). */
export const home2 = {
  frame: {
    links: [
      { anchor: "features", label: "Features" },
      { anchor: "how-it-works", label: "How it works" },
      { anchor: "testimonials", label: "Customers" },
      { anchor: "faq", label: "FAQ" },
    ],
  },
  hero: {
    primary: "Start Chatting for Free",
    note: "No credit card. Connects to your ERP in under 5 minutes.",
  },
  tiles: {
    eyebrow: "Built for supply-chain teams",
    heading: "An assistant that understands your operation",
    intro: "Not a generic chatbot: it reads your ERP, your purchase orders and your supplier mail, and it answers like a colleague who has them all open.",
    cards: [
      {
        id: "multilingual",
        icon: "languages",
        title: "Multilingual Support",
        text: "Ask in English, Swedish, German or Polish. Orkestra answers in the language you wrote in and writes to each supplier in theirs.",
      },
      {
        id: "intent",
        icon: "target",
        title: "Intent Recognition",
        text: "“Where is the Gdańsk order?” and “is PO 4471 late?” mean the same thing. It works out what you need, then looks it up or acts.",
      },
      {
        id: "context",
        icon: "layers",
        title: "Context Management",
        text: "It remembers the order, supplier and article you were talking about, so a follow-up like “and the one before?” just works.",
      },
    ],
  },
  blocks: [
    {
      eyebrow: "Ask, don’t search",
      heading: "Answers from live ERP data, in seconds",
      intro: "Stop exporting reports to find one number. Ask about stock cover, open orders or the next stock-out and get the answer with the figures behind it.",
      points: [
        "Stock levels, lead times and forecasts for every article and site",
        "The sources of each answer, one click from the ERP record",
        "Read-only by default: nothing changes until you approve it",
      ],
    },
    {
      eyebrow: "From question to action",
      heading: "It does the follow-up, not just the lookup",
      intro: "When an answer calls for action, Orkestra drafts it: a reminder to a late supplier, a changed delivery date, a purchase order checked against the confirmation.",
      points: [
        "Supplier e-mails drafted in their language, sent when you say so",
        "Order confirmations checked line by line against the purchase order",
        "Every change written back to the ERP with a full audit trail",
      ],
    },
    {
      eyebrow: "Talk to suppliers through it",
      heading: "One conversation with your team and your suppliers",
      intro: "Bring a supplier into the thread and Orkestra keeps both sides in step: it asks for the new date, updates the order and tells the planner what changed.",
      points: ["Suppliers reply by e-mail; no portal, no login for them", "Agreed dates and quantities go straight into the order", "You step in whenever you want; it never commits money on its own"],
      action: "Try It Now",
      visual: {
        alt: "A chat in Orkestra: a buyer asks about a late order, the assistant brings in the supplier, who confirms a new date, and the purchase order is updated.",
        app: "Orkestra Assistant",
        channel: "PO 4471 · Gdańsk Metalworks",
        status: "Supplier in thread",
        messages: [
          { id: "m1", from: "buyer", author: "Lena Forsberg", time: "09:12", text: "Is PO 4471 from Gdańsk still arriving on Friday?" },
          { id: "m2", from: "assistant", author: "Orkestra", time: "09:12", text: "No confirmation since Monday and the truck has not been booked. Shall I ask them for a firm date?" },
          { id: "m3", from: "buyer", author: "Lena Forsberg", time: "09:13", text: "Yes please, and keep me posted." },
          { id: "m4", from: "supplier", author: "Marta, Gdańsk Metalworks", time: "10:41", text: "Dzień dobry! 400 pcs ship Tuesday, the remaining 200 on Thursday." },
          { id: "m5", from: "assistant", author: "Orkestra", time: "10:42", text: "Split delivery noted. Stock covers the gap, so no rush order is needed." },
        ],
        result: { label: "ERP updated", title: "PO 4471 split into two deliveries", text: "Tue 400 pcs · Thu 200 pcs · planner notified" },
        composer: "Ask about an order, supplier or article…",
      },
    },
  ],
  testimonials: {
    eyebrow: "Customers",
    heading: "Teams that stopped chasing",
    intro: "What buyers and planners say after a few weeks with the assistant.",
    items: [
      {
        id: "lena",
        quote: "I used to spend my Monday mornings chasing confirmations. Now I ask Orkestra which orders are at risk and it has already written to half the suppliers.",
        name: "Lena Forsberg",
        role: "Purchasing Manager",
        company: "Nordvik Components",
      },
      {
        id: "tomasz",
        quote: "Our Polish suppliers get their reminders in Polish and answer the same day. That alone cut our late deliveries by a third.",
        name: "Tomasz Kowalczyk",
        role: "Supply Chain Lead",
        company: "Baltic Home Goods",
      },
      {
        id: "amira",
        quote: "I ask the same questions I would ask our ERP consultant and get the answer before my coffee cools. The sources are right there when finance asks.",
        name: "Amira Haddad",
        role: "Operations Director",
        company: "Helix Medical Supplies",
      },
      {
        id: "jakob",
        quote: "It understood “the blue cable order from last week” on day one. Our planners did not need any training, they just started asking.",
        name: "Jakob Lind",
        role: "Head of Planning",
        company: "Skärgård Outdoor",
      },
      {
        id: "claire",
        quote: "The assistant caught a confirmation with the wrong unit price before it reached the invoice. That paid for the year.",
        name: "Claire Dubois",
        role: "Procurement Analyst",
        company: "Atelier Lumière",
      },
    ],
  },
  blog: {
    eyebrow: "From the blog",
    heading: "Read how teams put AI to work",
    intro: "Practical notes from the supply chains we work with.",
    all: "All articles",
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Questions about the assistant",
    intro: "What teams ask before they start their first conversation.",
    items: [
      {
        id: "data",
        question: "Where does the assistant get its answers from?",
        answer:
          "From your own systems: the ERP, the warehouse system and the shared purchasing inbox, read through our connectors. It does not guess from the internet, and every answer links to the records it used.",
      },
      {
        id: "languages",
        question: "Which languages does it understand?",
        answer:
          "It understands and answers in all major European languages, including English, Swedish, German, Polish, Dutch and French. You can ask in one language and have it write to a supplier in another.",
      },
      {
        id: "actions",
        question: "Can it change orders on its own?",
        answer:
          "Only within the limits you set. By default it drafts changes and e-mails and waits for your approval. You can let it confirm small date changes or resend reminders on its own, and raise those limits later.",
      },
      {
        id: "setup",
        question: "How long does it take to get started?",
        answer:
          "Connecting the ERP takes under 5 minutes and the full setup about 1 hour. Most teams ask their first real questions on day one and see results within 2-3 weeks.",
      },
      {
        id: "privacy",
        question: "Is our data safe?",
        answer:
          "Personal data of EU users is hosted in Germany, encrypted in transit and at rest. Your data trains only your own models and is never shared with other customers.",
      },
    ],
  },
} as const satisfies Home2Content;

/** /home-3: the AI-business landing page. */
export const home3 = {
  frame: {
    links: [
      { anchor: "why-ai", label: "Why AI" },
      { anchor: "team", label: "Team" },
      { anchor: "testimonials", label: "Customers" },
      { anchor: "articles", label: "Articles" },
    ],
  },
  hero: { primary: "Explore About Us" },
  sections: [
    {
      eyebrow: "Why AI, why now",
      heading: "Routine work is where AI pays back first",
      intro: "Forecasts, purchase orders, follow-ups and reports follow rules your team already knows. That is exactly the work an AI can take over, safely and measurably.",
      points: [
        "Planners spend up to 100 hours a month less on manual updates",
        "Cost savings of up to 5000 euros a month from fewer rush orders",
        "Time to value of 4 weeks, from first connection to first savings",
      ],
    },
    {
      eyebrow: "How adoption works",
      heading: "Start small, prove it, then let it run",
      intro: "AI earns trust the way a new colleague does: first it shadows your team, then it handles routine cases, then it runs whole workflows within limits you set.",
      points: [
        "Weeks 1-2: the AI suggests, your team decides",
        "Weeks 3-4: routine orders and reminders run on their own",
        "After that: you widen the limits as the results come in",
      ],
    },
  ],
  team: {
    eyebrow: "The people behind it",
    heading: "Built by supply-chain people",
    intro: "Our founders ran purchasing and planning before they built software for it.",
    slugs: ["sara-lindgren", "mei-tanaka", "daniel-okafor"],
    all: "Meet the whole team",
  },
  testimonials: {
    eyebrow: "Customers",
    heading: "What changes when AI joins the team",
    items: [
      {
        id: "henrik",
        quote: "We did not replace anyone. We stopped asking good people to copy numbers between screens, and they started talking to customers again.",
        name: "Henrik Aalto",
        role: "CEO",
        company: "Aalto Industrial Supply",
      },
      {
        id: "sofia",
        quote: "The board asked for an AI strategy. Four weeks later I showed them fewer stock-outs and lower freight costs instead of slides.",
        name: "Sofia Marín",
        role: "Chief Operating Officer",
        company: "Verde Foods Iberia",
      },
    ],
  },
  articles: {
    eyebrow: "Articles",
    heading: "Reading for leaders planning their next step",
    intro: "Short, practical articles on AI in purchasing, planning and logistics.",
    all: "Visit the blog",
  },
} as const satisfies Home3Content;

/** /home-4: the dark supply-chain landing page. */
export const home4 = {
  frame: {
    links: [
      { anchor: "promo", label: "Product" },
      { anchor: "services", label: "Services" },
      { anchor: "video", label: "Video" },
      { anchor: "faq", label: "FAQ" },
    ],
  },
  hero: { primary: "Start your free trial" },
  promo: {
    eyebrow: "Monitor, predict, act",
    heading: "Three jobs, done around the clock",
    intro: "Orkestra AI watches every order, shipment and stock level 24/7 and steps in before small problems become expensive ones.",
    cards: [
      {
        id: "monitor",
        icon: "activity",
        title: "Monitor Data",
        text: "Orders, confirmations, shipments and stock levels from your ERP and WMS, checked continuously, not once a week.",
      },
      {
        id: "predict",
        icon: "radar",
        title: "Predict risks",
        text: "Late suppliers, congested ports and demand spikes are simulated ahead, so you see the stock-out weeks before it happens.",
      },
      {
        id: "mitigate",
        icon: "shield-check",
        title: "Mitigate Risks",
        text: "It reorders, reroutes or asks the supplier for a new date on its own, within the limits you set, and tells you what it did.",
      },
    ],
  },
  sections: [
    {
      eyebrow: "Thinking, shown",
      heading: "Every decision comes with its reasons",
      intro: "Orkestra AI does not just act. It shows what it saw, what it simulated and why it chose the action it took, so your team can trust it and overrule it.",
      points: ["A readable trace for every automated decision", "Guardrails per supplier, article and amount", "One click to undo, with the ERP updated either way"],
    },
    {
      eyebrow: "Forecasts you can plan on",
      heading: "Demand forecasts with honest confidence bands",
      intro: "Forecasts update daily from sales, seasonality and supplier performance, and they tell you how sure they are, so safety stock follows the real risk.",
      points: ["Reorder points that move with the forecast", "Alerts when actual demand leaves the band", "Accuracy tracked per article, in the open"],
    },
  ],
  services: {
    eyebrow: "Services",
    heading: "Start with the service you need most",
    intro: "Each service runs on its own and gets better when you add the next.",
    cards: [
      {
        id: "forecasting",
        icon: "chart-spline",
        title: "Forecasting",
        text: "Inventory needs, delivery lead times and disruptions forecast per article and site, updated every day.",
        link: "service-details",
      },
      {
        id: "communications",
        icon: "mail-check",
        title: "Communications",
        text: "RFQs, reminders and delivery updates sent to suppliers and customers by e-mail, in their language.",
        link: "service-details",
      },
      {
        id: "automation",
        icon: "workflow",
        title: "Automation",
        text: "Purchase orders generated, verified and updated, and sales orders created with stock allocated.",
        link: "service-details",
      },
    ],
  },
  video: {
    eyebrow: "Product tour",
    heading: "See Orkestra AI handle a late shipment",
    intro: "Three minutes, one real scenario: a supplier slips, the AI notices, simulates the options and fixes the plan before anyone has to call a meeting.",
    poster: {
      title: "Late shipment, handled",
      duration: "3:12",
      chapters: ["Spotting the delay", "Simulating options", "Updating the plan"],
    },
    title: "Orkestra AI product tour",
  },
  steps: {
    eyebrow: "Getting started",
    heading: "Three steps to a supply chain that thinks",
    intro: "Open a step to see what happens in it.",
    items: [
      {
        id: "account",
        title: "Create a free account",
        text: "Sign up, connect your ERP in under 5 minutes and invite your team. Your first month is free and no credit card is needed.",
      },
      {
        id: "objectives",
        title: "Define clear objectives",
        text: "Tell Orkestra what matters most: fewer stock-outs, lower freight costs or less time on follow-ups. It sets its priorities and guardrails from that.",
      },
      {
        id: "improvement",
        title: "Continuous improvement",
        text: "Every week the AI learns from your decisions and its results. You see the accuracy and savings in one report and widen its limits when you are ready.",
      },
    ],
  },
  counters: {
    eyebrow: "Results",
    heading: "What our customers measure",
    intro: "Averages across customers after their first year with Orkestra AI.",
    items: [
      { id: "risk", value: 95, from: 92, suffix: "%", label: "Reduce Risk", text: "of supplier delays caught before they hit production" },
      { id: "costs", value: 50, from: 0, suffix: "%", label: "Reduce Costs", text: "less spent on rush freight and emergency orders" },
      { id: "value", value: 76, from: 0, suffix: "%", label: "Maximize Value", text: "of purchase orders now handled end to end by the AI" },
    ],
  },
  faq: {
    eyebrow: "FAQ",
    heading: "Before you let it think for you",
    intro: "The questions operations leaders ask us most.",
    items: [
      {
        id: "control",
        question: "Will the AI make decisions without us?",
        answer:
          "Only the ones you allow. You set limits per supplier, article and order value; anything above them is proposed to your team first, with the reasons.",
      },
      {
        id: "systems",
        question: "Which systems does it work with?",
        answer:
          "Plug-and-play connectors read from and write back to common ERP and WMS systems, among them Microsoft Dynamics 365 Business Central, SAP Business One, Oracle NetSuite, Odoo and Visma. Connecting one takes under 5 minutes.",
      },
      {
        id: "results",
        question: "How soon will we see results?",
        answer: "Setup takes about 1 hour and most teams see results within 2-3 weeks. Time to value is 4 weeks on average.",
      },
      {
        id: "training",
        question: "Does our team need training?",
        answer: "No. Orkestra works in the ERP and inbox your team already uses and explains what it does in plain language.",
      },
      {
        id: "trial",
        question: "What happens after the free month?",
        answer:
          "You choose a plan or stop; nothing renews without your say. Everything the AI wrote to your ERP stays there, and you can export your data at any time.",
      },
    ],
  },
  reviews: {
    eyebrow: "Reviews",
    heading: "Trusted by teams that move goods",
    label: "Customer reviews",
    button: "Read All 140+ Reviews",
    items: [
      { id: "r1", quote: "Stock-outs on our top sellers went from weekly to almost never.", name: "Maja Eklund", role: "Inventory Planner", company: "Fjällbo Kitchenware" },
      { id: "r2", quote: "The AI found a supplier slipping two weeks before our planners did.", name: "Peter Vogel", role: "Head of Procurement", company: "Vogel Maschinenbau" },
      { id: "r3", quote: "Setup took an afternoon. The first savings showed up in week three.", name: "Aisha Khan", role: "COO", company: "Brightline Retail" },
      { id: "r4", quote: "Our buyers finally work on negotiations instead of chasing e-mails.", name: "Oskar Nilsson", role: "Purchasing Lead", company: "Norrsken Electronics" },
      { id: "r5", quote: "Every automated change has a reason attached. Our auditors love it.", name: "Grace Mensah", role: "Finance Controller", company: "Coastal Distribution" },
      { id: "r6", quote: "Rush freight costs halved in the first quarter. No exaggeration.", name: "Luca Romano", role: "Logistics Manager", company: "Romano Ceramiche" },
      { id: "r7", quote: "It writes to our Chinese and Polish suppliers in their own language.", name: "Hanna Berg", role: "Sourcing Manager", company: "Lumo Textiles" },
      { id: "r8", quote: "The forecasts tell us how sure they are. That changed our safety stock.", name: "David Osei", role: "Demand Planner", company: "Greenfield Beverages" },
    ],
  },
} as const satisfies Home4Content;
