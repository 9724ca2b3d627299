import { Pause, Play } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/translate";
import { cn } from "~/lib/cn";

type MarqueeRow = {
  id: string;
  items: readonly { id: string; content: ReactNode }[];
  /** Scroll to the right instead of the left. */
  reverse?: boolean;
  /** Seconds for one full loop. */
  duration?: number;
};

type MarqueeRowsProps = {
  rows: readonly MarqueeRow[];
  /** Spacing of a row's items: give the same `gap-x-*` and `pr-*` so the loop has no seam. */
  listClassName?: string;
  itemClassName?: string;
};

type MarqueeGroupProps = {
  /** Names the group (and so the list) for assistive technology. */
  label: string;
  /** "dark" styles the pause control for dark or brand backgrounds. */
  tone?: "light" | "dark";
  className?: string;
  /** Placement of the pause/play control's wrapper, e.g. "mt-6 flex justify-center". */
  controlClassName?: string;
  /** The rows (`MarqueeRows`). */
  children: ReactNode;
};

/**
 * The scrolling rows, without behaviour (static markup: a view puts them in a `MarqueeGroup`). Each row
 * is rendered twice (each copy at least a screen wide) and moves by half its length, so the loop is
 * seamless; the copy is hidden from assistive technology.
 */
export function MarqueeRows({ rows, listClassName, itemClassName }: MarqueeRowsProps) {
  const list = (row: MarqueeRow, copy: boolean) => (
    <ul
      aria-hidden={copy || undefined}
      data-marquee-list={copy ? "copy" : "main"}
      className={cn(
        "flex min-w-[100vw] shrink-0 items-center justify-around",
        copy ? "motion-reduce:hidden" : "motion-reduce:w-full motion-reduce:min-w-0 motion-reduce:flex-wrap motion-reduce:justify-center",
        listClassName,
      )}
    >
      {row.items.map((item) => (
        <li key={item.id} className={itemClassName}>
          {item.content}
        </li>
      ))}
    </ul>
  );
  return rows.map((row) => (
    <div
      key={row.id}
      className="w-full overflow-hidden py-1 [mask-image:linear-gradient(to_right,transparent,black_7%,black_93%,transparent)] motion-reduce:[mask-image:none]"
    >
      <div
        data-marquee-track=""
        className={cn(
          "animate-marquee flex w-max motion-reduce:w-full motion-reduce:animate-none",
          "group-focus-within/marquee:[animation-play-state:paused] group-hover/marquee:[animation-play-state:paused] group-data-[paused]/marquee:[animation-play-state:paused]",
          row.reverse && "[animation-direction:reverse]",
        )}
        style={row.duration ? { animationDuration: `${row.duration}s` } : undefined}
      >
        {list(row, false)}
        {list(row, true)}
      </div>
    </div>
  ));
}

/**
 * The group around the rows and its pause/play button (WCAG 2.2.2): the only part with behaviour.
 * The rows also pause on hover and focus (CSS). Under reduced motion, and without JavaScript (no
 * button could pause them), the rows stand still and wrap instead, and the button goes away
 * (`data-marquee-*`: see styles/no-script.ts).
 *
 * Rendered at build time only, playing. The button carries both labels and both icons, and the site
 * script's `marquee-toggle.ts` makes it work: it flips `data-paused` on the group, which pauses the
 * rows and swaps the icon in CSS, and swaps the label.
 */
export function MarqueeGroup({ label, tone = "light", className, controlClassName, children }: MarqueeGroupProps) {
  const { t } = useTranslation();
  const pauseLabel = t("home.marquee.pause");
  const playLabel = t("home.marquee.play");
  return (
    <div role="group" aria-label={label} data-marquee="" className={cn("group/marquee", className)}>
      {children}
      <div className={cn("motion-reduce:hidden", controlClassName)} data-js-only="">
        <button
          type="button"
          data-marquee-toggle=""
          data-pause-label={pauseLabel}
          data-play-label={playLabel}
          className={cn(
            "inline-flex h-9 items-center gap-2 rounded-pill px-3.5 text-sm font-semibold ring-1 ring-inset transition-colors",
            tone === "dark" ? "text-white ring-white/40 hover:bg-white/10" : "text-ink ring-line bg-surface-raised hover:bg-surface-strong",
          )}
        >
          <Pause aria-hidden="true" className="size-4 group-data-[paused]/marquee:hidden" />
          <Play aria-hidden="true" className="hidden size-4 group-data-[paused]/marquee:block" />
          <span data-marquee-label="">{pauseLabel}</span>
        </button>
      </div>
    </div>
  );
}

/**
 * Rows that scroll sideways forever, in CSS only, with a pause/play button: `MarqueeRows` inside a
 * `MarqueeGroup`, with the rows as static children.
 */
export function Marquee({ rows, listClassName, itemClassName, ...group }: Omit<MarqueeGroupProps, "children"> & MarqueeRowsProps) {
  return (
    <MarqueeGroup {...group}>
      <MarqueeRows rows={rows} listClassName={listClassName} itemClassName={itemClassName} />
    </MarqueeGroup>
  );
}
