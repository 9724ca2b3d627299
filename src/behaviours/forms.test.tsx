import { within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { JSDOM, VirtualConsole } from "jsdom";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NewsletterForm } from "~/chrome/newsletter-form";
import { CommentForm } from "~/components/forms/comment-form";
import { DemoForm } from "~/components/forms/demo-form";
import { LoginForm } from "~/components/forms/login-form";
import { ResetForm } from "~/components/forms/reset-form";
import { SidebarNewsletterForm } from "~/components/forms/sidebar-newsletter-form";
import { SidebarSearchForm } from "~/components/forms/sidebar-search-form";
import { SignupForm } from "~/components/forms/signup-form";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { describe, expect, it, vi } from "vitest";
import { InPage } from "../components/in-page";
import { dialogs } from "./dialog";
import { staticForms } from "./forms";

// SPEC §5/§8: quoted strings, pinned here rather than read from the app.
const FILL_ALL = "Please fill all fields";
const ACCEPT_TERMS = "Please accept theTerms & Conditions  and  Privacy Policy";
// A window per test, typed into key by key: slow on a busy machine.
const slow = { timeout: 20_000 };

/**
 * A page as the browser gets it: the behaviours' text run from the head of an empty document (as
 * Base.astro inlines it, so it may use nothing from this module), then the form's prerendered markup
 * parsed after it. Each page is a window of its own, so listeners never leak between tests. `starts`:
 * how often the forms' function is started (the account pages start it in the head and again from the
 * site script).
 */
function openPage(Form: ComponentType, locale: Locale, pathname: string, starts = 1) {
  const errors: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on("error", (error: unknown) => errors.push(String(error)));
  virtualConsole.on("jsdomError", (error: Error) => errors.push(error.message));
  const { window } = new JSDOM(`<!doctype html><html lang="${locale}"><head></head><body></body></html>`, { runScripts: "outside-only", virtualConsole });
  // jsdom has <dialog> but not its modal part: stand in for the browser's (focus moves in; close fires "close").
  const showModal = vi.fn(function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
    this.querySelector("button")?.focus();
  });
  window.HTMLDialogElement.prototype.showModal = showModal;
  window.HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.dispatchEvent(new window.Event("close"));
  };
  window.eval(`${`(${staticForms.toString()})(document);`.repeat(starts)}(${dialogs.toString()})(document);`);

  const { document } = window;
  document.body.innerHTML = renderToStaticMarkup(<InPage page={{ locale, pathname }} of={Form} />);
  // What reaches the page after the script: submits that were not held back, and the browser's bubbles.
  const sent: string[] = [];
  const bubbles: string[] = [];
  document.addEventListener("submit", (event) => {
    if (!event.defaultPrevented) sent.push((event.target as HTMLFormElement).getAttribute("aria-label") ?? "");
  });
  document.addEventListener("invalid", (event) => {
    if (!event.defaultPrevented) bubbles.push((event.target as HTMLInputElement).name);
  }, true);

  const screen = within(document.body);
  const dialog = () => document.querySelector("dialog")!;
  /** The open alert's message, exactly as written, through aria-describedby. */
  const message = () => document.getElementById(dialog().getAttribute("aria-describedby") ?? "")?.textContent;
  const invalid = () => [...document.querySelectorAll("[aria-invalid='true']")].map((field) => field.getAttribute("name"));
  return { window, document, screen, user: userEvent.setup({ document }), showModal, dialog, message, invalid, sent, bubbles, errors };
}

describe("staticForms: sign in", slow, () => {
  it("an empty submit shows SPEC's alert instead of the browser's bubble, and sends nothing", async () => {
    const page = openPage(LoginForm, "en", "/login");
    const signIn = page.screen.getByRole("button", { name: "Sign in" });
    expect(page.screen.queryByRole("alertdialog")).toBeNull();
    await page.user.click(signIn);

    const alert = page.screen.getByRole("alertdialog", { name: "Orkestra" });
    expect(alert).toHaveAccessibleDescription(FILL_ALL);
    expect(page.message()).toBe(FILL_ALL);
    expect(page.showModal).toHaveBeenCalledTimes(1);
    expect(page.bubbles).toEqual([]);
    expect(page.sent).toEqual([]);
    expect(page.invalid()).toEqual(["email", "password"]);
    expect(within(alert).getByRole("button", { name: "OK" })).toHaveFocus();
    // OK closes it with no script: a submit button of a form of method "dialog".
    expect(within(alert).getByRole("button", { name: "OK" }).closest("form")).toHaveAttribute("method", "dialog");

    page.dialog().close();
    expect(signIn).toHaveFocus();
    expect(page.errors).toEqual([]);
  });

  it("counts a whitespace-only password as empty, and clears the mark as the visitor types", async () => {
    const page = openPage(LoginForm, "en", "/login");
    const email = page.screen.getByRole("textbox", { name: "Work e-mail" });
    const password = page.screen.getByLabelText("Password");
    await page.user.type(email, "anna@nordvik.se");
    await page.user.type(password, "   {Enter}");

    expect(page.screen.getByRole("alertdialog", { name: "Orkestra" })).toHaveAccessibleDescription(FILL_ALL);
    expect(page.invalid()).toEqual(["password"]);
    expect(page.sent).toEqual([]);
    page.dialog().close();
    expect(password).toHaveFocus();

    await page.user.type(password, "x");
    expect(page.invalid()).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("leaves a mistyped address to the browser, but a blank field wins over it", async () => {
    const page = openPage(LoginForm, "en", "/login");
    const email = page.screen.getByRole("textbox", { name: "Work e-mail" });
    await page.user.type(email, "anna");
    await page.user.click(page.screen.getByRole("button", { name: "Sign in" }));
    expect(page.showModal).toHaveBeenCalledTimes(1);
    expect(page.bubbles).toEqual([]);
    page.dialog().close();

    await page.user.type(page.screen.getByLabelText("Password"), "correct horse");
    await page.user.click(page.screen.getByRole("button", { name: "Sign in" }));
    expect(page.bubbles).toEqual(["email"]);
    expect(page.showModal).toHaveBeenCalledTimes(1);
    expect(page.sent).toEqual([]);
  });

  it("filled in, nothing further happens: no alert, nothing marked, the submit held back", async () => {
    const page = openPage(LoginForm, "en", "/login");
    await page.user.type(page.screen.getByRole("textbox", { name: "Work e-mail" }), "anna@nordvik.se");
    await page.user.type(page.screen.getByLabelText("Password"), "correct horse{Enter}");
    expect(page.showModal).not.toHaveBeenCalled();
    expect(page.invalid()).toEqual([]);
    expect(page.sent).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("a double submit shows one alert", async () => {
    const page = openPage(LoginForm, "en", "/login");
    const form = page.screen.getByRole("form", { name: "Sign in" }) as HTMLFormElement;
    form.requestSubmit();
    form.requestSubmit();
    form.dispatchEvent(new page.window.Event("submit", { bubbles: true, cancelable: true }));
    expect(page.showModal).toHaveBeenCalledTimes(1);
    expect(page.document.querySelectorAll("dialog[open]")).toHaveLength(1);
  });

  it("speaks the page's language: the texts are the markup's", async () => {
    const page = openPage(LoginForm, "sv", "/sv/login");
    await page.user.click(page.screen.getByRole("button", { name: "Logga in" }));
    expect(page.screen.getByRole("alertdialog", { name: "Orkestra" })).toHaveAccessibleDescription("Fyll i alla fält");
  });

  it("shows and hides the password with a pressed-state button", async () => {
    const page = openPage(LoginForm, "en", "/login");
    const toggle = page.screen.getByRole("button", { name: "Show password" });
    const password = page.screen.getByLabelText("Password");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await page.user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(password).toHaveAttribute("type", "text");
    await page.user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(password).toHaveAttribute("type", "password");
    expect(page.sent).toEqual([]);
  });
});

describe("staticForms: sign up", slow, () => {
  async function fill(page: ReturnType<typeof openPage>, name: string) {
    await page.user.type(page.screen.getByRole("textbox", { name: "Full name" }), name);
    await page.user.type(page.screen.getByRole("textbox", { name: "Work e-mail" }), "anna@nordvik.se");
    await page.user.type(page.screen.getByLabelText("Password"), "correct horse");
  }

  it("an unchecked terms box shows the terms alert, spacing exactly as SPEC writes it", async () => {
    const page = openPage(SignupForm, "en", "/signup");
    await fill(page, "Anna Berg");
    await page.user.click(page.screen.getByRole("button", { name: "Create account" }));

    const alert = page.screen.getByRole("alertdialog", { name: "Orkestra" });
    expect(page.message()).toBe(ACCEPT_TERMS);
    expect(within(alert).getByText(FILL_ALL)).not.toBeVisible();
    expect(page.invalid()).toEqual(["terms"]);
    page.dialog().close();

    await page.user.click(page.screen.getByRole("checkbox"));
    expect(page.invalid()).toEqual([]);
    await page.user.click(page.screen.getByRole("button", { name: "Create account" }));
    expect(page.showModal).toHaveBeenCalledTimes(1);
    expect(page.sent).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("a name of only spaces is blank, even with the box ticked; the message switches back", async () => {
    const page = openPage(SignupForm, "en", "/signup");
    await fill(page, "Anna");
    await page.user.click(page.screen.getByRole("button", { name: "Create account" }));
    expect(page.message()).toBe(ACCEPT_TERMS);
    page.dialog().close();

    const name = page.screen.getByRole("textbox", { name: "Full name" });
    await page.user.clear(name);
    await page.user.type(name, "   ");
    await page.user.click(page.screen.getByRole("checkbox"));
    await page.user.click(page.screen.getByRole("button", { name: "Create account" }));
    expect(page.screen.getByRole("alertdialog", { name: "Orkestra" })).toHaveAccessibleDescription(FILL_ALL);
    expect(page.invalid()).toEqual(["name"]);
  });

  it("uses the Swedish texts under /sv", async () => {
    const page = openPage(SignupForm, "sv", "/sv/signup");
    await page.user.type(page.screen.getByRole("textbox", { name: "För- och efternamn" }), "Anna Berg");
    await page.user.type(page.screen.getByRole("textbox", { name: "Jobbmejl" }), "anna@nordvik.se");
    await page.user.type(page.screen.getByLabelText("Lösenord"), "korrekt häst{Enter}");
    expect(page.screen.getByRole("alertdialog", { name: "Orkestra" })).toHaveAccessibleDescription("Godkänn användarvillkoren och integritetspolicyn");
  });

  it("keeps hostile input as plain text", async () => {
    const page = openPage(SignupForm, "en", "/signup");
    const markup = '<img src=x onerror="window.__pwned=1">';
    await fill(page, markup);
    await page.user.click(page.screen.getByRole("button", { name: "Create account" }));
    expect(page.message()).toBe(ACCEPT_TERMS);
    expect(page.screen.getByRole("textbox", { name: "Full name" })).toHaveValue(markup);
    expect(page.document.querySelector("img")).toBeNull();
  });
});

describe("staticForms: reset", slow, () => {
  it("lets the browser check the fields; a valid submit is only held back, with no alert", async () => {
    const page = openPage(ResetForm, "en", "/reset-password");
    expect(page.document.querySelector("dialog")).toBeNull();
    await page.user.click(page.screen.getByRole("button", { name: "Change password" }));
    expect(page.bubbles).toEqual(["email", "password"]);

    await page.user.type(page.screen.getByRole("textbox", { name: "Work e-mail" }), "anna@nordvik.se");
    await page.user.type(page.screen.getByLabelText("New password"), "a new passphrase{Enter}");
    expect(page.sent).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});

describe("staticForms: the footer's and a post's forms", slow, () => {
  /** The post page's forms, as its layout places them. */
  const PostForms = () => (
    <>
      <CommentForm />
      <SidebarSearchForm />
      <SidebarNewsletterForm />
    </>
  );

  it("the footer newsletter: the browser stops an empty submit; a valid one is held back and announced, emptied first so a second is announced again", async () => {
    const page = openPage(NewsletterForm, "sv", "/sv/ai");
    const email = page.screen.getByRole("textbox");
    const status = page.screen.getByRole("status");
    expect(email).toHaveAttribute("type", "email");

    await page.user.type(email, "{Enter}");
    expect(page.bubbles).toEqual(["newsletter-email"]);
    expect(status).toBeEmptyDOMElement();

    await page.user.type(email, "anna@nordvik.se{Enter}");
    expect(page.sent).toEqual([]);
    expect(status).toHaveTextContent("");
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.sv.footer.newsletter.notSent));

    await page.user.type(email, "{Enter}");
    expect(status).toHaveTextContent("");
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.sv.footer.newsletter.notSent));
    expect(page.sent).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("a post's comment and newsletter forms each say their own message; the search form is sent as ever", async () => {
    const page = openPage(PostForms, "en", "/blog-details");
    const comment = page.screen.getByRole("form", { name: "Leave a comment" });
    await page.user.type(within(comment).getByRole("textbox", { name: "Name" }), "Anna");
    await page.user.type(within(comment).getByRole("textbox", { name: "E-mail" }), "anna@nordvik.se");
    await page.user.type(within(comment).getByRole("textbox", { name: "Comment" }), "How do you handle partial deliveries?");
    await page.user.click(within(comment).getByRole("button", { name: "Post comment" }));
    await vi.waitFor(() => expect(within(comment).getByRole("status")).toHaveTextContent("nothing was sent or published"));

    const newsletter = page.document.querySelector<HTMLInputElement>('[name="sidebar-newsletter"]')!;
    await page.user.type(newsletter, "anna@nordvik.se{Enter}");
    const newsletterStatus = within(newsletter.form!).getByRole("status");
    await vi.waitFor(() => expect(newsletterStatus).toHaveTextContent("nothing was sent or stored"));
    expect(within(comment).getByRole("status")).toHaveTextContent("nothing was sent or published");
    expect(page.sent).toEqual([]);

    const search = page.screen.getByRole("search");
    const submit = new page.window.Event("submit", { bubbles: true, cancelable: true });
    search.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it("started twice (head and site script), it listens once: one announcement, one press of the password toggle", async () => {
    const login = openPage(LoginForm, "en", "/login", 2);
    const toggle = login.screen.getByRole("button", { name: "Show password" });
    await login.user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await login.user.click(login.screen.getByRole("button", { name: "Sign in" }));
    expect(login.showModal).toHaveBeenCalledTimes(1);
    expect(login.sent).toEqual([]);

    const footer = openPage(NewsletterForm, "en", "/login", 2);
    const status = footer.screen.getByRole("status");
    const changes: string[] = [];
    new footer.window.MutationObserver((records) => records.forEach(() => changes.push(status.textContent ?? ""))).observe(status, { childList: true, characterData: true, subtree: true });
    await footer.user.type(footer.screen.getByRole("textbox"), "anna@nordvik.se{Enter}");
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.en.footer.newsletter.notSent));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(changes).toEqual([messages.en.footer.newsletter.notSent]);
  });
});

describe("dialogs", slow, () => {
  it("closes a light-dismiss alert on a press and click on its backdrop, not on one inside it", async () => {
    const page = openPage(LoginForm, "en", "/login");
    await page.user.click(page.screen.getByRole("button", { name: "Sign in" }));
    const dialog = page.dialog();
    // jsdom lays nothing out: the box is at 0,0 with no size, so a point away from it is the backdrop.
    await page.user.pointer({ keys: "[MouseLeft]", target: within(dialog).getByText(FILL_ALL), coords: { clientX: 0, clientY: 0 } });
    expect(dialog.open).toBe(true);
    await page.user.pointer({ keys: "[MouseLeft]", target: dialog, coords: { clientX: 200, clientY: 200 } });
    expect(dialog.open).toBe(false);
  });

  it("lets go of a selection in the alert as it closes, so the page's fields take typing again", async () => {
    const page = openPage(LoginForm, "en", "/login");
    await page.user.click(page.screen.getByRole("button", { name: "Sign in" }));
    const selection = page.window.getSelection()!;
    selection.selectAllChildren(within(page.dialog()).getByText(FILL_ALL));
    page.dialog().dispatchEvent(new page.window.Event("cancel", { cancelable: true }));
    expect(selection.rangeCount).toBe(0);
  });
});

describe("staticForms: forms that send (decision 0028)", slow, () => {
  type Answer = { ok: boolean; message: string; fields?: Record<string, string>; next?: string };
  /** A fetch the test answers when it likes: `answer` resolves the pending call's body, `fail` rejects the call. */
  function stubFetch(window: Window) {
    const calls: { url: string; init: RequestInit }[] = [];
    let settle: { answer: (body: unknown) => void; fail: (error: Error) => void; unreadable: () => void } | undefined;
    (window as unknown as { fetch: unknown }).fetch = (url: string, init: RequestInit) => {
      calls.push({ url: String(url), init });
      // Only what the behaviour reads of a Response: its body as JSON.
      return new Promise<{ json: () => Promise<unknown> }>((resolve, reject) => {
        settle = {
          answer: (body) => resolve({ json: () => Promise.resolve(body) }),
          fail: reject,
          unreadable: () => resolve({ json: () => Promise.reject(new SyntaxError("Unexpected token <")) }),
        };
      });
    };
    return { calls, settle: () => settle! };
  }

  /** A page of the site at its address with a lead form, the behaviour run from its head, fetch stubbed. */
  function openLeadPage(Form: ComponentType, locale: Locale, pathname: string) {
    const errors: string[] = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on("error", (error: unknown) => errors.push(String(error)));
    virtualConsole.on("jsdomError", (error: Error) => errors.push(error.message));
    const { window } = new JSDOM(`<!doctype html><html lang="${locale}"><head></head><body></body></html>`, { url: `https://orkestra.example${pathname}`, runScripts: "outside-only", virtualConsole });
    window.eval(`(${staticForms.toString()})(document);`);
    const fetch = stubFetch(window as unknown as Window);
    const { document } = window;
    document.body.innerHTML = renderToStaticMarkup(<InPage page={{ locale, pathname }} of={Form} />);
    const sent: string[] = [];
    document.addEventListener("submit", (event) => {
      if (!event.defaultPrevented) sent.push((event.target as HTMLFormElement).action);
    });
    return { window, document, screen: within(document.body), user: userEvent.setup({ document }), fetch, sent, errors };
  }

  const Comment = () => <CommentForm endpoint="/api/leads" post="approval-limits" />;
  const sentFields = (init: RequestInit) => Object.fromEntries([...(init.body as FormData).entries()].map(([name, value]) => [name, String(value)]));

  async function fillComment(page: ReturnType<typeof openLeadPage>, labels = ["Name", "E-mail", "Comment"]) {
    const [name, email, comment] = labels as [string, string, string];
    await page.user.type(page.screen.getByRole("textbox", { name }), "Anna Berg");
    await page.user.type(page.screen.getByRole("textbox", { name: email }), "anna@nordvik.se");
    await page.user.type(page.screen.getByRole("textbox", { name: comment }), "How do you handle partial deliveries?");
  }

  it("notes the first focus in a field as `started`, once; the submit button alone does not count", async () => {
    const page = openLeadPage(Comment, "en", "/blog/approval-limits");
    const started = page.document.querySelector<HTMLInputElement>('input[name="started"]')!;
    page.screen.getByRole("button", { name: "Post comment" }).focus();
    expect(started.value).toBe("");
    const before = Date.now();
    await page.user.click(page.screen.getByRole("textbox", { name: "Name" }));
    const first = Number(started.value);
    expect(first).toBeGreaterThanOrEqual(before);
    expect(first).toBeLessThanOrEqual(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await page.user.type(page.screen.getByRole("textbox", { name: "Comment" }), "x");
    expect(Number(started.value)).toBe(first);
  });

  it("sends in place: POST to the form's action asking for JSON, busy meanwhile, then the answer's message and empty fields", async () => {
    const page = openLeadPage(Comment, "en", "/blog/approval-limits");
    await fillComment(page);
    const button = page.screen.getByRole("button", { name: "Post comment" });
    const status = page.screen.getByRole("status");
    await page.user.click(button);

    expect(page.fetch.calls).toHaveLength(1);
    const [{ url, init }] = page.fetch.calls as [{ url: string; init: RequestInit }];
    expect(url).toBe("https://orkestra.example/api/leads/comment");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ Accept: "application/json" });
    const fields = sentFields(init);
    expect(fields).toMatchObject({
      "comment-name": "Anna Berg",
      "comment-email": "anna@nordvik.se",
      "comment-message": "How do you handle partial deliveries?",
      lang: "en",
      page: "/blog/approval-limits",
      post: "approval-limits",
      website: "",
    });
    expect(Number(fields.started)).toBeGreaterThan(0);
    // While it is on its way: the button says so and takes no second press, the status says "Sending…".
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveFocus();
    expect(status).toHaveTextContent("Sending…");
    await page.user.click(button);
    expect(page.fetch.calls).toHaveLength(1);

    page.fetch.settle().answer({ ok: true, next: "/comment-received", message: "Thank you. We read every comment before it appears." } satisfies Answer);
    await vi.waitFor(() => expect(status).toHaveTextContent("Thank you. We read every comment before it appears."));
    expect(button).not.toHaveAttribute("aria-disabled");
    expect(button).not.toHaveAttribute("aria-busy");
    for (const name of ["Name", "E-mail", "Comment"]) expect(page.screen.getByRole("textbox", { name })).toHaveValue("");
    const hidden = Object.fromEntries([...page.document.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));
    expect(hidden).toEqual({ lang: "en", page: "/blog/approval-limits", post: "approval-limits", started: "" });
    expect(page.sent).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("a refusal keeps the typing, puts each field's reason beside it and focuses the first; changing the field takes it back", async () => {
    const page = openLeadPage(Comment, "sv", "/sv/blog/approval-limits");
    await fillComment(page, ["Namn", "E-post", "Kommentar"]);
    await page.user.click(page.screen.getByRole("button", { name: "Skicka kommentar" }));
    page.fetch.settle().answer({
      ok: false,
      message: "Kontrollera fälten.",
      fields: { "comment-message": "Kommentaren får vara högst 2 000 tecken.", "comment-email": "Skriv en giltig e-postadress.", page: "För lång." },
    });
    const status = page.screen.getByRole("status");
    await vi.waitFor(() => expect(status).toHaveTextContent("Kontrollera fälten."));

    const email = page.screen.getByRole("textbox", { name: "E-post" });
    const message = page.screen.getByRole("textbox", { name: "Kommentar" });
    expect(email).toHaveValue("anna@nordvik.se");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(message).toHaveAttribute("aria-invalid", "true");
    expect(page.screen.getByRole("textbox", { name: "Namn" })).not.toHaveAttribute("aria-invalid");
    // The reason first, then the field's own hint.
    expect(email).toHaveAccessibleDescription("Skriv en giltig e-postadress. Din e-postadress visas aldrig publikt.");
    expect(message).toHaveAccessibleDescription("Kommentaren får vara högst 2 000 tecken.");
    expect(page.screen.getByText("Skriv en giltig e-postadress.")).toBeVisible();
    expect(email).toHaveFocus();

    await page.user.type(email, "x");
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveAccessibleDescription("Din e-postadress visas aldrig publikt.");
    expect(page.screen.queryByText("Skriv en giltig e-postadress.")).toBeNull();
    expect(message).toHaveAttribute("aria-invalid", "true");

    // The next send starts clean.
    await page.user.click(page.screen.getByRole("button", { name: "Skicka kommentar" }));
    expect(message).not.toHaveAttribute("aria-invalid");
    expect(message).not.toHaveAttribute("aria-describedby");
    expect(page.errors).toEqual([]);
  });

  it("no answer, or one it cannot read: says it could not be sent, and keeps the typing", async () => {
    const page = openLeadPage(() => <DemoForm endpoint="https://forms.example.com/api/leads" />, "en", "/contact");
    await page.user.type(page.screen.getByRole("textbox", { name: "Full name" }), "Anna Berg");
    await page.user.type(page.screen.getByRole("textbox", { name: "Work e-mail" }), "anna@nordvik.se");
    await page.user.type(page.screen.getByRole("textbox", { name: "Company" }), "Nordvik AB");
    await page.user.type(page.screen.getByRole("textbox", { name: "What would you like to see?" }), "Reorder proposals in Fortnox{Enter}");
    const button = page.screen.getByRole("button", { name: "Request demo" });
    await page.user.click(button);
    expect(page.fetch.calls.map((call) => call.url)).toEqual(["https://forms.example.com/api/leads/demo"]);
    expect(sentFields(page.fetch.calls[0]!.init)).toMatchObject({ "demo-company": "Nordvik AB", "demo-times": "", lang: "en", page: "/contact" });

    page.fetch.settle().fail(new TypeError("Failed to fetch"));
    const status = page.screen.getByRole("status");
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.en.forms.lead.failed));
    expect(page.screen.getByRole("textbox", { name: "Company" })).toHaveValue("Nordvik AB");
    expect(button).not.toHaveAttribute("aria-disabled");

    await page.user.click(button);
    expect(status).toHaveTextContent("Sending…");
    page.fetch.settle().unreadable();
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.en.forms.lead.failed));

    await page.user.click(button);
    page.fetch.settle().answer({ ok: "yes" });
    await vi.waitFor(() => expect(status).toHaveTextContent(messages.en.forms.lead.failed));
    expect(page.screen.getByRole("textbox", { name: "Full name" })).toHaveValue("Anna Berg");
    expect(page.sent).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it("the footer's newsletter: the browser checks the address first; a refusal without fields only says why", async () => {
    const page = openLeadPage(() => <NewsletterForm endpoint="/api/leads" />, "en", "/ai");
    const email = page.screen.getByRole("textbox", { name: "Work e-mail" });
    await page.user.type(email, "anna{Enter}");
    expect(page.fetch.calls).toHaveLength(0);
    await page.user.clear(email);
    await page.user.type(email, "anna@nordvik.se{Enter}");
    expect(page.fetch.calls).toHaveLength(1);
    expect(sentFields(page.fetch.calls[0]!.init)).toMatchObject({ "newsletter-email": "anna@nordvik.se", lang: "en", page: "/ai" });
    page.fetch.settle().answer({ ok: false, message: "Too many sign-ups from here. Try again in 10 minutes." } satisfies Answer);
    await vi.waitFor(() => expect(page.screen.getByRole("status")).toHaveTextContent("Too many sign-ups from here."));
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveValue("anna@nordvik.se");
    expect(page.errors).toEqual([]);
  });
});
