/**
 * Forms that validate and send nothing (SPEC §5), for prerendered markup without React: every
 * `form[data-static-form]` (see static-form.ts) keeps the browser's own validation (required,
 * type=email: the browser focuses the first invalid field and explains it), and a valid submit is
 * intercepted and announced in the form's `role="status"` region with the message the attribute
 * carries, as src/components/forms/use-status-message.ts does for the React forms.
 */

/** Pause between emptying the live region and refilling it, so the same text is announced again. */
const reannounceDelay = 60;

export function enhanceStaticForms(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-static-form]")) {
    if (form.dataset.staticFormReady) continue;
    form.dataset.staticFormReady = "true";
    const status = form.querySelector<HTMLElement>('[role="status"]');
    let timer: number | undefined;
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (!status) return;
      status.textContent = "";
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        status.textContent = form.dataset.staticForm ?? "";
      }, reannounceDelay);
    });
  }
}
