/**
 * The mobile menu's behaviour (SPEC §2/§4) for the prerendered markup of src/chrome/mobile-menu.tsx,
 * as src/chrome/mobile-menu.tsx has it: a modal <dialog> (the browser makes the page inert
 * and draws the overlay); Escape, the overlay, the close control and any link close it; focus goes back
 * to the toggle; Tab wraps inside it. Levels: main list -> "More pages" -> one group; Back clears the
 * group first, then the submenu; every way out resets the levels, so the menu always opens at the top.
 */

const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Wires the header's menu toggle, if the page has one. */
export function setUpMenu(doc: Document = document): void {
  const toggle = doc.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const template = doc.querySelector<HTMLTemplateElement>("template[data-menu-template]");
  if (!toggle || !template) return;
  let dialog: HTMLDialogElement | undefined;

  // The menu enters the document on first use, right where the template is.
  const menu = (): HTMLDialogElement => {
    if (dialog) return dialog;
    const created = template.content.firstElementChild?.cloneNode(true);
    if (!(created instanceof HTMLDialogElement)) throw new Error("The menu template holds no <dialog>");
    // The theme choices are the header popover's (one copy in the HTML), as a group of their own.
    const slot = created.querySelector("[data-theme-slot]");
    const choices = doc.querySelector("#theme-menu fieldset")?.cloneNode(true);
    if (slot && choices instanceof Element) {
      for (const radio of choices.querySelectorAll("input")) radio.name = "theme-menu";
      slot.append(choices);
    }
    template.after(created);
    wire(created);
    toggle.setAttribute("aria-controls", created.id);
    dialog = created;
    return created;
  };

  const show = (box: HTMLDialogElement, level: string, focus?: "first" | HTMLElement | null) => {
    const levels = box.querySelectorAll<HTMLElement>("[data-menu-level]");
    let current: HTMLElement | undefined;
    for (const list of levels) {
      list.hidden = list.dataset.menuLevel !== level;
      if (!list.hidden) current = list;
    }
    box.dataset.menuAt = level;
    const top = level === "main";
    const back = box.querySelector<HTMLElement>("[data-menu-back]");
    if (back) back.hidden = top;
    const title = box.querySelector<HTMLElement>(`#${box.getAttribute("aria-labelledby")}`);
    if (title && current?.dataset.menuTitle) {
      title.textContent = current.dataset.menuTitle;
      title.classList.toggle("pl-2", top);
    }
    // The control that was pressed is hidden with its level: keep focus in the menu.
    if (focus === "first") current?.querySelector<HTMLElement>(focusableSelector)?.focus();
    else focus?.focus();
  };

  const wire = (box: HTMLDialogElement) => {
    // The one way out: whatever closed the dialog, the levels reset and focus returns to the toggle.
    box.addEventListener("close", () => {
      show(box, "main");
      toggle.setAttribute("aria-expanded", "false");
      toggle.focus();
    });

    box.addEventListener("click", (event) => {
      // A click on the dialog box itself (not its content) is a click on the overlay.
      if (event.target === box) return box.close();
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      if (target.closest("a[href]")) return box.close(); // the link still navigates
      if (target.closest("[data-menu-close]")) return box.close();
      const at = box.dataset.menuAt ?? "main";
      if (target.closest("[data-menu-back]")) {
        // Back from a group lands on the group's button, from "More pages" on the "More pages" button.
        const to = at === "more" ? "main" : "more";
        return show(box, to, box.querySelector<HTMLElement>(`[data-menu-level="${to}"] [data-menu-to="${at}"]`));
      }
      const next = target.closest<HTMLElement>("[data-menu-to]")?.dataset.menuTo;
      if (next) show(box, next, "first");
    });

    // A modal dialog keeps focus out of the page, but Tab can still leave for the browser's own UI:
    // wrap it around inside the menu instead (SPEC §4: focus is trapped while open).
    box.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      const focusable = Array.from(box.querySelectorAll<HTMLElement>(focusableSelector)).filter((element) => element.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      const active = doc.activeElement;
      if (event.shiftKey && (active === first || active === box)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    });
  };

  toggle.addEventListener("click", () => {
    const box = menu();
    if (box.open) return;
    show(box, "main");
    box.showModal();
    toggle.setAttribute("aria-expanded", "true");
  });
}
