import { ArrowRight, ChartSpline, Database, FileText, MailCheck, RefreshCw, type LucideIcon } from "lucide-react";
import { LogoMark } from "~/chrome/logo";
import type { PoJourneyCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

const stageStyle: readonly { icon: LucideIcon; badge: string; chip: string }[] = [
  { icon: ChartSpline, badge: "bg-primary-600 text-white", chip: "bg-brand-soft text-brand" },
  // Ink, not navy-900: a navy tile would vanish into a dark card.
  { icon: FileText, badge: "bg-ink text-surface-raised", chip: "bg-tint text-ink" },
  { icon: MailCheck, badge: "bg-accent-500 text-navy-950", chip: "bg-accent-soft/70 text-accent-ink" },
  { icon: Database, badge: "bg-emerald-600 text-white", chip: "bg-success-soft text-success-ink" },
];

// The forecast card's small chart: demand rising past the reorder point (dashed), in a 100 x 32 box.
const demand = "M0,26 L14,25 L28,23 L42,24 L56,19 L70,15 L84,11 L100,7";

/**
 * A purchase order's journey as four linked cards (build time only): the forecast that triggered it,
 * the order Orkestra drafted, the supplier's confirmation with its changed date, and the write-back
 * into the ERP. Left to right on wide screens, top to bottom on phones. One image named by `alt`.
 */
export function PoJourney({ copy, className }: { copy: PoJourneyCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("ring-line bg-surface-muted rounded-[1.75rem] p-4 ring-1 sm:p-6 lg:p-8", className)}>
      <div className="flex flex-wrap items-center gap-3">
        <LogoMark className="size-7" />
        <span className="font-display text-[0.9375rem] font-semibold text-ink">{copy.order}</span>
        <span className="text-ink-muted text-xs">{copy.app}</span>
        <span className="ml-auto inline-flex items-center gap-1.5 bg-success-soft text-success-ink rounded-pill px-2.5 py-1 text-xs font-semibold">
          <RefreshCw aria-hidden="true" className="size-3.5" />
          {copy.duration}
        </span>
      </div>
      <ol className="mt-6 grid grid-cols-1 gap-3 lg:grid-cols-[minmax(0,1fr)_1.5rem_minmax(0,1fr)_1.5rem_minmax(0,1fr)_1.5rem_minmax(0,1fr)] lg:gap-1.5">
        {copy.stages.map((stage, index) => {
          const style = stageStyle[index]!;
          const StageIcon = style.icon;
          return (
            <li key={stage.label} className="contents">
              {index > 0 ? (
                <span aria-hidden="true" className="text-brand-vivid grid place-items-center">
                  <ArrowRight className="size-4 rotate-90 lg:rotate-0" />
                </span>
              ) : null}
              <div className="ring-line shadow-card flex min-w-0 flex-col bg-surface-raised rounded-2xl p-4 ring-1">
                <div className="flex items-center gap-2">
                  <span className={cn("grid size-8 shrink-0 place-items-center rounded-lg", style.badge)}>
                    <StageIcon aria-hidden="true" className="size-4" />
                  </span>
                  <span className="text-ink-muted text-[0.6875rem] font-semibold tracking-[0.08em] uppercase">{stage.label}</span>
                  <span className="text-ink-muted ml-auto font-mono text-[0.6875rem]">{stage.time}</span>
                </div>
                <p className="mt-3 text-[0.8125rem] text-ink leading-snug font-semibold">{stage.title}</p>
                {index === 0 ? (
                  <svg viewBox="0 0 100 32" preserveAspectRatio="none" aria-hidden="true" className="mt-3 h-10 w-full">
                    <path d="M0,16 H100" stroke="var(--color-accent-500)" strokeWidth="1.5" strokeDasharray="3 3" vectorEffect="non-scaling-stroke" />
                    <path d={`${demand} L100,32 L0,32 Z`} fill="var(--color-brand-tint)" />
                    <path d={demand} fill="none" stroke="var(--color-brand-vivid)" strokeWidth="2" vectorEffect="non-scaling-stroke" />
                  </svg>
                ) : null}
                <dl className="mt-3 flex-1 space-y-1.5 text-xs">
                  {stage.fields.map((field) => (
                    <div key={field.label} className="flex items-baseline justify-between gap-2">
                      <dt className="text-ink-muted">{field.label}</dt>
                      <dd className="text-ink text-right font-semibold tabular-nums">
                        {field.was ? <span className="text-ink-muted mr-1.5 font-normal line-through">{field.was}</span> : null}
                        {field.value}
                      </dd>
                    </div>
                  ))}
                </dl>
                <span className={cn("mt-4 self-start rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold", style.chip)}>{stage.status}</span>
              </div>
            </li>
          );
        })}
      </ol>
      <p className="border-primary-500/50 mt-5 rounded-xl border-2 bg-surface-raised border-dashed px-4 py-3 text-xs leading-relaxed sm:text-[0.8125rem]">
        <span className="text-brand font-semibold">{copy.footer.label}</span> <span className="text-ink-muted">{copy.footer.text}</span>
      </p>
    </div>
  );
}
