// Public consent API. This file is in every page's main bundle, so it stays tiny: the consent
// library (with its CSS) and the analytics module are dynamic imports, loaded only when needed.
import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { setConsentClient } from "./actions";
import { createAnalyticsGate, type AnalyticsGate } from "./analytics-gate";
import type { ConsentCategory } from "./cookie";
import { getConsentState, getInitialConsentState, hasConsent, subscribeConsent, type ConsentState } from "./store";

export { hasConsent, subscribeConsent, type ConsentCategory, type ConsentState };
export { loadExternalScript, type ExternalScriptOptions } from "./external-script";
// The actions are React-free (actions.ts), so pages without React (the Astro chrome) share them.
export { answerConsent, grantConsent, openConsentPreferences, startConsent } from "./actions";

// Never on the server: Astro links every stylesheet its page's server graph can reach into the page's
// head, dynamic imports included, so the library's CSS must not be reachable from prerendering.
if (!import.meta.env.SSR) setConsentClient(() => import("./consent-client"));

/** Whether the visitor has answered, re-rendering on change; false in the prerendered HTML. */
export function useConsentAnswered(): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => getConsentState().answered,
    () => getInitialConsentState().answered,
  );
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
