import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLocale, locales, type Locale } from "./locales";
import { messages, type Messages } from "./messages";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Messages };
  }
}

const base = i18next.createInstance();
void base.use(initReactI18next).init({
  resources: Object.fromEntries(locales.map((locale) => [locale, { translation: messages[locale] }])),
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  supportedLngs: [...locales],
  // React escapes output itself (SPEC §9: interpolation does not escape).
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

const instances = new Map<Locale, i18n>();

/**
 * One fixed-language instance per locale, chosen from the URL, so the language never changes
 * mid-render and prerendered HTML matches hydration.
 */
export function getI18n(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = base.cloneInstance({ lng: locale, initAsync: false });
    instances.set(locale, instance);
  }
  return instance;
}
