import type { ClientDirective } from "astro";

/** The longest wait for the first contentful paint, for a browser that never reports one. */
export const paintLimitMs = 3000;

/**
 * Calls `then` once the page has painted content (Paint Timing), at once where that is not measured,
 * or after `limitMs`.
 */
function whenPainted(then: () => void, limitMs: number): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return then();
  const done = () => {
    observer.disconnect();
    clearTimeout(limit);
    then();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) done();
  });
  const limit = setTimeout(done, limitMs);
  observer.observe({ type: "paint", buffered: true });
}

/**
 * `client:painted`: `client:idle`, but never before the first contentful paint. An island in the
 * first view (FAQ tabs, forms, pricing tabs) then never takes bandwidth or main-thread time from the
 * paint of the page around it; it wakes a moment later, long before a visitor can reach it.
 */
const paintedDirective: ClientDirective = (load) => {
  const hydrate = async () => (await load())();
  whenPainted(() => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(() => void hydrate());
    else setTimeout(() => void hydrate(), 200);
  }, paintLimitMs);
};

export default paintedDirective;
