import { ArrowLeftRight, ArrowRight, Database, Inbox, Lock, MapPin, Truck, Warehouse, type LucideIcon } from "lucide-react";
import type { ConnectionPanelCopy, ConnectionRow } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";
import { DarkAppWindow } from "./app-window";

const kindIcon: Record<ConnectionRow["kind"], LucideIcon> = { erp: Database, wms: Warehouse, inbox: Inbox, carrier: Truck };

/**
 * The workspace's connections as an IT lead sees them: each system, what is read and written, and
 * when it last synced (build time only, for dark heroes). One image named by `alt`.
 */
export function ConnectionPanel({ copy, className }: { copy: ConnectionPanelCopy; className?: string }) {
  return (
    <DarkAppWindow alt={copy.alt} app={copy.app} view={copy.view} status={copy.status} className={className}>
      <ul className="divide-y divide-white/10 px-4 sm:px-5">
        {copy.rows.map((row) => {
          const Icon = kindIcon[row.kind];
          const Direction = row.direction === "both" ? ArrowLeftRight : ArrowRight;
          return (
            <li key={row.name} className="flex items-center gap-3 py-3.5">
              <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/8 text-cyan-200 ring-1 ring-white/10">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-[0.8125rem] leading-snug font-semibold">{row.name}</span>
                <span className="text-navy-300 block text-xs leading-snug">{row.detail}</span>
              </span>
              <span className="flex shrink-0 flex-col items-end gap-1">
                <span
                  className={cn(
                    "inline-flex items-center gap-1 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold",
                    row.direction === "both" ? "bg-primary-500/25 text-primary-100" : "bg-white/10 text-navy-200",
                  )}
                >
                  <Direction aria-hidden="true" className="size-3" />
                  {row.access}
                </span>
                <span className="text-navy-300 font-mono text-[0.6875rem]">{row.sync}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 border-t border-white/10 bg-white/[0.03] px-4 py-3 text-xs text-cyan-100 sm:px-5">
        <span className="inline-flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
          {copy.region}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Lock aria-hidden="true" className="size-3.5 shrink-0" />
          {copy.encryption}
        </span>
      </div>
    </DarkAppWindow>
  );
}
