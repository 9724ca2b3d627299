import { createContext, useContext, type ReactNode } from "react";
import { defaultLocale, type Locale } from "./locales";
import { messages, type Messages } from "./messages";

/** Every dotted path to a string in the English messages: "header.getStarted", "feature.steps.signup.title", ... */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
export type TranslateValues = Record<string, string | number>;
export type TFunction = (key: MessageKey, values?: TranslateValues) => string;

function lookup(tree: unknown, key: string): string | undefined {
  let node = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

/**
 * The translation function for a language: nested keys, English fallback, `{{name}}` interpolation.
 * Values are not escaped here (SPEC §9); React escapes whatever it renders.
 */
export function getT(locale: Locale): TFunction {
  return (key, values) => {
    const template = lookup(messages[locale], key) ?? lookup(messages[defaultLocale], key) ?? key;
    if (!values) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

const translators = new Map<Locale, TFunction>();
function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = getT(locale);
    translators.set(locale, t);
  }
  return t;
}

const LocaleContext = createContext<Locale>(defaultLocale);

/** Fixes the language for everything below it; the root picks it from the URL. */
export function TranslationProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>;
}

/** Same shape as react-i18next's hook, so components read `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: { language: Locale } } {
  const locale = useContext(LocaleContext);
  return { t: translatorFor(locale), i18n: { language: locale } };
}
