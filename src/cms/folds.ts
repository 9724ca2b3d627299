/**
 * Folded groups and list items in /admin open from their label too, not only from Decap's small
 * arrow (issue 53: editors click the words, and nothing happened). Decap 3.16 has no option for it,
 * so one listener on the document turns a click on
 * - a group's or list's label ("Hero", "Background") above its box,
 * - the bar of a group or list ("3 backgrounds"),
 * - a folded list item's summary (the question, the title)
 * into a click on the arrow that belongs to it. Decap draws these with generated class names, so
 * they are found by their structure and the arrow's `data-testid` (decap-cms-ui-default's
 * ObjectWidgetTopBar and ListItemTopBar, decap-cms-widget-list's NestedObjectLabel).
 */

/** What keeps its own click: buttons (the arrow itself, Add, Remove), links and form fields. */
const ownClick = "button, a, input, textarea, select, option, [contenteditable], [role=button], [role=menuitem]";

/** A group's or list's arrow, `data-testid="expand-button"` in its bar. */
const expandButton = 'button[data-testid="expand-button"]';

/** A list item's bar (`<div><button>arrow</button>drag, remove</div>`): its arrow. */
function itemArrow(bar: Element | null | undefined): HTMLButtonElement | undefined {
  const arrow = bar?.tagName === "DIV" ? bar.firstElementChild : null;
  return arrow instanceof HTMLButtonElement && !arrow.matches(expandButton) && arrow.querySelector("svg") ? arrow : undefined;
}

/** The arrow a click on `target` stands for, if it is a fold's label, bar or summary. */
export function foldArrowFor(target: Element): HTMLButtonElement | undefined {
  if (target.closest(ownClick)) return undefined;
  const label = target.closest("label[for]");
  if (label) {
    // The kind of a block in a list of several kinds ("Paragraph"), above the item's bar: that item.
    const item = itemArrow(label.nextElementSibling);
    if (item) return item;
    // A field's label: the group or list it names has its id, and its bar the arrow.
    const id = label.getAttribute("for");
    const widget = id ? target.ownerDocument.getElementById(id) : null;
    return widget?.querySelector<HTMLButtonElement>(`:scope > div > div > ${expandButton}`) ?? undefined;
  }
  // The bar of a group or list, or its heading ("3 backgrounds"): `<div bar><div><arrow>heading`.
  for (let element: Element | null = target, depth = 0; element && depth < 2; element = element.parentElement, depth += 1) {
    const arrow = element.querySelector<HTMLButtonElement>(`:scope > ${expandButton}, :scope > div > ${expandButton}`);
    if (arrow) return arrow;
  }
  // A folded list item's summary: text only, between the item's bar and its fields.
  const summary = target.closest("div");
  if (summary && summary.childElementCount === 0 && summary.nextElementSibling) return itemArrow(summary.previousElementSibling);
  return undefined;
}

/**
 * Starts the label clicks on `root` (/admin's document); returns what stops them. Keyboard users
 * keep Decap's arrow buttons, which are in the tab order; this only widens the mouse's target.
 */
export function openFoldsFromLabels(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || !(event.target instanceof Element)) return;
    // A drag that selected text is not a click on the label.
    if (root.getSelection()?.toString()) return;
    foldArrowFor(event.target)?.click();
  };
  // The pointer says the words can be clicked.
  const onOver = (event: PointerEvent) => {
    if (event.target instanceof HTMLElement && !event.target.style.cursor && foldArrowFor(event.target)) event.target.style.cursor = "pointer";
  };
  root.addEventListener("click", onClick);
  root.addEventListener("pointerover", onOver);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("pointerover", onOver);
  };
}
