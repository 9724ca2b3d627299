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
  ok: "bg-primary-100 text-primary-700",
  info: "bg-cyan-100 text-navy-800",
  warn: "bg-accent-100/60 text-accent-600",
} as const;

function Feed({ item }: { item: FeedItem }) {
  const Icon = feedIcon[item.tone];
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span className={cn("grid size-8 shrink-0 place-items-center rounded-lg", feedTone[item.tone])}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-[0.8125rem] leading-snug font-semibold text-navy-900 sm:truncate">{item.text}</span>
        <span className="text-ink-muted block truncate text-xs">{item.meta}</span>
      </span>
      <span className={cn("shrink-0 rounded-pill px-2 py-0.5 text-[0.6875rem] font-semibold", feedTone[item.tone])}>{item.status}</span>
    </li>
  );
}

/** Hero product visual: the demand-forecast view with its confidence band and the AI's action feed. */
export function ForecastVisual({ copy, className }: { copy: ForecastVisualCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("relative mx-auto w-full max-w-xl", className)}>
      <div className="rounded-[1.6rem] bg-white/6 p-2 ring-1 ring-white/15">
        <div className="text-navy-900 overflow-hidden rounded-[1.2rem] bg-white shadow-[0_40px_80px_-30px_rgb(0_0_0/0.6)]">
          <div className="border-line flex items-center gap-3 border-b px-4 py-3">
            <span className="flex gap-1.5" aria-hidden="true">
              <span className="size-2.5 rounded-full bg-navy-200" />
              <span className="size-2.5 rounded-full bg-navy-200" />
              <span className="size-2.5 rounded-full bg-navy-200" />
            </span>
            <span className="truncate text-xs font-semibold">
              {copy.app} <span className="text-ink-muted font-normal">/ {copy.view}</span>
            </span>
            <span className="ml-auto inline-flex shrink-0 items-center gap-1.5 rounded-pill bg-emerald-50 px-2 py-0.5 text-[0.6875rem] font-semibold text-emerald-800">
              <span className="size-1.5 rounded-full bg-emerald-600" />
              {copy.live}
            </span>
          </div>

          <div className="p-4 sm:p-5">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold">{copy.item}</p>
              <span className="bg-primary-50 text-primary-700 rounded-pill px-2.5 py-1 text-xs font-semibold">{copy.accuracy}</span>
            </div>

            <svg viewBox={`0 0 ${W} ${H}`} className="mt-3 block h-auto w-full" aria-hidden="true">
              <defs>
                <linearGradient id="fv-area" x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0" stopColor="var(--color-primary-500)" stopOpacity="0.18" />
                  <stop offset="1" stopColor="var(--color-primary-500)" stopOpacity="0" />
                </linearGradient>
              </defs>
              {[0, 1, 2, 3].map((row) => (
                <line key={row} x1={left} x2={right} y1={top + row * ((bottom - top) / 3)} y2={top + row * ((bottom - top) / 3)} stroke="#e6ebf7" />
              ))}
              <rect x={x(today)} y={top} width={right - x(today)} height={bottom - top} fill="#f4f6fc" />
              <path d={areaPath} fill="url(#fv-area)" />
              <path d={bandPath} fill="var(--color-cyan-200)" fillOpacity="0.75" />
              <line x1={left} x2={right} y1={y(reorderPoint)} y2={y(reorderPoint)} stroke="var(--color-accent-500)" strokeWidth="1.5" strokeDasharray="5 5" />
              <path d={actualPath} fill="none" stroke="var(--color-primary-600)" strokeWidth="3" strokeLinecap="round" />
              <path d={forecastPath} fill="none" stroke="var(--color-primary-600)" strokeWidth="3" strokeDasharray="2 7" strokeLinecap="round" />
              <line x1={x(today)} x2={x(today)} y1={top - 4} y2={bottom} stroke="#0a1330" strokeOpacity="0.35" />
              <circle cx={x(today)} cy={y(actual[today]!)} r="5.5" fill="#fff" stroke="var(--color-primary-600)" strokeWidth="3" />
              <text x={x(today) + 6} y={top + 6} fontSize="12" fontWeight="600" fill="#47557a">
                {copy.today}
              </text>
              {copy.weeks.map((label, i) => (
                <text key={label} x={x(1 + i * 2)} y={H - 6} fontSize="12" textAnchor="middle" fill="#47557a">
                  {label}
                </text>
              ))}
            </svg>

            <ul className="text-ink-muted mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
              <li className="flex items-center gap-1.5">
                <span className="bg-primary-600 h-0.5 w-4 rounded" />
                {copy.legend.actual}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="border-primary-600 w-4 border-t-2 border-dotted" />
                {copy.legend.forecast}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="h-2.5 w-4 rounded-sm bg-cyan-200" />
                {copy.legend.band}
              </li>
              <li className="flex items-center gap-1.5">
                <span className="border-accent-500 w-4 border-t-2 border-dashed" />
                {copy.legend.reorder}
              </li>
            </ul>

            <div className="bg-navy-50 mt-4 rounded-xl px-3.5 pt-3 pb-1">
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

      <div className="ring-line absolute top-[19%] -left-10 hidden items-center gap-3 rounded-2xl bg-white py-3 pr-5 pl-3 shadow-[0_20px_40px_-16px_rgb(6_11_28/0.45)] ring-1 xl:flex">
        <span className="grid size-9 place-items-center rounded-xl bg-emerald-50 text-emerald-700">
          <ShieldCheck aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className="text-navy-900 block text-sm font-semibold">{copy.toast.title}</span>
          <span className="text-ink-muted block text-xs">{copy.toast.text}</span>
        </span>
      </div>
    </div>
  );
}
