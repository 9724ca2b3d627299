/**
 * `<details name>` accordions (src/components/ui/accordion.tsx) from the first paint: a click (or
 * Enter/Space, which click) on the open item's summary does not close it, since SPEC §4's active item
 * does not collapse; Up/Down (wrapping), Home and End move between the summaries. The platform does
 * the rest: one open at a time, keyboard, find-in-page. Self-contained: inlined in the head (./index.ts).
 */
export function accordions(document: Document): void {
  const summaryOf = (target: EventTarget | null) => (target instanceof Element ? target.closest("[data-accordion] > details > summary") : null);
  document.addEventListener("click", (event) => {
    const summary = summaryOf(event.target);
    if (summary && (summary.parentElement as HTMLDetailsElement).open) event.preventDefault();
  });
  document.addEventListener("keydown", (event) => {
    const summary = summaryOf(event.target);
    if (!summary || event.altKey || event.ctrlKey || event.metaKey) return;
    const all = Array.from(summary.closest("[data-accordion]")!.querySelectorAll<HTMLElement>(":scope > details > summary"));
    const index = all.indexOf(summary as HTMLElement);
    const last = all.length - 1;
    const moves: Record<string, number> = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    all[target]!.focus();
  });
}
