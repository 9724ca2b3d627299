import { z } from "zod";
import { id, text } from "./text";

/** A full address a visitor can open: https only (a link from a page served over https). */
export const webAddress = z.url({ protocol: /^https$/, error: "must be a full address starting with https://" });

/** An e-mail address, as a mailto: link and in sentences. */
const emailAddress = z.email({ error: "must be an e-mail address, such as hello@example.com" });

/** An international phone number as the offices write it: +, the country code, groups of digits. */
export const phoneNumber = z
  .string({ error: "is required" })
  .regex(/^\+[1-9]\d{0,2}( \d{1,6}){1,6}$/, "must be an international number: +, the country code, then groups of digits separated by spaces (+44 20 7946 0958)");

/** The social networks the site draws an icon for (src/chrome/social-icon.tsx). */
export const socialNetworks = ["linkedin", "twitter", "facebook", "instagram"] as const;

/** The footer's outbound resources; their labels are the messages `footer.resources.<key>`. */
const resourceKeys = ["docs", "connectors", "status", "security"] as const;

const office = z.strictObject({
  /** The office's id: `{office.<id>.city}` in copy, its entry under "Offices" on the Contact page. */
  id,
  street: text,
  postcode: text,
  city: text,
  /** The country's name in each language. */
  country: z.strictObject({ en: text, sv: text }),
  /** The country as search engines read it: two capital letters (ISO 3166), GB, DE, SE. */
  countryCode: z.string({ error: "is required" }).regex(/^[A-Z]{2}$/, "must be the country's two-letter code in capitals (GB, DE, SE)"),
  phone: phoneNumber,
});

/**
 * The company's facts (`content/company.json`, "Company facts" in /admin): names, contact details,
 * offices, profiles and outbound links, the same in every language. Components import the file
 * itself (src/config/site.ts); the build checks it against this schema, so a wrong shape stops it.
 * JSON, not YAML: browser bundles, Vitest and Playwright import it as it is.
 */
export const companySchema = z
  .strictObject({
    /** The company's name: `{brand}` in copy. */
    name: text,
    /** The products' names: `{product.ai}`, `{product.go}`, `{product.companion}`, `{product.warehousing}`. */
    products: z.strictObject({ ai: text, go: text, companion: text, warehousing: text }),
    /** The contact address: `{email}` in copy, the footer and the contact page. */
    email: emailAddress,
    links: z.strictObject({
      /** The booking page of the scheduling widget and every "Book a demo" button. */
      scheduling: webAddress,
      /** The Women in Supply Chains group. */
      community: webAddress,
      /** The review platform; # until there is one. */
      reviews: z.union([webAddress, z.literal("#")], { error: "must be a full address starting with https://, or #" }),
      /** The product tour's video id on YouTube. */
      videoId: z.string().regex(/^[\w-]+$/, "must be a YouTube video id (letters, digits, - and _)"),
    }),
    /** The company's profiles, in the order of the footer's icons. */
    social: z.array(z.strictObject({ id: z.enum(socialNetworks, { error: `must be one of ${socialNetworks.join(", ")}` }), label: text, href: webAddress })),
    /** The offices, head office first (the footer and the legal texts name it). */
    offices: z.array(office).min(1, "must list at least one office (the head office first)"),
    /** The ERP and accounting systems, shown as wordmarks: `{integrations}` in copy. */
    integrations: z.array(text).min(1, "must list at least one system"),
    resources: z.array(z.strictObject({ key: z.enum(resourceKeys, { error: `must be one of ${resourceKeys.join(", ")}` }), href: webAddress })),
  })
  .superRefine((company, context) => {
    const seen = new Set<string>();
    for (const [index, one] of company.offices.entries()) {
      if (seen.has(one.id)) context.addIssue({ code: "custom", path: ["offices", index, "id"], message: `"${one.id}" is the id of another office too (each office needs its own)` });
      seen.add(one.id);
    }
  });

export type Company = z.infer<typeof companySchema>;
