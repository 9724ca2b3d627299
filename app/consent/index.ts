// Public consent API. This file is in every page's main bundle, so it stays tiny: the consent
// library (with its CSS) and the analytics module are dynamic imports, loaded only when needed.
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { Locale } from "~/i18n/locales";
import { createAnalyticsGate, type AnalyticsGate } from "./analytics-gate";
import type * as ConsentClient from "./consent-client";
import { consentCookieString, readStoredConsent, type ConsentCategory } from "./cookie";
import { getConsentState, getInitialConsentState, hasConsent, setConsentState, subscribeConsent, type ConsentState } from "./store";

export { hasConsent, subscribeConsent, type ConsentCategory, type ConsentState };
export { loadExternalScript, type ExternalScriptOptions } from "./external-script";

let locale: Locale = "en";
let client: Promise<typeof ConsentClient> | undefined;
const loadClient = () => (client ??= import("./consent-client"));

/**
 * Start consent handling in the page language (called from root.tsx on hydration and on language
 * change). A returning visitor's stored answer is read from the cookie; a first visit sees the
 * prerendered banner (consent-banner.tsx). The library only loads for the preferences dialog
 * (decision 0009).
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

/** Whether the visitor has answered, re-rendering on change; false in the prerendered HTML. */
export function useConsentAnswered(): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => getConsentState().answered,
    () => getInitialConsentState().answered,
  );
}

/** Reopen the consent preferences (footer "Cookie settings"). Ignores its arguments, so it can be an onClick handler. */
export function openConsentPreferences(): void {
  void loadClient().then((mod) => mod.showPreferences(locale));
}

/** Add a category to the visitor's consent, e.g. from an embed placeholder's "Allow and load" button. */
export function grantConsent(category: Exclude<ConsentCategory, "necessary">): void {
  void loadClient().then((mod) => mod.accept(category, locale));
}

/**
 * Whether a category is consented, re-rendering on change. Always false in the prerendered HTML and
 * during hydration, so embeds render their placeholder first.
 */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => getConsentState().categories.includes(category),
    () => getInitialConsentState().categories.includes(category),
  );
}

// Analytics is off in dev and whenever no GA id is configured: then nothing below loads anything.
// Read straight from the build-time variable (as site.analyticsId is) so that, without an id, the
// minifier can prove the analytics code unreachable and drop it from every page.
const measurementId: string = import.meta.env.DEV ? "" : (import.meta.env.VITE_GA_ID as string | undefined) || "";
let gate: AnalyticsGate | undefined;

function analyticsGate(): AnalyticsGate {
  gate ??= createAnalyticsGate({
    measurementId,
    load: () => import("./analytics").then(({ createAnalytics, injectScript }) => createAnalytics({ measurementId, loadScript: injectScript })),
    hasConsent: () => hasConsent("analytics"),
    subscribe: subscribeConsent,
  });
  return gate;
}

/** Send a GA4 page_view on every route change, but only while analytics consent holds (SPEC §4). */
export function useAnalyticsPageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!measurementId) return;
    analyticsGate().pageView({ path: pathname + search, location: window.location.href, title: document.title });
  }, [pathname, search]);
}
