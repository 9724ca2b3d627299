import type { Locale } from "~/i18n/locales";

/** Start the consent banner (loaded lazily) in the page language. Implemented in consent-client.ts. */
export function startConsent(locale: Locale): void {
  void import("./consent-client").then((mod) => mod.start(locale));
}

/** Reopen the consent preferences (footer "Cookie settings"). */
export function openConsentPreferences(): void {
  void import("./consent-client").then((mod) => mod.showPreferences());
}
