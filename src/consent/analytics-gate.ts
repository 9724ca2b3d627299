import type { Analytics, PageView } from "./analytics";

type AnalyticsGateOptions = {
  /** Empty in dev builds and when no GA id is configured: the gate then never loads anything. */
  measurementId: string;
  /** Loads the analytics module (a dynamic import on real pages, a fake in tests). */
  load: () => Promise<Analytics>;
  /** Whether analytics consent holds right now, and how to hear about changes. */
  hasConsent: () => boolean;
  subscribe: (listener: () => void) => () => void;
};

type AnalyticsGate = {
  /** Call on every route change (including the first render). */
  pageView(page: PageView): void;
};

/**
 * The one place that connects consent to analytics. It stays in the main bundle and is tiny: the
 * analytics module is loaded only the first time analytics consent holds, and never without an id.
 */
export function createAnalyticsGate({ measurementId, load, hasConsent, subscribe }: AnalyticsGateOptions): AnalyticsGate {
  if (!measurementId) return { pageView() {} };
  let analytics: Promise<Analytics> | undefined;
  let granted = false;
  let current: PageView | undefined;

  // One promise, so calls reach the module in the order they were made.
  const withAnalytics = (fn: (analytics: Analytics) => void) => {
    analytics ??= load();
    analytics.then(fn, () => {
      // The chunk failed to load (offline, blocked): no analytics, no error for the visitor.
    });
  };

  const sync = () => {
    const next = hasConsent();
    if (next === granted) return;
    granted = next;
    const page = current;
    withAnalytics((a) => {
      if (next && page) a.pageView(page); // kept until the grant below sends it
      a.setConsent(next);
    });
  };

  subscribe(sync);
  sync();

  return {
    pageView(page) {
      current = page;
      if (granted) withAnalytics((a) => a.pageView(page));
    },
  };
}
