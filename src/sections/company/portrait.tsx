import { useId } from "react";
import { initials } from "~/components/visuals/monogram";
import { cn } from "~/lib/cn";

// On-brand pairs for the background (the orange accent stays for small touches); the bust is a lighter tint.
const palettes = [
  { from: "#1d46db", to: "#0b1b4d", tint: "#7fe3f5" },
  { from: "#111e45", to: "#1537b8", tint: "#b6c6ff" },
  { from: "#0e7490", to: "#111e45", tint: "#a5f3fc" },
  { from: "#4338ca", to: "#0b1b4d", tint: "#c7d2fe" },
  { from: "#0f766e", to: "#0b1b4d", tint: "#99f6e4" },
] as const;

function hash(text: string): number {
  // The seed gives the five members of BRAND.md five different colours.
  let h = 17;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

/** Background motifs from the product's world: forecast contours, a route, a warehouse grid, signal rings. */
function Motif({ kind, tint }: { kind: number; tint: string }) {
  const stroke = { stroke: tint, strokeOpacity: 0.22, fill: "none", strokeWidth: 1.5 } as const;
  switch (kind % 4) {
    case 0:
      return (
        <g {...stroke}>
          {[60, 100, 140, 180, 220].map((r) => (
            <circle key={r} cx="260" cy="60" r={r} />
          ))}
        </g>
      );
    case 1:
      return (
        <g {...stroke}>
          <path d="M-10 250 C 60 200, 90 230, 140 170 S 230 90, 330 70" />
          <path d="M-10 280 C 70 240, 110 260, 160 200 S 250 130, 330 110" strokeDasharray="4 6" />
          {[
            [40, 218],
            [140, 170],
            [250, 96],
          ].map(([x, y]) => (
            <circle key={x} cx={x} cy={y} r="5" fill={tint} fillOpacity="0.35" stroke="none" />
          ))}
        </g>
      );
    case 2:
      return (
        <g fill={tint} fillOpacity="0.16">
          {Array.from({ length: 8 }, (_, row) =>
            Array.from({ length: 8 }, (_, col) => <rect key={`${row}-${col}`} x={col * 42 + 6} y={row * 42 + 6} width="6" height="6" rx="1.5" />),
          )}
        </g>
      );
    default:
      return (
        <g {...stroke}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <path key={i} d={`M${-40 + i * 60} 330 L ${120 + i * 60} -10`} />
          ))}
        </g>
      );
  }
}

/**
 * SPEC §3 "Team member" img: a generated portrait (BRAND.md: tasteful generated avatars, never stock
 * photos). A bust on an on-brand gradient with a motif and the person's initials, drawn from the
 * name so it is stable. Fixed 320 x 320 so it never shifts the layout; decorative, as the name is
 * always beside it. Build time only.
 */
export function Portrait({ name, className }: { name: string; className?: string }) {
  const id = useId();
  const h = hash(name);
  const palette = palettes[h % palettes.length]!;
  return (
    <svg viewBox="0 0 320 320" width="320" height="320" aria-hidden="true" focusable="false" className={cn("block h-auto w-full", className)}>
      <defs>
        <linearGradient id={`${id}bg`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
        <linearGradient id={`${id}bust`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.tint} stopOpacity="0.9" />
          <stop offset="1" stopColor={palette.tint} stopOpacity="0.35" />
        </linearGradient>
      </defs>
      <rect width="320" height="320" fill={`url(#${id}bg)`} />
      <Motif kind={Math.floor(h / palettes.length)} tint={palette.tint} />
      <g fill={`url(#${id}bust)`}>
        <circle cx="160" cy="138" r="56" />
        <path d="M52 320 C 52 246, 100 212, 160 212 S 268 246, 268 320 Z" />
      </g>
      <g>
        <rect x="20" y="20" width="64" height="40" rx="20" fill="#ffffff" fillOpacity="0.14" />
        <text x="52" y="46" textAnchor="middle" fill="#ffffff" fontSize="18" fontWeight="700" letterSpacing="1" className="font-display">
          {initials(name)}
        </text>
      </g>
    </svg>
  );
}
