import { localizePath, type Locale } from "../../i18n/locales";

/** The feed of a language: /rss.xml, /sv/rss.xml (src/pages/[...locale]/rss.xml.ts). */
export function feedPath(locale: Locale): string {
  return localizePath("/rss.xml", locale);
}

/** The head's `<link rel="alternate" type="application/rss+xml">` for blog pages. */
export function feedLink(locale: Locale, title: string) {
  return { tagName: "link", rel: "alternate", type: "application/rss+xml", title, href: feedPath(locale) } as const;
}
