import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { PageLocationProvider } from "~/lib/page-location";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/locales";
import { NewsletterForm } from "~/chrome/newsletter-form";
import { CommentForm } from "./comment-form";
import { DemoForm } from "./demo-form";
import { LoginForm } from "./login-form";
import { ResetForm } from "./reset-form";
import { SidebarNewsletterForm } from "./sidebar-newsletter-form";
import { SidebarSearchForm } from "./sidebar-search-form";
import { SignupForm } from "./signup-form";

const FILL_ALL = "Please fill all fields";
const ACCEPT_TERMS = "Please accept theTerms & Conditions  and  Privacy Policy";

function renderIn(ui: ReactNode, locale: Locale = "en", path = "/login") {
  return render(
    <TranslationProvider locale={locale} messages={messages[locale]}>
      <PageLocationProvider pathname={locale === "sv" ? `/sv${path}` : path}>{ui}</PageLocationProvider>
    </TranslationProvider>,
  );
}

/** The form's prerendered alert: closed, so out of the accessibility tree until a script opens it. */
function alertOf(form: HTMLElement): HTMLDialogElement {
  const dialog = document.getElementById(form.dataset.alert ?? "");
  expect(dialog).toBeInstanceOf(HTMLDialogElement);
  return dialog as HTMLDialogElement;
}

/** The messages an alert holds, by kind, exactly as written, and the one it is described by. */
function alertMessages(dialog: HTMLDialogElement) {
  const messages = Object.fromEntries([...dialog.querySelectorAll<HTMLElement>("[data-alert-message]")].map((p) => [p.dataset.alertMessage, { text: p.textContent, hidden: p.hidden }]));
  return { messages, describedBy: document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.dataset.alertMessage };
}

// The forms' behaviour (alerts, marks, the password toggle, the static forms' status) is src/behaviours/forms.ts: src/behaviours/forms.test.tsx.

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
    expect(form).toHaveAttribute("data-account-form");
  });

  it("carries its alert closed, titled Orkestra, with SPEC's message and one OK button", () => {
    renderIn(<LoginForm />);
    const dialog = alertOf(screen.getByRole("form", { name: "Sign in" }));
    expect(dialog.open).toBe(false);
    expect(dialog).toHaveAttribute("role", "alertdialog");
    expect(dialog).toHaveAttribute("data-light-dismiss");
    expect(document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")).toHaveTextContent("Orkestra");
    expect(alertMessages(dialog)).toEqual({ messages: { blank: { text: FILL_ALL, hidden: false } }, describedBy: "blank" });
    // 478 px, SPEC §9's default width.
    expect(dialog.className).toContain("w-[478px]");
    const buttons = within(dialog).getAllByRole("button", { hidden: true });
    expect(buttons.map((button) => button.textContent)).toEqual(["OK"]);
    expect(buttons[0]!.closest("form")).toHaveAttribute("method", "dialog");
    // Before the form in the HTML: a form that has arrived has its alert.
    expect(dialog.compareDocumentPosition(screen.getByRole("form", { name: "Sign in" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("speaks Swedish under /sv, with Swedish links", () => {
    renderIn(<LoginForm />, "sv");
    expect(screen.getByRole("textbox", { name: "Jobbmejl" })).toBeRequired();
    expect(screen.getByRole("link", { name: "Glömt lösenordet?" })).toHaveAttribute("href", "/sv/reset-password");
    expect(alertMessages(alertOf(screen.getByRole("form", { name: "Logga in" }))).messages.blank?.text).toBe("Fyll i alla fält");
  });

  it("has a password toggle for pages with JavaScript only, not pressed", () => {
    renderIn(<LoginForm />);
    const toggle = screen.getByRole("button", { name: "Show password" });
    expect(toggle).toHaveAttribute("type", "button");
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    expect(toggle).toHaveAttribute("aria-controls", screen.getByLabelText("Password").id);
    expect(toggle).toHaveAttribute("data-password-toggle");
    expect(toggle).toHaveAttribute("data-js-only");
  });
});

describe("SignupForm", () => {
  it("has the SPEC fields with the right types and autocomplete, and links to the terms and privacy pages", () => {
    renderIn(<SignupForm />, "en", "/signup");
    expect(screen.getByRole("textbox", { name: "Full name" })).toHaveAttribute("autocomplete", "name");
    expect(screen.getByRole("textbox", { name: "Work e-mail" })).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "new-password");
    for (const field of [screen.getByRole("textbox", { name: "Full name" }), screen.getByRole("textbox", { name: "Work e-mail" }), screen.getByLabelText("Password")]) {
      expect(field).toBeRequired();
    }
    const terms = screen.getByRole("checkbox", { name: "I accept the Terms & Conditions and Privacy Policy" });
    // Not browser-required, or the terms alert could never be reached: the page's script checks it.
    expect(terms).not.toBeRequired();
    expect(terms).toHaveAttribute("data-must-check");
    expect(screen.getByRole("link", { name: "Terms & Conditions" })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    expect(screen.getByRole("button", { name: "Create account" })).toHaveAttribute("type", "submit");
  });

  it("carries both SPEC messages, the terms one hidden until asked for, spacing exactly as written", () => {
    renderIn(<SignupForm />, "en", "/signup");
    expect(alertMessages(alertOf(screen.getByRole("form", { name: "Create account" })))).toEqual({
      messages: { blank: { text: FILL_ALL, hidden: false }, unchecked: { text: ACCEPT_TERMS, hidden: true } },
      describedBy: "blank",
    });
  });

  it("uses natural Swedish for the alerts under /sv", () => {
    renderIn(<SignupForm />, "sv", "/signup");
    expect(screen.getByRole("link", { name: "användarvillkoren" })).toHaveAttribute("href", "/sv/terms");
    const { messages: texts } = alertMessages(alertOf(screen.getByRole("form", { name: "Skapa konto" })));
    expect([texts.blank?.text, texts.unchecked?.text]).toEqual(["Fyll i alla fält", "Godkänn användarvillkoren och integritetspolicyn"]);
  });
});

describe("ResetForm", () => {
  it("has browser-required e-mail and new password fields, the note, and no alert", () => {
    renderIn(<ResetForm />, "en", "/reset-password");
    const email = screen.getByRole("textbox", { name: "Work e-mail" });
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    const password = screen.getByLabelText("New password");
    expect(password).toHaveAttribute("autocomplete", "new-password");
    expect(password).toBeRequired();
    expect(screen.getByText(/Ignore the e-mail/)).toBeInTheDocument();
    const form = screen.getByRole("form", { name: "Change password" });
    expect(form).toHaveAttribute("data-account-form");
    expect(form).not.toHaveAttribute("data-alert");
    expect(document.querySelector("dialog")).toBeNull();
  });
});

describe("CommentForm", () => {
  it("has the SPEC fields, all required, and carries its honest message for the page's script", () => {
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
    expect(screen.getByRole("button", { name: "Post comment" })).toHaveAttribute("type", "submit");
    // A static form: src/behaviours/forms.ts holds the submit back and puts this in the status.
    const form = screen.getByRole("form", { name: "Leave a comment" });
    expect(form).toHaveAttribute("method", "dialog");
    expect(form).toHaveAttribute("data-static-form", expect.stringContaining("nothing was sent or published"));
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
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
  it("sidebar: a required e-mail field, carrying its honest message for the page's script", () => {
    const { container } = renderIn(<SidebarNewsletterForm />, "en", "/blog-details");
    const email = screen.getByRole("textbox", { name: "Your e-mail address" });
    expect(email).toHaveAttribute("name", "sidebar-newsletter");
    expect(email).toHaveAttribute("type", "email");
    expect(email).toBeRequired();
    expect(screen.getByRole("button", { name: "Subscribe" })).toHaveAttribute("type", "submit");
    // A static form: src/behaviours/forms.ts holds the submit back and puts this in the status.
    const form = container.querySelector("form")!;
    expect(form).toHaveAttribute("method", "dialog");
    expect(form).toHaveAttribute("data-static-form", expect.stringContaining("nothing was sent or stored"));
    expect(form.getAttribute("data-static-form")).not.toMatch(/subscribed!/i);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});

/** The hidden inputs of a form, name to value, as they would be sent. */
const hiddenOf = (form: HTMLElement) =>
  Object.fromEntries([...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [input.name, input.value]));

/** The honeypot: a labelled text field in an aria-hidden wrapper, out of the tab order, never autofilled. */
function expectHoneypot(form: HTMLElement) {
  const trap = form.querySelector<HTMLInputElement>('input[name="website"]')!;
  expect(trap).toHaveAttribute("type", "text");
  expect(trap).toHaveAttribute("tabindex", "-1");
  expect(trap).toHaveAttribute("autocomplete", "off");
  expect(trap).toHaveValue("");
  expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(document.querySelector(`label[for="${trap.id}"]`)).toHaveTextContent("Leave this field empty");
}

describe("forms that send (decision 0028)", () => {
  it("the comment form posts to <endpoint>/comment with the SPEC fields, the post, the page and an empty started", () => {
    renderIn(<CommentForm endpoint="/api/leads" post="approval-limits" />, "en", "/blog/approval-limits");
    const form = screen.getByRole("form", { name: "Leave a comment" });
    expect(form).toHaveAttribute("method", "post");
    expect(form).toHaveAttribute("action", "/api/leads/comment");
    expect(form).toHaveAttribute("data-lead-form", "comment");
    expect(form).not.toHaveAttribute("data-static-form");
    expect(form).toHaveAttribute("data-sending", "Sending…");
    expect(form.getAttribute("data-failed")).toMatch(/could not be sent/);
    for (const [name, label, max] of [["comment-name", "Name", "100"], ["comment-email", "E-mail", "254"], ["comment-message", "Comment", "2000"]] as const) {
      const field = screen.getByRole("textbox", { name: label });
      expect(field).toHaveAttribute("name", name);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute("maxlength", max);
    }
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("type", "email");
    expect(hiddenOf(form)).toEqual({ lang: "en", page: "/blog/approval-limits", started: "", post: "approval-limits" });
    expectHoneypot(form);
    expect(within(form).getByRole("status")).toBeEmptyDOMElement();
    expect(within(form).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy");
    // Where the server's reasons go: one hidden place per visible field.
    expect([...form.querySelectorAll("[data-field-error]")].map((element) => [element.getAttribute("data-field-error"), (element as HTMLElement).hidden])).toEqual([
      ["comment-name", true],
      ["comment-email", true],
      ["comment-message", true],
    ]);
  });

  it("the newsletter forms post to <endpoint>/newsletter, in the page's language, with the privacy line", () => {
    const { container } = renderIn(
      <>
        <SidebarNewsletterForm endpoint="https://forms.example.com/api/leads/" />
        <NewsletterForm endpoint="https://forms.example.com/api/leads" />
      </>,
      "sv",
      "/blog/x",
    );
    const [sidebar, footer] = [...container.querySelectorAll("form")];
    for (const [form, field] of [[sidebar!, "sidebar-newsletter"], [footer!, "newsletter-email"]] as const) {
      expect(form).toHaveAttribute("action", "https://forms.example.com/api/leads/newsletter");
      expect(form).toHaveAttribute("method", "post");
      expect(form).toHaveAttribute("data-lead-form", "newsletter");
      expect(form.querySelector(`[name="${field}"]`)).toHaveAttribute("type", "email");
      expect(form.querySelector(`[name="${field}"]`)).toBeRequired();
      expect(hiddenOf(form)).toEqual({ lang: "sv", page: "/sv/blog/x", started: "" });
      expect(within(form).getByRole("status")).toBeEmptyDOMElement();
      expect(within(form).getByText(/Vi mejlar dig en länk/)).toBeInTheDocument();
      expect(within(form).getByRole("link", { name: "Integritetspolicy" })).toHaveAttribute("href", "/sv/privacy");
    }
    expect(new Set([...container.querySelectorAll("[id]")].map((element) => element.id)).size).toBe(container.querySelectorAll("[id]").length);
  });

  it("without an endpoint every form stays the static form it was: no action, no hidden fields, no privacy line", () => {
    const { container } = renderIn(
      <>
        <CommentForm endpoint="" post="x" />
        <SidebarNewsletterForm endpoint="" />
        <NewsletterForm endpoint="" />
        <DemoForm endpoint="" />
      </>,
      "en",
      "/contact",
    );
    const forms = [...container.querySelectorAll("form")];
    expect(forms).toHaveLength(4);
    for (const form of forms) {
      expect(form).toHaveAttribute("method", "dialog");
      expect(form).not.toHaveAttribute("action");
      expect(form).not.toHaveAttribute("data-lead-form");
      expect(form.getAttribute("data-static-form")).toMatch(/nothing was sent/);
      expect(form.querySelectorAll('input[type="hidden"], input[name="website"], [data-field-error], [maxlength]')).toHaveLength(0);
      expect(within(form).queryByRole("link", { name: "Privacy policy" })).toBeNull();
    }
  });
});

describe("DemoForm", () => {
  it("has the contract's fields, all required but the times, and posts to <endpoint>/demo", () => {
    renderIn(
      <>
        <h3 id="demo-title">Ask us for a demo</h3>
        <DemoForm endpoint="/api/leads" labelledBy="demo-title" />
      </>,
      "en",
      "/contact",
    );
    const form = screen.getByRole("form", { name: "Ask us for a demo" });
    expect(form).toHaveAttribute("action", "/api/leads/demo");
    expect(form).toHaveAttribute("data-lead-form", "demo");
    const fields = [
      ["demo-name", "Full name", true, "100"],
      ["demo-email", "Work e-mail", true, "254"],
      ["demo-company", "Company", true, "150"],
      ["demo-message", "What would you like to see?", true, "4000"],
      ["demo-times", "Times that suit you (optional)", false, "300"],
    ] as const;
    for (const [name, label, required, max] of fields) {
      const field = screen.getByRole("textbox", { name: label });
      expect(field).toHaveAttribute("name", name);
      expect(field.hasAttribute("required"), name).toBe(required);
      expect(field).toHaveAttribute("maxlength", max);
    }
    expect(screen.getByRole("textbox", { name: "Work e-mail" })).toHaveAttribute("type", "email");
    expect(screen.getByRole("textbox", { name: "Company" })).toHaveAttribute("autocomplete", "organization");
    expect(screen.getByRole("textbox", { name: "What would you like to see?" })).toHaveAccessibleDescription(/ERP or WMS/);
    expect(screen.getByRole("button", { name: "Request demo" })).toHaveAttribute("type", "submit");
    expect(hiddenOf(form)).toEqual({ lang: "en", page: "/contact", started: "" });
    expectHoneypot(form);
    expect(within(form).getByText(/only to arrange and follow up the demo/)).toBeInTheDocument();
  });

  it("speaks natural Swedish under /sv", () => {
    renderIn(<DemoForm endpoint="/api/leads" />, "sv", "/contact");
    const form = screen.getByRole("form", { name: "Boka en demo" });
    expect(within(form).getByRole("textbox", { name: "Företag" })).toBeRequired();
    expect(within(form).getByRole("textbox", { name: "Tider som passar dig (frivilligt)" })).not.toBeRequired();
    expect(within(form).getByRole("button", { name: "Boka demo" })).toBeInTheDocument();
    expect(hiddenOf(form)).toMatchObject({ lang: "sv", page: "/sv/contact" });
  });
});
