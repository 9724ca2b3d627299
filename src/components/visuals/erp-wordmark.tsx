import { cn } from "~/lib/cn";

// Simple geometric glyphs so the typeset wordmarks read as logos without using licensed marks.
const glyphs = [
  <rect key="square" x="3" y="3" width="14" height="14" rx="3" />,
  <circle key="circle" cx="10" cy="10" r="7.5" />,
  <path key="triangle" d="M10 2.5 18 17H2Z" />,
  <path key="diamond" d="M10 1.5 18.5 10 10 18.5 1.5 10Z" />,
  <path key="hexagon" d="m10 1.5 7.4 4.25v8.5L10 18.5l-7.4-4.25v-8.5Z" />,
];

/**
 * A monochrome, typeset wordmark for an ERP or accounting system (BRAND.md). Long names keep their
 * last two words as the mark and set the rest small above, so every mark has a similar width.
 */
export function ErpWordmark({ name, index, className }: { name: string; index: number; className?: string }) {
  const words = name.split(" ");
  const lead = words.length > 3 ? words.slice(0, -2).join(" ") : "";
  const mark = lead ? words.slice(-2).join(" ") : name;
  return (
    <span className={cn("text-ink inline-flex items-center gap-2.5 whitespace-nowrap", className)}>
      <svg viewBox="0 0 20 20" className="size-5 shrink-0 fill-current opacity-80" aria-hidden="true">
        {glyphs[index % glyphs.length]}
      </svg>
      <span className="font-display text-lg leading-tight font-semibold tracking-tight">
        {lead ? <span className="block text-[0.6875rem] leading-none font-medium tracking-normal">{lead} </span> : null}
        {mark}
      </span>
    </span>
  );
}
