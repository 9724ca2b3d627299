import type { Locale } from "~/i18n/locales";

// SPEC §3 writes post dates as "June 12, 2024"; Swedish as "12 juni 2024".
const dateLocales: Record<Locale, string> = { en: "en-US", sv: "sv-SE" };

/** A post's YYYY-MM-DD date in the page language: "November 3, 2026" / "3 november 2026". */
export function formatPostDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));
}
