import { Route, TriangleAlert } from "lucide-react";
import type { RiskMapCopy } from "~/content/schemas/visuals";
import { cn } from "~/lib/cn";

type City = keyof RiskMapCopy["cities"];

// Hand-placed positions on a stylised map of northern Europe (viewBox 480 x 340).
const cities: Record<City, { x: number; y: number; anchor?: "start" | "end"; dy?: number }> = {
  london: { x: 122, y: 236, anchor: "end" },
  rotterdam: { x: 198, y: 226, anchor: "end", dy: -10 },
  antwerp: { x: 190, y: 256, anchor: "end", dy: 16 },
  hamburg: { x: 262, y: 210 },
  gothenburg: { x: 270, y: 130, anchor: "end" },
  stockholm: { x: 330, y: 110 },
  gdansk: { x: 344, y: 204 },
};

const land = [
  // Scandinavia
  "M232,152C224,118 238,84 262,58C286,32 322,16 354,12C376,10 390,22 384,42C378,64 360,78 352,100C344,122 350,144 336,160C322,176 302,170 292,152C286,140 276,134 266,142C256,150 238,166 232,152Z",
  // Finland
  "M394,152C386,120 394,86 410,60C420,44 440,40 446,60C454,84 448,112 440,138C432,160 404,172 394,152Z",
  // Jutland
  "M244,180C240,166 250,156 258,162C264,170 260,188 252,192Z",
  // Continent
  "M150,340C150,298 160,268 178,248C194,230 214,216 240,208C270,200 300,198 330,192C370,186 420,188 480,182L480,340Z",
  // Great Britain
  "M96,270C84,248 92,220 104,198C112,182 108,162 122,152C136,144 146,162 142,180C138,198 152,214 154,234C156,254 144,268 126,274C112,278 102,278 96,270Z",
];

const arc = (from: City, to: City, bend = 0.18) => {
  const a = cities[from];
  const b = cities[to];
  const mx = (a.x + b.x) / 2 - (b.y - a.y) * bend;
  const my = (a.y + b.y) / 2 + (b.x - a.x) * bend;
  return `M${a.x},${a.y}Q${mx},${my} ${b.x},${b.y}`;
};

const routes = [arc("gdansk", "hamburg"), arc("gothenburg", "hamburg", -0.15), arc("stockholm", "gdansk", 0.2), arc("london", "rotterdam", -0.2)];

/** Risk map: a disruption in Antwerp, the affected lane and the rerouted lane via Rotterdam. */
export function RiskMap({ copy, className }: { copy: RiskMapCopy; className?: string }) {
  return (
    <div role="img" aria-label={copy.alt} className={cn("on-dark bg-navy-950 relative overflow-hidden rounded-[1.6rem] p-4 text-white sm:p-5", className)}>
      <div aria-hidden="true" className="absolute -top-40 -right-40 size-[28rem] bg-[radial-gradient(closest-side,rgb(29_70_219/0.5),transparent)]" />
      <div className="relative flex items-center justify-between gap-3">
        <p className="text-sm font-semibold">{copy.title}</p>
        <span className="inline-flex shrink-0 items-center gap-1.5 rounded-pill bg-white/10 whitespace-nowrap px-2.5 py-1 text-xs font-semibold text-cyan-200">
          <span className="size-1.5 rounded-full bg-cyan-300 motion-safe:animate-pulse" />
          {copy.live}
        </span>
      </div>

      <svg viewBox="0 0 480 340" className="relative mt-2 block h-auto w-full" aria-hidden="true">
        <defs>
          <pattern id="rm-dots" width="7" height="7" patternUnits="userSpaceOnUse">
            <circle cx="3.5" cy="3.5" r="1.6" fill="#3b5190" />
          </pattern>
        </defs>
        {land.map((d) => (
          <path key={d} d={d} fill="url(#rm-dots)" />
        ))}
        {routes.map((d) => (
          <path key={d} d={d} fill="none" stroke="#7fe3f5" strokeOpacity="0.45" strokeWidth="1.5" />
        ))}
        <path d={arc("antwerp", "hamburg", 0.12)} fill="none" stroke="#f26a1b" strokeWidth="2.5" strokeDasharray="3 6" strokeLinecap="round" />
        <path d={arc("rotterdam", "hamburg", -0.12)} fill="none" stroke="#7fe3f5" strokeWidth="3" strokeLinecap="round" />
        <circle cx={cities.antwerp.x} cy={cities.antwerp.y} r="14" fill="#f26a1b" fillOpacity="0.2" />
        {(Object.keys(cities) as City[]).map((id) => {
          const city = cities[id];
          const risk = id === "antwerp";
          const hub = id === "hamburg";
          return (
            <g key={id}>
              {hub ? (
                <rect x={city.x - 6} y={city.y - 6} width="12" height="12" rx="3" fill="#fff" stroke="#2f5cff" strokeWidth="3" />
              ) : (
                <circle cx={city.x} cy={city.y} r={risk ? 6 : 4.5} fill={risk ? "#f26a1b" : "#b5effa"} stroke="#060b1c" strokeWidth="2" />
              )}
              <text
                x={city.x + (city.anchor === "end" ? -11 : 11)}
                y={city.y + 4 + (city.dy ?? 0)}
                textAnchor={city.anchor ?? "start"}
                fontSize="13"
                fontWeight={risk || hub ? 700 : 500}
                fill={risk ? "#ffb48a" : "#cdd6ee"}
              >
                {copy.cities[id]}
              </text>
            </g>
          );
        })}
      </svg>

      <div className="relative mt-2 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl bg-white/6 p-3.5 ring-1 ring-white/10">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.06em] text-accent-100 uppercase">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            {copy.alert.label}
          </p>
          <p className="mt-1.5 text-sm font-semibold">{copy.alert.title}</p>
          <p className="text-navy-200 text-xs">{copy.alert.text}</p>
        </div>
        <div className="rounded-xl bg-white/6 p-3.5 ring-1 ring-white/10">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-[0.06em] text-cyan-200 uppercase">
            <Route aria-hidden="true" className="size-3.5" />
            {copy.action.label}
          </p>
          <p className="mt-1.5 text-sm font-semibold">{copy.action.title}</p>
          <p className="text-navy-200 text-xs">{copy.action.text}</p>
        </div>
      </div>
    </div>
  );
}
