import type { Locale } from "~/i18n/locales";

// Whole numbers and whole-euro prices in each site language, written out by hand: the first
// `Intl.NumberFormat` a page builds loads locale data, a 20 ms task on a fast laptop (about 80 ms on a
// phone) in the middle of hydration, for two fixed formats. numbers.test.ts pins them to Intl's output.
const groupSeparator: Record<Locale, string> = { en: ",", sv: "\u00a0" };

/** A whole number with digit grouping: "12,500" in British English, "12 500" (no-break space) in Swedish. */
export function formatWhole(value: number, locale: Locale): string {
  const digits = Math.abs(Math.round(value)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator[locale]);
  return value < 0 && digits !== "0" ? `-${digits}` : digits;
}

/** A whole-euro price: "€1,299" in British English, "1 299 €" in Swedish. */
export function formatEuro(amount: number, locale: Locale): string {
  return locale === "sv" ? `${formatWhole(amount, locale)}\u00a0€` : `€${formatWhole(amount, locale)}`;
}
