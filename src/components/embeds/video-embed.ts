import { hasConsent, subscribeConsent } from "~/consent/store";
import { onConsentRequest } from "./consent-request";

/**
 * Runs the video lightboxes (./video-lightbox.tsx) of `doc`, whose dialogs open and close without
 * it: while a dialog is open and "media" is consented, its player is on the stage in place of the
 * consent prompt; on closing the player goes (which stops the video) and focus returns to Play.
 * Returns the function that stops them.
 */
export function startVideoLightboxes(doc: Document = document): () => void {
  const stops = [...doc.querySelectorAll<HTMLDialogElement>("dialog[data-video-dialog]")].map((dialog) => runLightbox(dialog, doc));
  return () => stops.forEach((stop) => stop());
}

function runLightbox(dialog: HTMLDialogElement, doc: Document): () => void {
  const stage = dialog.querySelector<HTMLElement>("[data-video-stage]");
  const prompt = dialog.querySelector<HTMLElement>("[data-consent-prompt]");
  const player = dialog.querySelector<HTMLTemplateElement>("template[data-video-player]");
  const close = dialog.querySelector<HTMLElement>("[data-video-close]");
  const play = [...doc.querySelectorAll<HTMLElement>("[data-dialog-open]")].find((button) => button.dataset.dialogOpen === dialog.id);
  if (!stage || !prompt || !player) return () => {};

  // Set by a press of "allow", which then disappears: focus moves to the close button, not into the
  // player, since Firefox and Safari keep every key pressed in a cross-origin frame from the page and
  // Escape would no longer close the dialog. The player is one Tab away.
  let requested = false;
  const render = () => {
    const playing = dialog.open && hasConsent("media");
    const frame = stage.querySelector("iframe");
    prompt.hidden = playing;
    if (playing && !frame) {
      stage.append(doc.importNode(player.content, true));
      if (requested) close?.focus();
    }
    if (!playing) frame?.remove();
    if (!dialog.open) requested = false;
  };
  // Opened by the `dialog` behaviour (perhaps before this ran), closed natively: watch the attribute.
  const watcher = new MutationObserver(render);
  watcher.observe(dialog, { attributes: true, attributeFilter: ["open"] });
  const unsubscribe = subscribeConsent(render);
  // The browser gives focus back to what had it before opening, which after a click is Play, except in Safari.
  const onClose = () => play?.focus();
  dialog.addEventListener("close", onClose);
  const stopRequests = onConsentRequest(dialog, () => {
    requested = true;
  });
  render();
  return () => {
    watcher.disconnect();
    unsubscribe();
    dialog.removeEventListener("close", onClose);
    stopRequests();
  };
}
