// Taking the editor to a field a save left empty (issue 37): the language pane that shows it, every
// folded list item and object above it opened, the field scrolled to, focused and marked. Decap keeps
// folded parts in the page, hidden, so the field is found by what Decap derives from the
// configuration: a field's label points (`for`) at its control, whose id starts with the field's
// name ("answer-field-16"); a list's element holds its bar, then its items in order.
import type { Refusal } from "./validate";

const cue = "Fill this in";
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Until `find` finds something (Decap redraws after a click), for about two seconds at most. */
async function until<T>(find: () => T | null | undefined): Promise<T | null> {
  for (let tries = 0; tries < 120; tries++) {
    const found = find();
    if (found) return found;
    await frame();
  }
  return null;
}

/** Decap's "Writing in XX" switches (its English words, the only UI language here), one per editing pane, left pane first. */
const localeSwitches = () => [...document.querySelectorAll<HTMLElement>('[role="button"]')].filter((one) => /^Writing in \w+$/.test(one.textContent ?? ""));

/** The editing pane writing in `language` (the page, for an entry in one language). */
function paneFor(language: string | undefined): Element | null {
  if (!language) return document.body;
  const control = localeSwitches().find((one) => one.textContent === `Writing in ${language.toUpperCase()}`);
  let pane = control?.parentElement ?? null;
  while (pane && !pane.querySelector("label[for]")) pane = pane.parentElement;
  return pane;
}

/** The pane for `language`, switching the left pane to it when no pane shows it. */
async function showPane(language: string | undefined): Promise<Element | null> {
  const shown = paneFor(language);
  if (shown || !language) return shown;
  // After the click that asked for it has ended: the menu closes on any click outside it.
  await frame();
  localeSwitches()[0]?.click();
  const choice = await until(() => [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((one) => one.textContent?.toLowerCase() === language.toLowerCase()));
  choice?.click();
  return until(() => paneFor(language));
}

/** The element of a field or list item at `path` in a pane, and the label naming it (none for a list item). */
function fieldAt(pane: Element, path: readonly (string | number)[]): { element: HTMLElement; label?: HTMLLabelElement } | null {
  let scope: Element | null = pane;
  let label: HTMLLabelElement | undefined;
  for (const step of path) {
    if (!scope) return null;
    if (typeof step === "number") {
      scope = scope.lastElementChild?.children[step] ?? null;
      label = undefined;
      continue;
    }
    const inScope: Element = scope;
    // The field of this level, not a same-named one inside a nested field.
    label = [...inScope.querySelectorAll<HTMLLabelElement>(`label[for^="${CSS.escape(step)}-field-"]`)].find((one) => {
      const owner = one.parentElement?.closest('[id*="-field-"]');
      return !owner || owner === inScope || !inScope.contains(owner);
    });
    // Widgets without the id on their control (Markdown, images): the field's whole box.
    scope = label ? (document.getElementById(label.htmlFor) ?? label.parentElement?.parentElement ?? null) : null;
  }
  return scope instanceof HTMLElement ? { element: scope, label } : null;
}

/** Opens every folded part above `element`: the outermost hidden one first, by its toggle (the first button in the bar before it). */
async function unfold(element: HTMLElement) {
  for (let tries = 0; tries < 20; tries++) {
    let hidden: Element | null = null;
    for (let at: Element | null = element; at; at = at.parentElement) if (getComputedStyle(at).display === "none") hidden = at;
    if (!hidden) return;
    let bar = hidden.previousElementSibling;
    while (bar && !bar.querySelector("button")) bar = bar.previousElementSibling;
    const toggle = bar?.querySelector("button");
    if (!toggle) return;
    toggle.click();
    await until(() => getComputedStyle(hidden).display !== "none");
  }
}

const marked = new Set<HTMLElement>();

/** Removes every mark (the panel closed, or a new save). */
export function unmarkAll() {
  for (const box of marked) unmark(box);
}

function unmark(box: HTMLElement) {
  box.removeAttribute("data-refused");
  box.querySelector(":scope > .cms-refused-cue, :scope > * > .cms-refused-cue")?.remove();
  box.querySelector('[aria-invalid="true"]')?.removeAttribute("aria-invalid");
  marked.delete(box);
}

/** Outlines a field's box and says in words what it needs, until it is filled in. */
function mark(box: HTMLElement, at: HTMLElement | undefined, control: HTMLElement | null) {
  if (marked.has(box)) return;
  marked.add(box);
  box.setAttribute("data-refused", "");
  const words = Object.assign(document.createElement("strong"), { className: "cms-refused-cue", textContent: cue });
  // Beside the label, where Decap puts its own error messages.
  (at ?? box).append(words);
  control?.setAttribute("aria-invalid", "true");
  const filled = (event: Event) => {
    const target = event.target as HTMLInputElement;
    if (typeof target.value === "string" && target.value.trim() !== "") {
      unmark(box);
      box.removeEventListener("input", filled);
    }
  };
  box.addEventListener("input", filled);
}

const style = `
[data-refused] { outline: 3px solid #c8102e; outline-offset: 4px; border-radius: 4px; }
.cms-refused-cue { display: inline-block; margin: 0.25rem 0 0 0.5rem; padding: 0 0.4rem; border-radius: 3px; background: #c8102e; color: #fff; font: 600 12px/1.6 system-ui, sans-serif; }
.cms-refused-cue::before { content: "⚠ "; }
#cms-refusal button:focus-visible { outline: 3px solid #0a1330; outline-offset: 2px; }
`;

/** Injects the marks' look once. */
export function addRefusalStyle() {
  if (document.getElementById("cms-refusal-style")) return;
  document.head.append(Object.assign(document.createElement("style"), { id: "cms-refusal-style", textContent: style }));
}

/** Takes the editor to a refused field; false when it is not on the page. */
export async function pointAt(refusal: Pick<Refusal, "language" | "path">): Promise<boolean> {
  const pane = await showPane(refusal.language);
  const found = pane && (await until(() => fieldAt(pane, refusal.path)));
  if (!found) return false;
  return pointAtElement(found.element, found.label);
}

/** Opens, scrolls to, focuses and marks a field's control (`element`, named by `label`, if any). */
async function pointAtElement(element: HTMLElement, label?: HTMLLabelElement): Promise<boolean> {
  await unfold(element);
  // A field's box holds its label's bar and its control; a list item is its own box.
  const box = (label?.parentElement?.parentElement ?? element) as HTMLElement;
  const control = element.matches("input, textarea, select") ? element : element.querySelector<HTMLElement>('input, textarea, select, [contenteditable="true"]');
  mark(box, label?.parentElement ?? undefined, control);
  box.scrollIntoView({ block: "center" });
  (control ?? element.querySelector<HTMLElement>("button"))?.focus({ preventScroll: true });
  return true;
}

/**
 * Decap's own refusal (a required field of the default language left empty) lists nothing: it
 * writes its message under the field's label. Takes the editor to the first such field.
 */
export async function pointAtDecapRefusal(): Promise<boolean> {
  const label = (await until(() => document.querySelector("label[for] + ul")))?.previousElementSibling;
  const element = label instanceof HTMLLabelElement ? document.getElementById(label.htmlFor) : null;
  return element ? pointAtElement(element, label as HTMLLabelElement) : false;
}
