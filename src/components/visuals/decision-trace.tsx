import { BellRing, Check, Eye, Sparkles, Zap } from "lucide-react";
import type { DecisionTraceCopy } from "~/content/schemas/product-visuals";
import { cn } from "~/lib/cn";
import { DarkAppWindow } from "./app-window";

const stepStyle = [
  { icon: Eye, dot: "bg-cyan-300 text-navy-950", label: "text-cyan-200" },
  { icon: Sparkles, dot: "bg-primary-500 text-white", label: "text-primary-100" },
  { icon: Zap, dot: "bg-accent-500 text-white", label: "text-accent-100" },
  { icon: Check, dot: "bg-emerald-500 text-white", label: "text-emerald-200" },
] as const;

/**
 * One autonomous decision as the product logs it: what it saw, what it predicted, what it did and
 * what changed, on a dark panel (for dark heroes). Build time only; one image named by `alt`.
 */
export function DecisionTrace({ copy, className }: { copy: DecisionTraceCopy; className?: string }) {
  return (
    <DarkAppWindow alt={copy.alt} app={copy.app} view={copy.view} status={copy.status} className={className}>
      <div className="relative px-4 py-5 sm:px-5">
        <span aria-hidden="true" className="absolute top-9 bottom-9 left-[2.05rem] w-px bg-white/15 sm:left-[2.3rem]" />
        <ol className="relative">
          {copy.steps.map((step, index) => {
            const style = stepStyle[index]!;
            const StepIcon = style.icon;
            return (
              <li key={step.stage} className="relative flex gap-3.5 py-2.5">
                <span className={cn("relative grid size-8 shrink-0 place-items-center rounded-full ring-4 ring-navy-900", style.dot)}>
                  <StepIcon aria-hidden="true" className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-3">
                    <span className={cn("text-[0.6875rem] font-semibold tracking-[0.08em] uppercase", style.label)}>{step.stage}</span>
                    <span className="text-navy-300 font-mono text-[0.6875rem]">{step.time}</span>
                  </span>
                  <span className="mt-0.5 block text-[0.8125rem] leading-snug font-semibold">{step.title}</span>
                  <span className="text-navy-200 mt-0.5 block text-xs leading-relaxed">{step.detail}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <div className="flex items-center gap-2 border-t border-white/10 bg-white/[0.03] px-4 py-3 text-xs text-cyan-100 sm:px-5">
        <BellRing aria-hidden="true" className="size-3.5 shrink-0" />
        {copy.guardrail}
      </div>
    </DarkAppWindow>
  );
}
