import type { PageId } from "~/i18n/pages";

/**
 * Header navigation (SPEC §2): the AI page, the Go page and Contact. Product entries show the short
 * label ("AI", "Go") and carry the brand name as hidden text, so the link reads "Orkestra Go" to
 * screen readers and search engines instead of a bare "Go".
 */
export const primaryNav = [
  { id: "ai", label: "nav.ai", branded: true },
  { id: "go", label: "nav.go", branded: true },
  { id: "contact", label: "nav.contact", branded: false },
] as const satisfies readonly { id: PageId; label: string; branded: boolean }[];

type NavGroup = {
  id: "product" | "company" | "resources";
  label: "footer.primaryTitle" | "menu.company" | "menu.resources";
  pages: readonly { id: PageId; label: `pageNames.${string}` }[];
};

/** The wider site map, used by the mobile menu's "More pages" level and the footer. */
export const siteGroups = [
  {
    id: "product",
    label: "footer.primaryTitle",
    pages: [
      { id: "ai", label: "pageNames.ai" },
      { id: "go", label: "pageNames.go" },
      { id: "procurement", label: "pageNames.procurement" },
      { id: "visibility", label: "pageNames.visibility" },
      { id: "platform", label: "pageNames.platform" },
      { id: "pricing", label: "pageNames.pricing" },
    ],
  },
  {
    id: "company",
    label: "menu.company",
    pages: [
      { id: "about", label: "pageNames.about" },
      { id: "team", label: "pageNames.team" },
      { id: "portfolio", label: "pageNames.portfolio" },
      { id: "services", label: "pageNames.services" },
      { id: "contact", label: "pageNames.contact" },
    ],
  },
  {
    id: "resources",
    label: "menu.resources",
    pages: [
      { id: "blog", label: "pageNames.blog" },
      { id: "faq-1", label: "pageNames.faq" },
      { id: "terms", label: "pageNames.terms" },
      { id: "privacy", label: "pageNames.privacy" },
      { id: "accessibility", label: "pageNames.accessibility" },
    ],
  },
] as const satisfies readonly NavGroup[];
