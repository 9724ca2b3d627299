import { ArrowRightLeft, CircleCheck, Send, ShieldCheck } from "lucide-react";
import type { FeedItem, ForecastVisualCopy } from "~/content/schemas/visuals";
import { cn } from "~/lib/cn";
import { forecastChart, smoothPath } from "./chart-path";

// Weekly demand (index = week), in % of the chart height. Week 8 is today.
const actual = [48, 52, 47, 56, 60, 54, 63, 69, 66];
const forecast = [66, 73, 81, 78, 87];
const spread = [0, 5, 9, 12, 15];
const reorderPoint = 58;

const W = 480;
const H = 200;
const left = 8;
const right = W - 8;
const top = 14;
const bottom = 168;
const chart = forecastChart({ actual, forecast, spread, slots: actual.length + forecast.length - 1 }, { left, right, top, bottom, min: 0, max: 100 });
const { x, y, today } = chart;

const actualPath = smoothPath(chart.actual);
const forecastPath = smoothPath(chart.forecast);
const bandPath = `${smoothPath(chart.upper)}L${smoothPath(chart.lower).slice(1)}Z`;
const areaPath = `${actualPath}L${x(today)},${bottom}L${x(0)},${bottom}Z`;

const feedIcon = { ok: Send, info: CircleCheck, warn: ArrowRightLeft } as const;
const feedTone = {
  ok: "bg-brand-tint text-brand",
  info: "bg-info-soft text-info-ink",
  warn: "bg-accent-soft/60 text-accent-ink",
} as const;

function Feed({ item }: { item: FeedItem }) {
  const Icon = feedIcon[item.tone];
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span className={cn("grid size-8 shrink-0 place-items-center rounded-lg", feedTone[item.tone])}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[0.8125rem] leading-snug font-semibold text-ink sm:truncate">{item.text}</span>
        <span className="text-ink-muted block truncate text-xs">{item.meta}</span>
      </span>
      <span className={cn("shrink-0 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold", feedTone[item.tone])}>{item.status}</span>
    </li>
  );
}

/** Hero product visual: the demand-forecast view with its confidence band and the AI's action feed. */
export function ForecastVisual({ copy, className }: { copy: ForecastVisualCopy; className?: string }) {
  return (
    // /home-4 is dark in both themes and shows this window light, as it always has.
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="rounded-[1.6rem] bg-white/6 p-2 ring-1 ring-white/15">
        <div className="text-ink bg-surface-raised overflow-hidden rounded-[1.2rem] shadow-[0_40px_80px_-30px_rgb(0_0_0/0.6)]">
          <div className="border-line flex items-center gap-3 border-b px-4 py-3">
            <span className="flex gap-1.5" aria-hidden="true">
              <span className="bg-tint-strong size-2.5 rounded-full" />
              <span className="bg-tint-strong size-2.5 rounded-full" />
              <span className="bg-tint-strong size-2.5 rounded-full" />
            </span>
            <span className="truncate text-xs font-semibold">
              {copy.app} <span className="text-ink-muted font-normal">/ {copy.view}</span>
            </span>
            <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 bg-success-soft text-success-ink rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold">
              <span className="size-1.5 rounded-full bg-emerald-600" />
              {copy.live}
            </span>
          </div>

          <div className="p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold">{copy.item}</p>
              <span className="bg-brand-soft text-brand rounded-pill px-2.5 py-1 text-xs font-semibold">{copy.accuracy}</span>
            </div>

            <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 block h-auto w-full" aria-hidden="true">
              <defs>
                <linearGradient id="fv-area" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stopColor="var(--color-primary-500)" stopOpacity="0.18" />
                  <stop offset="1" stopColor="var(--color-primary-500)" stopOpacity="0" />
                </linearGradient>
              </defs>
              {[0, 1, 2, 3].map((row) => (
                <line key={row} x1={left} x2={right} y1={top + row * ((bottom - top) / 3)} y2={top + row * ((bottom - top) / 3)} stroke="var(--color-tint)" />
              ))}
              <rect x={x(today)} y={top} width={right - x(today)} height={bottom - top} fill="var(--color-surface-muted)" />
              <path d={areaPath} fill="url(#fv-area)" />
              <path d={bandPath} className="fill-info-band" />
              <line x1={left} x2={right} y1={y(reorderPoint)} y2={y(reorderPoint)} stroke="var(--color-accent-500)" strokeWidth="1.5" strokeDasharray="5 5" />
              <path d={actualPath} fill="none" stroke="var(--color-brand-vivid)" strokeWidth="3" strokeLinecap="round" />
              <path d={forecastPath} fill="none" stroke="var(--color-brand-vivid)" strokeWidth="3" strokeDasharray="2 7" strokeLinecap="round" />
              <line x1={x(today)} x2={x(today)} y1={top - 4} y2={bottom} stroke="var(--color-ink)" strokeOpacity="0.35" />
              <circle cx={x(today)} cy={y(actual[today]!)} r="5.5" fill="var(--color-surface-raised)" stroke="var(--color-brand-vivid)" strokeWidth="3" />
              <text x={x(today) + 6} y={top + 6} fontSize="12" fontWeight="600" fill="var(--color-ink-muted)">
                {copy.today}
              </text>
              {copy.weeks.map((label, i) => (
                <text key={label} x={x(1 + i * 2)} y={H - 6} fontSize="12" textAnchor="middle" fill="var(--color-ink-muted)">
                  {label}
                </text>
              ))}
            </svg>

            <ul className="text-ink-muted mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
              <li className="flex items-center gap-1.5">
                <span className="bg-brand-vivid h-0.5 w-4 rounded" />
                {copy.legend.actual}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="border-brand-vivid w-4 border-t-2 border-dotted" />
                {copy.legend.forecast}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="bg-info-band h-2.5 w-4 rounded-sm" />
                {copy.legend.band}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="border-accent-500 w-4 border-t-2 border-dashed" />
                {copy.legend.reorder}
              </li>
            </ul>

            <div className="bg-surface-muted mt-4 rounded-xl px-3.5 pt-3 pb-1">
              <p className="text-ink-muted text-[0.6875rem] font-semibold tracking-[0.08em] uppercase">{copy.feedTitle}</p>
              <ul className="divide-line divide-y">
                {copy.feed.map((item) => (
                  <Feed key={item.text} item={item} />
                ))}
              </ul>
            </div>
          </div>
        </div>
      </div>

      <div className="ring-line absolute top-[19%] -left-10 hidden items-center gap-3 bg-surface-raised rounded-2xl py-3 pr-5 pl-3 shadow-[0_20px_40px_-16px_rgb(6_11_28/0.45)] ring-1 xl:flex">
        <span className="grid size-9 place-items-center bg-success-soft text-success-ink rounded-xl">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className="text-ink block text-sm font-semibold">{copy.toast.title}</span>
          <span className="text-ink-muted block text-xs">{copy.toast.text}</span>
        </span>
      </div>
    </div>
  );
}
