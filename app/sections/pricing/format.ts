import type { Locale } from "~/i18n/locales";

/** Number and currency formats per site language: British English and Swedish conventions. */
export const numberLocale: Record<Locale, string> = { en: "en-GB", sv: "sv-SE" };

// One formatter per language: building one loads locale data, and the pricing table formats many prices.
const euro = new Map<Locale, Intl.NumberFormat>();

/** A whole-euro price, e.g. "€299" in English and "299 €" in Swedish. */
export function formatEuro(amount: number, locale: Locale): string {
  let formatter = euro.get(locale);
  if (!formatter) euro.set(locale, (formatter = new Intl.NumberFormat(numberLocale[locale], { style: "currency", currency: "EUR", maximumFractionDigits: 0 })));
  return formatter.format(amount);
}
