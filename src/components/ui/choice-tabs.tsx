import { useId, type ReactNode } from "react";
import { cn } from "~/lib/cn";

type ChoiceItem = {
  id: string;
  label: ReactNode;
  panel: ReactNode;
};

type ChoiceTabsProps = {
  /** Names the group of choices (the fieldset's legend). */
  label: string;
  /** At most four (the rule that shows the checked one's panel is written for four: app.css). */
  items: readonly ChoiceItem[];
  /** SPEC §4: the first choice unless told otherwise. */
  defaultIndex?: number;
  className?: string;
  listClassName?: string;
  panelClassName?: string;
};

/** The pill track of a segmented radio group (ChoiceTabs, the theme control). */
export const segmentTrackClass = "ring-line rounded-pill p-1 ring-1 ring-inset";

/**
 * One segment: a label around a visually hidden radio, so the label shows the check and the focus.
 * The checked pill is white in light and, in dark, lighter than its track. Forced colours (Windows
 * high contrast) drop fills and shadows, so there the checked one is outlined in the system's colour.
 */
export const segmentClass = cn(
  "text-ink-muted hover:text-ink relative cursor-pointer items-center justify-center rounded-pill text-sm font-semibold transition-colors",
  "has-checked:text-ink has-checked:shadow-sm has-checked:bg-surface-selected",
  "has-focus-visible:outline-focus has-focus-visible:outline-3 has-focus-visible:outline-offset-2",
  "forced-colors:has-checked:outline-2 forced-colors:has-checked:outline-offset-[-2px] forced-colors:has-checked:outline-solid",
);

/**
 * A row of tab-like choices that switch panels with no script at all: a real radio group (Tab to
 * it, arrow keys move and select, as tabs with automatic activation do) whose checked radio shows its
 * panel through CSS (`[data-choice]` in app.css). So it works from the first paint and with
 * JavaScript off, and the browser keeps the choice on back and forward. Every panel is in the HTML.
 */
export function ChoiceTabs({ label, items, defaultIndex = 0, className, listClassName, panelClassName }: ChoiceTabsProps) {
  const name = useId();
  if (items.length > 4) throw new Error(`ChoiceTabs "${label}": ${items.length} choices, but app.css shows the panels of four at most`);
  return (
    <div data-choice="" className={className}>
      <fieldset className="max-w-full min-w-0">
        <legend className="sr-only">{label}</legend>
        <div className={cn("bg-tint/70 inline-flex gap-1", segmentTrackClass, listClassName)}>
          {items.map((item, index) => (
            <label
              key={item.id}
              className={cn(segmentClass, "inline-flex h-10 min-w-28 gap-2 px-5")}
            >
              <input type="radio" name={name} value={item.id} defaultChecked={index === defaultIndex} className="sr-only" />
              {item.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div data-choice-panels="" className="w-full">
        {items.map((item) => (
          <div key={item.id} data-choice-panel={item.id} className={panelClassName}>
            {item.panel}
          </div>
        ))}
      </div>
    </div>
  );
}
