// Lighthouse's slow-phone model counts every request that ends before the largest paint as needed for
// it: the web fonts, fetched before the first paint, held the largest paint 300 ms after it (issue 56,
// decision 0029). A first visit fetches them once its first paint is on screen. Inlined as source into
// the head script (src/layouts/Base.astro): self-contained.

/** Calls `then` once the first contentful paint has reached the screen (a frame callback would run before that); after `load` where paint timing is missing. */
export function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    addEventListener("load", then, { once: true });
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}
