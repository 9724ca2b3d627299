import { CircleAlert, CircleCheck, Mail, RefreshCw } from "lucide-react";
import type { GoVisualCopy } from "~/content/schemas/visuals";
import { cn } from "~/lib/cn";
import { LogoMark } from "~/chrome/logo";
import { Monogram } from "./monogram";

/** Go at work: a supplier e-mail thread and a three-way purchase-order check. */
export function GoVisual({ copy, className }: { copy: GoVisualCopy; className?: string }) {
  const { email, check } = copy;
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line relative bg-surface-raised rounded-[1.4rem] p-4 shadow-card ring-1 sm:mr-10 sm:p-5 sm:pb-14">
        <div className="text-ink-muted flex items-center gap-2 text-xs font-semibold">
          <Mail aria-hidden="true" className="size-4" />
          {email.folder}
          <span className="ml-auto font-normal">{email.time}</span>
        </div>
        <p className="font-display mt-3 text-[0.9375rem] font-semibold text-ink">{email.subject}</p>
        <div className="mt-3 flex gap-3">
          <LogoMark className="size-8" />
          <div className="min-w-0">
            <p className="text-xs">
              <span className="text-ink font-semibold">{email.from}</span>
              <span className="text-ink-muted"> → {email.to}</span>
            </p>
            <p className="text-ink-muted mt-1 text-[0.8125rem] leading-relaxed">{email.body}</p>
          </div>
        </div>
        <div className="border-line mt-4 flex gap-3 border-t pt-4">
          <Monogram name={email.replyFrom} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="text-xs">
              <span className="text-ink font-semibold">{email.replyFrom}</span>
              <span className="text-ink-muted"> · {email.replyTime}</span>
            </p>
            <p className="mt-1 text-[0.8125rem] text-ink leading-relaxed">{email.reply}</p>
          </div>
        </div>
        <p className="mt-4 inline-flex items-center gap-1.5 bg-success-soft text-success-ink rounded-pill px-2.5 py-1 text-xs font-semibold">
          <RefreshCw aria-hidden="true" className="size-3.5" />
          {email.status}
        </p>
      </div>

      <div className="ring-line relative mt-4 bg-surface-raised rounded-[1.4rem] p-4 shadow-lift ring-1 sm:-mt-8 sm:ml-16 sm:p-5">
        <div className="flex items-center justify-between gap-3">
          <p className="text-ink text-sm font-semibold">{check.title}</p>
          <span className="bg-surface-muted text-ink rounded-pill px-2.5 py-1 font-mono text-xs font-semibold">{check.po}</span>
        </div>
        <div className="mt-3 grid grid-cols-[1.6fr_1fr_1fr_1fr_1.25rem] items-center gap-x-2 text-xs">
          {check.columns.map((column, i) => (
            <span key={column} className={cn("text-ink-muted pb-2 font-semibold", i > 0 && "text-right")}>
              {column}
            </span>
          ))}
          <span />
          {check.rows.map((row) => (
            <div key={row.item} className="border-line col-span-5 grid grid-cols-subgrid items-center border-t py-2">
              <span className="text-ink truncate font-medium">{row.item}</span>
              <span className="text-right tabular-nums">{row.ordered}</span>
              <span className={cn("text-right tabular-nums", !row.ok && "text-accent-ink font-semibold")}>{row.confirmed}</span>
              <span className={cn("text-right tabular-nums", !row.ok && "text-accent-ink font-semibold")}>{row.shipped}</span>
              {row.ok ? (
                <CircleCheck aria-hidden="true" className="text-success-ink ml-auto size-4" />
              ) : (
                <CircleAlert aria-hidden="true" className="text-accent-ink ml-auto size-4" />
              )}
            </div>
          ))}
        </div>
        <div className="bg-accent-soft/60 mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl px-3 py-2 text-xs">
          <span className="text-ink font-semibold">{check.summary}</span>
          <span className="text-accent-ink font-medium">{check.flag}</span>
        </div>
      </div>
    </div>
  );
}
