import { Clock, DoorOpen, Truck } from "lucide-react";
import type { DockState, YardMapCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

const dockClass: Record<DockState, string> = {
  unloading: "bg-primary-600 text-white",
  // Ink, not navy-900: a navy door would vanish into the dark plan.
  loading: "bg-ink text-surface-raised",
  free: "bg-surface-raised text-success-ink ring-1 ring-emerald-600 ring-inset",
  next: "bg-accent-500 text-navy-950",
};

/**
 * Yard management as a plan of the site (build time only): the warehouse's dock doors and what is
 * at each, the parking bays with trucks waiting, the gate, and the queue to the docks beside it.
 * One image named by `alt`.
 */
export function YardMap({ copy, className }: { copy: YardMapCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("ring-line relative mx-auto w-full max-w-xl overflow-hidden bg-surface-raised rounded-[1.4rem] shadow-lift ring-1", className)}>
      <div className="border-line flex items-center gap-3 border-b px-4 py-3">
        <span className="font-display text-[0.9375rem] font-semibold text-ink">{copy.title}</span>
        <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 bg-success-soft text-success-ink rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold">
          <span className="size-1.5 rounded-full bg-emerald-600" />
          {copy.live}
        </span>
      </div>
      <div className="p-4 sm:p-5">
        {/* The site plan: the warehouse wall with its doors on top, the yard below, the gate at the corner. */}
        <div className="bg-surface-muted ring-line rounded-2xl p-3 ring-1">
          <div className="rounded-lg bg-fill-strong px-3 py-1.5 text-center text-[0.6875rem] font-semibold tracking-[0.08em] text-white uppercase">{copy.warehouse}</div>
          <ul className="mt-2 grid grid-cols-6 gap-1.5">
            {copy.docks.map((dock) => (
              <li key={dock.label} className={cn("flex flex-col items-center gap-1 rounded-md px-1 py-2", dockClass[dock.state])}>
                <span className="text-[0.6875rem] font-bold">{dock.label}</span>
                {dock.plate ? <Truck aria-hidden="true" className="size-4" /> : <DoorOpen aria-hidden="true" className="size-4" />}
              </li>
            ))}
          </ul>
          <div className="border-navy-300 mt-3 rounded-lg border-2 border-dashed p-2">
            <ul className="grid grid-cols-4 gap-1.5">
              {copy.bays.map((bay) => (
                <li
                  key={bay.label}
                  className={cn(
                    "flex h-11 flex-col items-center justify-center rounded-md border text-[0.625rem] font-semibold",
                    bay.plate ? "bg-surface-raised text-ink border-line-strong" : "border-navy-300 text-ink-muted border-dashed",
                  )}
                >
                  {bay.plate ? <Truck aria-hidden="true" className="size-3.5" /> : null}
                  <span className="font-mono">{bay.plate ?? bay.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-2 flex justify-end">
            <span className="bg-ink text-surface-raised rounded-md px-2.5 py-1 text-[0.6875rem] font-semibold">{copy.gate} ↗</span>
          </div>
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-[0.6875rem] text-ink font-medium">
          {(Object.keys(copy.legend) as DockState[]).map((state) => (
            <li key={state} className="inline-flex items-center gap-1.5">
              <span className={cn("size-2.5 rounded-sm", dockClass[state])} />
              {copy.legend[state]}
            </li>
          ))}
        </ul>
        <div className="border-line mt-4 border-t pt-4">
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-ink-muted text-[0.6875rem] font-semibold tracking-[0.08em] uppercase">{copy.queue.title}</p>
            <p className="text-brand inline-flex items-center gap-1 text-xs font-semibold">
              <Clock aria-hidden="true" className="size-3.5" />
              {copy.stat}
            </p>
          </div>
          <ol className="mt-2 space-y-1.5">
            {copy.queue.rows.map((row) => (
              <li key={row.plate} className="ring-line grid grid-cols-[auto_minmax(0,1fr)_auto_auto] items-center gap-3 rounded-lg px-3 py-2 text-xs ring-1">
                <span className="text-ink font-mono font-semibold">{row.plate}</span>
                <span className="text-ink-muted truncate">{row.carrier}</span>
                <span className="bg-accent-soft/70 text-accent-ink rounded-pill px-2 py-0.5 font-semibold">{row.dock}</span>
                <span className="text-ink-muted font-mono">{row.time}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </div>
  );
}
