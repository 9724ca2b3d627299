import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { contentDir } from "~/content/files";
import type { ContactContent } from "~/content/schemas/contact";
import type { PricingSectionCopy } from "~/content/schemas/pricing";
import { locales, type Locale } from "~/i18n/locales";

// Build time only (src/pages/admin.astro): the words the plans' and company facts' previews draw
// around the entry being edited. Read as written, tokens and all, so the preview fills them from the
// entry's current data ({plan.home.basic.name} follows a renamed plan). The build checks these files.

/** content/pages/pricing.yaml's words for the cards (its `cta` belongs to /pricing's foot, not to the cards). */
export type PricingWords = {
  section: PricingSectionCopy;
  users: { exactly: string; upTo: string; custom: string };
  home: { id: string; blurb: string; features: string[] }[];
  feature: { id: string; blurb: string; features: string[] }[];
};

/** Per language: the pricing words, /go's pricing header (the `feature` table's frame) and the contact page's offices. */
export type PreviewCopy = Record<Locale, { pricing: PricingWords; goPricing: PricingSectionCopy; offices: ContactContent["offices"] }>;

const page = (dir: string, name: string) => YAML.parse(readFileSync(join(dir, "pages", `${name}.yaml`), "utf8")) as Record<Locale, Record<string, unknown>>;

export function previewCopy(dir = contentDir): PreviewCopy {
  const [pricing, go, contact] = [page(dir, "pricing"), page(dir, "go"), page(dir, "contact")];
  return Object.fromEntries(
    locales.map((locale) => {
      const { section, users, home, feature } = pricing[locale] as PricingWords;
      return [locale, { pricing: { section, users, home, feature }, goPricing: go[locale]!.pricing as PricingSectionCopy, offices: contact[locale]!.offices as ContactContent["offices"] }];
    }),
  ) as PreviewCopy;
}
