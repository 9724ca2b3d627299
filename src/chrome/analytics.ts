import { createAnalyticsGate } from "~/consent/analytics-gate";
import { hasConsent, subscribeConsent } from "~/consent/store";

/**
 * One GA4 page_view per page load, sent only while analytics consent holds (SPEC §4), through the
 * analytics gate (src/consent/analytics-gate.ts): the analytics module loads the first time consent
 * holds, never without a measurement id.
 */
export function sendPageView(measurementId: string): void {
  if (!measurementId) return;
  createAnalyticsGate({
    measurementId,
    load: () => import("~/consent/analytics").then(({ createAnalytics, injectScript }) => createAnalytics({ measurementId, loadScript: injectScript })),
    hasConsent: () => hasConsent("analytics"),
    subscribe: subscribeConsent,
  }).pageView({ path: location.pathname + location.search, location: location.href, title: document.title });
}
