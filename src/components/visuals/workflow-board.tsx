import { ChevronRight, Workflow } from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import type { WorkflowBoardCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

/** The ready-made workflows of a Go workspace with today's figures (build time only). One image named by `alt`. */
export function WorkflowBoard({ copy, className }: { copy: WorkflowBoardCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="border-line flex items-center gap-3 border-b px-4 py-3">
          <LogoMark className="size-6" />
          <span className="text-ink truncate text-xs font-semibold">
            {copy.app} <span className="text-ink-muted font-normal">/ {copy.view}</span>
          </span>
        </div>
        <dl className="border-line bg-surface-muted grid grid-cols-3 border-b">
          {copy.summary.map((item) => (
            <div key={item.label} className="border-line flex flex-col-reverse border-r px-3 py-3 last:border-r-0 sm:px-4">
              <dt className="text-ink-muted text-[0.6875rem] leading-snug">{item.label}</dt>
              <dd className="font-display text-ink text-lg font-bold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="divide-line divide-y px-4 sm:px-5">
          {copy.rows.map((row) => (
            <li key={row.name} className="py-3.5">
              <div className="flex items-start gap-3">
                <span className="bg-brand-soft text-brand grid size-8 shrink-0 place-items-center rounded-lg">
                  <Workflow aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-[0.8125rem] text-ink leading-snug font-semibold">{row.name}</span>
                  <span className="text-ink-muted block text-xs leading-snug">{row.trigger}</span>
                </span>
                <span
                  className={cn(
                    "inline-flex shrink-0 items-center gap-1.5 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold",
                    row.tone === "on" ? "bg-success-soft text-success-ink" : "bg-accent-soft/70 text-accent-ink",
                  )}
                >
                  <span className={cn("size-1.5 rounded-full", row.tone === "on" ? "bg-emerald-600" : "bg-accent-ink")} />
                  {row.state}
                </span>
              </div>
              <div className="mt-2.5 flex flex-wrap items-center gap-1 pl-11">
                {row.steps.map((step, index) => (
                  <span key={step} className="inline-flex items-center gap-1">
                    {index > 0 ? <ChevronRight aria-hidden="true" className="text-ink-muted size-3" /> : null}
                    <span className="ring-line bg-surface-raised text-ink rounded-md px-1.5 py-0.5 text-[0.6875rem] font-medium ring-1">{step}</span>
                  </span>
                ))}
                <span className="text-brand ml-auto pl-2 text-[0.6875rem] font-semibold tabular-nums">{row.runs}</span>
              </div>
            </li>
          ))}
        </ul>
        <p className="border-line bg-surface-muted text-ink-muted border-t px-4 py-3 text-xs sm:px-5">{copy.footer}</p>
      </div>
    </div>
  );
}
