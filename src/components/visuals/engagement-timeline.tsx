import { Flag } from "lucide-react";
import type { TimelineCopy, TimelineRow } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

const barTone: Record<TimelineRow["tone"], string> = {
  // Setup is the ink colour so it keeps its contrast with the card in both themes.
  setup: "bg-ink",
  shadow: "bg-cyan-300",
  auto: "bg-brand-vivid",
  milestone: "bg-accent-500 text-white",
};

/** The first four weeks of an engagement, phase by phase (build time only). One image named by `alt`. */
export function EngagementTimeline({ copy, className }: { copy: TimelineCopy; className?: string }) {
  const count = copy.columns.length;
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="border-line border-b px-4 py-4 sm:px-5">
          <p className="font-display text-[0.9375rem] font-semibold text-ink">{copy.title}</p>
          <p className="text-ink-muted mt-0.5 text-xs">{copy.subtitle}</p>
        </div>
        <div className="relative px-4 pt-3 pb-4 sm:px-5">
          {/* Column guides behind the bars. */}
          <div aria-hidden="true" className="absolute inset-x-4 top-0 bottom-0 grid sm:inset-x-5" style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}>
            {copy.columns.map((column, index) => (
              <span key={column} className={cn("border-line h-full", index > 0 && "border-l border-dashed")} />
            ))}
          </div>
          <div className="relative grid" style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}>
            {copy.columns.map((column) => (
              <span key={column} className="text-ink-muted px-1.5 pb-2 text-[0.6875rem] font-semibold">
                {column}
              </span>
            ))}
          </div>
          <ul className="relative space-y-3.5">
            {copy.rows.map((row) => {
              // Late phases put their text to the left of the bar's end, so it always has room.
              const late = row.start >= Math.floor(count / 2);
              return (
                <li key={row.label} className="grid gap-y-1.5" style={{ gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` }}>
                  <span
                    className={cn("flex h-3 items-center rounded-full", barTone[row.tone], row.tone === "milestone" && "justify-center")}
                    style={{ gridColumn: `${row.start + 1} / ${row.end + 1}`, gridRow: 1 }}
                  >
                    {row.tone === "milestone" ? <Flag aria-hidden="true" className="size-2.5" /> : null}
                  </span>
                  <span
                    className={cn("min-w-0 px-0.5", late && "text-right")}
                    style={{ gridColumn: late ? `1 / ${row.end + 1}` : `${row.start + 1} / ${count + 1}`, gridRow: 2 }}
                  >
                    <span className="block text-xs leading-snug font-semibold text-ink">{row.label}</span>
                    <span className="text-ink-muted block text-[0.6875rem] leading-snug">{row.detail}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
        <p className="border-line bg-surface-muted text-ink-muted border-t px-4 py-3 text-xs sm:px-5">{copy.footer}</p>
      </div>
    </div>
  );
}
