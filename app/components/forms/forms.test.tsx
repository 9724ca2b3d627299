import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { MemoryRouter } from "~/lib/router";
import { beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { CommentForm } from "./comment-form";
import { LoginForm } from "./login-form";
import { ResetForm, ResetNote } from "./reset-form";
import { SidebarNewsletterForm } from "./sidebar-newsletter-form";
import { SidebarSearchForm } from "./sidebar-search-form";
import { SignupForm } from "./signup-form";

// jsdom has <dialog> but not its modal methods.
beforeAll(async () => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
  // Load the lazily imported dialog once, so "no alert appeared" below is not just "not loaded yet".
  await import("~/components/ui/alert-dialog");
});

const FILL_ALL = "Please fill all fields";
const ACCEPT_TERMS = "Please accept theTerms & Conditions  and  Privacy Policy";

function renderIn(ui: ReactNode, locale: Locale = "en", path = "/login") {
  return render(
    <TranslationProvider locale={locale} messages={messages[locale]}>
      <MemoryRouter initialEntries={[locale === "sv" ? `/sv${path}` : path]}>{ui}</MemoryRouter>
    </TranslationProvider>,
  );
}

/** The alert that shows after the lazy import resolves. */
async function findAlert() {
  return screen.findByRole("alertdialog", { name: "Orkestra" });
}

/** Give a (wrongly) triggered alert every chance to appear before asserting that none did. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 30));
  });
}

/** Submit the way the browser does after its own validation passed (jsdom does not block). */
function submit(form: HTMLElement) {
  return fireEvent.submit(form);
}

describe("LoginForm", () => {
  it("has the SPEC fields, browser-required, with the right types and autocomplete", () => {
    renderIn(<LoginForm />);
    const email = screen.getByRole("textbox", { name: "Work e-mail" });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAttribute("name", "email");
    expect(email).toHaveAttribute("autocomplete", "email");
    expect(email).toBeRequired();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    expect(password).toHaveAttribute("autocomplete", "current-password");
    expect(password).toBeRequired();
    expect(screen.getByRole("checkbox", { name: "Remember me" })).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Forgot password" })).toHaveAttribute("href", "/reset-password");
    expect(screen.getByRole("button", { name: "Sign in" })).toHaveAttribute("type", "submit");
    // Nothing is ever sent: no action URL, and method=dialog sends nothing even without JavaScript.
    const form = screen.getByRole("form", { name: "Sign in" });
    expect(form).not.toHaveAttribute("action");
    expect(form).toHaveAttribute("method", "dialog");
  });

  it("alerts 'Please fill all fields' for an empty submit, titled Orkestra, and closes on OK", async () => {
    const user = userEvent.setup();
    renderIn(<LoginForm />);
    submit(screen.getByRole("form", { name: "Sign in" }));
    const alert = await findAlert();
    expect(alert).toHaveAccessibleDescription(FILL_ALL);
    expect(screen.getByRole("textbox", { name: "Work e-mail" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    await user.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("counts a whitespace-only password as empty, and clears the invalid mark once filled", async () => {
    const user = userEvent.setup();
    renderIn(<LoginForm />);
    const email = screen.getByRole("textbox", { name: "Work e-mail" });
    const password = screen.getByLabelText("Password");
    await user.type(email, "anna@nordvik.se");
    await user.type(password, "    ");
    const signIn = screen.getByRole("button", { name: "Sign in" });
    await user.click(signIn);
    const alert = await findAlert();
    expect(alert).toHaveAccessibleDescription(FILL_ALL);
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(password).toHaveAttribute("aria-invalid", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(signIn).toHaveFocus();
    await user.type(password, "x");
    expect(password).not.toHaveAttribute("aria-invalid");
  });

  it("does nothing further when both fields are filled", async () => {
    const user = userEvent.setup();
    renderIn(<LoginForm />);
    await user.type(screen.getByRole("textbox", { name: "Work e-mail" }), "anna@nordvik.se");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    expect(submit(screen.getByRole("form", { name: "Sign in" }))).toBe(false); // default prevented
    await settle();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("speaks Swedish under /sv, with Swedish links", async () => {
    renderIn(<LoginForm />, "sv");
    expect(screen.getByRole("textbox", { name: "Jobbmejl" })).toBeRequired();
    expect(screen.getByRole("link", { name: "Glömt lösenordet?" })).toHaveAttribute("href", "/sv/reset-password");
    submit(screen.getByRole("form", { name: "Logga in" }));
    expect(await findAlert()).toHaveAccessibleDescription("Fyll i alla fält");
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
  });

  it("toggles the password's visibility with a pressed-state button", async () => {
    const user = userEvent.setup();
    renderIn(<LoginForm />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
  });
});

describe("SignupForm", () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, values: { name?: string; email?: string; password?: string }) {
    if (values.name) await user.type(screen.getByRole("textbox", { name: "Full name" }), values.name);
    if (values.email) await user.type(screen.getByRole("textbox", { name: "Work e-mail" }), values.email);
    if (values.password) await user.type(screen.getByLabelText("Password"), values.password);
  }

  it("has the SPEC fields with the right types and autocomplete, and links to the terms and privacy pages", () => {
    renderIn(<SignupForm />, "en", "/signup");
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveAttribute("autocomplete", "name");
    expect(screen.getByRole("textbox", { name: "Work e-mail" })).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    for (const field of [screen.getByRole("textbox", { name: "Full name" }), screen.getByRole("textbox", { name: "Work e-mail" }), screen.getByLabelText("Password")]) {
      expect(field).toBeRequired();
    }
    const terms = screen.getByRole("checkbox", { name: "I accept the Terms & Conditions and Privacy Policy" });
    // Not browser-required, or the terms alert could never be reached.
    expect(terms).not.toBeRequired();
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("button", { name: "Create account" })).toHaveAttribute("type", "submit");
  });

  it("alerts 'Please fill all fields' when the name is only spaces, even with the box ticked", async () => {
    const user = userEvent.setup();
    renderIn(<SignupForm />, "en", "/signup");
    await fill(user, { name: "   ", email: "anna@nordvik.se", password: "correct horse" });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await findAlert()).toHaveAccessibleDescription(FILL_ALL);
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveAttribute("aria-invalid", "true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  });

  it("alerts the terms message, spacing exactly as SPEC writes it, when the box is unchecked", async () => {
    const user = userEvent.setup();
    renderIn(<SignupForm />, "en", "/signup");
    await fill(user, { name: "Anna Berg", email: "anna@nordvik.se", password: "correct horse" });
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await findAlert();
    const message = within(alert).getByText(ACCEPT_TERMS, { normalizer: (text) => text });
    expect(message.textContent).toBe(ACCEPT_TERMS);
    expect(screen.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await user.click(screen.getByRole("checkbox"));
    expect(screen.getByRole("checkbox")).not.toHaveAttribute("aria-invalid");
  });

  it("does nothing further when everything is filled and the box is ticked", async () => {
    const user = userEvent.setup();
    renderIn(<SignupForm />, "en", "/signup");
    await fill(user, { name: "Anna Berg", email: "anna@nordvik.se", password: "correct horse" });
    await user.click(screen.getByRole("checkbox"));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await settle();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("uses natural Swedish for the terms alert under /sv", async () => {
    renderIn(<SignupForm />, "sv", "/signup");
    fireEvent.change(screen.getByRole("textbox", { name: "För- och efternamn" }), { target: { value: "Anna Berg" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Jobbmejl" }), { target: { value: "anna@nordvik.se" } });
    fireEvent.change(screen.getByLabelText("Lösenord"), { target: { value: "korrekt häst" } });
    expect(screen.getByRole("link", { name: "användarvillkoren" })).toHaveAttribute("href", "/sv/terms");
    submit(screen.getByRole("form", { name: "Skapa konto" }));
    expect(await findAlert()).toHaveAccessibleDescription("Godkänn användarvillkoren och integritetspolicyn");
    fireEvent.keyDown(screen.getByRole("alertdialog"), { key: "Escape" });
  });
});

describe("ResetForm", () => {
  it("has browser-required e-mail and new password fields; the submit only prevents the default", async () => {
    renderIn(<ResetForm footer={<ResetNote />} />, "en", "/reset-password");
    const email = screen.getByRole("textbox", { name: "Work e-mail" });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    const password = screen.getByLabelText("New password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(password).toBeRequired();
    expect(screen.getByText(/Ignore the e-mail/)).toBeInTheDocument();
    expect(submit(screen.getByRole("form", { name: "Change password" }))).toBe(false);
    await settle();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("CommentForm", () => {
  it("has the SPEC fields, all required, and says honestly that nothing was sent", async () => {
    const user = userEvent.setup();
    renderIn(<CommentForm />, "en", "/blog-details");
    const name = screen.getByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "E-mail" });
    const message = screen.getByRole("textbox", { name: "Comment" });
    expect(name).toHaveAttribute("name", "comment-name");
    expect(email).toHaveAttribute("name", "comment-email");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toHaveAccessibleDescription("Your e-mail address is never published.");
    expect(message).toHaveAttribute("name", "comment-message");
    for (const field of [name, email, message]) expect(field).toBeRequired();
    const status = screen.getByRole("status");
    expect(status).toBeEmptyDOMElement();
    await user.type(name, "Anna");
    await user.type(email, "anna@nordvik.se");
    await user.type(message, "How do you handle partial deliveries?");
    await user.click(screen.getByRole("button", { name: "Post comment" }));
    await waitFor(() => expect(status).toHaveTextContent("nothing was sent or published"));
    await settle();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("can be labelled by the page's own heading", () => {
    renderIn(
      <>
        <h2 id="leave-comment">Leave a comment</h2>
        <CommentForm labelledBy="leave-comment" />
      </>,
      "en",
      "/blog-details",
    );
    expect(screen.getByRole("form", { name: "Leave a comment" })).toHaveAttribute("aria-labelledby", "leave-comment");
  });
});

describe("SidebarSearchForm", () => {
  it("is a required search landmark sent as ?q= to the language's search page, starting with the blog's results", () => {
    renderIn(<SidebarSearchForm />, "sv", "/blog-details");
    const search = screen.getByRole("search", { name: "Sök i bloggen" });
    const box = within(search).getByRole("searchbox", { name: "Sök i bloggen" });
    const form = box.closest("form")!;
    expect(form).toHaveAttribute("action", "/sv/search");
    expect(form).toHaveAttribute("method", "get");
    expect(box).toHaveAttribute("name", "q");
    expect(box).toBeRequired();
    expect(box).toBeInvalid();
    expect(form.querySelector('input[type="hidden"][name="type"]')).toHaveValue("blog");
    expect(within(search).queryByRole("status")).toBeNull();
  });
});

describe("SidebarNewsletterForm", () => {
  it("sidebar: a required e-mail field whose submit is intercepted, with an honest status", async () => {
    const user = userEvent.setup();
    renderIn(<SidebarNewsletterForm />, "en", "/blog-details");
    const email = screen.getByRole("textbox", { name: "Your e-mail address" });
    expect(email).toHaveAttribute("name", "sidebar-newsletter");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    await user.type(email, "anna@nordvik.se");
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("nothing was sent or stored"));
    expect(screen.getByRole("status")).not.toHaveTextContent(/subscribed!/i);
  });
});

describe("bad input", () => {
  const nasty = [
    "x".repeat(10_000),
    '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>',
    "📦🚚🏭 Ünïcødé ✅",
    "مرحبا بالعالم שלום עולם",
  ];

  it("keeps every value as plain text in every field, and alerts with the usual message", async () => {
    for (const value of nasty) {
      const { container, unmount } = renderIn(<SignupForm />, "en", "/signup");
      for (const field of container.querySelectorAll<HTMLInputElement>("input:not([type=checkbox])")) {
        fireEvent.change(field, { target: { value } });
        expect(field.value).toBe(value);
      }
      submit(screen.getByRole("form", { name: "Create account" }));
      const alert = await findAlert();
      expect(within(alert).getByText(ACCEPT_TERMS, { normalizer: (text) => text })).toBeInTheDocument();
      expect(document.querySelector("img, script")).toBeNull();
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
      fireEvent.keyDown(alert, { key: "Escape" });
      await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
      unmount();
    }
  });
});
