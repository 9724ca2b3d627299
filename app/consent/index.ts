// Public consent API. This file is in every page's main bundle, so it stays tiny: the consent
// library (with its CSS) and the analytics module are dynamic imports, loaded only when needed.
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import type { Locale } from "~/i18n/locales";
import { createAnalyticsGate, type AnalyticsGate } from "./analytics-gate";
import type * as ConsentClient from "./consent-client";
import { readStoredConsent, type ConsentCategory } from "./cookie";
import { getConsentState, getInitialConsentState, hasConsent, setConsentState, subscribeConsent, type ConsentState } from "./store";

export { hasConsent, subscribeConsent, type ConsentCategory, type ConsentState };

let locale: Locale = "en";
let client: Promise<typeof ConsentClient> | undefined;
const loadClient = () => (client ??= import("./consent-client"));

// Crawlers never answer a banner; skip the library for them (known bot user agents only).
const isCrawler = () => /bot|crawl|spider|slurp|teoma/i.test(navigator.userAgent);

function whenIdle(run: () => void) {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * Start consent handling in the page language (called from root.tsx on hydration and on language
 * change). A returning visitor's stored answer is read from the cookie without loading the library;
 * a first visit loads the library once the page is idle, and it shows the banner.
 */
export function startConsent(nextLocale: Locale): void {
  locale = nextLocale;
  if (client) {
    void client.then((mod) => mod.start(locale));
    return;
  }
  const stored = readStoredConsent(document.cookie);
  if (stored) {
    setConsentState({ answered: true, categories: stored.categories });
    return;
  }
  if (isCrawler()) return;
  whenIdle(() => void loadClient().then((mod) => mod.start(locale)));
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
