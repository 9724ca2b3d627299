import { isLocale } from "~/i18n/locales";
import { formatWhole } from "~/lib/numbers";

/** Start counting once the figure is this far inside the viewport. */
const observerOptions = { rootMargin: "0px 0px -10% 0px", threshold: 0 } as const;

/**
 * Runs every `CountUp` (./count-up.tsx) in `root`: a figure out of sight drops to its start value and
 * counts up to its final value (ease-out, `data-duration` seconds) the first time it scrolls into
 * view, once (SPEC §4, §9). A figure already on screen keeps its final value, and nothing moves under
 * reduced motion or without IntersectionObserver. Only the visible copy changes: the width spacer and
 * the screen-reader text keep the final value. Returns a function that stops every count.
 */
export function startCountUps(root: ParentNode = document): () => void {
  if (typeof IntersectionObserver === "undefined") return () => {};
  if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return () => {};
  const stops = [...root.querySelectorAll<HTMLElement>("[data-count-up]")].map(countUp);
  return () => stops.forEach((stop) => stop());
}

function countUp(element: HTMLElement): () => void {
  const figure = element.querySelector<HTMLElement>("[data-count-up-figure]");
  if (!figure) return () => {};
  const data = element.dataset;
  const value = Number(data.value);
  const from = Number(data.from ?? 0);
  const duration = Number(data.duration) * 1000;
  const locale = isLocale(data.locale) ? data.locale : "en";
  const show = (n: number) => {
    figure.textContent = `${data.prefix ?? ""}${formatWhole(n, locale)}${data.suffix ?? ""}`;
  };
  let frame = 0;
  let first = true;
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry) return;
    if (first) {
      first = false;
      // Already on screen as the script starts: keep the final value rather than flash the start.
      if (entry.isIntersecting) return observer.disconnect();
      show(from);
      return;
    }
    if (!entry.isIntersecting) return;
    observer.disconnect();
    // The clock starts at the first frame's own stamp: Firefox stamps it earlier than the observer
    // callback ran, which showed values below the start ("-1 hours") when it began at performance.now().
    let start: number | undefined;
    const tick = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / duration);
      show(Math.round(from + (value - from) * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  }, observerOptions);
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelAnimationFrame(frame);
  };
}
