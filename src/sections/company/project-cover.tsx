import { useId, type ReactNode } from "react";
import type { CoverMotif } from "~/content/schemas/portfolio";
import { cn } from "~/lib/cn";

const W = 640;
const H = 400;
const cyan = "#7fe3f5";
const accent = "#f97316";

const backgrounds: Record<CoverMotif, readonly [string, string]> = {
  orders: ["#1d46db", "#0b1b4d"],
  forecast: ["#111e45", "#1537b8"],
  risk: ["#0b1b4d", "#0e7490"],
  fresh: ["#0f766e", "#0b1b4d"],
  parts: ["#1537b8", "#111e45"],
  inbox: ["#4338ca", "#0b1b4d"],
};

/** A card of the product's UI, drawn as a translucent panel. */
function Panel({ x, y, w, h, children }: { x: number; y: number; w: number; h: number; children?: ReactNode }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx="18" fill="#ffffff" fillOpacity="0.08" stroke="#ffffff" strokeOpacity="0.18" />
      {children}
    </g>
  );
}

// Deterministic "data" for the drawings.
const series = [62, 58, 66, 71, 64, 76, 82, 79, 90, 96, 88, 104, 112, 108, 120];

function Orders() {
  return (
    <Panel x={150} y={70} w={340} h={260}>
      {[0, 1, 2, 3, 4].map((row) => (
        <g key={row} transform={`translate(180 ${104 + row * 44})`}>
          <rect width="210" height="12" rx="6" fill="#ffffff" fillOpacity={row === 2 ? 0.5 : 0.28} />
          <rect y="18" width={120 - row * 12} height="8" rx="4" fill="#ffffff" fillOpacity="0.16" />
          <circle cx="262" cy="10" r="13" fill={row === 2 ? accent : cyan} fillOpacity={row === 2 ? 1 : 0.9} />
          <path d={row === 2 ? "M262 4v8M262 16v1" : "m256 10 4 4 8-8"} stroke="#0b1b4d" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" fill="none" />
        </g>
      ))}
    </Panel>
  );
}

function Forecast() {
  const step = 400 / (series.length - 1);
  const pts = series.map((v, i) => [120 + i * step, 320 - v * 1.7] as const);
  const line = pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`).join(" ");
  const band = [...pts.map(([x, y], i) => `${i ? "L" : "M"}${x.toFixed(1)} ${(y - 10 - i * 2).toFixed(1)}`), ...[...pts].reverse().map(([x, y], i) => `L${x.toFixed(1)} ${(y + 10 + (pts.length - 1 - i) * 2).toFixed(1)}`)].join(" ") + "Z";
  const split = pts[9]![0];
  return (
    <Panel x={90} y={60} w={460} h={280}>
      {[0, 1, 2, 3].map((i) => (
        <line key={i} x1="120" x2="520" y1={130 + i * 50} y2={130 + i * 50} stroke="#ffffff" strokeOpacity="0.1" />
      ))}
      <path d={band} fill={cyan} fillOpacity="0.18" />
      <path d={line} stroke={cyan} strokeWidth="4" fill="none" strokeLinecap="round" strokeLinejoin="round" />
      <line x1={split} x2={split} y1="90" y2="320" stroke="#ffffff" strokeOpacity="0.35" strokeDasharray="5 6" />
      <circle cx={pts[9]![0]} cy={pts[9]![1]} r="8" fill={accent} stroke="#0b1b4d" strokeWidth="3" />
    </Panel>
  );
}

function Risk() {
  const dots = [
    [150, 250],
    [210, 170],
    [290, 230],
    [350, 140],
    [430, 210],
    [490, 120],
    [520, 270],
    [250, 300],
  ] as const;
  return (
    <g>
      <path d="M150 250 L210 170 L350 140 L490 120 M210 170 L290 230 L430 210 L520 270 M290 230 L250 300" stroke={cyan} strokeOpacity="0.45" strokeWidth="2.5" fill="none" />
      {[36, 62, 88].map((r) => (
        <circle key={r} cx="430" cy="210" r={r} fill="none" stroke={accent} strokeOpacity={0.7 - r / 180} strokeWidth="2" />
      ))}
      {dots.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r={x === 430 ? 11 : 8} fill={x === 430 ? accent : "#ffffff"} fillOpacity={x === 430 ? 1 : 0.85} />
      ))}
    </g>
  );
}

function Fresh() {
  const days = [0.55, 0.72, 0.6, 0.9, 0.8, 0.45, 0.38];
  return (
    <Panel x={110} y={70} w={420} h={260}>
      {days.map((v, i) => (
        <g key={i}>
          <rect x={150 + i * 52} y={300 - v * 180} width="30" height={v * 180} rx="8" fill={i === 3 ? cyan : "#ffffff"} fillOpacity={i === 3 ? 0.95 : 0.3} />
          <rect x={150 + i * 52} y={300 - v * 180 - 16} width="30" height="8" rx="4" fill={i === 3 ? accent : "#ffffff"} fillOpacity={i === 3 ? 1 : 0.18} />
        </g>
      ))}
    </Panel>
  );
}

function Parts() {
  const hex = (cx: number, cy: number, r: number) =>
    Array.from({ length: 6 }, (_, k) => {
      const a = (Math.PI / 3) * k + Math.PI / 6;
      return `${k ? "L" : "M"}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
    }).join(" ") + "Z";
  const cells = [] as { x: number; y: number; on: number }[];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 8; col++) cells.push({ x: 110 + col * 62 + (row % 2) * 31, y: 80 + row * 54, on: (row * 7 + col * 3) % 5 });
  }
  return (
    <g>
      {cells.map((cell) => (
        <path
          key={`${cell.x}-${cell.y}`}
          d={hex(cell.x, cell.y, 28)}
          fill={cell.on === 0 ? cyan : cell.x === 327 && cell.y === 188 ? accent : "#ffffff"}
          fillOpacity={cell.on === 0 ? 0.8 : cell.x === 327 && cell.y === 188 ? 1 : 0.1}
          stroke="#ffffff"
          strokeOpacity="0.2"
        />
      ))}
    </g>
  );
}

function Inbox() {
  return (
    <g>
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${110 + i * 26} ${90 + i * 62})`}>
          <rect width="200" height="120" rx="16" fill="#ffffff" fillOpacity={0.12 + i * 0.08} stroke="#ffffff" strokeOpacity="0.25" />
          <path d="M0 16 L100 70 L200 16" stroke="#ffffff" strokeOpacity="0.45" strokeWidth="2.5" fill="none" />
        </g>
      ))}
      <path d="M380 210 C 420 210, 430 200, 460 200" stroke={cyan} strokeWidth="3" strokeDasharray="6 7" fill="none" />
      <circle cx="500" cy="200" r="42" fill={cyan} fillOpacity="0.95" />
      <path d="m482 200 12 12 24-24" stroke="#0b1b4d" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      <circle cx="318" cy="228" r="10" fill={accent} />
    </g>
  );
}

const drawings: Record<CoverMotif, () => ReactNode> = { orders: Orders, forecast: Forecast, risk: Risk, fresh: Fresh, parts: Parts, inbox: Inbox };

/**
 * SPEC §3 "Portfolio item" img: generated, on-brand cover art (BRAND.md: no stock photos), one motif
 * per project from the product's world. Fixed 640 x 400, so it never shifts the layout; decorative,
 * as the project's title is always beside it. Build time only.
 */
export function ProjectCover({ motif, className }: { motif: CoverMotif; className?: string }) {
  const id = useId();
  const [from, to] = backgrounds[motif];
  const Drawing = drawings[motif];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} width={W} height={H} aria-hidden="true" focusable="false" className={cn("block h-auto w-full", className)}>
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <pattern id={`${id}grid`} width="40" height="40" patternUnits="userSpaceOnUse">
          <path d="M40 0H0V40" fill="none" stroke="#ffffff" strokeOpacity="0.06" />
        </pattern>
      </defs>
      <rect width={W} height={H} fill={`url(#${id}bg)`} />
      <rect width={W} height={H} fill={`url(#${id}grid)`} />
      <circle cx={W - 60} cy="40" r="160" fill={cyan} fillOpacity="0.08" />
      <Drawing />
    </svg>
  );
}
