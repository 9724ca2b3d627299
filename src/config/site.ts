import facts from "~content/company.json" with { type: "json" };
import type { Company } from "~/content/schemas/company";
import { analyticsId, siteOrigin } from "./env";

/**
 * The company's facts (`content/company.json`, edited in /admin as "Company facts" and checked by
 * the build against src/content/schemas/company.ts) with what a build is configured with. Components
 * read brand facts from here and never hard-code them. `~content` is the content folder the build
 * reads (CONTENT_DIR when set: the CMS tests build edited copies).
 */
const company = facts as Company;

export const site = {
  ...company,
  /** Title of the validation alerts (SPEC §5: a fixed interface string). */
  productShortName: "Orkestra",
  origin: siteOrigin,
  analyticsId,
  links: {
    ...company.links,
    // The privacy-enhanced player: the CSP names this host on the one page that embeds it.
    videoEmbedBase: "https://www.youtube-nocookie.com/embed/",
  },
};

export type Office = (typeof site.offices)[number];

/** ERP and accounting systems shown as wordmarks (no licensed logos are bundled). */
export const { integrations, resources } = company;

/** The head office, the first of the offices (the company facts' schema requires one). */
export const headOffice = site.offices[0] as Office;
