import { CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** The checked list of short claims under a section's header. */
export function PointList({ points, tone = "light" }: { points: readonly string[]; tone?: "light" | "dark" }) {
  return (
    <ul className="mt-8 space-y-3.5">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3 font-medium">
          <CircleCheck aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", tone === "dark" ? "text-cyan-300" : "text-brand-vivid")} />
          {point}
        </li>
      ))}
    </ul>
  );
}
