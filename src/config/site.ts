/**
 * Every brand fact and outbound link of the site, in one place (BRAND.md). Rebranding the site means
 * editing this file and the translation/content files; components never hard-code these values.
 */
export type Office = {
  id: "london" | "hamburg" | "stockholm";
  street: string;
  postcode: string;
  city: string;
  country: { en: string; sv: string };
  phone: string;
};

export type TeamMember = {
  id: string;
  name: string;
  title: { en: string; sv: string };
  social?: Partial<Record<"linkedin" | "twitter" | "facebook" | "instagram", string>>;
};

// Vite inlines VITE_* variables in the bundles; the build hooks (Node) read process.env instead.
const env = (import.meta.env ?? (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}) as Record<
  string,
  string | undefined
>;

/** The public origin, without a trailing slash. Set `VITE_SITE_ORIGIN` at build time. */
const siteOrigin = String(env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");

export const site = {
  name: "Orkestra",
  /** Title of the validation alerts (SPEC §5). */
  productShortName: "Orkestra",
  products: {
    ai: "Orkestra AI",
    go: "Orkestra Go",
    companion: "Orkestra Go",
    warehousing: "Orkestra WMS",
  },
  tagline: "The OS for Autonomous Supply Chains.",
  origin: siteOrigin,
  email: "hello@orkestra.example",
  links: {
    scheduling: "https://calendly.com/orkestra-demo/30min",
    community: "https://www.linkedin.com/groups/women-in-supply-chains",
    reviews: "#",
    videoEmbedBase: "https://www.youtube-nocookie.com/embed/",
    videoId: "orkestra-product-tour",
  },
  social: [
    { id: "facebook", label: "Facebook", href: "https://www.facebook.com/orkestra" },
    { id: "twitter", label: "Twitter / X", href: "https://x.com/orkestra" },
    { id: "instagram", label: "Instagram", href: "https://www.instagram.com/orkestra" },
    { id: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/orkestra" },
  ],
  /** GA4 measurement id; when empty, no analytics code is ever loaded. Set `VITE_GA_ID`. */
  analyticsId: String(env.VITE_GA_ID ?? "").trim(),
  offices: [
    {
      id: "london",
      street: "14 Wharf Street",
      postcode: "E14 4AB",
      city: "London",
      country: { en: "United Kingdom", sv: "Storbritannien" },
      phone: "+44 20 7946 0958",
    },
    {
      id: "hamburg",
      street: "Am Sandtorkai 27",
      postcode: "20457",
      city: "Hamburg",
      country: { en: "Germany", sv: "Tyskland" },
      phone: "+49 30 23125 482",
    },
    {
      id: "stockholm",
      street: "Gustav III:s Boulevard 42",
      postcode: "169 73",
      city: "Solna",
      country: { en: "Sweden", sv: "Sverige" },
      phone: "+46 70 174 06 42",
    },
  ] as const satisfies readonly Office[],
} as const;

export type Site = typeof site;

// Also brand facts, kept as their own exports so pages that do not show them do not ship them.

/** SPEC §2 "Team": five members (BRAND.md). */
export const team = [
  { id: "sara-lindgren", name: "Sara Lindgren", title: { en: "CEO & Co-founder", sv: "vd och medgrundare" } },
  { id: "daniel-okafor", name: "Daniel Okafor", title: { en: "CDO (Chief Data Officer)", sv: "CDO (datachef)" } },
  { id: "mei-tanaka", name: "Mei Tanaka", title: { en: "CTO & Co-founder", sv: "CTO och medgrundare" } },
  { id: "jonas-weber", name: "Jonas Weber", title: { en: "CPO (Chief Product Officer)", sv: "CPO (produktchef)" } },
  { id: "elin-nystrom", name: "Elin Nyström", title: { en: "Head of Sales Nordics", sv: "försäljningschef Norden" } },
] as const satisfies readonly TeamMember[];

/**
 * Each member's profiles elsewhere (SPEC §3: optional), in the order shown. Language-neutral. The
 * people are fictional (BRAND.md): the handles are placeholders to replace on rebrand.
 */
export const memberLinks = {
  "sara-lindgren": { linkedin: "https://www.linkedin.com/in/orkestra-sara-lindgren", twitter: "https://x.com/orkestra_sara" },
  "daniel-okafor": { linkedin: "https://www.linkedin.com/in/orkestra-daniel-okafor" },
  "mei-tanaka": { linkedin: "https://www.linkedin.com/in/orkestra-mei-tanaka", twitter: "https://x.com/orkestra_mei" },
  "jonas-weber": { linkedin: "https://www.linkedin.com/in/orkestra-jonas-weber", instagram: "https://www.instagram.com/orkestra_jonas" },
  "elin-nystrom": { linkedin: "https://www.linkedin.com/in/orkestra-elin-nystrom", facebook: "https://www.facebook.com/orkestra.elin" },
} as const satisfies Record<(typeof team)[number]["id"], NonNullable<TeamMember["social"]>>;

/**
 * The footer's outbound resources (documentation, status, trust centre); their labels are messages
 * `footer.resources.<key>`. Apart from `site`, which browser bundles carry, so they stay out of those.
 */
export const resources = [
  { key: "docs", href: "https://docs.orkestra.example/api" },
  { key: "connectors", href: "https://docs.orkestra.example/connectors" },
  { key: "status", href: "https://status.orkestra.example" },
  { key: "security", href: "https://trust.orkestra.example" },
] as const;

/** ERP and accounting systems shown as wordmarks (no licensed logos are bundled). */
export const integrations = [
  "Microsoft Dynamics 365 Business Central",
  "SAP Business One",
  "Oracle NetSuite",
  "Odoo",
  "Sage",
  "Visma",
  "Fortnox",
  "Xero",
  "QuickBooks",
  "Exact Online",
] as const;

