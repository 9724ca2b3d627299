import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type AccordionItem = {
  id: string;
  title: ReactNode;
  content: ReactNode;
};

type AccordionProps = {
  items: readonly AccordionItem[];
  /** SPEC §4: the item open at first, or null for none. */
  defaultIndex?: number | null;
  /** Level of the heading inside each summary, so the outline stays right where it is placed. */
  headingLevel?: 2 | 3 | 4;
  /** `dark` for the navy surface. */
  tone?: "light" | "dark";
  /** Show "01", "02", ... before each title (process steps). */
  numbered?: boolean;
  className?: string;
};

/**
 * SPEC §4 accordion on the platform: `<details name>` items, so one is open at a time and every
 * answer works (and is found by find-in-page) before and without any script. The page's accordion
 * behaviour (src/behaviours/accordion.ts, inlined in the head) keeps the open item open, as SPEC asks,
 * and adds Up/Down/Home/End between the items.
 */
export function Accordion({ items, defaultIndex = 0, headingLevel = 3, tone = "light", numbered = false, className }: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  const dark = tone === "dark";
  return (
    <div data-accordion="" className={cn("space-y-3", className)}>
      {items.map((item, index) => (
        <details
          key={item.id}
          name={group}
          open={index === defaultIndex}
          className={cn(
            "group rounded-card ring-1 transition-[background-color,border-color,color,box-shadow,transform]",
            dark ? "ring-white/10 open:bg-white/[0.06] open:ring-white/25" : "ring-line open:ring-primary-500/60 open:shadow-card bg-surface-raised",
          )}
        >
          <summary
            className={cn(
              "flex w-full cursor-pointer list-none items-start gap-4 rounded-card px-5 py-4.5 text-left sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden",
              "group-open:cursor-default",
              dark ? "hover:bg-white/[0.04] group-open:hover:bg-transparent" : "hover:bg-surface-strong/70 group-open:hover:bg-transparent",
            )}
          >
            {numbered ? (
              <span className={cn("font-display pt-px tabular-nums", dark ? "text-cyan-300" : "text-brand-vivid")} aria-hidden="true">
                {String(index + 1).padStart(2, "0")}
              </span>
            ) : null}
            <Heading className="flex-1 font-sans text-base font-semibold sm:text-lg">{item.title}</Heading>
            {/* Plus that turns into a minus when the item is open. */}
            <span
              aria-hidden="true"
              className={cn(
                "relative mt-0.5 grid size-6 shrink-0 place-items-center rounded-full transition-colors",
                dark ? "bg-white/10 text-white group-open:bg-cyan-300 group-open:text-navy-950" : "bg-tint text-ink group-open:bg-primary-600 group-open:text-white",
              )}
            >
              <span className="absolute h-0.5 w-2.5 rounded bg-current" />
              <span className="absolute h-2.5 w-0.5 rounded bg-current transition-transform duration-200 group-open:scale-y-0" />
            </span>
          </summary>
          <div className={cn("px-5 pb-5 leading-relaxed sm:px-6 sm:pb-6", numbered && "sm:pl-[3.75rem]", dark ? "text-navy-200" : "text-ink-muted")}>{item.content}</div>
        </details>
      ))}
    </div>
  );
}
