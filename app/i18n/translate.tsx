import { createContext, useContext, useMemo, type ReactNode } from "react";
import { defaultLocale, type Locale } from "./locales";
import type { Messages, PageMessages } from "./messages";

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
 * The translation function over one language's messages: nested keys and `{{name}}` interpolation.
 * Both languages have every key (the typecheck enforces it), so a missing key can only be a typo and
 * shows as the key itself. Values are not escaped here (SPEC §9); React escapes whatever it renders.
 */
export function getT(messages: PageMessages | undefined): TFunction {
  return (key, values) => {
    const template = lookup(messages, key) ?? key;
    if (!values) return template;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}

type TranslationContext = { locale: Locale; t: TFunction };
const Context = createContext<TranslationContext>({ locale: defaultLocale, t: getT(undefined) });

/**
 * Fixes the language for everything below it. Pages render at build time with their language's
 * messages (`InPage`); an island gets only the message groups it uses (`InScope`), so the rest of
 * the text never enters a JavaScript bundle (docs/decisions/0005).
 */
export function TranslationProvider({ locale, messages, children }: { locale: Locale; messages: PageMessages; children: ReactNode }) {
  // Stable while the language is unchanged, so consumers do not re-render on every navigation.
  const value = useMemo(() => ({ locale, t: getT(messages) }), [locale, messages]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Same shape as react-i18next's hook, so components read `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: { language: Locale } } {
  const { locale, t } = useContext(Context);
  return { t, i18n: { language: locale } };
}
