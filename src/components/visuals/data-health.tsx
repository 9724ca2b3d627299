import { CircleAlert, CircleCheck, Wrench } from "lucide-react";
import type { DataHealthCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

// Below this score a source is flagged and its open issue shown.
const threshold = 85;

/** Data quality per source with the clean-up log underneath (build time only). One image named by `alt`. */
export function DataHealth({ copy, className }: { copy: DataHealthCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="flex items-baseline justify-between gap-3 px-4 pt-4 sm:px-5 sm:pt-5">
          <p className="font-display text-[0.9375rem] font-semibold text-ink">{copy.title}</p>
          <span className="text-ink-muted text-xs">{copy.updated}</span>
        </div>
        <ul className="space-y-3.5 px-4 py-4 sm:px-5">
          {copy.sources.map((source) => {
            const ok = source.score >= threshold;
            return (
              <li key={source.name}>
                <div className="flex items-center gap-2">
                  {ok ? (
                    <CircleCheck aria-hidden="true" className="text-success-ink size-4 shrink-0" />
                  ) : (
                    <CircleAlert aria-hidden="true" className="text-accent-ink size-4 shrink-0" />
                  )}
                  <span className="min-w-0 flex-1 truncate text-[0.8125rem] font-semibold text-ink">{source.name}</span>
                  <span className="text-ink-muted hidden shrink-0 text-xs sm:inline">{source.records}</span>
                  <span className={cn("w-11 shrink-0 text-right text-[0.8125rem] font-semibold tabular-nums", ok ? "text-ink" : "text-accent-ink")}>
                    {source.scoreLabel}
                  </span>
                </div>
                <div className="bg-tint mt-1.5 ml-6 h-2 overflow-hidden rounded-full">
                  <div className={cn("h-full rounded-full", ok ? "bg-brand-vivid" : "bg-accent-500")} style={{ width: `${source.score}%` }} />
                </div>
                {source.issue ? <p className="text-accent-ink mt-1.5 ml-6 text-xs leading-snug">{source.issue}</p> : null}
              </li>
            );
          })}
        </ul>
        <div className="border-line bg-surface-muted border-t px-4 pt-3.5 pb-4 sm:px-5">
          <p className="text-ink-muted flex items-center gap-1.5 text-[0.6875rem] font-semibold tracking-[0.08em] uppercase">
            <Wrench aria-hidden="true" className="size-3.5" />
            {copy.fixesTitle}
          </p>
          <ul className="mt-2.5 grid gap-2 sm:grid-cols-2">
            {copy.fixes.map((fix) => (
              <li key={fix.text} className="ring-line flex items-baseline gap-2 rounded-xl bg-surface-raised px-3 py-2 ring-1">
                <span className="font-display text-brand text-base font-bold tabular-nums">{fix.count}</span>
                <span className="text-ink text-xs leading-snug">{fix.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
