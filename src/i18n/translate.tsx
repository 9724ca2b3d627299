import { createContext, useContext, useMemo, type ReactNode } from "react";
import { defaultLocale, type Locale } from "./locales";
import type { Messages, PageMessages } from "./messages";

/** CLDR plural categories, the suffixes of plural message keys (`postsIn_one`, `postsIn_other`), as in i18next. */
type PluralSuffix = `_${Intl.LDMLPluralRule}`;
/** A plural form's key without its suffix: `postsIn_one` and `postsIn_other` are both `postsIn`. */
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/**
 * Every dotted path to a string in the English messages: "header.getStarted", "feature.steps.signup.title", ...;
 * plural forms also without their suffix ("blog.sidebar.postsIn"), which is how `t()` is called with a count.
 */
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K | WithoutPlural<K>}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<Messages>;
type TranslateValues = Record<string, string | number>;
type TFunction = (key: MessageKey, values?: TranslateValues) => string;

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
 *
 * Plurals as in i18next: with a numeric `count`, `t("blog.sidebar.postsIn", { count })` reads
 * `postsIn_one` or `postsIn_other` (the language's `Intl.PluralRules` category, `_other` if that
 * form is missing), so a count is never "1 posts". Pass the page's `locale` where counts are shown.
 */
export function getT(messages: PageMessages | undefined, locale: Locale = defaultLocale): TFunction {
  const plurals = new Intl.PluralRules(locale);
  return (key, values) => {
    const count = values?.count;
    const plural = typeof count === "number" ? (lookup(messages, `${key}_${plurals.select(count)}`) ?? lookup(messages, `${key}_other`)) : undefined;
    const template = plural ?? lookup(messages, key) ?? key;
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
  const value = useMemo(() => ({ locale, t: getT(messages, locale) }), [locale, messages]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Same shape as react-i18next's hook, so components read `const { t } = useTranslation()`. */
export function useTranslation(): { t: TFunction; i18n: { language: Locale } } {
  const { locale, t } = useContext(Context);
  return { t, i18n: { language: locale } };
}
