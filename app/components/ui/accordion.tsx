import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
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
  /** Level of the heading around each trigger, so the outline stays right where it is placed. */
  headingLevel?: 2 | 3 | 4;
  /** `dark` for the navy surface. */
  tone?: "light" | "dark";
  /** Show "01", "02", ... before each title (process steps). */
  numbered?: boolean;
  className?: string;
};

/**
 * SPEC §4 accordion, on the WAI-ARIA accordion pattern: one active item at a time; activating an item
 * opens it and closes the others; the active item does not collapse (its button is then
 * aria-disabled, as the pattern asks). Up/Down, Home and End move between the buttons.
 *
 * Every answer is in the prerendered HTML. Closed panels are `hidden` (so hydration changes nothing
 * on screen) and marked `data-nojs-show`, which shows them when JavaScript is off (app/styles/no-script.ts).
 */
export function Accordion({ items, defaultIndex = 0, headingLevel = 3, tone = "light", numbered = false, className }: AccordionProps) {
  const [active, setActive] = useState<number | null>(defaultIndex);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const Heading = `h${headingLevel}` as const;
  const dark = tone === "dark";
  // A region landmark per panel helps in short accordions and clutters long ones (APG). The region
  // is a labelled <section> (native element, as HTML validators ask), otherwise a plain <div>.
  const regions = items.length <= 6;
  const Panel = regions ? "section" : "div";

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={cn("space-y-3", className)}>
      {items.map((item, index) => {
        const open = index === active;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div
            key={item.id}
            className={cn(
              "rounded-card ring-1 transition-[background-color,border-color,color,box-shadow,transform]",
              dark ? "ring-white/10" : "ring-line bg-white",
              open && (dark ? "bg-white/[0.06] ring-white/25" : "ring-primary-500/60 shadow-card"),
            )}
          >
            <Heading className="font-sans text-base font-semibold sm:text-lg">
              <button
                ref={(node) => {
                  buttons.current[index] = node;
                }}
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                aria-disabled={open || undefined}
                onClick={() => setActive(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                className={cn(
                  "flex w-full items-start gap-4 rounded-card px-5 py-4.5 text-left sm:px-6 sm:py-5",
                  open ? "cursor-default" : dark ? "hover:bg-white/[0.04]" : "hover:bg-navy-50/70",
                )}
              >
                {numbered ? (
                  <span className={cn("font-display tabular-nums", dark ? "text-cyan-300" : "text-primary-600")} aria-hidden="true">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                ) : null}
                <span className="flex-1">{item.title}</span>
                {/* Plus that turns into a minus when the item is open. */}
                <span
                  aria-hidden="true"
                  className={cn(
                    "relative mt-0.5 grid size-6 shrink-0 place-items-center rounded-full transition-colors",
                    open ? (dark ? "bg-cyan-300 text-navy-950" : "bg-primary-600 text-white") : dark ? "bg-white/10 text-white" : "bg-navy-100 text-navy-900",
                  )}
                >
                  <span className="absolute h-0.5 w-2.5 rounded bg-current" />
                  <span className={cn("absolute h-2.5 w-0.5 rounded bg-current transition-transform duration-200", open && "scale-y-0")} />
                </span>
              </button>
            </Heading>
            <Panel
              id={panelId}
              aria-labelledby={regions ? buttonId : undefined}
              hidden={!open}
              data-nojs-show=""
              className={cn("px-5 pb-5 leading-relaxed sm:px-6 sm:pb-6", numbered && "sm:pl-[3.75rem]", dark ? "text-navy-200" : "text-ink-muted")}
            >
              {item.content}
            </Panel>
          </div>
        );
      })}
    </div>
  );
}
