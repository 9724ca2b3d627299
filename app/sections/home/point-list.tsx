import { CircleCheck } from "lucide-react";

/** The checked list of short claims under a home section's header. */
export function PointList({ points }: { points: readonly string[] }) {
  return (
    <ul className="mt-8 space-y-3.5">
      {points.map((point) => (
        <li key={point} className="flex items-start gap-3 font-medium">
          <CircleCheck aria-hidden="true" className="text-primary-600 mt-0.5 size-5 shrink-0" />
          {point}
        </li>
      ))}
    </ul>
  );
}
