import { CircleCheck, Timer } from "lucide-react";
import type { GoSetupCopy } from "~/content/schemas/product-visuals";
import { DarkAppWindow } from "./app-window";

/**
 * Orkestra Go's setup as the product logs it: four checked steps and the minutes they took, on a
 * dark panel (for dark heroes). Build time only; one image named by `alt`.
 */
export function GoSetup({ copy, className }: { copy: GoSetupCopy; className?: string }) {
  return (
    <DarkAppWindow alt={copy.alt} app={copy.app} view={copy.view} status={copy.status} className={className}>
      <div className="px-4 pt-5 sm:px-5">
        <div className="flex items-baseline justify-between gap-3 text-xs">
          <span className="font-semibold text-cyan-100">{copy.progress}</span>
          <span className="font-display inline-flex items-center gap-1.5 text-lg font-bold text-white">
            <Timer aria-hidden="true" className="size-4 text-cyan-300" />
            {copy.elapsed}
          </span>
        </div>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-white/10">
          <div className="h-full w-full rounded-full bg-[linear-gradient(90deg,var(--color-primary-500),var(--color-cyan-300))]" />
        </div>
      </div>
      <ol className="px-4 py-3 sm:px-5">
        {copy.steps.map((step) => (
          <li key={step.title} className="flex gap-3 border-b border-white/8 py-3 last:border-b-0">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-300" />
            <span className="min-w-0 flex-1">
              <span className="flex items-baseline justify-between gap-3">
                <span className="text-[0.8125rem] leading-snug font-semibold">{step.title}</span>
                <span className="text-navy-300 shrink-0 font-mono text-[0.6875rem]">{step.time}</span>
              </span>
              <span className="text-navy-200 mt-0.5 block text-xs leading-relaxed">{step.detail}</span>
            </span>
          </li>
        ))}
      </ol>
      <p className="border-t border-white/10 bg-white/[0.03] px-4 py-3 text-xs text-cyan-100 sm:px-5">{copy.footer}</p>
    </DarkAppWindow>
  );
}
