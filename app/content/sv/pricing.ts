import { site } from "~/config/site";
import type { Plan, PricingContent } from "../pricing-types";

const { companion, warehousing } = site.products;

// SPEC §9, startsidans priser: kvartalsfliken har samma planer till lägre pris, fortfarande per månad.
const homePlans = (prices: { basic: number; pro: number; max: number }): Plan[] => [
  {
    id: "basic",
    name: "Basic",
    accounts: "2 användarkonton",
    price: prices.basic,
    blurb: "För mindre team som automatiserar sina första inköpsorder och leverantörsmejl.",
    features: ["Upp till 5 000 dataposter", "Integration med affärssystem och WMS", "E-postkommunikation"],
  },
  {
    id: "pro",
    name: "PRO",
    accounts: "Upp till 5 användarkonton",
    price: prices.pro,
    blurb: "För växande företag med flera leverantörer, lager och transportörer.",
    features: ["Allt i Basic", "Upp till 10 000 dataposter", "Enhetligt API för affärssystem", "Frakthantering ingår"],
    featured: true,
  },
  {
    id: "max",
    name: "MAX",
    accounts: "Upp till 10 användarkonton",
    price: prices.max,
    blurb: "För grossister och tillverkare som planerar tusentals artiklar.",
    features: [
      "Allt i PRO",
      "Upp till 20 000 dataposter",
      "Prediktiv analys för automatiserade inköp",
      "Prediktiv analys för efterfrågeplanering",
      // SPEC §9 listar följeprodukten två gånger i MAX.
      `${companion} ingår`,
      `${companion} ingår`,
    ],
  },
];

const featurePlans = (period: "monthly" | "yearly"): Plan[] => [
  {
    id: "basic",
    name: "Basic",
    accounts: "5 användarkonton",
    price: period === "monthly" ? 599 : 549,
    blurb: "För team som vill ha automatisering utan uppsättning ovanpå sitt affärssystem.",
    features: ["Upp till 5 000 dataposter", "Integration med affärssystem och WMS", "E-postkommunikation"],
  },
  {
    id: "pro",
    name: "Pro",
    accounts: period === "monthly" ? "Upp till 5 användarkonton" : "5 användarkonton",
    price: period === "monthly" ? 999 : 949,
    blurb: "För inköpsteam med mycket att göra som vill ha hela AI-verktygslådan.",
    features: ["Upp till 12 000 dataposter", "Allt i Basic", "Avancerad AI", "Konversationsanalys (tillval mot avgift)"],
    featured: true,
  },
  {
    id: "enterprise",
    name: "Enterprise",
    accounts: "Antal användarkonton efter behov",
    price: null,
    blurb: "För verksamheter med flera anläggningar och egna krav på säkerhet och integration.",
    features: [
      "Full åtkomst till AI-API:t",
      "Dedikerad molninfrastruktur",
      "Dedikerad support",
      "Konversationsanalys",
      "Enhetligt API för affärssystem och WMS",
      `${warehousing} ingår`,
    ],
  },
];

export const pricing = {
  section: {
    eyebrow: "Priser",
    heading: "Planer som växer med er leveranskedja",
    intro: "Alla planer har integration med affärssystem och WMS samt e-postkommunikation. Börja med en gratis månad och välj sedan planen som passar er datavolym och ert team.",
    note: "Priser i euro per månad, exklusive moms. Avsluta när du vill under gratismånaden.",
  },
  home: {
    id: "home",
    tabs: [
      { period: "monthly", plans: homePlans({ basic: 299, pro: 499, max: 999 }) },
      { period: "quarterly", plans: homePlans({ basic: 279, pro: 479, max: 979 }) },
    ],
  },
  feature: {
    id: "feature",
    tabs: [
      { period: "monthly", plans: featurePlans("monthly") },
      { period: "yearly", plans: featurePlans("yearly") },
    ],
  },
  cta: {
    heading: "Osäker på vilken plan som passar?",
    text: "Boka en demo på 30 minuter så hjälper vi er att välja plan efter datavolym och team. Första månaden är gratis.",
    secondary: "Kontakta sälj",
  },
} as const satisfies PricingContent;
