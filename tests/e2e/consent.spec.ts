import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { common as enCommon } from "../../src/i18n/messages/en/common";
import { consent as enConsent } from "../../src/i18n/messages/en/consent";
import { common as svCommon } from "../../src/i18n/messages/sv/common";
import { consent as svConsent } from "../../src/i18n/messages/sv/consent";
import { answerConsent, consentCookieName, storedConsent } from "./consent-helpers";
import { expect, firstPartyHosts, hydrated, test } from "./fixtures";
import { calendlyScriptUrl, isSchedulingHost, serveSchedulingWidget } from "./scheduling-helpers";
import { testsBehaviour } from "./sample";

const languages = [
  { locale: "en", home: "/", ai: "/ai", contact: "/contact", t: enConsent.consent, ui: enCommon },
  { locale: "sv", home: "/sv", ai: "/sv/ai", contact: "/sv/contact", t: svConsent.consent, ui: svCommon },
] as const;
type Language = (typeof languages)[number];

/** The test GA id the analytics build is made with (scripts/test-all.mjs). */
const gaId = "G-TEST12345";

const banner = (page: Page, lang: Language) => page.getByRole("dialog", { name: lang.t.banner.label });
const preferences = (page: Page, lang: Language) => page.getByRole("dialog", { name: lang.t.preferences.title });

/** Every request the page makes to a host other than this site (the fixture blocks them; we list them). */
function recordThirdParty(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !firstPartyHosts.has(url.hostname)) urls.push(request.url());
  });
  return urls;
}

/**
 * Go on to two more pages by the header's links, as a visitor does: each is a page load of its own
 * (decision 0014), and `each` runs on every page once its chrome works.
 */
async function followHeaderLinks(page: Page, lang: Language, each: (path: string) => Promise<void> = async () => {}) {
  for (const path of [lang.ai, lang.contact]) {
    await headerLink(page, path).click();
    await expect(page).toHaveURL(path);
    await hydrated(page);
    await each(path);
  }
}

/** The visible header link to a path (found by target, so header copy can change freely). */
const headerLink = (page: Page, path: string) => page.getByRole("banner").locator(`a[href="${path}"]:visible`).first();

/**
 * axe-core with the fixture's rule set, limited to the consent UI (our banner and the library's
 * root element), so this spec judges the banner and dialog; whole pages are covered by the crawl.
 */
async function consentAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include("[data-consent-banner]")
    .include("#cc-main")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")) }));
}

async function focusIsInside(locator: Locator) {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** The GA commands pushed so far, as plain arrays (gtag pushes `arguments` objects). */
async function dataLayer(page: Page): Promise<unknown[][] | null> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer;
    return layer ? layer.map((entry) => Array.from(entry).map((value) => (value instanceof Date ? "date" : value))) : null;
  });
}

async function pageViews(page: Page): Promise<string[]> {
  const layer = (await dataLayer(page)) ?? [];
  return layer.filter((entry) => entry[0] === "event" && entry[1] === "page_view").map((entry) => (entry[2] as { page_path: string }).page_path);
}

for (const lang of languages) {
  // Behaviour (what is sent, stored and loaded) is the library's and the template's, the same in
  // Swedish: in English only. Swedish keeps its words, its fit at 390 px and axe on its dialogs.
  const behaviourToo = testsBehaviour(lang.locale);
  test.describe(`consent banner (${lang.locale})`, () => {
    test("shows on a first visit with Accept all and Reject all equally prominent, reachable by keyboard", async ({ page }) => {
      await page.goto(lang.home);
      const dialog = banner(page, lang);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("heading", { name: lang.t.banner.title })).toBeVisible();
      await expect(dialog.getByRole("link", { name: lang.t.banner.privacyLink })).toHaveAttribute("href", `${lang.locale === "en" ? "" : "/sv"}/privacy`);

      const accept = dialog.getByRole("button", { name: lang.t.banner.acceptAll, exact: true });
      const reject = dialog.getByRole("button", { name: lang.t.banner.rejectAll, exact: true });
      await expect(dialog.getByRole("button", { name: lang.t.banner.manage })).toBeVisible();
      const look = (button: Locator) =>
        button.evaluate((element) => {
          const style = getComputedStyle(element);
          const box = element.getBoundingClientRect();
          return { fontSize: style.fontSize, fontWeight: style.fontWeight, background: style.backgroundColor, color: style.color, height: box.height };
        });
      const [acceptLook, rejectLook] = [await look(accept), await look(reject)];
      expect(acceptLook).toEqual(rejectLook);
      expect(acceptLook.height).toBeGreaterThanOrEqual(44);

      // The banner comes first in the page: the first Tab stops reach its link, then its buttons.
      await hydrated(page);
      await page.keyboard.press("Tab");
      await expect(dialog.getByRole("link", { name: lang.t.banner.privacyLink })).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(accept).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(reject).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(dialog).toBeHidden();
      expect(await storedConsent(page)).toEqual(["necessary"]);
      // Focus is not lost with the banner: it moves to the page's main content.
      await expect(page.getByRole("main")).toBeFocused();
    });

    test("has no axe violations with the banner open and with the preferences open", async ({ page }) => {
      await page.goto(lang.home);
      const dialog = banner(page, lang);
      await expect(dialog).toBeVisible();
      expect(await consentAxeViolations(page)).toEqual([]);

      await hydrated(page);
      await dialog.getByRole("button", { name: lang.t.banner.manage }).click();
      const prefs = preferences(page, lang);
      await expect(prefs).toBeVisible();
      await expect.poll(() => focusIsInside(prefs)).toBe(true);
      expect(await consentAxeViolations(page)).toEqual([]);
    });

    if (behaviourToo) test("Reject all sends nothing to another host, on the pages that follow and on reloads", async ({ page }) => {
      const thirdParty = recordThirdParty(page);
      await page.goto(lang.home);
      await hydrated(page);
      await banner(page, lang).getByRole("button", { name: lang.t.banner.rejectAll, exact: true }).click();
      await expect(banner(page, lang)).toBeHidden();
      // The answer holds on every page that follows: no banner, no analytics.
      await followHeaderLinks(page, lang, async () => {
        await expect(banner(page, lang)).toBeHidden();
        expect(await dataLayer(page)).toBeNull();
      });
      await page.reload();
      await page.waitForLoadState("networkidle");
      await expect(banner(page, lang)).toBeHidden();
      expect(thirdParty).toEqual([]);
      expect(await dataLayer(page)).toBeNull();
    });

    if (behaviourToo) test("a returning visitor gets no banner and does not download the consent library", async ({ page }) => {
      await answerConsent(page, "reject");
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script" || request.resourceType() === "stylesheet") scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(lang.ai);
      await page.waitForLoadState("networkidle");
      await hydrated(page);
      await expect(banner(page, lang)).toBeHidden();
      expect(scripts.filter((path) => path.includes("consent-client"))).toEqual([]);

      // "Cookie settings" in the footer loads it on demand and opens the preferences.
      await page.getByRole("contentinfo").getByRole("button", { name: lang.ui.footer.cookieSettings }).click();
      await expect(preferences(page, lang)).toBeVisible();
      expect(scripts.some((path) => path.includes("consent-client"))).toBe(true);
    });

    if (behaviourToo) test("Cookie settings reopens the preferences with the stored choices, and saves a new choice", async ({ page }) => {
      await answerConsent(page, "reject");
      await page.goto(lang.ai);
      await hydrated(page);
      const settings = page.getByRole("contentinfo").getByRole("button", { name: lang.ui.footer.cookieSettings });
      await settings.click();
      const prefs = preferences(page, lang);
      await expect(prefs).toBeVisible();
      await expect(prefs.getByText(lang.t.preferences.more.description.split("{{")[0]!.trim())).toBeVisible();
      const necessary = prefs.getByRole("checkbox", { name: lang.t.preferences.necessary.title });
      const analytics = prefs.getByRole("checkbox", { name: lang.t.preferences.analytics.title });
      const media = prefs.getByRole("checkbox", { name: lang.t.preferences.media.title });
      await expect(necessary).toBeChecked();
      await expect(necessary).toBeDisabled();
      await expect(analytics).not.toBeChecked();
      await expect(media).not.toBeChecked();

      // Escape closes it and returns focus to the footer button.
      await page.keyboard.press("Escape");
      await expect(prefs).toBeHidden();
      await expect(settings).toBeFocused();

      await settings.click();
      await expect(prefs).toBeVisible();
      await media.check();
      await prefs.getByRole("button", { name: lang.t.preferences.save }).click();
      await expect(prefs).toBeHidden();
      expect((await storedConsent(page))?.sort()).toEqual(["media", "necessary"]);
    });

    if (behaviourToo) test("Manage preferences in the banner lets the visitor pick categories", async ({ page }) => {
      await page.goto(lang.home);
      await hydrated(page);
      await banner(page, lang).getByRole("button", { name: lang.t.banner.manage }).click();
      const prefs = preferences(page, lang);
      await expect(prefs).toBeVisible();
      await prefs.getByRole("checkbox", { name: lang.t.preferences.analytics.title }).check();
      await prefs.getByRole("button", { name: lang.t.preferences.save }).click();
      await expect(prefs).toBeHidden();
      await expect(banner(page, lang)).toBeHidden();
      expect((await storedConsent(page))?.sort()).toEqual(["analytics", "necessary"]);
    });

    test("fits a 390 px screen without covering it sideways", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(lang.home);
      const dialog = banner(page, lang);
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      for (const name of [lang.t.banner.acceptAll, lang.t.banner.rejectAll, lang.t.banner.manage]) {
        await expect(dialog.getByRole("button", { name, exact: true })).toBeInViewport({ ratio: 1 });
      }
    });

    test("is in the served HTML and shows before any script has run (decision 0009)", async ({ page, request }) => {
      const html = await (await request.get(lang.home)).text();
      expect(html).toContain("data-consent-banner");
      expect(html).toContain(`aria-label="${lang.t.banner.label}"`);
      // Scripts answered empty: the page never hydrates, yet the banner is on screen.
      await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
      await page.goto(lang.home);
      await expect(banner(page, lang)).toBeVisible();
      await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
    });

    if (behaviourToo) test("never shows to a returning visitor, not even before hydration", async ({ page }) => {
      await answerConsent(page, "reject");
      await page.route(/\/assets\/.*\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
      await page.goto(lang.home);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page, lang)).toBeHidden();
    });

    if (behaviourToo) test("without an analytics id, Accept all still loads no analytics", async ({ page }) => {
      // Accept all includes media, so /contact loads its booking calendar (from a local stand-in).
      const widget = await serveSchedulingWidget(page);
      const thirdParty = recordThirdParty(page);
      await page.goto(lang.home);
      await hydrated(page);
      await banner(page, lang).getByRole("button", { name: lang.t.banner.acceptAll, exact: true }).click();
      await expect(banner(page, lang)).toBeHidden();
      expect((await storedConsent(page))?.sort()).toEqual(["analytics", "media", "necessary"]);
      await followHeaderLinks(page, lang, async () => {
        await expect(banner(page, lang)).toBeHidden();
        expect(await dataLayer(page)).toBeNull();
      });
      // The booking calendar is the last thing consent loads on /contact: once its frame is in, the
      // chrome's script (which starts analytics at once where it may) has long run on all three pages.
      await expect.poll(() => widget).toEqual([calendlyScriptUrl]);
      await expect(page.locator(".calendly-inline-widget iframe")).toHaveCount(1);
      expect(thirdParty.filter((url) => !isSchedulingHost(url))).toEqual([]);
      expect(await dataLayer(page)).toBeNull();
    });
  });

  test(`the open banner follows a switch of the page language (from ${lang.locale})`, async ({ page }) => {
    const other = languages.find((candidate) => candidate.locale !== lang.locale)!;
    await page.goto(lang.home);
    await expect(banner(page, lang)).toBeVisible();
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: lang.ui.language.switchToLong }).click();
    await expect(page).toHaveURL(other.home);
    const dialog = banner(page, other);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: other.t.banner.rejectAll, exact: true })).toBeVisible();
    await expect(dialog.getByRole("link", { name: other.t.banner.privacyLink })).toHaveAttribute("href", `${other.locale === "en" ? "" : "/sv"}/privacy`);
  });

  test.describe(`analytics with a GA id (${lang.locale})`, { tag: "@ga" }, () => {
    /** Answer gtag.js from a stub that sets a GA-like cookie, and list the requests made for it. */
    async function stubGtag(page: Page): Promise<string[]> {
      const requests: string[] = [];
      await page.route("https://www.googletagmanager.com/**", (route) => {
        requests.push(route.request().url());
        return route.fulfill({
          contentType: "text/javascript",
          body: `document.cookie = "_ga=GA1.1.123456789.1700000000; path=/"; window.__gtagLoaded = true;`,
        });
      });
      return requests;
    }

    if (behaviourToo) test("loads gtag only after Accept all, sends one page view per page, and stops when consent is withdrawn", async ({ page }) => {
      const gtag = await stubGtag(page);
      // Accept all includes media, so /contact loads its booking calendar (from a local stand-in).
      await serveSchedulingWidget(page);
      const thirdParty = recordThirdParty(page);
      await page.goto(lang.home);
      const dialog = banner(page, lang);
      await expect(dialog).toBeVisible();
      await page.waitForLoadState("networkidle");
      await hydrated(page);
      expect(thirdParty).toEqual([]);
      expect(await dataLayer(page)).toBeNull();

      await dialog.getByRole("button", { name: lang.t.banner.acceptAll, exact: true }).click();
      await expect.poll(() => gtag).toEqual([`https://www.googletagmanager.com/gtag/js?id=${gaId}`]);
      await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded)).toBe(true);

      // Consent Mode: denied by default, then granted; automatic page views off; one manual page view.
      const layer = (await dataLayer(page))!;
      const index = (match: (entry: unknown[]) => boolean) => layer.findIndex(match);
      const defaults = index((e) => e[0] === "consent" && e[1] === "default");
      const granted = index((e) => e[0] === "consent" && e[1] === "update" && (e[2] as Record<string, string>).analytics_storage === "granted");
      const config = index((e) => e[0] === "config" && e[1] === gaId);
      expect(layer[defaults]?.[2]).toMatchObject({ analytics_storage: "denied", ad_storage: "denied" });
      expect(layer[config]?.[2]).toMatchObject({ send_page_view: false });
      expect(defaults).toBeGreaterThanOrEqual(0);
      expect(defaults).toBeLessThan(granted);
      expect(await pageViews(page)).toEqual([lang.home]);

      // Every page that follows is a page load of its own: with consent it loads gtag and sends its
      // own page view at once, without asking again.
      const gtagUrl = `https://www.googletagmanager.com/gtag/js?id=${gaId}`;
      let pages = 1;
      await followHeaderLinks(page, lang, async (path) => {
        pages += 1;
        await expect(banner(page, lang)).toBeHidden();
        await expect.poll(() => gtag).toEqual(Array(pages).fill(gtagUrl));
        await expect.poll(() => pageViews(page)).toEqual([path]);
      });

      // Withdraw in Cookie settings: consent is denied, GA cookies are cleared, page views stop.
      await page.getByRole("contentinfo").getByRole("button", { name: lang.ui.footer.cookieSettings }).click();
      const prefs = preferences(page, lang);
      await expect(prefs.getByRole("checkbox", { name: lang.t.preferences.analytics.title })).toBeChecked();
      await prefs.getByRole("button", { name: lang.t.preferences.rejectAll, exact: true }).click();
      await expect(prefs).toBeHidden();
      await expect
        .poll(async () => (await dataLayer(page))!.filter((e) => e[0] === "consent" && e[1] === "update").at(-1)?.[2])
        .toEqual({ analytics_storage: "denied" });
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
      expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], gaId)).toBe(true);

      // The next page loads no gtag and sends no page view.
      await headerLink(page, lang.ai).click();
      await expect(page).toHaveURL(lang.ai);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await hydrated(page);
      await page.waitForLoadState("networkidle");
      expect(await pageViews(page)).toEqual([]);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("_ga");
      expect(thirdParty.filter((url) => !isSchedulingHost(url))).toEqual([gtagUrl, gtagUrl, gtagUrl]);
    });

    if (behaviourToo) test("a returning visitor who accepted gets analytics without the banner", async ({ page }) => {
      const gtag = await stubGtag(page);
      await answerConsent(page, "accept");
      await page.goto(lang.ai);
      await expect.poll(() => gtag).toHaveLength(1);
      await expect.poll(() => pageViews(page)).toEqual([lang.ai]);
      await expect(banner(page, lang)).toBeHidden();
    });

    if (behaviourToo) test("a returning visitor who rejected gets no analytics at all", async ({ page }) => {
      const thirdParty = recordThirdParty(page);
      await answerConsent(page, "reject");
      await page.goto(lang.home);
      await hydrated(page);
      await followHeaderLinks(page, lang, async () => {
        expect(await dataLayer(page)).toBeNull();
      });
      await page.waitForLoadState("networkidle");
      expect(thirdParty).toEqual([]);
      expect(await dataLayer(page)).toBeNull();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).toEqual([consentCookieName]);
    });
  });
}

test.describe("consent banner without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("is not shown: nothing optional can load, so there is nothing to ask", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[data-consent-banner]")).toBeHidden();
  });
});
