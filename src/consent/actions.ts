// What a visitor does with consent, without React: start (read a stored answer), answer the banner,
// open the preferences, grant one category. The chrome's module script (src/chrome/) calls them
// through consent.ts, an embed's script through src/components/embeds/consent-request.ts. State lives in store.ts.
import type { Locale } from "~/i18n/locales";
import { consentCookieString, readStoredConsent, type ConsentCategory } from "./cookie";
import { setConsentState } from "./store";

/** The lazily loaded module that runs vanilla-cookieconsent (src/consent/consent-client.ts). */
type ConsentClient = {
  start(locale: Locale): Promise<void>;
  showPreferences(locale: Locale): Promise<void>;
  accept(category: ConsentCategory, locale: Locale): Promise<void>;
};

let locale: Locale = "en";
let load: (() => Promise<ConsentClient>) | undefined;
let client: Promise<ConsentClient> | undefined;
const loadClient = () => (load ? (client ??= load()) : undefined);

/**
 * How this page loads the consent library: a dynamic import, so the library and its CSS stay out of
 * the page until the visitor opens the preferences (decision 0009).
 */
export function setConsentClient(loader: () => Promise<ConsentClient>): void {
  load = loader;
}

/**
 * Start consent handling in the page language (the site script, on page load). A returning visitor's
 * stored answer is read from the cookie; a first visit sees the prerendered banner. The library only
 * loads for the preferences dialog (decision 0009).
 */
export function startConsent(nextLocale: Locale): void {
  locale = nextLocale;
  if (client) {
    void client.then((mod) => mod.start(locale));
    return;
  }
  const stored = readStoredConsent(document.cookie);
  if (stored) setConsentState({ answered: true, categories: stored.categories });
}

/**
 * The banner's "Accept all" and "Reject all": store the answer in the library's own cookie format
 * (so its preferences dialog shows it later) and apply it at once, without loading the library.
 */
export function answerConsent(categories: readonly Exclude<ConsentCategory, "necessary">[]): void {
  const id = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
  document.cookie = consentCookieString(categories, new Date(), id, locale);
  setConsentState({ answered: true, categories: ["necessary", ...categories] });
}

/** Reopen the consent preferences (footer "Cookie settings"). Ignores its arguments, so it can be an onClick handler. */
export function openConsentPreferences(): void {
  void loadClient()?.then((mod) => mod.showPreferences(locale));
}

/** Add a category to the visitor's consent, e.g. from an embed placeholder's "Allow and load" button. */
export function grantConsent(category: Exclude<ConsentCategory, "necessary">): void {
  void loadClient()?.then((mod) => mod.accept(category, locale));
}
