import { Lightbulb, TrendingDown, TrendingUp } from "lucide-react";
import type { KpiBoardCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";

// Twelve weeks per KPI, in % of the sparkline height: accuracy and service level climb, stock cover
// falls, anomalies spike once the data is connected and then settle as the fixes land.
const series = [
  [38, 40, 37, 45, 52, 55, 60, 63, 66, 70, 72, 76],
  [58, 55, 60, 62, 66, 70, 68, 74, 77, 79, 82, 84],
  [84, 86, 80, 77, 72, 70, 64, 60, 55, 52, 49, 46],
  [20, 30, 72, 88, 64, 52, 46, 40, 44, 36, 32, 30],
] as const;

function Sparkline({ values, tone }: { values: readonly number[]; tone: "primary" | "accent" }) {
  const step = 100 / (values.length - 1);
  const points = values.map((value, index) => `${(index * step).toFixed(1)},${(40 - value * 0.36).toFixed(1)}`);
  return (
    <svg viewBox="0 0 100 40" preserveAspectRatio="none" aria-hidden="true" className="mt-3 h-9 w-full">
      <polyline
        points={`0,40 ${points.join(" ")} 100,40`}
        fill={tone === "primary" ? "var(--color-brand-tint)" : "var(--color-accent-soft)"}
        stroke="none"
      />
      <polyline
        points={points.join(" ")}
        fill="none"
        stroke={tone === "primary" ? "var(--color-brand-vivid)" : "var(--color-accent-500)"}
        strokeWidth="2"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** The insights view of the product: KPIs with twelve-week sparklines and one surfaced insight (build time only). */
export function KpiBoard({ copy, className }: { copy: KpiBoardCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="ring-line overflow-hidden rounded-[1.4rem] bg-surface-raised shadow-lift ring-1">
        <div className="border-line flex items-center gap-3 border-b px-4 py-3">
          <span className="flex gap-1.5" aria-hidden="true">
            <span className="bg-tint-strong size-2.5 rounded-full" />
            <span className="bg-tint-strong size-2.5 rounded-full" />
            <span className="bg-tint-strong size-2.5 rounded-full" />
          </span>
          <span className="text-ink truncate text-xs font-semibold">
            {copy.app} <span className="text-ink-muted font-normal">/ {copy.view}</span>
          </span>
          <span className="bg-surface-muted text-ink ml-auto shrink-0 rounded-pill px-2.5 py-0.5 text-[0.6875rem] font-semibold">{copy.period}</span>
        </div>
        <ul className="grid grid-cols-2 gap-3 p-4 sm:p-5">
          {copy.kpis.map((kpi, index) => {
            // The last KPI (anomalies found) is the one to watch, so it gets the accent colour.
            const Trend = kpi.trend === "up" ? TrendingUp : TrendingDown;
            return (
              <li key={kpi.label} className="ring-line rounded-2xl p-3.5 ring-1 sm:p-4">
                <span className="text-ink-muted block text-xs leading-snug font-medium">{kpi.label}</span>
                <span className="font-display mt-1.5 block text-2xl leading-none font-bold text-ink tracking-tight tabular-nums sm:text-[1.75rem]">
                  {kpi.value}
                </span>
                <span
                  className={cn(
                    "mt-2 inline-flex items-center gap-1 text-[0.6875rem] leading-snug font-semibold",
                    index === 3 ? "text-accent-ink" : "text-success-ink",
                  )}
                >
                  <Trend aria-hidden="true" className="size-3.5 shrink-0" />
                  {kpi.change}
                </span>
                <Sparkline values={series[index]!} tone={index === 3 ? "accent" : "primary"} />
              </li>
            );
          })}
        </ul>
        <div className="bg-brand-soft mx-4 mb-4 flex gap-3 rounded-2xl p-3.5 sm:mx-5 sm:mb-5">
          <span className="bg-primary-600 grid size-8 shrink-0 place-items-center rounded-lg text-white">
            <Lightbulb aria-hidden="true" className="size-4" />
          </span>
          <span className="min-w-0">
            <span className="text-brand block text-[0.6875rem] font-semibold tracking-[0.08em] uppercase">{copy.insight.label}</span>
            <span className="mt-0.5 block text-[0.8125rem] text-ink leading-snug font-semibold">{copy.insight.title}</span>
            <span className="text-ink-muted mt-0.5 block text-xs leading-relaxed">{copy.insight.text}</span>
          </span>
        </div>
      </div>
    </div>
  );
}
