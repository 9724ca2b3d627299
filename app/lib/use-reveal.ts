import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §9 animation defaults: once, fade-up, ease, 0.5 s delay, 0.7 s duration, bottom root margin 15%. */
export const revealOptions = { rootMargin: "0px 0px 15% 0px", threshold: 0 } as const;

/**
 * Scroll-reveal as progressive enhancement: after each page change, elements marked `data-reveal`
 * that are still below the fold are hidden and faded up when they scroll into view. Elements already
 * visible are never hidden, so there is no flash and nothing depends on JavaScript.
 *
 * React keeps DOM nodes across pages that share a route module, so the state of a reused node is
 * reset on every page change: a node above the fold is shown (even if it was waiting to reveal on
 * the previous page) and a node below it animates again, as SPEC §2 asks ("animations refresh").
 */
export function useReveal(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add("reveal-done");
        entry.target.classList.remove("reveal-pending");
        observer.unobserve(entry.target);
      }
    }, revealOptions);
    const fold = window.innerHeight;
    // All positions are read before any class changes: interleaving the two would force a style
    // and layout pass per element during hydration.
    const elements = [...document.querySelectorAll<HTMLElement>("[data-reveal]")];
    const belowFold = elements.map((element) => element.getBoundingClientRect().top >= fold);
    elements.forEach((element, index) => {
      if (!belowFold[index]) {
        element.classList.remove("reveal-pending");
        return;
      }
      element.classList.remove("reveal-done");
      element.classList.add("reveal-pending");
      observer.observe(element);
    });
    return () => observer.disconnect();
  }, [pathname]);
}
