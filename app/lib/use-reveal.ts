import { useEffect } from "react";
import { useLocation } from "react-router";

/** SPEC §9 animation defaults: once, fade-up, ease, 0.5 s delay, 0.7 s duration, bottom root margin 15%. */
export const revealOptions = { rootMargin: "0px 0px 15% 0px", threshold: 0 } as const;

/**
 * Scroll-reveal as progressive enhancement: after each page change, elements marked `data-reveal`
 * that are still below the fold are hidden and faded up when they scroll into view. Elements already
 * visible are never touched, so there is no flash and nothing depends on JavaScript.
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
    for (const element of document.querySelectorAll<HTMLElement>("[data-reveal]:not(.reveal-done)")) {
      if (element.getBoundingClientRect().top < fold) continue;
      element.classList.add("reveal-pending");
      observer.observe(element);
    }
    return () => observer.disconnect();
  }, [pathname]);
}
