/**
 * Every form of the site that validates and sends nothing (SPEC §5), on prerendered markup with no
 * island: the account forms (src/components/forms/auth-form.tsx), the footer newsletter
 * (src/chrome/newsletter-form.tsx) and a post's comment and sidebar newsletter forms
 * (src/components/forms/). The browser's own validation runs first (required, type=email: it focuses
 * the first invalid field and explains it); then
 * - a submit of a `form[data-account-form]` or a `form[data-static-form]` is always held back:
 *   nothing is sent, never a reload;
 * - a `form[data-static-form]` announces the message the attribute carries (../components/forms/static-form.ts)
 *   in its `role="status"` region, emptied first and refilled a moment later, so a second submit is
 *   announced again (and a quick double submit once);
 * - an account form with `data-alert="<dialog id>"` checks itself: a required field that is empty or
 *   only spaces shows the dialog's "blank" message, else an unchecked `[data-must-check]` box its
 *   "unchecked" one; the fields at fault get aria-invalid until the visitor fills them. Blank fields
 *   are caught at the browser's `invalid` events too, so its bubble gives way to SPEC's alert (a
 *   mistyped address keeps the bubble). The texts are the dialog's prerendered ones, in the page's language;
 * - `button[data-password-toggle]` shows or hides the password of the input it controls.
 * Self-contained: on the account pages its text is inlined in the page's head (the `forms` behaviour,
 * ./index.ts), so those forms work from the first paint; the site script (src/chrome/site.ts) starts
 * it on every page. It listens on the document, so it starts once however often it is called.
 */
export function staticForms(document: Document): void {
  const started = document as Document & { staticFormsStarted?: boolean };
  if (started.staticFormsStarted) return;
  started.staticFormsStarted = true;

  // A static form's pending announcement: a pause between emptying the live region and refilling it.
  const announcements = new WeakMap<HTMLFormElement, number>();
  const announce = (form: HTMLFormElement) => {
    const status = form.querySelector<HTMLElement>('[role="status"]');
    if (!status) return;
    status.textContent = "";
    window.clearTimeout(announcements.get(form));
    announcements.set(
      form,
      window.setTimeout(() => {
        status.textContent = form.getAttribute("data-static-form") ?? "";
      }, 60),
    );
  };

  const checkedForm = (form: HTMLFormElement | null) => {
    const dialog = form?.hasAttribute("data-account-form") ? document.getElementById(form.getAttribute("data-alert") || "") : null;
    return dialog instanceof HTMLDialogElement ? dialog : null;
  };

  // What is wrong with the form: the kind of message to show, and the fields at fault.
  const problem = (form: HTMLFormElement) => {
    const fields = [...form.querySelectorAll("input")];
    const blank = fields.filter((field) => field.required && field.type !== "checkbox" && field.value.trim() === "");
    if (blank.length > 0) return { kind: "blank", fields: blank };
    const unchecked = fields.filter((field) => field.type === "checkbox" && field.hasAttribute("data-must-check") && !field.checked);
    return unchecked.length > 0 ? { kind: "unchecked", fields: unchecked } : null;
  };

  // Marks the fields at fault and opens the alert, unless it is open already (a double submit shows one).
  const check = (form: HTMLFormElement, dialog: HTMLDialogElement) => {
    const found = problem(form);
    for (const field of form.querySelectorAll("[aria-invalid]")) field.removeAttribute("aria-invalid");
    if (!found) return;
    for (const field of found.fields) field.setAttribute("aria-invalid", "true");
    if (dialog.open) return;
    for (const message of dialog.querySelectorAll<HTMLElement>("[data-alert-message]")) {
      message.hidden = message.getAttribute("data-alert-message") !== found.kind;
      if (!message.hidden) dialog.setAttribute("aria-describedby", message.id);
    }
    const before = document.activeElement;
    dialog.addEventListener(
      "close",
      () => {
        // Browsers return focus on their own; this covers those that leave it on the body.
        const now = document.activeElement;
        if (before instanceof HTMLElement && before.isConnected && (!now || now === document.body || dialog.contains(now))) before.focus();
      },
      { once: true },
    );
    dialog.showModal();
  };

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.hasAttribute("data-static-form")) {
        event.preventDefault();
        announce(form);
        return;
      }
      if (!form.hasAttribute("data-account-form")) return;
      event.preventDefault();
      const dialog = checkedForm(form);
      if (dialog) check(form, dialog);
    },
    true,
  );

  // `invalid` does not bubble: caught on the way down. Fired once per invalid field of one submit.
  document.addEventListener(
    "invalid",
    (event) => {
      const field = event.target;
      const form = field instanceof HTMLInputElement ? field.form : null;
      const dialog = checkedForm(form);
      if (!form || !dialog || problem(form)?.kind !== "blank") return;
      event.preventDefault();
      check(form, dialog);
    },
    true,
  );

  document.addEventListener("input", (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement) || field.getAttribute("aria-invalid") !== "true" || !field.form?.hasAttribute("data-account-form")) return;
    if (field.type === "checkbox" ? field.checked : field.value.trim() !== "") field.removeAttribute("aria-invalid");
  });

  document.addEventListener("click", (event) => {
    const target = event.target;
    const toggle = target instanceof Element ? target.closest("button[data-password-toggle]") : null;
    const input = toggle ? document.getElementById(toggle.getAttribute("aria-controls") || "") : null;
    if (!toggle || !(input instanceof HTMLInputElement)) return;
    const show = toggle.getAttribute("aria-pressed") !== "true";
    toggle.setAttribute("aria-pressed", String(show));
    input.type = show ? "text" : "password";
  });
}
