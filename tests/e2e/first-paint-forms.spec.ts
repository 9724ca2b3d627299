import type { Page } from "@playwright/test";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 36: the account forms work from the first paint, as a visitor on a slow phone uses them (a
 * Lighthouse-like mobile network and a CPU four times slower): the submit button is clicked the moment
 * it shows, long before the page has loaded, and SPEC's alert answers with no reload. And with
 * JavaScript off, a submit never reloads the page and never loses what was typed.
 */

// SPEC §5 and §8: quoted strings, pinned here; Swedish from the messages.
const languages = [
  { lang: "en", prefix: "", fillAll: "Please fill all fields", acceptTerms: "Please accept theTerms & Conditions  and  Privacy Policy", m: messages.en.forms },
  { lang: "sv", prefix: "/sv", fillAll: messages.sv.forms.alert.fillAllFields, acceptTerms: messages.sv.forms.alert.acceptTerms, m: messages.sv.forms },
] as const;

/** Counts the main frame's navigations from now on: one for the visit, more for a reload. */
function countNavigations(page: Page) {
  let count = 0;
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) count++;
  });
  return () => count;
}

/** The open alert's message, exactly as written, through aria-describedby. */
function alertMessage(page: Page) {
  return page.getByRole("alertdialog", { name: "Orkestra", exact: true }).evaluate((dialog) => document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent ?? null);
}

test.describe("on a throttled phone, used at once", () => {
  test.beforeEach(async ({ page, browserName }) => {
    test.skip(browserName !== "chromium", "throttling through the Chrome DevTools Protocol");
    await answerConsent(page, "reject");
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  });

  for (const l of languages) {
    test(`${l.prefix}/login: an empty submit the moment the button shows gets SPEC's alert, no reload`, async ({ page }) => {
      const navigations = countNavigations(page);
      await page.goto(`${l.prefix}/login`, { waitUntil: "commit" });
      const submit = page.getByRole("form", { name: l.m.login.label }).getByRole("button", { name: l.m.login.submit });
      await submit.waitFor({ state: "visible" });
      await submit.click();

      await expect(page.getByRole("alertdialog", { name: "Orkestra", exact: true })).toBeVisible();
      expect(await alertMessage(page)).toBe(l.fillAll);
      expect(new URL(page.url()).pathname).toBe(`${l.prefix}/login`);
      expect(navigations()).toBe(1);
    });

    test(`${l.prefix}/signup: filled in at once, the terms box unchecked, gets SPEC's terms alert, no reload`, async ({ page }) => {
      const navigations = countNavigations(page);
      await page.goto(`${l.prefix}/signup`, { waitUntil: "commit" });
      const form = page.getByRole("form", { name: l.m.signup.label });
      const submit = form.getByRole("button", { name: l.m.signup.submit });
      await submit.waitFor({ state: "visible" });
      await form.getByRole("textbox", { name: l.m.fields.name }).fill("Anna Berg");
      await form.getByRole("textbox", { name: l.m.fields.email }).fill("anna@nordvik.se");
      await form.getByLabel(l.m.fields.password, { exact: true }).fill("correct horse battery");
      await submit.click();

      await expect(page.getByRole("alertdialog", { name: "Orkestra", exact: true })).toBeVisible();
      expect(await alertMessage(page)).toBe(l.acceptTerms);
      await expect(form.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByRole("textbox", { name: l.m.fields.name })).toHaveValue("Anna Berg");
      expect(new URL(page.url()).pathname).toBe(`${l.prefix}/signup`);
      expect(navigations()).toBe(1);
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const l of languages) {
    test(`${l.lang}: the three forms validate in the browser, never reload and keep what was typed`, async ({ page }) => {
      // Sign in: empty, the browser stops the submit at the first field; filled in, it goes nowhere.
      let navigations = countNavigations(page);
      await page.goto(`${l.prefix}/login`);
      const login = page.getByRole("form", { name: l.m.login.label });
      const email = login.getByRole("textbox", { name: l.m.fields.email });
      await login.getByRole("button", { name: l.m.login.submit }).click();
      await expect(email).toBeFocused();
      await email.fill("anna@nordvik.se");
      await login.getByLabel(l.m.fields.password, { exact: true }).fill("correct horse battery");
      await login.getByRole("button", { name: l.m.login.submit }).click();
      await page.waitForTimeout(300);
      await expect(email).toHaveValue("anna@nordvik.se");
      await expect(login.getByLabel(l.m.fields.password, { exact: true })).toHaveValue("correct horse battery");
      expect(navigations()).toBe(1);
      // The password toggle needs a script: hidden, not a dead button.
      await expect(login.getByRole("button", { name: l.m.fields.showPassword })).toBeHidden();

      // Sign up, the terms box unchecked: nothing happens, nothing is lost.
      navigations = countNavigations(page);
      await page.goto(`${l.prefix}/signup`);
      const signup = page.getByRole("form", { name: l.m.signup.label });
      await signup.getByRole("textbox", { name: l.m.fields.name }).fill("Anna Berg");
      await signup.getByRole("textbox", { name: l.m.fields.email }).fill("anna@nordvik.se");
      await signup.getByLabel(l.m.fields.password, { exact: true }).fill("correct horse battery");
      await signup.getByLabel(l.m.fields.password, { exact: true }).press("Enter");
      await page.waitForTimeout(300);
      await expect(signup.getByRole("textbox", { name: l.m.fields.name })).toHaveValue("Anna Berg");
      expect(navigations()).toBe(1);
      await expect(page.getByRole("alertdialog")).toHaveCount(0);

      // Reset: the same.
      navigations = countNavigations(page);
      await page.goto(`${l.prefix}/reset-password`);
      const reset = page.getByRole("form", { name: l.m.reset.label });
      await reset.getByRole("textbox", { name: l.m.fields.email }).fill("anna@nordvik.se");
      await reset.getByLabel(l.m.fields.newPassword, { exact: true }).fill("a new passphrase");
      await reset.getByRole("button", { name: l.m.reset.submit }).click();
      await page.waitForTimeout(300);
      await expect(reset.getByRole("textbox", { name: l.m.fields.email })).toHaveValue("anna@nordvik.se");
      expect(navigations()).toBe(1);
    });
  }
});
