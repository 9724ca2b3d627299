import { site } from "~/config/site";
import type { VisibilityContent } from "../visibility-types";
import { mapCities } from "./shared";

const { name: brand, products } = site;

/** The /visibility page in English. */
export const visibility = {
  hero: {
    secondary: "Open the freight hub",
    visual: {
      alt: `${brand} inbound map for North Sea ports: fog is holding the feeder vessel from Antwerp with two containers for the Hamburg warehouse, so ${brand} has rebooked them on the morning train from Rotterdam and told the carrier and the warehouse, arriving half a day later than planned instead of two days.`,
      title: "Inbound network · North Sea",
      live: "Tracking 24/7",
      cities: mapCities,
      alert: { label: "Delayed", title: "Feeder from Antwerp held by fog", text: "2 containers for Hamburg, +2 days" },
      action: { label: "Rerouted", title: "Rebooked on the Rotterdam train", text: "ETA +½ day · carrier and warehouse told" },
    },
  },
  communication: {
    eyebrow: "Autonomous communication",
    heading: "Suppliers and carriers kept in the loop, without the chasing",
    intro: `Most of what a logistics team knows arrives by e-mail, and most of its day goes into asking for it. ${products.ai} asks for you: it requests dispatch dates, chases missing tracking numbers, answers carrier questions and turns every reply into an update in your systems.`,
    points: [
      "Dispatch dates, tracking numbers and ETAs requested and chased",
      "Replies read in any language and matched to the right shipment",
      "Changed dates written to the ERP and passed on to the warehouse",
      "Escalated to a person only when a decision is needed",
    ],
    visual: {
      alt: `An e-mail thread ${products.ai} ran about shipment SH-7731 for PO-21044: it asked Velo Parts for the dispatch date and tracking number, the supplier replied that the goods leave Leipzig today with DHL Freight, ${products.ai} asked the carrier to book a dock slot for Thursday morning, and the carrier confirmed 07:30. The ETA was updated in the ERP, dock 3 booked and the warehouse informed.`,
      folder: "Logistics inbox",
      subject: "SH-7731 / PO-21044: dispatch and delivery slot",
      messages: [
        { by: "ai", from: products.ai, org: "for Nordvik Cycles", time: "09:12", text: "Good morning Katrin, could you confirm the dispatch date and tracking number for PO-21044? It is due in Hamburg on Thursday." },
        { by: "person", from: "Katrin Vogel", org: "Velo Parts GmbH", time: "09:40", text: "Hi! It leaves Leipzig this afternoon with DHL Freight, tracking 4471-2290-18." },
        { by: "ai", from: products.ai, org: "for Nordvik Cycles", time: "09:41", text: "Thank you. DHL Freight team, can we book a dock slot for Thursday morning at our Hamburg warehouse?" },
        { by: "person", from: "Tomasz Nowak", org: "DHL Freight dispatch", time: "10:05", text: "Thursday 07:30 works for us, driver will call 30 minutes ahead." },
      ],
      outcomes: ["ETA updated in the ERP", "Dock 3 booked for Thu 07:30", "Warehouse informed"],
    },
  },
  freight: {
    eyebrow: "Freight hub",
    heading: "Every inbound load in one place",
    intro: `The freight hub brings together what your suppliers, carriers and forwarders report, by portal, EDI or e-mail, and ties it to your purchase orders. You see what is on its way, where it is and whether it will make it in time, before the warehouse has to ask.`,
    bullets: [
      {
        id: "tracking",
        icon: "route",
        title: "Live status for road, sea, rail and air",
        text: "Every shipment is linked to its purchase order lines, with the latest position, ETA and the documents that came with it.",
      },
      {
        id: "delays",
        icon: "siren",
        title: "Delays noticed before they arrive",
        text: "ETAs are compared with the date you need the goods. A late load triggers a rebooking, a split delivery or a heads-up to sales.",
      },
      {
        id: "costs",
        icon: "receipt",
        title: "Freight costs checked",
        text: "Carrier invoices are matched against the agreed rates and the shipment, so surcharges and double bookings are caught.",
      },
    ],
    visual: {
      alt: `${brand} freight hub: 38 inbound shipments, 34 on time and 4 at risk. Sea freight from Shanghai to Hamburg is on time for 14 March, a truck from Leipzig arrives on Thursday at 07:30, a rail load from Duisburg to Malmö is 1 day late and has been flagged, and an air shipment from Shenzhen has landed. An alert says one container for PO-20990 will miss its need date and a split delivery has been proposed.`,
      app: brand,
      view: "Freight hub",
      live: "Live",
      counters: [
        { label: "Inbound", value: "38" },
        { label: "On time", value: "34" },
        { label: "At risk", value: "4" },
      ],
      shipments: [
        { ref: "SH-7702", from: "Shanghai", to: "Hamburg", carrier: "Maersk", mode: "sea", eta: "ETA 14 Mar", status: "On time", tone: "ok", progress: 72 },
        { ref: "SH-7731", from: "Leipzig", to: "Hamburg", carrier: "DHL Freight", mode: "truck", eta: "Thu 07:30", status: "Dock booked", tone: "info", progress: 35 },
        { ref: "SH-7689", from: "Duisburg", to: "Malmö", carrier: "DB Cargo", mode: "rail", eta: "ETA +1 day", status: "Late", tone: "late", progress: 58 },
        { ref: "SH-7745", from: "Shenzhen", to: "Stockholm", carrier: "Cargolux", mode: "air", eta: "Landed 06:15", status: "Customs", tone: "info", progress: 92 },
      ],
      alert: { title: "PO-20990 will miss its need date.", text: "Split delivery proposed: 40% by truck from the Rotterdam stock." },
    },
  },
  yard: {
    eyebrow: "Yard management",
    heading: "Know what is at your docks right now",
    intro: `Trucks that wait at the gate cost money, and so do docks that stand empty. ${brand} plans dock slots from the ETAs in the freight hub, tells each driver where to go and keeps the warehouse's receiving plan in step with what actually arrives.`,
    bullets: [
      {
        id: "slots",
        icon: "calendar-clock",
        title: "Dock slots from real ETAs",
        text: "Slots are booked and moved automatically as ETAs change, so the receiving team plans around the trucks that will really come.",
      },
      {
        id: "yard",
        icon: "parking",
        title: "A live map of the yard",
        text: "Which truck is at which dock or bay, how long it has waited and what it carries, linked to the purchase order and the delivery note.",
      },
      {
        id: "receiving",
        icon: "forklift",
        title: "Receiving ready before the truck is",
        text: "The WMS gets the expected goods in advance, so putaway is planned and the receipt is booked against the right order.",
      },
    ],
    visual: {
      alt: `Yard view of the Hamburg warehouse: six dock doors, two unloading, one loading, two free and one reserved for the next truck. Three trucks wait in the yard bays. The queue to the docks: HH-KL 482 from DHL Freight to dock 3 at 07:30, B-TR 1903 from DB Schenker to dock 5 at 07:45 and PL-WX 77 from Raben to dock 6 at 08:10. Average time from gate to dock today is 11 minutes.`,
      title: "Yard · Hamburg warehouse",
      live: "Live",
      warehouse: "Warehouse · docks",
      docks: [
        { label: "D1", state: "unloading", plate: "HH-MK 220" },
        { label: "D2", state: "unloading", plate: "DK 48 113" },
        { label: "D3", state: "next" },
        { label: "D4", state: "loading", plate: "HH-OR 915" },
        { label: "D5", state: "free" },
        { label: "D6", state: "free" },
      ],
      legend: { unloading: "Unloading", loading: "Loading", free: "Free", next: "Reserved" },
      bays: [
        { label: "P1", plate: "HH-KL 482" },
        { label: "P2", plate: "B-TR 1903" },
        { label: "P3" },
        { label: "P4", plate: "PL-WX 77" },
        { label: "P5" },
        { label: "P6" },
        { label: "P7" },
        { label: "P8" },
      ],
      gate: "Gate",
      queue: {
        title: "Queue to the docks",
        rows: [
          { plate: "HH-KL 482", carrier: "DHL Freight", dock: "D3", time: "07:30" },
          { plate: "B-TR 1903", carrier: "DB Schenker", dock: "D5", time: "07:45" },
          { plate: "PL-WX 77", carrier: "Raben", dock: "D6", time: "08:10" },
        ],
      },
      stat: "Gate to dock: 11 min",
    },
  },
  figures: [
    { id: "monitoring", value: "24/7", label: "tracking of every inbound shipment" },
    { id: "connect", value: "< 5 min", label: "to connect your ERP and WMS" },
    { id: "setup", value: "~1 hour", label: "of setup, with no team training" },
    { id: "results", value: "2-3 weeks", label: "until the first measurable results" },
  ],
  next: {
    eyebrow: "Explore further",
    heading: "From the order to the dock",
    intro: "Visibility starts with the purchase order and ends in the warehouse. See the rest of the loop.",
    links: [
      { page: "procurement", icon: "file-check", title: "Purchase order automation", text: "Generate, verify and change purchase orders automatically." },
      { page: "ai", icon: "brain", title: products.ai, text: "Forecasting and risk management around the clock." },
      { page: "go", icon: "rocket", title: products.go, text: "The ready-made edition for small and mid-sized teams." },
      { page: "platform", icon: "layers", title: "The platform", text: "Connectors, data residency in Germany and security." },
    ],
  },
} as const satisfies VisibilityContent;
