import { LogoMark } from "~/chrome/logo";
import { Icon } from "~/components/ui/icon.server";
import type { ServiceBoardCopy, ServiceRow } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

const stateStyle: Record<ServiceRow["state"], { pill: string; dot: string; icon: string }> = {
  running: { pill: "bg-success-soft text-success-ink", dot: "bg-emerald-600", icon: "bg-primary-600 text-white" },
  shadow: { pill: "bg-info-soft text-info-ink", dot: "bg-primary-500", icon: "bg-brand-tint text-brand" },
  available: { pill: "bg-surface-muted text-ink ring-1 ring-line", dot: "bg-navy-300", icon: "bg-surface-muted text-ink" },
};

/** A workspace's services as the product lists them, with this week's work (build time only). One image named by `alt`. */
export function ServiceBoard({ copy, className }: { copy: ServiceBoardCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="border-line flex items-center gap-3 border-b px-4 py-3">
          <LogoMark className="size-6" />
          <span className="text-ink min-w-0 flex-1 text-xs font-semibold">
            {copy.app} <span className="text-ink-muted font-normal">/ {copy.view}</span>
          </span>
          <span className="bg-surface-muted text-ink shrink-0 rounded-pill px-2.5 py-0.5 text-[0.6875rem] font-semibold">{copy.period}</span>
        </div>
        <ul className="divide-line divide-y px-4 sm:px-5">
          {copy.rows.map((row) => {
            const style = stateStyle[row.state];
            return (
              <li key={row.name} className="flex items-center gap-3 py-3">
                <span className={cn("grid size-9 shrink-0 place-items-center rounded-xl", style.icon)}>
                  <Icon name={row.icon} className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-[0.8125rem] text-ink leading-snug font-semibold">{row.name}</span>
                  <span className="text-ink-muted block text-xs leading-snug">{row.metric}</span>
                </span>
                <span className={cn("inline-flex shrink-0 items-center gap-1.5 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold", style.pill)}>
                  <span className={cn("size-1.5 rounded-full", style.dot)} />
                  {row.status}
                </span>
              </li>
            );
          })}
        </ul>
        <p className="border-line bg-surface-muted text-ink-muted border-t px-4 py-3 text-xs sm:px-5">{copy.footer}</p>
      </div>
    </div>
  );
}
