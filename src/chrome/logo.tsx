import { site } from "~/config/site";
import { cn } from "~/lib/cn";

/** Orkestra's mark: three nodes in orbit around a core, the supply chain being conducted. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("shrink-0", className ?? "size-8")}>
      <rect width="32" height="32" rx="9" fill="#1d46db" />
      <circle cx="16" cy="16" r="9" fill="none" stroke="#b5effa" strokeWidth="2" strokeDasharray="14 4.85" transform="rotate(-30 16 16)" />
      <circle cx="16" cy="16" r="3.6" fill="#fff" />
      <circle cx="16" cy="7" r="2.2" fill="#f26a1b" />
      <circle cx="23.8" cy="20.5" r="2.2" fill="#fff" />
      <circle cx="8.2" cy="20.5" r="2.2" fill="#7fe3f5" />
    </svg>
  );
}

export function Logo({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className={cn("font-display text-xl font-bold tracking-tight", tone === "light" ? "text-white" : "text-ink")}>
        {site.name}
      </span>
    </span>
  );
}
