import { cn } from "~/lib/cn";

// On-brand gradient pairs; white initials meet AA contrast on every one.
const palettes = [
  ["#1d46db", "#2f5cff"],
  ["#111e45", "#2a3d73"],
  ["#c2410c", "#e0571a"],
  ["#1537b8", "#0e7490"],
  ["#0f766e", "#1d46db"],
  ["#6d28d9", "#1d46db"],
] as const;

function hash(text: string): number {
  let h = 0;
  for (const char of text) h = (h * 31 + char.charCodeAt(0)) >>> 0;
  return h;
}

export function initials(name: string): string {
  const words = name.split(/[\s,]+/).filter(Boolean).slice(0, 2);
  return words.map((word) => word[0]?.toUpperCase() ?? "").join("");
}

/** A generated avatar: the person's initials on a gradient picked from their name. Decorative. */
export function Monogram({ name, size = "md", className }: { name: string; size?: "sm" | "md"; className?: string }) {
  const [from, to] = palettes[hash(name) % palettes.length]!;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "font-display grid shrink-0 place-items-center rounded-full font-bold text-white",
        size === "sm" ? "size-8 text-xs" : "size-12 text-base",
        className,
      )}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
    >
      {initials(name)}
    </span>
  );
}
