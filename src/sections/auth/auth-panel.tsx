import { Check, ClipboardCheck, Mail, RefreshCw, Send, TrendingUp } from "lucide-react";
import { useId } from "react";
import { LogoMark } from "~/chrome/logo";
import { forecastChart } from "~/components/visuals/chart-path";
import type { AuthPageCopy, ForecastVisualCopy, PoCheckVisualCopy, ThreadVisualCopy } from "~/content/schemas/auth";
import { cn } from "~/lib/cn";

/**
 * The wide-screen side panel of the auth pages: a short promise, three points and a crafted
 * "product UI" visual. The visual is illustration (aria-hidden); the heading and points carry the meaning.
 */
export function AuthPanel({ copy }: { copy: AuthPageCopy }) {
  const headingId = useId();
  const { panel, visual } = copy;
  return (
    <aside aria-labelledby={headingId} className="hidden lg:block">
      <div className="on-dark bg-navy-950 shadow-lift relative isolate overflow-hidden rounded-[2rem] px-10 pt-11 pb-12 text-white xl:px-12">
        <div aria-hidden="true" className="bg-primary-600/45 absolute -top-28 -right-24 -z-10 size-96 rounded-full blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-36 -left-24 -z-10 size-96 rounded-full bg-cyan-300/15 blur-3xl" />
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] [background-size:40px_40px] [mask-image:linear-gradient(to_bottom,black,transparent_80%)]"
        />
        <p className="text-sm font-semibold tracking-[0.14em] text-cyan-300 uppercase">{panel.eyebrow}</p>
        <h2 id={headingId} className="font-display text-h2 mt-3 max-w-lg font-semibold">
          {panel.heading}
        </h2>
        <ul className="mt-6 space-y-3">
          {panel.points.map((point) => (
            <li key={point} className="text-navy-200 flex gap-3 leading-relaxed">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-cyan-300" strokeWidth={3} />
              {point}
            </li>
          ))}
        </ul>
        <div aria-hidden="true" className="mt-10 select-none">
          {visual.kind === "po-check" ? <PoCheckVisual copy={visual} /> : null}
          {visual.kind === "thread" ? <ThreadVisual copy={visual} /> : null}
          {visual.kind === "forecast" ? <ForecastVisual copy={visual} /> : null}
        </div>
      </div>
    </aside>
  );
}

const statusStyles: Record<PoCheckVisualCopy["rows"][number]["status"], string> = {
  matched: "bg-info-soft text-info-ink",
  flagged: "bg-accent-soft text-ink",
  updated: "bg-brand-tint text-brand",
};

function PoCheckVisual({ copy }: { copy: PoCheckVisualCopy }) {
  return (
    <div className="relative">
      <div className="text-ink bg-surface-raised shadow-navy-950/40 overflow-hidden rounded-2xl shadow-2xl">
        <div className="border-line bg-surface-muted flex items-center justify-between gap-4 border-b px-5 py-3.5">
          <span className="flex items-center gap-2.5 text-sm font-semibold">
            <span className="bg-primary-600 inline-flex size-7 items-center justify-center rounded-lg text-white">
              <ClipboardCheck className="size-4" />
            </span>
            {copy.title}
          </span>
          <span className="text-ink-muted text-xs">{copy.time}</span>
        </div>
        <ul className="divide-line divide-y">
          {copy.rows.map((row) => (
            <li key={row.po} className="grid grid-cols-[4.75rem_minmax(0,1fr)_auto] items-center gap-3 px-5 py-3">
              <span className="text-ink font-mono text-xs font-semibold">{row.po}</span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium">{row.supplier}</span>
                <span className="text-ink-muted block truncate text-xs">{row.detail}</span>
              </span>
              <span className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap", statusStyles[row.status])}>
                {row.status === "flagged" ? <span className="bg-accent-ink size-1.5 rounded-full" /> : <Check className="size-3" strokeWidth={3} />}
                {row.statusLabel}
              </span>
            </li>
          ))}
        </ul>
        <div className="border-line divide-line grid grid-cols-3 divide-x border-t">
          {copy.summary.map((item) => (
            <div key={item.label} className="px-5 py-3.5">
              <span className="font-display block text-xl font-semibold">{item.value}</span>
              <span className="text-ink-muted block text-xs">{item.label}</span>
            </div>
          ))}
        </div>
      </div>
      <div className="ring-line shadow-lift relative -mt-3 bg-surface-raised mr-auto ml-8 flex max-w-xs gap-3 rounded-xl p-4 ring-1 xl:ml-12">
        <span className="bg-accent-soft text-accent-ink inline-flex size-8 shrink-0 items-center justify-center rounded-full">
          <Send className="size-4" />
        </span>
        <span>
          <span className="text-ink block text-sm font-semibold">{copy.note.title}</span>
          <span className="text-ink-muted mt-0.5 block text-xs leading-relaxed">{copy.note.text}</span>
        </span>
      </div>
    </div>
  );
}

function ThreadVisual({ copy }: { copy: ThreadVisualCopy }) {
  return (
    <div className="space-y-3">
      <div className="text-navy-100 flex items-center gap-2.5 rounded-xl bg-white/10 px-4 py-2.5 text-sm ring-1 ring-white/15">
        <Mail className="size-4 text-cyan-300" />
        <span className="truncate font-medium">{copy.subject}</span>
      </div>
      {copy.messages.map((message) => {
        const fromOrkestra = message.role === "orkestra";
        return (
          <div
            key={message.time}
            className={cn("text-ink bg-surface-raised shadow-navy-950/30 rounded-2xl p-4 shadow-xl", fromOrkestra ? "mr-10" : "ml-10")}
          >
            <div className="flex items-center gap-3">
              {fromOrkestra ? (
                <LogoMark className="size-8" />
              ) : (
                <span className="bg-accent-soft text-ink inline-flex size-8 shrink-0 items-center justify-center rounded-full text-xs font-bold">
                  {message.initials}
                </span>
              )}
              <span className="min-w-0 flex-1 truncate text-sm font-semibold">{message.from}</span>
              <span className="text-ink-muted text-xs">{message.time}</span>
            </div>
            <p className="text-ink mt-2.5 text-sm leading-relaxed">{message.body}</p>
          </div>
        );
      })}
      <div className="flex items-start gap-3 rounded-xl bg-cyan-300/10 p-4 ring-1 ring-cyan-300/30">
        <span className="text-navy-900 inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-cyan-300">
          <RefreshCw className="size-4" />
        </span>
        <span>
          <span className="block text-sm font-semibold text-white">{copy.writeBack.title}</span>
          <span className="mt-0.5 block text-sm text-cyan-100">{copy.writeBack.text}</span>
        </span>
      </div>
    </div>
  );
}

// Weekly demand (units): history up to "today", then the forecast and its widening band.
const actual = [52, 58, 55, 63, 61, 68, 72];
const forecast = [72, 76, 81, 79, 86, 90];
const spread = [0, 4, 6, 8, 10, 12];
const size = { width: 360, height: 170 };
const box = { left: 8, right: 352, top: 12, bottom: 138, min: 40, max: 105 };
const points = (list: readonly (readonly [number, number])[]) => list.map((point) => point.join(",")).join(" ");

function ForecastVisual({ copy }: { copy: ForecastVisualCopy }) {
  const gradientId = `forecast-band${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const chart = forecastChart({ actual, forecast, spread, slots: copy.weeks.length }, box);
  const { x, y } = chart;
  const today = x(chart.today);
  return (
    <div className="relative">
      <div className="text-ink bg-surface-raised shadow-navy-950/40 rounded-2xl p-5 shadow-2xl">
        <div className="flex items-start justify-between gap-4">
          <div>
            <span className="block text-sm font-semibold">{copy.title}</span>
            <span className="text-ink-muted block text-xs">{copy.item}</span>
          </div>
          <span className="bg-brand-tint text-brand inline-flex size-8 items-center justify-center rounded-lg">
            <TrendingUp className="size-4" />
          </span>
        </div>
        <svg viewBox={`0 0 ${size.width} ${size.height}`} className="mt-4 h-auto w-full">
          <defs>
            <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
              <stop offset="0" stopColor="var(--color-primary-500)" stopOpacity="0.28" />
              <stop offset="1" stopColor="var(--color-primary-500)" stopOpacity="0.08" />
            </linearGradient>
          </defs>
          {[50, 70, 90].map((value) => (
            <line key={value} x1={box.left} x2={box.right} y1={y(value)} y2={y(value)} stroke="var(--color-tint)" strokeWidth="1" />
          ))}
          <line x1={today} x2={today} y1={box.top - 4} y2={box.bottom} stroke="var(--color-navy-300)" strokeWidth="1" strokeDasharray="3 3" />
          <polygon points={points([...chart.upper, ...chart.lower])} fill={`url(#${gradientId})`} />
          <polyline points={points(chart.forecast)} fill="none" stroke="var(--color-brand-vivid)" strokeWidth="2.5" strokeDasharray="6 5" strokeLinecap="round" />
          <polyline points={points(chart.actual)} fill="none" stroke="var(--color-ink)" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
          <circle cx={today} cy={y(actual[chart.today] ?? 0)} r="4.5" fill="var(--color-surface-raised)" stroke="var(--color-ink)" strokeWidth="2.5" />
          {copy.weeks.map((week, index) =>
            index % 2 === 0 ? (
              <text key={week} x={x(index)} y={size.height - 6} fontSize="10" fill="var(--color-ink-muted)" textAnchor={index === 0 ? "start" : "middle"}>
                {week}
              </text>
            ) : null,
          )}
        </svg>
        <div className="text-ink-muted mt-3 flex flex-wrap gap-x-5 gap-y-1 text-xs">
          <span className="flex items-center gap-1.5">
            <span className="bg-ink h-0.5 w-4 rounded-full" />
            {copy.legend.actual}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="border-brand-vivid w-4 border-t-2 border-dashed" />
            {copy.legend.forecast}
          </span>
          <span className="flex items-center gap-1.5">
            <span className="bg-brand-tint h-2.5 w-4 rounded-sm" />
            {copy.legend.band}
          </span>
        </div>
      </div>
      <div className="ring-line shadow-lift relative -mt-3 bg-surface-raised mr-8 ml-auto flex max-w-xs gap-3 rounded-xl p-4 ring-1">
        <span className="bg-accent-soft text-accent-ink inline-flex size-8 shrink-0 items-center justify-center rounded-full">
          <ClipboardCheck className="size-4" />
        </span>
        <span>
          <span className="text-ink block text-sm font-semibold">{copy.callout.title}</span>
          <span className="text-ink-muted mt-0.5 block text-xs leading-relaxed">{copy.callout.text}</span>
        </span>
      </div>
    </div>
  );
}
