import type { MissionVisualCopy } from "~/content/schemas/about";

const cx = 280;
const cy = 210;

/**
 * The About page's mission picture: companies of every kind around one shared AI. Drawn, not a
 * photo (BRAND.md); fixed 560 x 420. Build time only.
 */
export function MissionVisual({ copy }: { copy: MissionVisualCopy }) {
  const nodes = copy.nodes.map((label, index) => {
    const angle = (Math.PI * 2 * index) / copy.nodes.length - Math.PI / 2;
    return { label, x: cx + Math.cos(angle) * 190, y: cy + Math.sin(angle) * 150 };
  });
  return (
    <figure className="ring-line shadow-lift mx-auto w-full max-w-xl overflow-hidden rounded-[1.6rem] bg-[linear-gradient(150deg,var(--color-navy-950),var(--color-primary-700))] ring-1">
      <svg viewBox="0 0 560 420" width="560" height="420" role="img" aria-label={copy.label} className="block h-auto w-full">
        <defs>
          <radialGradient id="mission-glow">
            <stop offset="0" stopColor="#7fe3f5" stopOpacity="0.45" />
            <stop offset="1" stopColor="#7fe3f5" stopOpacity="0" />
          </radialGradient>
        </defs>
        <circle cx={cx} cy={cy} r="150" fill="url(#mission-glow)" />
        <ellipse cx={cx} cy={cy} rx="190" ry="150" fill="none" stroke="#ffffff" strokeOpacity="0.15" strokeDasharray="4 8" />
        {nodes.map((node) => (
          <line key={`l-${node.label}`} x1={cx} y1={cy} x2={node.x} y2={node.y} stroke="#7fe3f5" strokeOpacity="0.5" strokeWidth="2" />
        ))}
        <circle cx={cx} cy={cy} r="58" fill="#ffffff" />
        <circle cx={cx} cy={cy} r="66" fill="none" stroke="#ffffff" strokeOpacity="0.35" />
        <text x={cx} y={cy + 6} textAnchor="middle" fontSize="17" fontWeight="700" fill="#0b1b4d" className="font-display">
          {copy.hub}
        </text>
        {nodes.map((node, index) => (
          <g key={node.label}>
            <rect x={node.x - 62} y={node.y - 19} width="124" height="38" rx="19" fill={index === 0 ? "#f97316" : "#111e45"} stroke="#ffffff" strokeOpacity="0.35" />
            <text x={node.x} y={node.y + 5} textAnchor="middle" fontSize="14" fontWeight="600" fill={index === 0 ? "#0b1b4d" : "#ffffff"}>
              {node.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="border-t border-white/10 px-6 py-4 text-center text-sm font-medium text-cyan-100">{copy.caption}</figcaption>
    </figure>
  );
}
