/**
 * Every form of the site, on prerendered markup with no island: the account forms
 * (src/components/forms/auth-form.tsx), the footer newsletter (src/chrome/newsletter-form.tsx), a
 * post's comment and sidebar newsletter forms and the demo request on /contact (src/components/forms/).
 * The browser's own validation runs first (required, type=email, maxlength: it focuses the first
 * invalid field and explains it); then
 * - a `form[data-lead-form]` (a build with a forms endpoint, decision 0028) is sent in place: its
 *   fields as a POST to its `action`, asking for JSON; its submit button is aria-disabled and
 *   aria-busy meanwhile (focus stays on it) and its `role="status"` region says `data-sending`. The
 *   answer's `message` goes in the status region: accepted, the fields are emptied (the hidden ones
 *   keep their values); refused, the typing stays and each of the answer's `fields` is marked
 *   aria-invalid and described by its `[data-field-error]` element, which shows the reason; the
 *   first is focused. No answer or an unreadable one: `data-failed`, the typing kept. Its hidden
 *   `started` gets the time of the visitor's first focus or keystroke in a field of the form.
 *   Without JavaScript such a form simply posts, and the answer is a page;
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
 * Self-contained: on the account pages, /contact and the posts its text is inlined in the page's head
 * (the `forms` behaviour, ./index.ts), so those forms work from the first paint; the site script
 * (src/chrome/site.ts) starts it on every page (the footer's newsletter). It listens on the
 * document, so it starts once however often it is called.
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

  // Forms that send (decision 0028). Their texts are the markup's, in the page's language.
  type Field = HTMLInputElement | HTMLTextAreaElement;
  const fieldNamed = (form: HTMLFormElement, name: string) =>
    [...form.elements].find((element): element is Field => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.name === name);
  const say = (form: HTMLFormElement, text: string) => {
    const status = form.querySelector<HTMLElement>('[role="status"]');
    if (status) status.textContent = text;
  };
  const describedBy = (field: Field, id: string, on: boolean) => {
    const ids = (field.getAttribute("aria-describedby") ?? "").split(/\s+/).filter((one) => one && one !== id);
    if (on) ids.unshift(id);
    if (ids.length > 0) field.setAttribute("aria-describedby", ids.join(" "));
    else field.removeAttribute("aria-describedby");
  };
  // Shows (or, with no text, takes back) the server's reason for refusing a field.
  const mark = (form: HTMLFormElement, name: string, text: string) => {
    const field = fieldNamed(form, name);
    const error = [...form.querySelectorAll<HTMLElement>("[data-field-error]")].find((element) => element.getAttribute("data-field-error") === name);
    if (error) {
      error.textContent = text;
      error.hidden = !text;
    }
    if (!field) return;
    if (text) field.setAttribute("aria-invalid", "true");
    else field.removeAttribute("aria-invalid");
    if (error?.id) describedBy(field, error.id, Boolean(text));
  };
  const unmarkAll = (form: HTMLFormElement) => {
    for (const error of form.querySelectorAll("[data-field-error]")) mark(form, error.getAttribute("data-field-error") ?? "", "");
  };
  const sending = new WeakSet<HTMLFormElement>();
  const send = async (form: HTMLFormElement) => {
    if (sending.has(form)) return;
    sending.add(form);
    const buttons = [...form.querySelectorAll("button")].filter((button) => button.type === "submit");
    for (const button of buttons) {
      button.setAttribute("aria-disabled", "true");
      button.setAttribute("aria-busy", "true");
    }
    unmarkAll(form);
    say(form, form.getAttribute("data-sending") ?? "");
    let answer: unknown = null;
    try {
      const response = await fetch(form.action, { method: "POST", body: new FormData(form), headers: { Accept: "application/json" } });
      answer = await response.json();
    } catch {
      answer = null;
    }
    sending.delete(form);
    for (const button of buttons) {
      button.removeAttribute("aria-disabled");
      button.removeAttribute("aria-busy");
    }
    const { ok, message, fields } = (answer && typeof answer === "object" ? answer : {}) as { ok?: unknown; message?: unknown; fields?: unknown };
    if (typeof ok !== "boolean" || typeof message !== "string" || !message.trim()) {
      say(form, form.getAttribute("data-failed") ?? "");
      return;
    }
    say(form, message);
    if (ok) {
      form.reset();
      // Reset keeps a hidden input's value: the next message starts its own clock.
      const started = fieldNamed(form, "started");
      if (started) started.value = "";
      return;
    }
    if (!fields || typeof fields !== "object") return;
    for (const [name, text] of Object.entries(fields)) if (typeof text === "string" && text.trim()) mark(form, name, text);
    [...form.elements].find((element): element is Field => (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.getAttribute("aria-invalid") === "true")?.focus();
  };

  // `started`: the visitor's first focus or keystroke in a field of a lead form (the server holds a
  // post that comes too soon after it for a bot's). A press of the submit button does not count.
  const start = (event: Event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) || field.type === "hidden") return;
    const form = field.form;
    if (!form?.hasAttribute("data-lead-form")) return;
    const started = fieldNamed(form, "started");
    if (started && !started.value) started.value = String(Date.now());
  };
  document.addEventListener("focusin", start, true);
  document.addEventListener("input", start, true);

  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      if (form.hasAttribute("data-lead-form")) {
        event.preventDefault();
        void send(form);
        return;
      }
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
    // A lead form's field the server refused: its reason goes as the visitor changes it.
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.getAttribute("aria-invalid") === "true" && field.form?.hasAttribute("data-lead-form")) {
      mark(field.form, field.name, "");
      return;
    }
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
