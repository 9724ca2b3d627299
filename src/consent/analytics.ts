// Google Analytics 4 behind consent (SPEC §4, §7). Loaded lazily, and only once analytics consent
// exists and a measurement id is configured. The script loader is a parameter so tests can fake it.

/** A page as sent to GA4. */
export type PageView = { path: string; location: string; title: string };

export type Analytics = {
  /** Follow the visitor's analytics consent: load and grant on true, deny and go quiet on false. */
  setConsent(granted: boolean): void;
  /** Record a page view; sent only while consent holds, otherwise kept as the page to send on grant. */
  pageView(page: PageView): void;
};

type AnalyticsOptions = {
  /** GA4 measurement id (G-XXXX). Empty: the returned object does nothing at all. */
  measurementId: string;
  /** Injects a script tag; real pages use `injectScript`, tests pass a fake. */
  loadScript: (src: string) => unknown;
  win?: Window;
};

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void } & Record<string, unknown>;

export const gtagScriptUrl = (measurementId: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;

/** Append an async script to <head>; resolves on load, rejects on error. */
export function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.async = true;
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Could not load ${src}`));
    document.head.append(script);
  });
}

const noop: Analytics = { setConsent() {}, pageView() {} };

export function createAnalytics({ measurementId, loadScript, win = window }: AnalyticsOptions): Analytics {
  const id = measurementId.trim();
  if (!id) return noop;
  const w = win as GtagWindow;
  let started = false;
  let scriptRequested = false;
  let granted = false;
  let pending: PageView | undefined;

  // gtag.js reads `arguments` objects from the data layer, not arrays.
  function gtag(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    (w.dataLayer ??= []).push(arguments);
  }

  function send(page: PageView) {
    gtag("event", "page_view", { page_location: page.location, page_path: page.path, page_title: page.title });
  }

  return {
    setConsent(next) {
      if (next === granted) return;
      if (next) {
        if (!started) {
          started = true;
          w.dataLayer ??= [];
          w.gtag = gtag;
          // Consent Mode: everything denied until the grant below; ads storage is never granted.
          gtag("consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" });
          gtag("js", new Date());
          // Page views are sent by hand on each route change, so the automatic one is off.
          gtag("config", id, { send_page_view: false });
        }
        gtag("consent", "update", { analytics_storage: "granted" });
        w[`ga-disable-${id}`] = false;
        granted = true;
        if (!scriptRequested) {
          scriptRequested = true;
          void Promise.resolve()
            .then(() => loadScript(gtagScriptUrl(id)))
            .catch(() => {
              // Blocked by an extension or offline: analytics simply stays off.
            });
        }
        if (pending) send(pending);
        pending = undefined;
      } else {
        granted = false;
        pending = undefined;
        if (!started) return;
        gtag("consent", "update", { analytics_storage: "denied" });
        // Google's documented opt-out switch: gtag.js stops sending anything for this id.
        w[`ga-disable-${id}`] = true;
      }
    },
    pageView(page) {
      if (granted) send(page);
      else pending = page;
    },
  };
}
