import { site } from "../../config/site";
import type { PortfolioContent } from "../portfolio-types";

const { ai, go } = site.products;

export const portfolio = {
  projects: [
    {
      slug: "nordic-distributor",
      title: "Purchase orders on autopilot for a Nordic distributor",
      client: "Wholesale distributor, Sweden and Norway",
      sector: "Distribution",
      summary: "Three buyers spent most of their week typing and chasing purchase orders. Now the AI writes, checks and updates them.",
      cover: "orders",
      highlight: { id: "touchless", value: "85%", label: "of purchase orders without a manual touch" },
      page: {
        title: "Nordic distributor: purchase orders on autopilot",
        description: `A wholesale distributor with warehouses in Sweden and Norway cut stock-outs by more than half after handing purchase orders to ${ai}.`,
      },
      heading: "A Nordic distributor hands its purchase orders to Orkestra AI",
      intro:
        "A wholesale distributor with warehouses in Sweden and Norway connected its ERP and WMS in a single afternoon. Within three weeks, Orkestra AI was generating, verifying and updating its purchase orders.",
      facts: [
        { label: "Sector", value: "Wholesale distribution" },
        { label: "Region", value: "Sweden and Norway, two warehouses" },
        { label: "Systems", value: "Microsoft Dynamics 365 Business Central, own WMS" },
        { label: "Live in", value: "3 weeks" },
      ],
      challenge: [
        "The company sells 14,000 items from 220 suppliers to hardware stores across Scandinavia. Three buyers placed around 1,100 purchase orders a month, copied supplier confirmations into the ERP by hand and chased late deliveries by e-mail.",
        "Reorder points were reviewed twice a year. When demand moved, the buyers found out from empty shelves: 4.1% of order lines could not be delivered in full.",
      ],
      approach: [
        "Connected Business Central and the WMS with read-only access in one afternoon; no data was moved by hand.",
        "Ran two weeks in shadow mode: the AI proposed every purchase order and the buyers approved or corrected it.",
        "Switched on automatic orders for the 160 suppliers with stable terms, with approval rules for anything above EUR 20,000.",
        "Let the AI read supplier confirmations from the shared inbox and update delivery dates and prices in the ERP.",
      ],
      outcome: {
        text: "After three months, the buyers spend their time on negotiations and new suppliers instead of data entry.",
        figures: [
          { id: "touchless", value: "85%", label: "of purchase orders created and checked without a manual touch" },
          { id: "stockouts", value: "4.1% → 1.6%", label: "order lines not delivered in full" },
          { id: "hours", value: "70 h", label: "of buyers' time saved every month" },
        ],
      },
      quote: {
        text: "The first week we checked every order it made. By week three we only looked at the ones it flagged.",
        author: "Head of Purchasing",
      },
    },
    {
      slug: "uk-home-retailer",
      title: "Seasonal forecasts for a UK home-goods webshop",
      client: "E-commerce retailer, United Kingdom",
      sector: "E-commerce",
      summary: "Peaks in spring and before Christmas left the shop with empty bestsellers and a warehouse of slow stock.",
      cover: "forecast",
      highlight: { id: "excess", value: "−22%", label: "excess stock after one season" },
      page: {
        title: "UK home-goods webshop: seasonal demand forecasting",
        description: `How a UK e-commerce retailer used ${ai}'s demand forecasts with confidence bands to cut excess stock by 22% and keep bestsellers available in peak season.`,
      },
      heading: "A UK webshop stops guessing its seasonal peaks",
      intro: "An online home-goods retailer replaced spreadsheet forecasts with Orkestra AI's demand forecasts, item by item, and went into its Christmas peak with the right stock.",
      facts: [
        { label: "Sector", value: "E-commerce, home goods" },
        { label: "Region", value: "United Kingdom" },
        { label: "Systems", value: "Oracle NetSuite, Shopify" },
        { label: "Live in", value: "2 weeks" },
      ],
      challenge: [
        "The retailer sells 6,000 items, a third of them seasonal, sourced from suppliers in Portugal, Turkey and China with lead times of up to ten weeks.",
        "Forecasts lived in a spreadsheet updated once a month. Bestsellers sold out in the first week of a campaign while slow lines filled a quarter of the warehouse.",
      ],
      approach: [
        "Connected NetSuite and the webshop's order history: three years of sales per item and channel.",
        "Forecast demand per item and week, with a confidence band the planners could see, including campaigns and seasonality.",
        "Turned the forecasts into order proposals that take each supplier's lead time and minimum order into account.",
        "Flagged slow lines early, so the team could plan markdowns instead of writing stock off.",
      ],
      outcome: {
        text: "In its first peak season on Orkestra, the retailer kept its top 200 items in stock and carried far less dead stock into January.",
        figures: [
          { id: "excess", value: "−22%", label: "excess stock after one season" },
          { id: "error", value: "−31%", label: "forecast error on seasonal items" },
          { id: "availability", value: "98.5%", label: "availability of the top 200 items in peak" },
        ],
      },
      quote: {
        text: "We finally see how sure a forecast is. That changed how much we dare to order.",
        author: "Head of Merchandise Planning",
      },
    },
    {
      slug: "german-components-maker",
      title: "Supplier risk under control for a German manufacturer",
      client: "Industrial components manufacturer, Germany",
      sector: "Production",
      summary: "Late parts stopped the assembly line five times in six months. Now risks show up weeks before they hit production.",
      cover: "risk",
      highlight: { id: "stoppages", value: "0", label: "line stops from late parts in six months" },
      page: {
        title: "German components maker: supplier risk management",
        description: `A German manufacturer used ${ai}'s risk monitoring to see late deliveries weeks ahead and went six months without a line stop from missing parts.`,
      },
      heading: "A German manufacturer sees late parts coming",
      intro: "A maker of industrial drive components let Orkestra AI watch every open purchase order and supplier signal around the clock, and stopped losing production days to missing parts.",
      facts: [
        { label: "Sector", value: "Industrial components" },
        { label: "Region", value: "Germany, one plant" },
        { label: "Systems", value: "SAP Business One" },
        { label: "Live in", value: "4 weeks" },
      ],
      challenge: [
        "The plant buys 3,500 parts from 140 suppliers, several of them single sources in Asia. Delays surfaced only when a part was missing at the line.",
        "In six months the line stopped five times for missing parts, each stop costing a shift of output and overtime to catch up.",
      ],
      approach: [
        "Connected SAP Business One and scored every open order line for delivery risk, every day.",
        "Combined supplier history, confirmation gaps and shipping updates into one risk forecast per part.",
        "Sent the buyers a short list each morning: the orders at risk, the production orders they feed and the options.",
        "Asked suppliers for updated delivery dates automatically whenever a confirmation was missing or overdue.",
      ],
      outcome: {
        text: "Buyers now act on a risk two to four weeks before it reaches the line, while there is still time to expedite or switch supplier.",
        figures: [
          { id: "stoppages", value: "5 → 0", label: "line stops from late parts in six months" },
          { id: "ontime", value: "87% → 96%", label: "order lines delivered on time" },
          { id: "warning", value: "18 days", label: "average warning before a late delivery" },
        ],
      },
      quote: {
        text: "The morning list is the first thing our buyers open. It tells them where to spend the day.",
        author: "Head of Supply Chain",
      },
    },
    {
      slug: "danish-food-wholesaler",
      title: "Less waste for a Danish food wholesaler",
      client: "Food wholesaler, Denmark",
      sector: "Distribution",
      summary: "Fresh goods with a shelf life of days, ordered daily by hand. The AI now proposes every order before 6 a.m.",
      cover: "fresh",
      highlight: { id: "waste", value: "−18%", label: "food written off as waste" },
      page: {
        title: "Danish food wholesaler: daily fresh-goods ordering",
        description: `A Danish food wholesaler let ${ai} propose its daily fresh-goods orders before 6 a.m. and cut waste by 18% while keeping restaurant customers supplied.`,
      },
      heading: "A Danish food wholesaler orders fresh goods before breakfast",
      intro: "A wholesaler supplying restaurants and canteens handed its daily fresh-goods orders to Orkestra AI, and wastes less food without running out.",
      facts: [
        { label: "Sector", value: "Food service wholesale" },
        { label: "Region", value: "Denmark, one chilled warehouse" },
        { label: "Systems", value: "Visma, own WMS" },
        { label: "Live in", value: "3 weeks" },
      ],
      challenge: [
        "Dairy, vegetables and meat with a shelf life of three to ten days were ordered every morning by two planners, from experience and a printed stock list.",
        "Weather, holidays and school terms moved demand from one day to the next. Too much meant waste; too little meant calls from angry chefs.",
      ],
      approach: [
        "Connected Visma and the WMS, including batch and best-before data.",
        "Forecast daily demand per item with weather, holidays and school terms as signals.",
        "Proposed every order by 5:45 a.m., using the oldest batches first and respecting each supplier's cut-off time.",
        "Sent approved orders to suppliers by e-mail and recorded their confirmations in Visma.",
      ],
      outcome: {
        text: "The planners approve the morning orders in twenty minutes and spend the rest of the day with customers and suppliers.",
        figures: [
          { id: "waste", value: "−18%", label: "food written off as waste" },
          { id: "fill", value: "99.1%", label: "of order lines delivered in full" },
          { id: "time", value: "20 min", label: "to approve the daily orders, down from two hours" },
        ],
      },
      quote: {
        text: "It orders like our best planner on her best day, every day, at a quarter to six.",
        author: "Operations Manager",
      },
    },
    {
      slug: "finnish-spare-parts",
      title: "Right-sized spare-parts stock in Finland",
      client: "Aftermarket spare-parts supplier, Finland",
      sector: "Production",
      summary: "Thousands of slow-moving parts, each needed urgently once in a while. Stock was high and still not where it mattered.",
      cover: "parts",
      highlight: { id: "savings", value: "€4,800", label: "saved every month in holding costs" },
      page: {
        title: "Finnish spare-parts supplier: stock optimisation",
        description: `A Finnish aftermarket supplier used ${ai} to forecast intermittent demand for 9,000 spare parts, saving EUR 4,800 a month in holding costs.`,
      },
      heading: "A Finnish spare-parts supplier carries less stock and delivers more",
      intro: "An aftermarket supplier for forestry machines used Orkestra AI to forecast demand that comes once a month or once a year, and freed capital tied up in the wrong parts.",
      facts: [
        { label: "Sector", value: "Aftermarket spare parts" },
        { label: "Region", value: "Finland, serving the Nordics" },
        { label: "Systems", value: "Odoo" },
        { label: "Live in", value: "4 weeks" },
      ],
      challenge: [
        "Of 9,000 parts in stock, most sell a few times a year, but a machine standing still in the forest costs the customer thousands of euros a day.",
        "Safety stock was set by rule of thumb. The warehouse was full of parts nobody had asked for in two years, while urgent parts were often out.",
      ],
      approach: [
        "Connected Odoo and classified every part by how often and how unevenly it sells.",
        "Forecast intermittent demand with models built for it, and set service levels per class of part.",
        "Proposed new reorder points and safety stocks, reviewed and approved by the purchasing lead.",
        `Used ${go} to send suppliers order confirmations and reminders automatically.`,
      ],
      outcome: {
        text: "Less capital sits on the shelves, and the parts that keep machines running are there when a customer calls.",
        figures: [
          { id: "savings", value: "€4,800", label: "saved every month in holding costs" },
          { id: "stock", value: "−15%", label: "stock value" },
          { id: "service", value: "91% → 97%", label: "urgent orders shipped the same day" },
        ],
      },
      quote: {
        text: "We carry less and deliver more. I did not think both would happen at once.",
        author: "Purchasing Lead",
      },
    },
    {
      slug: "swedish-pharmacy-webshop",
      title: "Supplier e-mails handled for a Swedish online pharmacy",
      client: "Online pharmacy and health shop, Sweden",
      sector: "E-commerce",
      summary: "Hundreds of supplier e-mails a week about dates, prices and backorders. The AI now reads them and updates the ERP.",
      cover: "inbox",
      highlight: { id: "hours", value: "95 h", label: "saved every month on supplier e-mail" },
      page: {
        title: "Swedish online pharmacy: automated supplier communication",
        description: `A Swedish online pharmacy let ${ai} read supplier e-mails, update delivery dates in Fortnox and chase late orders, saving 95 hours a month.`,
      },
      heading: "A Swedish online pharmacy hands supplier e-mail to Orkestra AI",
      intro: "An online pharmacy let Orkestra AI read and answer routine supplier e-mail, so its small purchasing team stopped copying dates and prices into the ERP.",
      facts: [
        { label: "Sector", value: "E-commerce, pharmacy and health" },
        { label: "Region", value: "Sweden" },
        { label: "Systems", value: "Fortnox, third-party warehouse" },
        { label: "Live in", value: "2 weeks" },
      ],
      challenge: [
        "Two buyers handled some 600 supplier e-mails a week: confirmations, changed delivery dates, price updates and backorders, each to be copied into Fortnox by hand.",
        "Anything missed showed up on the website as a wrong delivery promise to a customer.",
      ],
      approach: [
        "Connected Fortnox and the purchasing inbox, with the buyers' approval rules set up in the first hour.",
        "Let the AI read each supplier e-mail, match it to the purchase order and propose the update.",
        "After two weeks of approvals, let it apply routine updates on its own and ask about anything unusual.",
        "Sent polite reminders automatically when a confirmation was overdue.",
      ],
      outcome: {
        text: "Delivery dates on the website are now right, and the buyers only open the e-mails that need a person.",
        figures: [
          { id: "hours", value: "95 h", label: "saved every month on supplier e-mail" },
          { id: "handled", value: "9 of 10", label: "supplier e-mails handled without a buyer" },
          { id: "promise", value: "−60%", label: "customer orders with a wrong delivery date" },
        ],
      },
      quote: {
        text: "Our inbox used to be the job. Now it is a short list of real questions.",
        author: "Purchasing Manager",
      },
    },
  ],
  grid: {
    eyebrow: "Customer projects",
    heading: "Six supply chains, six problems solved",
    intro: "Each project started with one costly problem, connected an existing ERP and showed results within 2-3 weeks. Open a project to read how.",
  },
  readCase: "Read the case",
  labels: {
    facts: "At a glance",
    challenge: "The problem",
    approach: "What Orkestra did",
    outcome: "The outcome",
    quote: "What the customer says",
    others: { eyebrow: "More projects", heading: "Other customer projects" },
  },
} as const satisfies PortfolioContent;
