import { localizePath, type Locale } from "../../i18n/locales";
// Relative imports only: the build's RSS step (src/integrations/rss.ts) loads this module, where `~/` does not resolve.

/** The feed of a language: /rss.xml, /sv/rss.xml (written by src/integrations/rss.ts at the end of the build). */
export function feedPath(locale: Locale): string {
  return localizePath("/rss.xml", locale);
}

/** The head's `<link rel="alternate" type="application/rss+xml">` for blog pages. */
export function feedLink(locale: Locale, title: string) {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: feedPath(locale) } as const;
}
