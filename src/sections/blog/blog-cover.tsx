import { useId, type ReactNode } from "react";
import type { CoverKey } from "~/content/blog/schema";
import { cn } from "~/lib/cn";

/**
 * Generated post covers: one crafted artwork per `cover` key, drawn as SVG at build time in the
 * site's product-visual style (navy ground, blueprint grid, white and cyan strokes, one orange
 * accent). Fixed 640 x 360 (16:9), so nothing shifts while a page loads. Decorative: the card or
 * page names the post in text next to it.
 */
const coverSize = { width: 640, height: 360 } as const;

// Dark grounds the white and cyan strokes stay legible on; the slug picks one so two posts with
// the same artwork still look different side by side.
const grounds = [
  ["#060b1c", "#1537b8"],
  ["#0a1330", "#0e7490"],
  ["#111e45", "#1d46db"],
] as const;

function hash(text: string): number {
  let h = 7;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

const white = "#ffffff";
const cyan = "#7fe3f5";
const paleCyan = "#b5effa";
const accent = "#f26a1b";
const muted = "#a9b6d8";

const art: Record<CoverKey, () => ReactNode> = {
  // Sales history turning into a forecast with its confidence band.
  forecast: () => (
    <g>
      <path d="M96 262 L96 86 M96 262 L548 262" stroke={muted} strokeOpacity="0.5" strokeWidth="2" />
      <path d="M330 176 C370 150 420 140 460 118 C490 104 520 96 548 88 L548 176 C520 186 490 196 460 200 C420 206 370 206 330 206 Z" fill={cyan} fillOpacity="0.18" />
      <path d="M96 220 C130 200 150 230 184 214 C214 200 236 168 262 182 C290 196 306 170 330 190" fill="none" stroke={white} strokeWidth="5" strokeLinecap="round" />
      <path d="M330 190 C370 176 420 170 460 158 C490 150 520 138 548 132" fill="none" stroke={cyan} strokeWidth="5" strokeLinecap="round" strokeDasharray="2 14" />
      {[130, 184, 238, 292].map((x, index) => (
        <rect key={x} x={x - 12} y={262 - (index % 2 ? 40 : 58)} width="24" height={index % 2 ? 40 : 58} rx="4" fill={white} fillOpacity="0.14" />
      ))}
      <circle cx="330" cy="190" r="9" fill={accent} stroke="#060b1c" strokeWidth="3" />
      <path d="M330 100 L330 262" stroke={white} strokeOpacity="0.35" strokeWidth="2" strokeDasharray="4 6" />
    </g>
  ),
  // Supplier messages drafted and answered.
  chat: () => (
    <g>
      <rect x="104" y="84" width="270" height="112" rx="22" fill={white} fillOpacity="0.1" stroke={white} strokeOpacity="0.5" strokeWidth="2" />
      <path d="M140 230 L130 196 L170 196 Z" fill={white} fillOpacity="0.1" />
      {[116, 142, 168].map((y, index) => (
        <rect key={y} x="132" y={y - 6} width={[210, 170, 120][index]} height="12" rx="6" fill={white} fillOpacity={index === 0 ? 0.8 : 0.4} />
      ))}
      <rect x="268" y="190" width="270" height="100" rx="22" fill={cyan} fillOpacity="0.2" stroke={cyan} strokeWidth="2" />
      <path d="M500 322 L510 290 L470 290 Z" fill={cyan} fillOpacity="0.2" />
      {[222, 248].map((y, index) => (
        <rect key={y} x="296" y={y - 6} width={[200, 150][index]} height="12" rx="6" fill={paleCyan} fillOpacity={index === 0 ? 0.9 : 0.5} />
      ))}
      <circle cx="538" cy="110" r="26" fill={accent} />
      <path d="M526 110 L535 119 L551 101" fill="none" stroke={white} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </g>
  ),
  // Racks of stock with the safety buffer marked.
  warehouse: () => (
    <g>
      {[0, 1, 2].map((shelf) => (
        <g key={shelf}>
          <path d={`M120 ${138 + shelf * 64} L520 ${138 + shelf * 64}`} stroke={white} strokeOpacity="0.6" strokeWidth="4" strokeLinecap="round" />
          {[0, 1, 2, 3, 4, 5].map((box) => {
            const filled = (box + shelf * 2) % 5 !== 4;
            const buffer = shelf === 2 && box < 2;
            return filled ? (
              <rect
                key={box}
                x={138 + box * 62}
                y={138 + shelf * 64 - 44}
                width="48"
                height="40"
                rx="5"
                fill={buffer ? accent : box % 2 ? cyan : white}
                fillOpacity={buffer ? 0.95 : box % 2 ? 0.35 : 0.2}
                stroke={buffer ? accent : white}
                strokeOpacity="0.6"
                strokeWidth="2"
              />
            ) : null;
          })}
        </g>
      ))}
      <path d="M120 84 L120 300 M520 84 L520 300" stroke={white} strokeOpacity="0.45" strokeWidth="4" strokeLinecap="round" />
      <path d="M120 300 L520 300" stroke={muted} strokeOpacity="0.4" strokeWidth="2" strokeDasharray="6 8" />
    </g>
  ),
  // A guard rail: the limits inside which software may act alone.
  shield: () => (
    <g>
      <path d="M320 70 L420 106 L420 180 C420 240 378 280 320 300 C262 280 220 240 220 180 L220 106 Z" fill={white} fillOpacity="0.08" stroke={white} strokeOpacity="0.7" strokeWidth="4" strokeLinejoin="round" />
      <path d="M320 96 L396 124 L396 180 C396 226 366 258 320 274 Z" fill={cyan} fillOpacity="0.22" />
      <path d="M282 186 L310 214 L362 158" fill="none" stroke={white} strokeWidth="10" strokeLinecap="round" strokeLinejoin="round" />
      {[0, 1, 2].map((row) => (
        <g key={row}>
          <rect x="96" y={120 + row * 44} width="92" height="12" rx="6" fill={white} fillOpacity={0.5 - row * 0.12} />
          <rect x="452" y={120 + row * 44} width="92" height="12" rx="6" fill={white} fillOpacity={0.5 - row * 0.12} />
        </g>
      ))}
      <circle cx="544" cy="214" r="10" fill={accent} />
    </g>
  ),
  // A disruption on one lane and the lane that routes around it.
  risk: () => (
    <g>
      <path d="M110 250 Q220 120 330 190 T540 120" fill="none" stroke={accent} strokeWidth="4" strokeDasharray="4 10" strokeLinecap="round" />
      <path d="M110 250 Q250 300 380 250 T540 120" fill="none" stroke={cyan} strokeWidth="5" strokeLinecap="round" />
      {(
        [
          [110, 250],
          [380, 250],
          [540, 120],
        ] as const
      ).map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="10" fill={paleCyan} stroke="#060b1c" strokeWidth="3" />
      ))}
      <circle cx="330" cy="190" r="34" fill={accent} fillOpacity="0.2" />
      <path d="M330 166 L354 208 L306 208 Z" fill={accent} stroke={accent} strokeWidth="6" strokeLinejoin="round" />
      <path d="M330 180 L330 194" stroke={white} strokeWidth="4" strokeLinecap="round" />
      <circle cx="330" cy="201" r="2.5" fill={white} />
      {Array.from({ length: 5 }, (_, index) => (
        <circle key={index} cx={150 + index * 90} cy={96 + (index % 2) * 16} r="3" fill={white} fillOpacity="0.4" />
      ))}
    </g>
  ),
  // The ERP at the centre, systems writing back to it.
  network: () => (
    <g>
      {(
        [
          [140, 110],
          [140, 250],
          [500, 110],
          [500, 250],
          [320, 70],
        ] as const
      ).map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <path d={`M${x} ${y} L320 180`} stroke={cyan} strokeOpacity="0.7" strokeWidth="3" strokeDasharray={x === 500 && y === 250 ? "0" : "3 8"} strokeLinecap="round" />
          <rect x={x - 34} y={y - 22} width="68" height="44" rx="10" fill={white} fillOpacity="0.1" stroke={white} strokeOpacity="0.6" strokeWidth="2" />
          <rect x={x - 20} y={y - 5} width="40" height="10" rx="5" fill={white} fillOpacity="0.55" />
        </g>
      ))}
      <rect x="262" y="140" width="116" height="80" rx="16" fill="#1d46db" stroke={white} strokeWidth="3" />
      <path d="M288 168 L352 168 M288 184 L340 184 M288 200 L326 200" stroke={white} strokeWidth="6" strokeLinecap="round" />
      <circle cx="378" cy="140" r="12" fill={accent} stroke="#060b1c" strokeWidth="3" />
    </g>
  ),
  // Documents checked against each other (orders, confirmations, rules).
  documents: () => (
    <g>
      <rect x="170" y="96" width="180" height="220" rx="14" fill={white} fillOpacity="0.06" stroke={white} strokeOpacity="0.35" strokeWidth="2" transform="rotate(-8 260 206)" />
      <rect x="230" y="64" width="180" height="230" rx="14" fill="#0a1330" stroke={white} strokeOpacity="0.8" strokeWidth="3" />
      <rect x="254" y="92" width="96" height="14" rx="7" fill={white} fillOpacity="0.85" />
      {[128, 152, 176, 200, 224].map((y, index) => (
        <rect key={y} x="254" y={y} width={[132, 112, 126, 90, 118][index]} height="9" rx="4.5" fill={white} fillOpacity="0.35" />
      ))}
      <rect x="254" y="252" width="62" height="18" rx="9" fill={cyan} fillOpacity="0.8" />
      <circle cx="452" cy="230" r="42" fill="#060b1c" stroke={cyan} strokeWidth="4" />
      <path d="M432 230 L447 245 L474 216" fill="none" stroke={cyan} strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="420" y="96" width="40" height="10" rx="5" fill={accent} />
    </g>
  ),
  // A planning calendar with the campaign weeks and the order dates they need.
  calendar: () => (
    <g>
      <rect x="150" y="70" width="340" height="230" rx="18" fill={white} fillOpacity="0.06" stroke={white} strokeOpacity="0.7" strokeWidth="3" />
      <path d="M150 118 L490 118" stroke={white} strokeOpacity="0.5" strokeWidth="2" />
      {Array.from({ length: 21 }, (_, index) => {
        const col = index % 7;
        const row = Math.floor(index / 7);
        const campaign = row === 2 && col >= 3 && col <= 5;
        const order = row === 0 && col === 5;
        return (
          <rect
            key={index}
            x={170 + col * 45}
            y={136 + row * 52}
            width="34"
            height="34"
            rx="7"
            fill={order ? accent : campaign ? cyan : white}
            fillOpacity={order ? 1 : campaign ? 0.7 : 0.12}
          />
        );
      })}
      <path d="M412 170 C430 220 410 240 372 250" fill="none" stroke={accent} strokeWidth="3" strokeDasharray="3 7" strokeLinecap="round" />
      <rect x="190" y="86" width="110" height="14" rx="7" fill={white} fillOpacity="0.8" />
    </g>
  ),
  // Goods on the move between two depots.
  truck: () => (
    <g>
      <path d="M80 282 L560 282" stroke={white} strokeOpacity="0.35" strokeWidth="3" strokeDasharray="18 14" />
      <rect x="186" y="142" width="190" height="110" rx="10" fill={white} fillOpacity="0.14" stroke={white} strokeOpacity="0.8" strokeWidth="3" />
      <path d="M376 170 L430 170 L462 206 L462 252 L376 252 Z" fill="#1d46db" stroke={white} strokeWidth="3" strokeLinejoin="round" />
      <path d="M392 184 L424 184 L444 208 L392 208 Z" fill={paleCyan} fillOpacity="0.8" />
      {[226, 420].map((x) => (
        <circle key={x} cx={x} cy="258" r="20" fill="#060b1c" stroke={white} strokeWidth="5" />
      ))}
      <rect x="206" y="164" width="80" height="12" rx="6" fill={cyan} fillOpacity="0.8" />
      <rect x="206" y="188" width="120" height="10" rx="5" fill={white} fillOpacity="0.4" />
      <circle cx="110" cy="120" r="12" fill={paleCyan} />
      <circle cx="540" cy="120" r="12" fill={accent} />
      <path d="M122 120 Q325 40 528 120" fill="none" stroke={cyan} strokeOpacity="0.6" strokeWidth="3" strokeDasharray="3 9" strokeLinecap="round" />
    </g>
  ),
  // Europe's regulation and trade: a globe ringed by twelve stars' worth of points.
  globe: () => (
    <g>
      <circle cx="320" cy="180" r="104" fill={white} fillOpacity="0.06" stroke={white} strokeOpacity="0.8" strokeWidth="3" />
      <ellipse cx="320" cy="180" rx="48" ry="104" fill="none" stroke={white} strokeOpacity="0.45" strokeWidth="2" />
      <path d="M216 180 L424 180 M236 124 L404 124 M236 236 L404 236" stroke={white} strokeOpacity="0.45" strokeWidth="2" />
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (index / 12) * Math.PI * 2;
        return <circle key={index} cx={320 + Math.cos(angle) * 144} cy={180 + Math.sin(angle) * 144} r="6" fill={index === 0 ? accent : cyan} />;
      })}
      <path d="M290 160 C306 146 336 150 350 166 C362 180 346 200 324 204 C304 208 284 196 290 160 Z" fill={cyan} fillOpacity="0.5" />
    </g>
  ),
};

/** One generated cover. `seed` (the post's slug) varies the ground between posts sharing artwork. */
export function BlogCover({ cover, seed, className }: { cover: CoverKey; seed: string; className?: string }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, "");
  const [from, to] = grounds[hash(seed) % grounds.length]!;
  const mirror = hash(`${seed}!`) % 2 === 1; // moves the glow to the other corner
  return (
    <svg
      viewBox={`0 0 ${coverSize.width} ${coverSize.height}`}
      width={coverSize.width}
      height={coverSize.height}
      aria-hidden="true"
      focusable="false"
      className={cn("block h-auto w-full", className)}
    >
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
        <pattern id={`${id}-p`} width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0 L0 0 0 32" fill="none" stroke={white} strokeOpacity="0.07" strokeWidth="1" />
        </pattern>
        <radialGradient id={`${id}-r`} cx={mirror ? "0.15" : "0.85"} cy="0.1" r="0.7">
          <stop offset="0" stopColor={cyan} stopOpacity="0.35" />
          <stop offset="1" stopColor={cyan} stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width={coverSize.width} height={coverSize.height} fill={`url(#${id}-g)`} />
      <rect width={coverSize.width} height={coverSize.height} fill={`url(#${id}-p)`} />
      <rect width={coverSize.width} height={coverSize.height} fill={`url(#${id}-r)`} />
      {art[cover]()}
    </svg>
  );
}
