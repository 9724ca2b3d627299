import { CircleCheck, Clock, KeyRound, UserCheck, type LucideIcon } from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import type { AuditEntry, AuditTrailCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";
import { Monogram } from "./monogram";

const tones: Record<AuditEntry["tone"], { icon: LucideIcon; className: string }> = {
  auto: { icon: CircleCheck, className: "bg-success-soft text-success-ink" },
  approved: { icon: UserCheck, className: "bg-brand-soft text-brand" },
  held: { icon: Clock, className: "bg-accent-soft/70 text-accent-ink" },
  admin: { icon: KeyRound, className: "bg-tint text-ink" },
};

/** Approval limits per role above an audit log of what the AI and people did (build time only). */
export function AuditTrail({ copy, className }: { copy: AuditTrailCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised text-ink shadow-[0_40px_80px_-30px_rgb(0_0_0/0.6)] ring-1">
        <div className="border-line bg-surface-muted border-b px-4 py-4 sm:px-5">
          <p className="text-ink-muted text-[0.6875rem] font-semibold tracking-[0.08em] uppercase">{copy.limits.title}</p>
          <ul className="mt-2.5 grid grid-cols-3 gap-2">
            {copy.limits.rows.map((row) => (
              <li key={row.role} className="ring-line rounded-xl bg-surface-raised px-3 py-2 ring-1">
                <span className="text-ink-muted block truncate text-[0.6875rem]">{row.role}</span>
                <span className="font-display block text-sm font-semibold tabular-nums">{row.limit}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-baseline justify-between gap-3 px-4 pt-4 sm:px-5">
          <p className="font-display text-[0.9375rem] font-semibold">{copy.log.title}</p>
          <span className="text-ink-muted text-xs">{copy.log.range}</span>
        </div>
        <ol className="divide-line divide-y px-4 pb-1 sm:px-5">
          {copy.log.entries.map((entry) => {
            const tone = tones[entry.tone];
            const Icon = tone.icon;
            return (
              <li key={entry.time + entry.action} className="flex gap-3 py-3">
                {entry.by === "ai" ? <LogoMark className="size-8" /> : <Monogram name={entry.actor} size="sm" />}
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-3">
                    <span className="truncate text-xs font-semibold">{entry.actor}</span>
                    <span className="text-ink-muted shrink-0 font-mono text-[0.6875rem]">{entry.time}</span>
                  </span>
                  <span className="mt-0.5 block text-[0.8125rem] leading-snug font-medium">{entry.action}</span>
                  <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className={cn("inline-flex items-center gap-1 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold", tone.className)}>
                      <Icon aria-hidden="true" className="size-3" />
                      {entry.status}
                    </span>
                    <span className="text-ink-muted text-xs">{entry.detail}</span>
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
        <p className="border-line text-ink-muted border-t px-4 py-3 text-xs sm:px-5">{copy.footer}</p>
      </div>
    </div>
  );
}
