/**
 * Native modal dialogs that work from the first paint: a click on `[data-dialog-open="<id>"]` opens
 * `<dialog id="<id>">` with `showModal()` (focus moves in, Escape closes, focus returns on close:
 * all the platform's); a click on the backdrop of a `dialog[data-light-dismiss]` closes it (SPEC §4:
 * "on an outside click"). A close button is a `<form method="dialog">` button and needs no script.
 * Self-contained: its text is inlined in the page's head (./index.ts).
 */
export function dialogs(document: Document): void {
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    if (target instanceof HTMLDialogElement && target.open && target.hasAttribute("data-light-dismiss")) {
      // A click on the dialog element itself, not its content: the backdrop (or the frame's edge).
      const box = target.getBoundingClientRect();
      const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
      if (!inside) target.close();
      return;
    }
    const opener = target.closest("[data-dialog-open]");
    const dialog = opener && document.getElementById(opener.getAttribute("data-dialog-open") || "");
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    if (!dialog.open) dialog.showModal();
  });
}
