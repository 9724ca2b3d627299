/** Languages the site is published in. English is the default and lives at unprefixed paths. */
export const locales = ["en", "sv"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The languages' names in English, for messages to editors and developers ("the Swedish copy"). */
export const languageNames: Record<Locale, string> = { en: "English", sv: "Swedish" };

/** BCP 47 tags for hreflang and Open Graph. */
export const localeTags: Record<Locale, { hreflang: string; og: string; name: string }> = {
  en: { hreflang: "en", og: "en_GB", name: "English" },
  sv: { hreflang: "sv", og: "sv_SE", name: "Svenska" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** Prerender can hand us `/sv/ai/`; compare paths without the trailing slash. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The language a path belongs to: `/sv` and `/sv/...` are Swedish, everything else English. */
export function localeFromPath(pathname: string): Locale {
  const path = normalizePath(pathname);
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) return locale;
  }
  return defaultLocale;
}

/** The path without its language prefix: `/sv/ai` -> `/ai`, `/sv` -> `/`. */
export function stripLocale(pathname: string): string {
  const path = normalizePath(pathname);
  const locale = localeFromPath(path);
  if (locale === defaultLocale) return path;
  const rest = path.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** The same page in another language: `localizePath("/ai", "sv")` -> `/sv/ai`. */
export function localizePath(pathname: string, locale: Locale): string {
  const base = stripLocale(pathname);
  if (locale === defaultLocale) return base;
  return base === "/" ? `/${locale}` : `/${locale}${base}`;
}
