import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { expect, firstPartyHosts, hydrated, test } from "./fixtures";
import { readTitles } from "../../src/content/registry";

const { en: enPages, sv: svPages } = readTitles();

/** The shared layout (SPEC §2, §4, §9): header, mobile menu, footer, languages, scrolling, no-JS. */

const en = messages.en;
const sv = messages.sv;

/** Navigate and wait until the chrome's script has run (clicks on its controls before that would be lost). */
async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
  return response;
}

/**
 * A page in a fresh browser context (another locale, JavaScript off): the same guards as the
 * fixture, i.e. third-party requests blocked and console errors collected for `expect`.
 */
async function freshPage(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext({ ...options, baseURL: test.info().project.use.baseURL });
  const errors: string[] = [];
  await context.route(/^https?:\/\//, (route) =>
    firstPartyHosts.has(new URL(route.request().url()).hostname) ? route.fallback() : route.abort("blockedbyclient"),
  );
  const page = await context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(String(error)));
  await answerConsent(page, "reject");
  return { context, page, errors };
}

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem("i18nextLng"));

// A returning visitor who declined analytics: the consent banner has its own tests (consent.spec.ts).
test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

test.describe("header (1440 px)", () => {
  for (const { lang, t, base } of [
    { lang: "en", t: en, base: "" },
    { lang: "sv", t: sv, base: "/sv" },
  ] as const) {
    test(`links to home, AI, Go, Contact, login and sign-up (${lang})`, async ({ page }) => {
      await open(page, `${base}/pricing`);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: t.header.homeLink })).toHaveAttribute("href", base || "/");
      const nav = header.getByRole("navigation", { name: t.header.primaryNav });
      await expect(nav.getByRole("link", { name: t.pageNames.ai, exact: true })).toHaveAttribute("href", `${base}/ai`);
      await expect(nav.getByRole("link", { name: t.pageNames.go, exact: true })).toHaveAttribute("href", `${base}/go`);
      await expect(nav.getByRole("link", { name: t.nav.contact, exact: true })).toHaveAttribute("href", `${base}/contact`);
      await expect(header.getByRole("link", { name: t.header.login, exact: true })).toHaveAttribute("href", `${base}/login`);
      await expect(header.getByRole("link", { name: t.header.signup, exact: true })).toHaveAttribute("href", `${base}/signup`);
    });
  }

  test("the navigation links lead to their pages and mark the current one", async ({ page }) => {
    await open(page, "/");
    const nav = page.getByRole("banner").getByRole("navigation", { name: en.header.primaryNav });
    for (const [name, path, heading] of [
      ["Orkestra AI", "/ai", enPages.ai.hero.heading],
      ["Orkestra Go", "/go", enPages.go.hero.heading],
      ["Contact", "/contact", enPages.contact.hero.heading],
    ] as const) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await page.getByRole("banner").getByRole("link", { name: en.header.homeLink }).click();
    await expect(page).toHaveURL("/");
  });

  test("login and sign-up buttons open their pages", async ({ page }) => {
    await open(page, "/ai");
    await page.getByRole("banner").getByRole("link", { name: en.header.login, exact: true }).click();
    await expect(page).toHaveURL("/login");
    await page.getByRole("banner").getByRole("link", { name: en.header.signup, exact: true }).click();
    await expect(page).toHaveURL("/signup");
  });

  test('"Get Started" opens the scheduling page in a new tab, safely', async ({ page, context }) => {
    await context.route(`${site.links.scheduling}**`, (route) => route.fulfill({ contentType: "text/html", body: "<title>Scheduling</title>" }));
    await open(page, "/ai");
    const link = page.getByRole("banner").getByRole("link", { name: `${en.header.getStarted} ${en.newTab}` });
    await expect(link).toHaveAttribute("href", site.links.scheduling);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(popup).toHaveURL(site.links.scheduling);
    await expect(page).toHaveURL("/ai");
    // noopener: the new tab cannot reach back into the site.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
  });

  test('"Kom igång" is the Swedish "Get Started"', async ({ page }) => {
    await open(page, "/sv/ai");
    await expect(page.getByRole("banner").getByRole("link", { name: `${sv.header.getStarted} ${sv.newTab}` })).toHaveAttribute(
      "href",
      site.links.scheduling,
    );
  });
});

test.describe("language switcher", () => {
  test("keeps the current page, both ways, and stores the choice", async ({ page }) => {
    await open(page, "/ai");
    await page.getByRole("banner").getByRole("link", { name: en.language.switchToLong }).click();
    await expect(page).toHaveURL("/sv/ai");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(svPages.ai.hero.heading);
    expect(await storedLanguage(page)).toBe("sv");

    // A page of its own: back again once its chrome works.
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: sv.language.switchToLong }).click();
    await expect(page).toHaveURL("/ai");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enPages.ai.hero.heading);
    expect(await storedLanguage(page)).toBe("en");
  });

  test("remembers the choice even when clicked before the site script has run", async ({ page }) => {
    // No module script ever arrives: only the inline head script is left to remember the choice.
    await page.route(/\/assets\/[^?]*\.js(\?|$)/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
    await page.goto("/ai");
    await page.getByRole("banner").getByRole("link", { name: en.language.switchToLong }).click();
    await expect(page).toHaveURL("/sv/ai");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    expect(await storedLanguage(page)).toBe("sv");
    // The next unprefixed page follows the choice.
    await page.goto("/pricing");
    await expect(page).toHaveURL("/sv/pricing");
  });

  test("links to the same page in the other language on every kind of page", async ({ page }) => {
    for (const [from, to] of [
      ["/", "/sv"],
      ["/sv", "/"],
      ["/faq-1", "/sv/faq-1"],
      ["/sv/home-2", "/home-2"],
    ] as const) {
      await open(page, from);
      const name = from.startsWith("/sv") ? sv.language.switchToLong : en.language.switchToLong;
      await expect(page.getByRole("banner").getByRole("link", { name }), from).toHaveAttribute("href", to);
    }
  });

  test("drops a leftover ?lng= so the explicit choice survives a reload", async ({ page }) => {
    await open(page, "/sv/pricing?lng=sv&ref=mail");
    await page.getByRole("banner").getByRole("link", { name: sv.language.switchToLong }).click();
    await expect(page).toHaveURL("/pricing?ref=mail");
    await page.reload();
    await expect(page).toHaveURL("/pricing?ref=mail");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("on a not-found page it offers the other language's home page", async ({ page, consoleErrors }) => {
    await open(page, "/no-such-page");
    await expect(page.getByRole("banner").getByRole("link", { name: en.language.switchToLong })).toHaveAttribute("href", "/sv");
    // Chromium logs the document's own 404 status as a console error; that one is expected here.
    expect(consoleErrors.splice(0)).toEqual(["Failed to load resource: the server responded with a status of 404 (Not Found)"]);
  });
});

test.describe("mobile menu (390 px)", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
  });

  const menu = (page: Page) => page.getByRole("dialog");
  const toggle = (page: Page) => page.getByRole("button", { name: en.menu.open });
  const title = (page: Page) => menu(page).getByRole("heading", { level: 2 });

  test("opens as a dialog with a title and a close control, and traps focus", async ({ page }) => {
    await open(page, "/ai");
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page)).toHaveAccessibleName(en.menu.title);
    await expect(title(page)).toHaveText(en.menu.title);
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page).getByRole("button", { name: en.menu.close })).toBeVisible();

    const focusInside = () => page.evaluate(() => Boolean(document.activeElement?.closest("dialog[open]")));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInside(), `after ${i + 1} x Tab`).toBe(true);
    }
    for (let i = 0; i < 16; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInside(), `after ${i + 1} x Shift+Tab`).toBe(true);
    }
  });

  test("Escape closes it and focus returns to the toggle", async ({ page }) => {
    await open(page, "/ai");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("the close control closes it and focus returns to the toggle", async ({ page }) => {
    await open(page, "/ai");
    await toggle(page).click();
    await menu(page).getByRole("button", { name: en.menu.close }).click();
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test("a click on the overlay closes it", async ({ page }) => {
    await open(page, "/ai");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    const panel = await menu(page).boundingBox();
    expect(panel!.x).toBeGreaterThan(20); // the panel slides in from the right; the overlay is to its left
    await page.mouse.click(10, 400);
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL("/ai");
  });

  test("a click inside the panel (not on a control) keeps it open", async ({ page }) => {
    await open(page, "/ai");
    await toggle(page).click();
    await title(page).click();
    await expect(menu(page)).toBeVisible();
  });

  test("a link click closes it and navigates", async ({ page }) => {
    await open(page, "/ai");
    await toggle(page).click();
    await menu(page).getByRole("link", { name: en.nav.contact, exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(menu(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enPages.contact.hero.heading);
  });

  test("has the header's links: AI, Go, Contact, login, sign-up, Get Started, language", async ({ page }) => {
    await open(page, "/sv/go");
    await page.getByRole("button", { name: sv.menu.open }).click();
    const panel = menu(page);
    await expect(panel.getByRole("link", { name: sv.pageNames.ai, exact: true })).toHaveAttribute("href", "/sv/ai");
    await expect(panel.getByRole("link", { name: sv.pageNames.go, exact: true })).toHaveAttribute("href", "/sv/go");
    await expect(panel.getByRole("link", { name: sv.nav.contact, exact: true })).toHaveAttribute("href", "/sv/contact");
    await expect(panel.getByRole("link", { name: sv.header.login, exact: true })).toHaveAttribute("href", "/sv/login");
    await expect(panel.getByRole("link", { name: sv.header.signup, exact: true })).toHaveAttribute("href", "/sv/signup");
    await expect(panel.getByRole("link", { name: `${sv.header.getStarted} ${sv.newTab}` })).toHaveAttribute("href", site.links.scheduling);
    await panel.getByRole("link", { name: sv.language.switchToLong }).click();
    await expect(page).toHaveURL("/go");
    await expect(menu(page)).toBeHidden();
  });

  test('"More pages" opens a submenu; Back clears the inner group first, then the submenu', async ({ page }) => {
    await open(page, "/ai");
    await toggle(page).click();
    await menu(page).getByRole("button", { name: en.menu.more }).click();
    await expect(title(page)).toHaveText(en.menu.more);
    const back = menu(page).getByRole("button", { name: en.menu.back });
    await expect(back).toBeVisible();
    for (const group of [en.footer.primaryTitle, en.menu.company, en.menu.resources]) {
      await expect(menu(page).getByRole("button", { name: group })).toBeVisible();
    }

    await menu(page).getByRole("button", { name: en.menu.company }).click();
    await expect(title(page)).toHaveText(en.menu.company);
    await expect(menu(page).getByRole("link", { name: en.pageNames.about })).toHaveAttribute("href", "/about");
    await expect(menu(page).getByRole("link", { name: en.pageNames.team })).toHaveAttribute("href", "/team");

    await back.click(); // clears the inner selection: back at the list of groups
    await expect(title(page)).toHaveText(en.menu.more);
    await expect(menu(page).getByRole("button", { name: en.menu.company })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: en.pageNames.about })).toHaveCount(0);

    await back.click(); // clears the submenu: back at the top level
    await expect(title(page)).toHaveText(en.menu.title);
    await expect(menu(page).getByRole("button", { name: en.menu.back })).toHaveCount(0);
    await expect(menu(page).getByRole("link", { name: en.pageNames.ai, exact: true })).toBeVisible();
  });

  test("a page link in a group navigates, and the menu reopens at the top level", async ({ page }) => {
    await open(page, "/ai");
    await toggle(page).click();
    await menu(page).getByRole("button", { name: en.menu.more }).click();
    await menu(page).getByRole("button", { name: en.menu.resources }).click();
    await menu(page).getByRole("link", { name: en.pageNames.faq }).click();
    await expect(page).toHaveURL("/faq-1");
    await expect(menu(page)).toBeHidden();
    // A page of its own: its menu works once the chrome's script has run there.
    await hydrated(page);
    await toggle(page).click();
    await expect(title(page)).toHaveText(en.menu.title);
  });
});

test.describe("language detection on unprefixed URLs (SPEC §9)", () => {
  test("?lng=sv sends the visitor to /sv and is remembered", async ({ page }) => {
    await page.goto("/?lng=sv");
    await expect(page).toHaveURL("/sv");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
    expect(await storedLanguage(page)).toBe("sv");
    await page.goto("/pricing");
    await expect(page).toHaveURL("/sv/pricing");
  });

  test("?lng= keeps the page, the other query parameters and the hash", async ({ page }) => {
    await page.goto("/pricing?lng=sv&ref=mail#plans");
    await expect(page).toHaveURL("/sv/pricing?ref=mail#plans");
  });

  test("a stored preference (localStorage i18nextLng=sv) sends / and deeper pages to /sv", async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem("i18nextLng")) window.localStorage.setItem("i18nextLng", "sv");
    });
    await page.goto("/");
    await expect(page).toHaveURL("/sv");
    await page.goto("/team");
    await expect(page).toHaveURL("/sv/team");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(svPages.team.hero.heading);
  });

  test("an i18next cookie is honoured", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "i18next", value: "sv", url: baseURL! }]);
    await page.goto("/about");
    await expect(page).toHaveURL("/sv/about");
  });

  test("an English browser stays on English pages", async ({ page }) => {
    await open(page, "/ai");
    await expect(page).toHaveURL("/ai");
    expect(await storedLanguage(page)).toBe("en");
  });

  test("a sv-SE browser is sent to /sv; an explicit English choice then sticks", async ({ browser }) => {
    const { context, page, errors } = await freshPage(browser, { locale: "sv-SE" });
    try {
      await page.goto("/");
      await expect(page).toHaveURL("/sv");
      await expect(page.locator("html")).toHaveAttribute("lang", "sv");
      await hydrated(page);

      await page.getByRole("banner").getByRole("link", { name: sv.language.switchToLong }).click();
      await expect(page).toHaveURL("/");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await storedLanguage(page)).toBe("en");

      // The next visit, in a new tab of the same browser: English wins over the browser language.
      const next = await context.newPage();
      await next.goto("/");
      await expect(next).toHaveURL("/");
      await expect(next.locator("html")).toHaveAttribute("lang", "en");
      await next.goto("/ai");
      await expect(next).toHaveURL("/ai");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("Swedish URLs are never redirected, whatever the preference", async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem("i18nextLng", "en"));
    await open(page, "/sv/ai");
    await expect(page).toHaveURL("/sv/ai");
    await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  });
});

test.describe("page changes", () => {
  test("a link followed from far down a page opens the next page at its top", async ({ page }) => {
    await open(page, "/ai");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("navigation", { name: en.footer.primaryTitle }).getByRole("link", { name: en.pageNames.pricing }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enPages.pricing.hero.heading);
    await hydrated(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("the title follows the page", async ({ page }) => {
    await open(page, "/ai");
    const aiTitle = await page.title();
    await page.getByRole("banner").getByRole("link", { name: en.pageNames.go, exact: true }).click();
    await expect(page).toHaveURL("/go");
    await expect(page).not.toHaveTitle(aiTitle);
    await expect(page).toHaveTitle(/Orkestra/);
  });
});

test.describe("without JavaScript", () => {
  for (const { path, copy, t } of [
    { path: "/ai", copy: enPages.ai, t: en },
    { path: "/sv/ai", copy: svPages.ai, t: sv },
  ]) {
    test(`${path} shows its full hero, navigation and footer`, async ({ browser }) => {
      const { context, page } = await freshPage(browser, { javaScriptEnabled: false });
      try {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.hero.heading);
        await expect(page.getByText(copy.hero.intro.split(/(?<=[.!?])\s/)[0]!, { exact: false })).toBeVisible();
        await expect(page.getByRole("banner").getByRole("navigation", { name: t.header.primaryNav })).toBeVisible();
        const footer = page.getByRole("contentinfo");
        await footer.scrollIntoViewIfNeeded();
        for (const group of [t.footer.primaryTitle, t.menu.company, t.menu.resources]) {
          const nav = footer.getByRole("navigation", { name: group });
          await expect(nav).toBeVisible();
          const links = nav.getByRole("link");
          expect(await links.count()).toBeGreaterThan(2);
          for (const link of await links.all()) await expect(link).toBeVisible();
        }
        // Nothing is left hidden for a script that never runs.
        const hidden = await page.locator("main [data-reveal]").evaluateAll((elements) =>
          elements.filter((element) => Number(getComputedStyle(element).opacity) < 1).length,
        );
        expect(hidden).toBe(0);
      } finally {
        await context.close();
      }
    });
  }

  test("links still work: a footer link loads the page", async ({ browser }) => {
    const { context, page } = await freshPage(browser, { javaScriptEnabled: false });
    try {
      await page.goto("/ai");
      // The footer's link lists (the newsletter's note links to the policy too).
      await page.getByRole("contentinfo").getByRole("navigation").getByRole("link", { name: en.pageNames.privacy }).click();
      await expect(page).toHaveURL("/privacy");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(enPages.privacy.hero.heading);
    } finally {
      await context.close();
    }
  });
});

test.describe("footer", () => {
  test("shows the current year", async ({ page }) => {
    await open(page, "/ai");
    const year = new Date().getFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Orkestra`);
    await open(page, "/sv/ai");
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Orkestra. Alla rättigheter förbehållna.`);
  });

  // A valid address is sent to the site's functions (the test build's FORMS_ENDPOINT, decision 0028):
  // tests/functions/leads.spec.ts signs up there, in the Pages runtime this static server lacks.
  test("newsletter: the e-mail is required and checked by the browser before anything is sent; the form posts to the functions", async ({ page }) => {
    await open(page, "/ai");
    const footer = page.getByRole("contentinfo");
    const email = footer.getByRole("textbox", { name: en.footer.newsletter.label });
    const submit = footer.getByRole("button", { name: en.footer.newsletter.submit });
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const form = footer.locator("form:has([name=newsletter-email])");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/leads/newsletter");

    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() !== "image" && request.resourceType() !== "font") sent.push(`${request.method()} ${request.url()}`);
    });

    await submit.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await email.fill("not-an-address");
    await submit.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(footer.getByRole("status")).toHaveText("");
    await expect(page).toHaveURL("/ai");
    expect(sent).toEqual([]);
  });

  test("links to the main pages in the current language", async ({ page }) => {
    await open(page, "/sv/ai");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: sv.pageNames.pricing })).toHaveAttribute("href", "/sv/pricing");
    await expect(footer.getByRole("link", { name: sv.pageNames.about })).toHaveAttribute("href", "/sv/about");
    await expect(footer.getByRole("navigation").getByRole("link", { name: sv.pageNames.privacy })).toHaveAttribute("href", "/sv/privacy");
    await expect(footer.getByRole("link", { name: sv.pageNames.accessibility })).toHaveAttribute("href", "/sv/accessibility");
    for (const social of site.social) {
      const link = footer.getByRole("link", { name: `${social.label} ${sv.newTab}` });
      await expect(link).toHaveAttribute("href", social.href);
      await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  test("the home variants outside the shared layout have their own slim header and footer", async ({ page }) => {
    await open(page, "/sv/home-3");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: sv.header.homeLink })).toHaveAttribute("href", "/sv");
    await expect(header.getByRole("navigation", { name: sv.header.primaryNav })).toHaveCount(0); // not the shared header
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Orkestra`);
    await expect(footer.getByRole("link", { name: sv.pageNames.privacy })).toHaveAttribute("href", "/sv/privacy");
    await expect(footer.getByRole("link", { name: sv.pageNames.accessibility })).toHaveAttribute("href", "/sv/accessibility");
    await expect(footer.getByRole("button", { name: sv.footer.cookieSettings })).toBeVisible();
  });

  test('has a "Cookie settings" control', async ({ page }) => {
    await open(page, "/ai");
    await expect(page.getByRole("contentinfo").getByRole("button", { name: en.footer.cookieSettings })).toBeVisible();
  });
});
