import { Plane, Ship, TrainFront, TriangleAlert, Truck, type LucideIcon } from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import type { FreightHubCopy, Shipment } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

const modeIcon: Record<Shipment["mode"], LucideIcon> = { truck: Truck, sea: Ship, rail: TrainFront, air: Plane };
const toneClass: Record<Shipment["tone"], { chip: string; bar: string }> = {
  ok: { chip: "bg-success-soft text-success-ink", bar: "bg-emerald-600" },
  late: { chip: "bg-accent-soft/70 text-accent-ink", bar: "bg-accent-500" },
  info: { chip: "bg-brand-soft text-brand", bar: "bg-brand-vivid" },
};

/** The freight hub's inbound board (build time only): counters, loads with progress, one alert. One image named by `alt`. */
export function FreightHub({ copy, className }: { copy: FreightHubCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="border-line flex items-center gap-3 border-b px-4 py-3">
          <LogoMark className="size-6" />
          <span className="text-ink truncate text-xs font-semibold">
            {copy.app} <span className="text-ink-muted font-normal">/ {copy.view}</span>
          </span>
          <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 bg-success-soft text-success-ink rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold">
            <span className="size-1.5 rounded-full bg-emerald-600" />
            {copy.live}
          </span>
        </div>
        <dl className="border-line bg-surface-muted grid grid-cols-3 border-b">
          {copy.counters.map((item) => (
            <div key={item.label} className="border-line flex flex-col-reverse border-r px-3 py-3 last:border-r-0 sm:px-4">
              <dt className="text-ink-muted text-[0.6875rem] leading-snug">{item.label}</dt>
              <dd className="font-display text-ink text-lg font-bold tabular-nums">{item.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="divide-line divide-y px-4 sm:px-5">
          {copy.shipments.map((shipment) => {
            const Mode = modeIcon[shipment.mode];
            const tone = toneClass[shipment.tone];
            return (
              <li key={shipment.ref} className="py-3">
                <div className="flex items-center gap-3">
                  <span className="bg-surface-muted text-ink grid size-8 shrink-0 place-items-center rounded-lg">
                    <Mode aria-hidden="true" className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline gap-2">
                      <span className="text-ink font-mono text-xs font-semibold">{shipment.ref}</span>
                      <span className="text-ink-muted truncate text-xs">{shipment.carrier}</span>
                    </span>
                    <span className="block truncate text-[0.8125rem] text-ink leading-snug font-medium">
                      {shipment.from} → {shipment.to}
                    </span>
                  </span>
                  <span className="flex shrink-0 flex-col items-end gap-1">
                    <span className={cn("rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold", tone.chip)}>{shipment.status}</span>
                    <span className="text-ink-muted font-mono text-[0.6875rem]">{shipment.eta}</span>
                  </span>
                </div>
                <div className="bg-tint mt-2 ml-11 h-1.5 overflow-hidden rounded-full">
                  <div className={cn("h-full rounded-full", tone.bar)} style={{ width: `${shipment.progress}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
        <div className="border-line flex items-start gap-2.5 bg-accent-soft/40 border-t px-4 py-3 sm:px-5">
          <TriangleAlert aria-hidden="true" className="text-accent-ink mt-0.5 size-4 shrink-0" />
          <p className="text-xs leading-relaxed">
            <span className="text-ink font-semibold">{copy.alert.title}</span> <span className="text-ink-muted">{copy.alert.text}</span>
          </p>
        </div>
      </div>
    </div>
  );
}
