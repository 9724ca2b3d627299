import { Boxes, Database, Mail, Timer, Truck } from "lucide-react";
import type { ErpSyncCopy } from "~/content/schemas/visuals";
import { LogoMark } from "~/chrome/logo";
import { cn } from "~/lib/cn";

function Node({ icon: Icon, label }: { icon: typeof Boxes; label: string }) {
  return (
    <div className="ring-line flex min-w-0 items-center gap-2 rounded-xl bg-surface-raised px-2.5 py-2.5 shadow-card ring-1 sm:gap-2.5 sm:px-3">
      <span className="bg-brand-soft text-brand grid size-7 shrink-0 place-items-center rounded-lg sm:size-8">
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 text-xs leading-tight font-semibold text-ink break-words sm:text-[0.8125rem]">{label}</span>
    </div>
  );
}

/** Two curves from the outer nodes (at 25% and 75% of the height) into the hub. */
function Links({ flip, dashed }: { flip?: boolean; dashed?: boolean }) {
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="none" className={cn("h-full w-full", flip && "-scale-x-100")} aria-hidden="true">
      {["M0,25C55,25 45,50 100,50", "M0,75C55,75 45,50 100,50"].map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          stroke="var(--color-primary-500)"
          strokeWidth="2"
          strokeDasharray={dashed ? "4 5" : undefined}
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </svg>
  );
}

/** ERP sync diagram: ERP and WMS on the left, the hub, suppliers and carriers on the right. */
export function ErpSync({ copy, className }: { copy: ErpSyncCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("ring-line bg-surface-muted rounded-[1.6rem] p-4 ring-1 sm:p-6", className)}>
      <div className="grid grid-cols-[minmax(0,1fr)_1.5rem_auto_1.5rem_minmax(0,1fr)] items-stretch sm:grid-cols-[minmax(0,1fr)_3rem_auto_3rem_minmax(0,1fr)]">
        <div className="grid grid-rows-2 gap-4">
          <Node icon={Database} label={copy.sources[0]} />
          <Node icon={Boxes} label={copy.sources[1]} />
        </div>
        <Links />
        <div className="flex items-center">
          <div className="bg-navy-950 shadow-lift grid size-20 place-items-center ring-surface-raised rounded-3xl ring-4 sm:size-24">
            <div className="grid place-items-center gap-1">
              <span className="[&>svg]:size-9 sm:[&>svg]:size-10">
                <LogoMark />
              </span>
              <span className="font-display text-[0.6875rem] font-bold text-white">{copy.hub}</span>
            </div>
          </div>
        </div>
        <Links flip dashed />
        <div className="grid grid-rows-2 gap-4">
          <Node icon={Mail} label={copy.targets[0]} />
          <Node icon={Truck} label={copy.targets[1]} />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="bg-brand-tint text-brand rounded-pill px-2.5 py-1">← {copy.read}</span>
        <span className="bg-brand-tint text-brand rounded-pill px-2.5 py-1">{copy.write} →</span>
        <span className="ml-auto inline-flex items-center gap-1.5 bg-success-soft text-success-ink rounded-pill px-2.5 py-1">
          <span className="size-1.5 rounded-full bg-emerald-600" />
          {copy.status}
        </span>
        <span className="text-ink-muted inline-flex items-center gap-1.5">
          <Timer aria-hidden="true" className="size-3.5" />
          {copy.timer}
        </span>
      </div>
    </div>
  );
}
