import { CircleCheck, Info, Lock, type LucideIcon } from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import type { SettingsPanelCopy, SettingsRow } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

const tones: Record<SettingsRow["tone"], { icon: LucideIcon; className: string }> = {
  locked: { icon: Lock, className: "bg-tint text-ink" },
  ok: { icon: CircleCheck, className: "bg-success-soft text-success-ink" },
  info: { icon: Info, className: "bg-brand-soft text-brand" },
};

/** A workspace settings page as the product shows it (build time only). One image named by `alt`. */
export function SettingsPanel({ copy, className }: { copy: SettingsPanelCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="border-line flex items-center gap-3 border-b px-4 py-3">
          <LogoMark className="size-6" />
          <span className="text-ink truncate text-xs font-semibold">
            {copy.app} <span className="text-ink-muted font-normal">/ {copy.view}</span>
          </span>
        </div>
        <div className="px-4 pt-4 sm:px-5">
          <p className="font-display text-[0.9375rem] font-semibold text-ink">{copy.title}</p>
        </div>
        <dl className="divide-line divide-y px-4 sm:px-5">
          {copy.rows.map((row) => {
            const tone = tones[row.tone];
            const Icon = tone.icon;
            return (
              <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-3.5">
                <dt className="text-ink-muted col-span-2 text-[0.6875rem] font-semibold tracking-[0.08em] uppercase">{row.label}</dt>
                <dd className="min-w-0">
                  <span className="block text-[0.8125rem] text-ink leading-snug font-semibold">{row.value}</span>
                  {row.note ? <span className="text-ink-muted block text-xs leading-snug">{row.note}</span> : null}
                </dd>
                <dd className={cn("inline-flex items-center gap-1 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold", tone.className)}>
                  <Icon aria-hidden="true" className="size-3" />
                  {row.badge}
                </dd>
              </div>
            );
          })}
        </dl>
        <p className="border-line bg-surface-muted text-ink-muted border-t px-4 py-3 text-xs sm:px-5">{copy.footer}</p>
      </div>
    </div>
  );
}
