import type { Locator, Page, Request } from "@playwright/test";
import { readPage } from "../../src/content/files";
import { authSchema } from "../../src/content/schemas/auth";
import { answerConsent } from "./consent-helpers";
import { axeViolations, expect, test } from "./fixtures";
import { testsBehaviour } from "./sample";

/**
 * Sign in, sign up and password reset (SPEC §2, §5, §8) in both languages: the fields, the two
 * custom alerts with their exact texts and title, keyboard-only use, nothing sent, and axe. The forms
 * have no island (their behaviour is the head's early script, src/behaviours/forms.ts), so every test
 * uses them as soon as the page has loaded; first-paint-forms.spec.ts uses them before that.
 */

const languages = [
  {
    lang: "en",
    prefix: "",
    fillAll: "Please fill all fields",
    acceptTerms: "Please accept theTerms & Conditions  and  Privacy Policy",
    email: "Work e-mail",
    name: "Full name",
    password: "Password",
    newPassword: "New password",
    remember: "Remember me",
    forgot: "Forgot password",
    signIn: "Sign in",
    createAccount: "Create account",
    changePassword: "Change password",
    terms: "I accept the Terms & Conditions and Privacy Policy",
    google: "Continue with Google",
    microsoft: "Continue with Microsoft",
    toSignup: "Create an account",
    toLogin: "Sign in",
    showPassword: "Show password",
    resetNote: /Ignore the e-mail/,
  },
  {
    lang: "sv",
    prefix: "/sv",
    fillAll: "Fyll i alla fält",
    acceptTerms: "Godkänn användarvillkoren och integritetspolicyn",
    email: "Jobbmejl",
    name: "För- och efternamn",
    password: "Lösenord",
    newPassword: "Nytt lösenord",
    remember: "Kom ihåg mig",
    forgot: "Glömt lösenordet?",
    signIn: "Logga in",
    createAccount: "Skapa konto",
    changePassword: "Byt lösenord",
    terms: "Jag godkänner användarvillkoren och integritetspolicyn",
    google: "Fortsätt med Google",
    microsoft: "Fortsätt med Microsoft",
    toSignup: "Skapa ett konto",
    toLogin: "Logga in",
    showPassword: "Visa lösenord",
    resetNote: /bortse från mejlet/,
  },
] as const;

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

/** The alert's message exactly as written (no whitespace folding), read through aria-describedby. */
async function alertMessage(dialog: Locator): Promise<string | null> {
  return dialog.evaluate((element) => document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent ?? null);
}

/** Record requests from now on; returns the ones that are not the site's own static chunks. */
function recordRequests(page: Page) {
  const seen: Request[] = [];
  const listener = (request: Request) => seen.push(request);
  page.on("request", listener);
  return () => {
    page.off("request", listener);
    const { origin } = new URL(page.url());
    return seen
      .filter((request) => !(request.method() === "GET" && request.url().startsWith(`${origin}/assets/`)))
      .map((request) => `${request.method()} ${request.url()}`);
  };
}

for (const l of languages) {
  const behaviourToo = testsBehaviour(l.lang);
  test.describe(`${l.lang}: sign in`, () => {
    test("has the SPEC fields, links and social buttons, and no axe violations", async ({ page }) => {
      await page.goto(`${l.prefix}/login`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.signIn);
      const form = page.getByRole("form", { name: l.signIn });
      const email = form.getByRole("textbox", { name: l.email });
      await expect(email).toHaveAttribute("type", "email");
      await expect(email).toHaveAttribute("autocomplete", "email");
      await expect(email).toHaveAttribute("required", "");
      const password = form.getByLabel(l.password, { exact: true });
      await expect(password).toHaveAttribute("type", "password");
      await expect(password).toHaveAttribute("autocomplete", "current-password");
      await expect(password).toHaveAttribute("required", "");
      await expect(form.getByRole("checkbox", { name: l.remember })).not.toBeChecked();
      await expect(form.getByRole("link", { name: l.forgot })).toHaveAttribute("href", `${l.prefix}/reset-password`);
      for (const name of [l.google, l.microsoft]) {
        await expect(page.getByRole("button", { name })).toHaveAttribute("type", "button");
      }
      await expect(page.locator("main").getByRole("link", { name: l.toSignup })).toHaveAttribute("href", `${l.prefix}/signup`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("an empty submit alerts, titled Orkestra, with the exact message, instead of the browser's bubble; axe-clean while open", async ({ page }) => {
      await page.goto(`${l.prefix}/login`);
      const form = page.getByRole("form", { name: l.signIn });
      const submit = form.getByRole("button", { name: l.signIn });
      await submit.click();
      const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });
      await expect(dialog).toBeVisible();
      expect(await alertMessage(dialog)).toBe(l.fillAll);
      await expect(dialog.getByRole("heading", { name: "Orkestra" })).toBeVisible();
      await expect(dialog.getByRole("button", { name: "OK" })).toBeFocused();
      await expect(form.getByRole("textbox", { name: l.email })).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByLabel(l.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(submit).toBeFocused();
    });

    if (behaviourToo) test("a double submit shows one alert; OK and a click outside close it, focus returns", async ({ page }) => {
      await page.goto(`${l.prefix}/login`);
      const form = page.getByRole("form", { name: l.signIn });
      const submit = form.getByRole("button", { name: l.signIn });
      const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });
      // The second click lands on the backdrop of the alert the first one opened: it stays open.
      await submit.dblclick();
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(300);
      await expect(page.locator("dialog[open]")).toHaveCount(1);
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect(dialog).toBeHidden();
      await expect(submit).toBeFocused();

      await form.getByRole("textbox", { name: l.email }).fill("anna@nordvik.se");
      await form.getByLabel(l.password, { exact: true }).press("Enter");
      await expect(dialog).toBeVisible();
      // A press in the box that ends outside it is no outside click.
      const box = (await dialog.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + 30);
      await page.mouse.down();
      await page.mouse.move(5, 5);
      await page.mouse.up();
      await expect(dialog).toBeVisible();
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      const password = form.getByLabel(l.password, { exact: true });
      await expect(password).toBeFocused();
      // Focus came back able to take typing, and the mark goes as the field is filled.
      await page.keyboard.type("x");
      await expect(password).toHaveValue("x");
      await expect(password).not.toHaveAttribute("aria-invalid");
    });

    if (behaviourToo) test("works with the keyboard alone: whitespace-only password alerts, focus goes in and back", async ({ page }) => {
      await page.goto(`${l.prefix}/login`);
      // Skip link -> main -> first field, as a keyboard user gets there.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      const form = page.getByRole("form", { name: l.signIn });
      await expect(form.getByRole("textbox", { name: l.email })).toBeFocused();
      await page.keyboard.type("anna@nordvik.se");
      await page.keyboard.press("Tab");
      await expect(form.getByLabel(l.password, { exact: true })).toBeFocused();
      await page.keyboard.type("   ");
      await page.keyboard.press("Tab");
      await expect(form.getByRole("button", { name: l.showPassword })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(form.getByRole("checkbox", { name: l.remember })).toBeFocused();
      await page.keyboard.press("Space");
      await expect(form.getByRole("checkbox", { name: l.remember })).toBeChecked();
      await page.keyboard.press("Tab");
      await expect(form.getByRole("link", { name: l.forgot })).toBeFocused();
      await page.keyboard.press("Tab");
      const submit = form.getByRole("button", { name: l.signIn });
      await expect(submit).toBeFocused();
      await page.keyboard.press("Enter");

      const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });
      await expect(dialog).toBeVisible();
      expect(await alertMessage(dialog)).toBe(l.fillAll);
      const ok = dialog.getByRole("button", { name: "OK" });
      await expect(ok).toBeFocused();
      await expect(form.getByLabel(l.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("textbox", { name: l.email })).not.toHaveAttribute("aria-invalid");
      // The modal keeps focus inside: Tab cannot reach the page behind it.
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null || document.activeElement === document.body)).toBe(true);
      await ok.focus();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(submit).toBeFocused();
      await expect(form.getByLabel(l.password, { exact: true })).toHaveAttribute("aria-invalid", "true");
    });

    if (behaviourToo) test("filled in, nothing further happens and nothing is sent", async ({ page }) => {
      await page.goto(`${l.prefix}/login`);
      const form = page.getByRole("form", { name: l.signIn });
      await form.getByRole("textbox", { name: l.email }).fill("anna@nordvik.se");
      await form.getByLabel(l.password, { exact: true }).fill("correct horse battery");
      const url = page.url();
      const requests = recordRequests(page);
      await form.getByLabel(l.password, { exact: true }).press("Enter");
      await page.waitForTimeout(400);
      expect(requests()).toEqual([]);
      expect(page.url()).toBe(url);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    });
  });

  test.describe(`${l.lang}: sign up`, () => {
    test("has the SPEC fields and links, and no axe violations", async ({ page }) => {
      await page.goto(`${l.prefix}/signup`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.createAccount);
      const form = page.getByRole("form", { name: l.createAccount });
      await expect(form.getByRole("textbox", { name: l.name })).toHaveAttribute("autocomplete", "name");
      await expect(form.getByRole("textbox", { name: l.email })).toHaveAttribute("type", "email");
      await expect(form.getByLabel(l.password, { exact: true })).toHaveAttribute("autocomplete", "new-password");
      for (const field of [form.getByRole("textbox", { name: l.name }), form.getByRole("textbox", { name: l.email }), form.getByLabel(l.password, { exact: true })]) {
        await expect(field).toHaveAttribute("required", "");
      }
      const terms = form.getByRole("checkbox", { name: l.terms });
      await expect(terms).not.toBeChecked();
      await expect(form.locator(`a[href="${l.prefix}/terms"]`)).toBeVisible();
      await expect(form.locator(`a[href="${l.prefix}/privacy"]`)).toBeVisible();
      await expect(page.getByRole("button", { name: l.google })).toHaveAttribute("type", "button");
      await expect(page.locator("main").getByRole("link", { name: l.toLogin, exact: true })).toHaveAttribute("href", `${l.prefix}/login`);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("empty fields alert 'fill all fields'; an unchecked terms box alerts the terms text exactly", async ({ page }) => {
      await page.goto(`${l.prefix}/signup`);
      const form = page.getByRole("form", { name: l.createAccount });
      const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });

      await form.getByRole("button", { name: l.createAccount }).click();
      await expect(dialog).toBeVisible();
      expect(await alertMessage(dialog)).toBe(l.fillAll);
      await dialog.getByRole("button", { name: "OK" }).click();
      await expect(dialog).toBeHidden();

      await form.getByRole("textbox", { name: l.name }).fill("Anna Berg");
      await form.getByRole("textbox", { name: l.email }).fill("anna@nordvik.se");
      await form.getByLabel(l.password, { exact: true }).fill("correct horse battery");
      await form.getByRole("button", { name: l.createAccount }).click();
      await expect(dialog).toBeVisible();
      expect(await alertMessage(dialog)).toBe(l.acceptTerms);
      await expect(form.getByRole("checkbox", { name: l.terms })).toHaveAttribute("aria-invalid", "true");
      expect(await axeViolations(page)).toEqual([]);
      // An outside click closes it too.
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
      await form.getByRole("checkbox", { name: l.terms }).check();
      await expect(form.getByRole("checkbox", { name: l.terms })).not.toHaveAttribute("aria-invalid");
    });

    if (behaviourToo) test("works with the keyboard alone, and with the box ticked nothing further happens", async ({ page }) => {
      await page.goto(`${l.prefix}/signup`);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      const form = page.getByRole("form", { name: l.createAccount });
      await expect(form.getByRole("textbox", { name: l.name })).toBeFocused();
      await page.keyboard.type("Anna Berg");
      await page.keyboard.press("Tab");
      await page.keyboard.type("anna@nordvik.se");
      await page.keyboard.press("Tab");
      await page.keyboard.type("correct horse battery");
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });
      await expect(dialog).toBeVisible();
      expect(await alertMessage(dialog)).toBe(l.acceptTerms);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(form.getByLabel(l.password, { exact: true })).toBeFocused();

      await page.keyboard.press("Tab"); // show password
      await page.keyboard.press("Tab"); // terms box
      await expect(form.getByRole("checkbox", { name: l.terms })).toBeFocused();
      await page.keyboard.press("Space");
      await page.keyboard.press("Tab"); // terms link
      await page.keyboard.press("Tab"); // privacy link
      await page.keyboard.press("Tab");
      await expect(form.getByRole("button", { name: l.createAccount })).toBeFocused();
      const url = page.url();
      const requests = recordRequests(page);
      await page.keyboard.press("Enter");
      await page.waitForTimeout(400);
      await expect(dialog).toBeHidden();
      expect(requests()).toEqual([]);
      expect(page.url()).toBe(url);
    });
  });

  test.describe(`${l.lang}: reset password`, () => {
    test("browser-required fields, the ignore-the-e-mail note, a submit that only prevents the default", async ({ page }) => {
      await page.goto(`${l.prefix}/reset-password`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.changePassword);
      const form = page.getByRole("form", { name: l.changePassword });
      const email = form.getByRole("textbox", { name: l.email });
      const password = form.getByLabel(l.newPassword, { exact: true });
      await expect(email).toHaveAttribute("type", "email");
      await expect(password).toHaveAttribute("autocomplete", "new-password");
      await expect(form.getByText(l.resetNote)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Empty: the browser blocks the submit and points at the first field.
      await form.getByRole("button", { name: l.changePassword }).click();
      await expect(email).toBeFocused();
      expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

      await email.fill("anna@nordvik.se");
      await password.fill("a new long passphrase");
      const url = page.url();
      const requests = recordRequests(page);
      await form.getByRole("button", { name: l.changePassword }).click();
      await page.waitForTimeout(400);
      expect(requests()).toEqual([]);
      expect(page.url()).toBe(url);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);
    });
  });
}

const auth = readPage("auth", authSchema);

test.describe("product visual", () => {
  test("shows beside the form on wide screens", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("complementary", { name: auth.en.login.panel.heading })).toBeVisible();
  });

  test.describe("on phones", () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test("stays out of the way, the form fits and axe finds nothing", async ({ page }) => {
      await page.goto("/sv/signup");
      await expect(page.getByRole("complementary", { name: auth.sv.signup.panel.heading })).toBeHidden();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await page.getByRole("form", { name: "Skapa konto" }).getByRole("button", { name: "Skapa konto" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Orkestra", exact: true });
      await expect(dialog).toBeVisible();
      const box = await dialog.evaluate((element: HTMLElement) => ({ x: element.offsetLeft, width: element.offsetWidth }));
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const l of languages) {
    test(`${l.lang}: the prerendered forms validate in the browser and send nothing`, async ({ page }) => {
      await page.goto(`${l.prefix}/login`);
      const form = page.getByRole("form", { name: l.signIn });
      const email = form.getByRole("textbox", { name: l.email });
      await expect(email).toHaveAttribute("required", "");
      await form.getByRole("button", { name: l.signIn }).click();
      // The browser's own validation stops an empty submit at the first field.
      await expect(email).toBeFocused();

      await email.fill("anna@nordvik.se");
      await form.getByLabel(l.password, { exact: true }).fill("correct horse battery");
      const url = page.url();
      const requests = recordRequests(page);
      await form.getByRole("button", { name: l.signIn }).click();
      await page.waitForTimeout(400);
      // method=dialog outside a dialog: validated, then sent nowhere (no password in any URL).
      expect(page.url()).toBe(url);
      expect(requests()).toEqual([]);

      await page.goto(`${l.prefix}/signup`);
      await expect(page.getByRole("form", { name: l.createAccount }).getByRole("textbox", { name: l.name })).toHaveAttribute("required", "");
      await page.goto(`${l.prefix}/reset-password`);
      await expect(page.getByRole("form", { name: l.changePassword }).getByRole("textbox", { name: l.email })).toHaveAttribute("required", "");
    });
  }
});
