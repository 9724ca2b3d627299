import type { Locale } from "~/i18n/locales";
import { cn } from "~/lib/cn";
import { formatWhole } from "~/lib/numbers";

type CountUpProps = {
  value: number;
  /** Where counting starts (SPEC §9: the dark page's first counter starts at 92). */
  from?: number;
  /** Seconds from the start to `value`. */
  duration: number;
  /** Site language, for digit grouping. */
  locale: Locale;
  prefix?: string;
  suffix?: string;
  className?: string;
};

/**
 * A figure that counts up from 0 (or `from`) the first time it scrolls into view (SPEC §4), once.
 * Static markup: the HTML carries the final value (all that no-JS, reduced-motion visitors and screen
 * readers get) and the count as data for `startCountUps` (./count-up-motion.ts), which drops the
 * figure to its start only while it is out of sight. An invisible copy of the final value reserves
 * the width, so counting never shifts the layout.
 */
export function CountUp({ value, from = 0, duration, locale, prefix = "", suffix = "", className }: CountUpProps) {
  const final = `${prefix}${formatWhole(value, locale)}${suffix}`;
  return (
    <span
      className={cn("inline-grid tabular-nums", className)}
      data-count-up=""
      data-value={value}
      data-from={from}
      data-duration={duration}
      data-locale={locale}
      data-prefix={prefix}
      data-suffix={suffix}
    >
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span aria-hidden="true" className="col-start-1 row-start-1" data-count-up-figure="">
        {final}
      </span>
      <span className="sr-only">{final}</span>
    </span>
  );
}
