import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "~/lib/cn";

export type TabItem = {
  id: string;
  label: ReactNode;
  panel: ReactNode;
};

type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** SPEC §4: the first tab unless told otherwise. */
  defaultIndex?: number;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
};

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move focus and select.
 * Every panel is rendered so all content is in the prerendered HTML; inactive ones are `hidden`.
 * Without JavaScript the tab list (which could not switch anything) is hidden and every panel shown
 * (`data-js-only`, `data-nojs-show`: see app/styles/no-script.ts), so panels should name their content themselves.
 */
export function Tabs({ label, items, defaultIndex = 0, className, listClassName, panelClassName }: TabsProps) {
  const [selected, setSelected] = useState(defaultIndex);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    const next = (index + items.length) % items.length;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        data-js-only=""
        className={cn("bg-navy-100/70 ring-line inline-flex gap-1 rounded-pill p-1 ring-1 ring-inset", listClassName)}
      >
        {items.map((item, index) => {
          const active = index === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={active}
              aria-controls={panelId(index)}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
              className={cn(
                "inline-flex h-10 min-w-28 items-center justify-center gap-2 rounded-pill px-5 text-sm font-semibold transition-colors",
                active ? "text-navy-900 bg-white shadow-sm" : "text-ink-muted hover:text-navy-900",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          hidden={index !== selected}
          data-nojs-show=""
          className={panelClassName}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
