import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §9 animation defaults: once, fade-up, ease, 0.5 s delay, 0.7 s duration, bottom root margin 15%. */
export const revealOptions = { rootMargin: "0px 0px 15% 0px", threshold: 0 } as const;

/**
 * Scroll-reveal as progressive enhancement: after each page change, elements marked `data-reveal`
 * that are out of view are hidden and faded up when they scroll into view. Elements in view are never
 * hidden, so there is no flash and nothing depends on JavaScript.
 *
 * The observer's first report on each element decides whether it waits. Positions are never read
 * directly: reading one forces a full layout of the page in the task that hydrates it, which is
 * the blocking time Lighthouse counts (decision 0008).
 *
 * React keeps DOM nodes across pages that share a route module, so the state of a reused node is
 * reset on every page change: a node in view is shown (even if it was waiting to reveal on the
 * previous page) and a node out of view animates again, as SPEC §2 asks ("animations refresh").
 */
export function useReveal(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
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
    for (const element of document.querySelectorAll("[data-reveal]")) observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
}
