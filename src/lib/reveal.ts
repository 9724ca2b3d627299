/** SPEC §9 animation defaults: once, fade-up, ease, 0.5 s delay, 0.7 s duration, bottom root margin 15%. */
export const revealOptions = { rootMargin: "0px 0px 15% 0px", threshold: 0 } as const;

/**
 * Scroll-reveal as progressive enhancement: elements marked `data-reveal` that are out of view are
 * hidden and faded up when they scroll into view. Elements in view are never hidden, so there is no
 * flash and nothing depends on JavaScript. Returns the function that stops watching.
 *
 * The observer's first report on each element decides whether it waits. Positions are never read
 * directly: reading one forces a full layout of the page in the task that runs this, which is the
 * blocking time Lighthouse counts (decision 0008).
 *
 * Run again on a page change (React keeps DOM nodes across pages that share a route module), the state
 * of a reused node is reset: a node in view is shown (even if it was waiting to reveal on the previous
 * page) and a node out of view animates again, as SPEC §2 asks ("animations refresh").
 */
export function startReveal(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return () => {};
  const decided = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      const first = !decided.has(target);
      decided.add(target);
      if (isIntersecting) {
        // In view at the first report: shown as it is; later: fades up.
        if (!first) target.classList.add("reveal-done");
        target.classList.remove("reveal-pending");
        observer.unobserve(target);
      } else if (first) {
        target.classList.remove("reveal-done");
        target.classList.add("reveal-pending");
      }
    }
  }, revealOptions);
  for (const element of root.querySelectorAll("[data-reveal]")) observer.observe(element);
  return () => observer.disconnect();
}
