import type { ConsentCategory } from "./cookie";

/**
 * Every third party the site can load, what consent it needs, where it appears and which hosts it
 * talks to. The consent code loads them from here, and the build writes the Content Security Policy from the
 * same list (src/integrations/csp.ts): a page's policy names a party's hosts only if the page embeds it
 * (every page is a document of its own, so no policy needs to allow what another page loads).
 * Build-time and consent code only: keep it out of page components.
 */
export type ThirdParty = {
  id: "analytics" | "scheduling" | "video";
  category: Exclude<ConsentCategory, "necessary">;
  /** Where it appears (documentation). */
  where: string;
  /**
   * The attribute its embed renders into a page (`data-…`): the build allows the party's hosts on the
   * pages whose HTML has it. Without one (analytics), the party may load on every page.
   */
  embed?: string;
  /** Hosts per CSP directive. */
  hosts: Partial<Record<"script-src" | "style-src" | "connect-src" | "img-src" | "frame-src" | "font-src", readonly string[]>>;
  /**
   * Its script writes style attributes of its own: no hash can cover what a third party writes at run
   * time, so the pages that embed it keep 'unsafe-inline' for styles.
   */
  writesInlineStyles?: boolean;
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
    embed: "data-scheduling-frame",
    hosts: {
      "script-src": ["https://assets.calendly.com"],
      "style-src": ["https://assets.calendly.com"],
      "frame-src": ["https://calendly.com"],
    },
    // widget.js sets its container's style attribute (`setAttribute("style", "position: relative;" + …)`,
    // more on phones), whose value depends on the element and the device and may change with any
    // release of the script, which Calendly serves: the contact page keeps 'unsafe-inline' for styles.
    writesInlineStyles: true,
  },
  {
    // The product video in the dark landing page's lightbox (privacy-enhanced YouTube).
    id: "video",
    category: "media",
    where: "/home-4",
    embed: "data-video-dialog",
    hosts: { "frame-src": ["https://www.youtube-nocookie.com"] },
  },
] as const satisfies readonly ThirdParty[];
