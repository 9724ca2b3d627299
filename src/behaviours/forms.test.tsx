import { within } from "@testing-library/dom";
import userEvent from "@testing-library/user-event";
import { JSDOM, VirtualConsole } from "jsdom";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NewsletterForm } from "~/chrome/newsletter-form";
import { CommentForm } from "~/components/forms/comment-form";
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
