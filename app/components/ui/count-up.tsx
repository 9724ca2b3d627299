import { useEffect, useRef, useState } from "react";
import type { Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { formatWhole } from "~/lib/numbers";

type CountUpProps = {
  value: number;
  /** Where counting starts (SPEC §9: the dark page's first counter starts at 92). */
  from?: number;
  /** Seconds from 0 to `value`. */
  duration: number;
  /** Site language, for digit grouping. */
  locale: Locale;
  prefix?: string;
  suffix?: string;
  className?: string;
};

/** Start counting once the figure is this far inside the viewport. */
const observerOptions = { rootMargin: "0px 0px -10% 0px", threshold: 0 } as const;

/**
 * A figure that counts up from 0 (or `from`) the first time it scrolls into view (SPEC §4), once.
 * The prerendered HTML, screen readers, no-JS and reduced-motion visitors get the final value:
 * it only drops to 0 after hydration, and only if it is still out of sight. An invisible copy of the
 * final value reserves the width, so counting never shifts the layout.
 */
export function CountUp({ value, from = 0, duration, locale, prefix = "", suffix = "", className }: CountUpProps) {
  const [shown, setShown] = useState(value);
  const ref = useRef<HTMLSpanElement>(null);
  const format = (n: number) => `${prefix}${formatWhole(n, locale)}${suffix}`;

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    let first = true;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (first) {
        first = false;
        // Already on screen when the page became interactive: keep the final value, no flash.
        if (entry.isIntersecting) return observer.disconnect();
        setShown(from);
        return;
      }
      if (!entry.isIntersecting) return;
      observer.disconnect();
      // The clock starts at the first frame: Firefox stamps that frame earlier than the observer
      // callback ran, which counted below the start ("-1 hours") when it started at performance.now().
      let start: number | undefined;
      const tick = (now: number) => {
        start ??= now;
        const progress = Math.min(1, (now - start) / (duration * 1000));
        const eased = 1 - (1 - progress) ** 3;
        setShown(Math.round(from + (value - from) * eased));
        if (progress < 1) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    }, observerOptions);
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, from, duration]);

  return (
    <span ref={ref} className={cn("inline-grid tabular-nums", className)}>
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {format(value)}
      </span>
      <span aria-hidden="true" className="col-start-1 row-start-1">
        {format(shown)}
      </span>
      <span className="sr-only">{format(value)}</span>
    </span>
  );
}
