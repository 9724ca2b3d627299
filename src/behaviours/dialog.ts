/**
 * Native modal dialogs that work from the first paint: a click on `[data-dialog-open="<id>"]` opens
 * `<dialog id="<id>">` with `showModal()` (focus moves in, Escape closes, focus returns on close:
 * all the platform's); a click on the backdrop of a `dialog[data-light-dismiss]` closes it (SPEC §4:
 * "on an outside click"). A close button is a `<form method="dialog">` button and needs no script.
 * Self-contained: its text is inlined in the page's head (./index.ts).
 */
export function dialogs(document: Document): void {
  // The light-dismiss dialog whose backdrop the pointer event is on, if any.
  const backdropOf = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLDialogElement) || !target.open || !target.hasAttribute("data-light-dismiss")) return null;
    // An event on the dialog element itself, not its content: the backdrop (or the frame's edge).
    const box = target.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    return inside ? null : target;
  };
  // A selection left in a closing dialog moves to the page's next text (Chromium), and the field focus
  // returns to then takes no typing: let it go as the dialog closes (Escape, a close button, the backdrop).
  const letGo = (dialog: Element | null) => {
    const selection = document.getSelection();
    if (dialog && selection && selection.rangeCount > 0 && (dialog.contains(selection.anchorNode) || dialog.contains(selection.focusNode))) selection.removeAllRanges();
  };
  document.addEventListener("cancel", (event) => letGo(event.target instanceof HTMLDialogElement ? event.target : null), true);
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (form instanceof HTMLFormElement && form.method === "dialog") letGo(form.closest("dialog"));
    },
    true,
  );
  // Where the last press began: a drag that starts in the box and ends outside is no outside click.
  let pressed: HTMLDialogElement | null = null;
  document.addEventListener("pointerdown", (event) => {
    pressed = backdropOf(event);
  });
  // A press on the backdrop must not move focus or start a selection: Chromium then leaves the field
  // that gets focus back unable to take typing.
  document.addEventListener("mousedown", (event) => {
    if (backdropOf(event)) event.preventDefault();
  });
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target instanceof HTMLDialogElement) {
      const backdrop = backdropOf(event);
      // detail 2: the second click of a double click whose first one opened the dialog.
      if (backdrop && backdrop === pressed && event.detail < 2) {
        letGo(backdrop);
        backdrop.close();
      }
      pressed = null;
      return;
    }
    const opener = target.closest("[data-dialog-open]");
    const dialog = opener && document.getElementById(opener.getAttribute("data-dialog-open") || "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  });
}
