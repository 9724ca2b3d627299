import type { PageId } from "../i18n/pages";
import type { ConsentCategory } from "./cookie";

/**
 * Every third party the site can load, what consent it needs, where it appears and which hosts it
 * talks to. The consent code loads them from here, and the build writes the Content Security Policy from the
 * same list (src/integrations/csp.ts). The hosts are allowed on every page: after the first load the site
 * navigates client-side, so the first document's policy governs every page the visitor opens next.
 * Build-time and consent code only: keep it out of page components.
 */
export type ThirdParty = {
  id: "analytics" | "scheduling" | "video";
  category: Exclude<ConsentCategory, "necessary">;
  /** Where it appears (documentation; the policy allows its hosts site-wide). */
  where: string;
  /** Hosts per CSP directive. */
  hosts: Partial<Record<"script-src" | "style-src" | "connect-src" | "img-src" | "frame-src" | "font-src", readonly string[]>>;
  /**
   * The pages (ids) that embed it, if its script writes style attributes of its own: no hash can
   * cover what a third party writes at run time, so their policy keeps 'unsafe-inline' for styles.
   */
  inlineStylesOn?: readonly PageId[];
};

export const thirdParties = [
  {
    // Google Analytics 4 (decision 0007): only when a measurement id is configured at build time.
    id: "analytics",
    category: "analytics",
    where: "every page",
    hosts: {
      "script-src": ["https://www.googletagmanager.com"],
      "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://www.googletagmanager.com"],
      "img-src": ["https://*.google-analytics.com", "https://www.googletagmanager.com"],
    },
  },
  {
    // The inline 30-minute booking widget on /contact (SPEC §7).
    id: "scheduling",
    category: "media",
    where: "/contact",
    hosts: {
      "script-src": ["https://assets.calendly.com"],
      "style-src": ["https://assets.calendly.com"],
      "frame-src": ["https://calendly.com"],
    },
    // widget.js sets its container's style attribute (`setAttribute("style", "position: relative;" + …)`,
    // more on phones), whose value depends on the element and the device and may change with any
    // release of the script, which Calendly serves: the contact page keeps 'unsafe-inline' for styles.
    inlineStylesOn: ["contact"],
  },
  {
    // The product video in the dark landing page's lightbox (privacy-enhanced YouTube).
    id: "video",
    category: "media",
    where: "/home-4",
    hosts: { "frame-src": ["https://www.youtube-nocookie.com"] },
  },
] as const satisfies readonly ThirdParty[];
