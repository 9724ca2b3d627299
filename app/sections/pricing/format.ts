import type { Locale } from "~/i18n/locales";

/** Number and currency formats per site language: British English and Swedish conventions. */
export const numberLocale: Record<Locale, string> = { en: "en-GB", sv: "sv-SE" };

/** A whole-euro price, e.g. "€299" in English and "299 €" in Swedish. */
export function formatEuro(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocale[locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(amount);
}
