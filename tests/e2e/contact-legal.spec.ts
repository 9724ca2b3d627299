import type { Locator, Page } from "@playwright/test";
import { headOffice, site } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { contactSchema } from "../../src/content/schemas/contact";
import { legalLinkPattern, legalSchema, type LegalContent } from "../../src/content/schemas/legal";
import { readTitles } from "../../src/content/registry";
import { messages } from "../../src/i18n/messages";
import { localityLine, telHref } from "../../src/lib/address";
import { answerConsent, storedConsent } from "./consent-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { calendlyScriptUrl, failSchedulingWidget, recordSchedulingRequests, serveSchedulingWidget } from "./scheduling-helpers";
import { testsBehaviour } from "./sample";

/**
 * /contact, /terms and /privacy (SPEC §2 "Contact", "Terms of Service and Privacy Policy", §7, §9) and
 * the accessibility statement (issue 40) in
 * both languages: the offices, the consent-gated scheduling widget (answered from a local stand-in,
 * never the internet), the numbered terms with working contents links, and the privacy policy.
 * Head tags, axe and the no-JavaScript reading of these pages are the crawl's (pages.spec.ts).
 */

const { en: enContact, sv: svContact } = readPage("contact", contactSchema);
const { en: enTerms, sv: svTerms } = readPage("terms", legalSchema);
const { en: enPrivacy, sv: svPrivacy } = readPage("privacy", legalSchema);
const { en: enStatement, sv: svStatement } = readPage("accessibility", legalSchema);
const titles = readTitles();
const languages = [
  {
    lang: "en",
    prefix: "",
    contact: enContact,
    terms: enTerms,
    privacy: enPrivacy,
    statement: enStatement,
    m: messages.en,
    h1: "Ready for Autonomous Supply Chains!",
    // SPEC §9's dates and figures as the language writes them.
    effective: "2 April 2025",
    cap: /\b12 months\b/,
    germany: site.offices[1]!.country.en,
  },
  {
    lang: "sv",
    prefix: "/sv",
    contact: svContact,
    terms: svTerms,
    privacy: svPrivacy,
    statement: svStatement,
    m: messages.sv,
    h1: titles.sv.contact.hero.heading,
    effective: "2 april 2025",
    cap: /\b12\b/,
    germany: site.offices[1]!.country.sv,
  },
] as const;

const scheduling = site.links.scheduling;
const newTab = (l: (typeof languages)[number]) => l.m.newTab;

/** Open a page and use it at once, as a reader does: its content and links need no script. */
async function open(page: Page, path: string) {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

/** The scheduling section, found by its heading. */
const scheduleRegion = (page: Page, l: (typeof languages)[number]) => page.getByRole("region", { name: l.contact.schedule.heading });
const openBookingLinks = (region: Locator, l: (typeof languages)[number]) => region.getByRole("link", { name: new RegExp(`^${l.m.scheduling.openPage}`) });

async function expectNewTabLink(link: Locator, l: (typeof languages)[number]) {
  await expect(link).toHaveAttribute("href", scheduling);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(link).toContainText(newTab(l));
}

/** The widget's iframe is there, at least 320 px wide and 700 px tall (SPEC §9). */
async function expectInlineWidget(region: Locator) {
  const frame = region.locator("iframe");
  // Its script runs after the first paint, and the tests do not wait for the page's scripts first.
  await expect(frame).toHaveCount(1, { timeout: 20_000 });
  await expect(frame).toBeVisible();
  const box = await frame.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(320);
  expect(box?.height).toBeGreaterThanOrEqual(700);
}

/**
 * Chromium logs one "Failed to load resource" console error for the widget script when its host is
 * unreachable. That is the situation under test, so exactly that many such messages are taken off
 * the list the fixture checks; any other console error still fails the test.
 */
function allowFailedScriptLoads(consoleErrors: string[], count: number) {
  const expected = "Failed to load resource: net::ERR_FAILED";
  expect(consoleErrors.filter((message) => message === expected).length, "failed script loads logged").toBe(count);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((message) => message !== expected));
}

for (const l of languages) {
  const behaviourToo = testsBehaviour(l.lang);
  test.describe(`/contact (${l.lang})`, () => {
    test("headings, and the three offices with addresses, tel: and mailto: links", async ({ page }) => {
      await answerConsent(page, "reject");
      await open(page, `${l.prefix}/contact`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.h1);
      const h2s = main.getByRole("heading", { level: 2 });
      await expect(h2s).toHaveText([l.contact.offices.heading, l.contact.schedule.heading, l.contact.next.heading, l.contact.questions.heading]);
      if (l.lang === "en") {
        await expect(h2s.nth(0)).toHaveText("Get in touch with us");
        await expect(h2s.nth(1)).toHaveText("Schedule a Meeting");
      }

      const offices = main.getByRole("region", { name: l.contact.offices.heading });
      const cards = offices.getByRole("listitem");
      // The offices as the company facts hold them (content/company.json, which editors change).
      await expect(cards).toHaveCount(site.offices.length);
      await expect(cards.getByRole("heading", { level: 3 })).toHaveText(site.offices.map((office) => office.city));
      await expect(cards.nth(0)).toContainText(l.contact.offices.items[site.offices[0]!.id]!.label);
      const expected = site.offices.map((office) => ({ street: office.street, locality: localityLine(office), tel: telHref(office.phone), phone: office.phone }));
      for (const [index, office] of expected.entries()) {
        const card = cards.nth(index);
        await expect(card).toContainText(office.street);
        await expect(card).toContainText(office.locality);
        await expect(card).toContainText(site.offices[index]!.country[l.lang]);
        const phone = card.getByRole("link", { name: office.phone.replace(/ /g, "\u00a0") });
        await expect(phone).toHaveAttribute("href", office.tel);
        await expect(card.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      }
      // The hero's first button jumps to the widget.
      await main.getByRole("link", { name: l.contact.hero.schedule }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/contact#schedule$`));
      await expect(scheduleRegion(page, l).getByRole("heading", { level: 2 })).toBeInViewport();
    });

    test("before consent: an explanation, the consent button and a new-tab link, and nothing from the scheduling host", async ({ page }) => {
      await answerConsent(page, "reject");
      const requests = recordSchedulingRequests(page);
      await page.goto(`${l.prefix}/contact`);
      await page.waitForLoadState("networkidle");
      const region = scheduleRegion(page, l);
      await expect(region).toContainText(l.m.consent.media.blocked.replace("{{provider}}", "Calendly"));
      await expect(region.getByRole("button", { name: l.m.consent.media.allow })).toBeVisible();
      await expectNewTabLink(openBookingLinks(region, l), l);
      await expect(region.locator("iframe")).toHaveCount(0);
      // The placeholder already holds the widget's height, so nothing moves when it loads.
      const reserved = await region.getByRole("group", { name: l.m.scheduling.title }).boundingBox();
      expect(reserved?.height).toBeGreaterThanOrEqual(700);
      expect(reserved?.width).toBeGreaterThanOrEqual(320);
      expect(requests).toEqual([]);
      expect(await page.locator(`script[src="${calendlyScriptUrl}"]`).count()).toBe(0);
    });

    if (behaviourToo) test("the consent button loads the widget; the next page has neither its script nor the widget", async ({ page }) => {
      await answerConsent(page, "reject");
      const answered = await serveSchedulingWidget(page);
      await page.goto(`${l.prefix}/contact`);
      const region = scheduleRegion(page, l);
      const allow = region.getByRole("button", { name: l.m.consent.media.allow });
      await allow.click();
      await expectInlineWidget(region);
      // The button is gone, so focus moves to the calendar rather than back to the page.
      await expect(region.getByRole("group", { name: l.m.scheduling.title })).toBeFocused();
      expect(answered).toEqual([calendlyScriptUrl]);
      await expect(page.locator(`script[src="${calendlyScriptUrl}"]`)).toHaveCount(1);
      expect((await storedConsent(page))?.sort()).toEqual(["media", "necessary"]);
      await expect(allow).toHaveCount(0);
      await expectNewTabLink(openBookingLinks(region, l), l);

      // Leaving by a header link opens a new page: consent to media holds, yet a page without the
      // widget neither loads its script nor asks its host for anything.
      const requests = recordSchedulingRequests(page);
      await page.getByRole("banner").locator(`a[href="${l.prefix}/ai"]:visible`).first().click();
      await expect(page).toHaveURL(`${l.prefix}/ai`);
      await hydrated(page);
      await page.waitForLoadState("load");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator(`script[src="${calendlyScriptUrl}"]`)).toHaveCount(0);
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(requests).toEqual([]);
      expect(answered).toEqual([calendlyScriptUrl]);
      expect((await storedConsent(page))?.sort()).toEqual(["media", "necessary"]);
    });

    if (behaviourToo) test("a returning visitor who accepted gets the widget at once, without the consent button", async ({ page }) => {
      await answerConsent(page, "accept");
      const answered = await serveSchedulingWidget(page);
      // From the start, so no scroll reveal is half-way through its fade when axe measures contrast.
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`${l.prefix}/contact`);
      const region = scheduleRegion(page, l);
      await expectInlineWidget(region);
      expect(answered).toEqual([calendlyScriptUrl]);
      await expect(region.getByRole("button", { name: l.m.consent.media.allow })).toHaveCount(0);
      await expect(region.getByText(l.m.scheduling.loading)).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("with the scheduling host unreachable, the page says so and keeps the booking link", async ({ page, consoleErrors }) => {
      await answerConsent(page, "accept");
      await failSchedulingWidget(page);
      await page.goto(`${l.prefix}/contact`);
      const region = scheduleRegion(page, l);
      await expect(region.getByText(l.m.scheduling.failed)).toBeVisible();
      await expect(region.getByText(l.m.scheduling.loading)).toHaveCount(0);
      await expectNewTabLink(openBookingLinks(region, l), l);
      await expect(region.locator("iframe")).toHaveCount(0);
      // The rest of the page still works: the offices are there and a header link navigates.
      await expect(page.getByRole("region", { name: l.contact.offices.heading }).getByRole("listitem")).toHaveCount(3);
      allowFailedScriptLoads(consoleErrors, 1);
    });
  });

  test.describe(`/terms (${l.lang})`, () => {
    test("14 numbered sections, the effective date, the company, the 12-month cap and German law", async ({ page }) => {
      await answerConsent(page, "reject");
      await open(page, `${l.prefix}/terms`);
      const article = page.getByRole("article");
      const headings = article.getByRole("heading", { level: 2 });
      await expect(headings).toHaveCount(14);
      await expect(headings).toHaveText(l.terms.sections.map((section, index) => `${index + 1}. ${section.heading}`));
      await expect(page.locator('time[datetime="2025-04-02"]')).toHaveText(l.effective);
      const party = page.getByRole("region", { name: l.terms.labels.party });
      await expect(party).toContainText(site.name);
      await expect(party).toContainText(headOffice.street);
      await expect(party.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      const liability = article.getByRole("region", { name: `12. ${l.terms.sections[11]!.heading}` });
      await expect(liability).toContainText(l.cap);
      await expect(article.getByRole("region", { name: `14. ${l.terms.sections[13]!.heading}` })).toContainText(l.germany);
      await expect(article.getByRole("region", { name: `5. ${l.terms.sections[4]!.heading}` })).toContainText(l.germany);
    });

    if (behaviourToo) test("every contents link jumps to its section", async ({ page }) => {
      await answerConsent(page, "reject");
      await open(page, `${l.prefix}/terms`);
      const links = page.getByRole("navigation", { name: l.terms.labels.contents }).getByRole("link");
      await expect(links).toHaveCount(14);
      // Backwards, so that every jump moves the page.
      for (const [index, section] of [...l.terms.sections.entries()].reverse()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute("href", `#${section.id}`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/terms#${section.id}$`));
        await expect(page.getByRole("heading", { level: 2, name: `${index + 1}. ${section.heading}` })).toBeInViewport();
      }
    });
  });

  test.describe(`/accessibility (${l.lang})`, () => {
    test("the footer leads to the statement: its standard, checks, limits, how to report a barrier and the date of its review", async ({ page }) => {
      await answerConsent(page, "reject");
      // A plain link: followed as soon as the page is there, without waiting for any island.
      await page.goto(`${l.prefix}/pricing`, { waitUntil: "domcontentloaded" });
      await page.getByRole("contentinfo").getByRole("link", { name: l.m.pageNames.accessibility, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/accessibility`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[l.lang].accessibility.hero.heading);
      const doc: LegalContent = l.statement;
      // When the statement was last reviewed, beside who is responsible for the site.
      await expect(page.locator(`time[datetime="${doc.effective}"]`)).toContainText(doc.effective.slice(0, 4));
      await expect(page.getByRole("region", { name: doc.labels.party }).getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      const article = page.getByRole("article");
      await expect(article.getByRole("heading", { level: 2 })).toHaveText(doc.sections.map((section, index) => `${index + 1}. ${section.heading}`));
      const section = (id: string) => {
        const index = doc.sections.findIndex((entry) => entry.id === id);
        expect(index, `section ${id}`).toBeGreaterThanOrEqual(0);
        return article.getByRole("region", { name: `${index + 1}. ${doc.sections[index]!.heading}` });
      };
      // The standard the site promises (issue 40): WCAG 2.2 at level AA.
      await expect(section("standard")).toContainText(/WCAG\)? 2\.2\b[^.]*\bAA\b/);
      // How that is checked, and what does not work yet, each as a list.
      await expect(section("checks").getByRole("listitem")).not.toHaveCount(0);
      await expect(section("limitations").getByRole("listitem")).not.toHaveCount(0);
      // A barrier is reported by e-mail or through the contact page, in the page's language.
      await expect(section("report").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(section("report").getByRole("link").last()).toHaveAttribute("href", `${l.prefix}/contact`);
    });
  });

  test.describe(`/privacy (${l.lang})`, () => {
    test("effective date, controller, GDPR rights and hosting in Germany", async ({ page }) => {
      await answerConsent(page, "reject");
      await open(page, `${l.prefix}/privacy`);
      await expect(page.locator('time[datetime="2025-04-02"]')).toHaveText(l.effective);
      const article = page.getByRole("article");
      const section = (id: string) => {
        const index = l.privacy.sections.findIndex((entry) => entry.id === id);
        return article.getByRole("region", { name: `${index + 1}. ${l.privacy.sections[index]!.heading}` });
      };
      await expect(section("controller")).toContainText(headOffice.street);
      await expect(section("controller").getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
      // The rights as the policy lists them, each named before its colon.
      const doc: LegalContent = l.privacy;
      const rightNames = doc.sections
        .find((entry) => entry.id === "rights")!
        .blocks.flatMap((block) => (block.type === "ul" ? block.items : []))
        .map((item) => item.split(":")[0]!);
      expect(rightNames.length, "GDPR rights listed").toBeGreaterThan(0);
      const rights = section("rights").getByRole("listitem");
      await expect(rights).toHaveCount(rightNames.length);
      for (const [index, name] of rightNames.entries()) await expect(rights.nth(index)).toContainText(name);
      await expect(section("hosting")).toContainText(l.germany);
      // Analytics, the scheduling widget and videos each show their legal basis (consent).
      const activities = doc.sections.flatMap((entry) => entry.blocks).flatMap((block) => (block.type === "processing" ? block.items : []));
      for (const id of ["analytics", "scheduling", "video"]) {
        const activity = activities.find((item) => item.id === id)!;
        const item = section("processing").getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: activity.title }) });
        await expect(item).toContainText(activity.basis.replace(legalLinkPattern, "$1"));
      }
    });

    if (behaviourToo) test("the cookie settings button opens the consent preferences", async ({ page }) => {
      await answerConsent(page, "reject");
      await open(page, `${l.prefix}/privacy`);
      // The site script handles this button (the consent library loads on its click).
      await hydrated(page);
      const doc: LegalContent = l.privacy;
      const settings = doc.sections.flatMap((entry) => entry.blocks).find((block) => block.type === "cookieSettings");
      const button = page.getByRole("main").getByRole("button", { name: settings?.type === "cookieSettings" ? settings.label : "" });
      await button.click();
      const preferences = page.getByRole("dialog", { name: l.m.consent.preferences.title });
      await expect(preferences).toBeVisible();
      await expect(preferences.getByRole("checkbox", { name: l.m.consent.preferences.media.title })).not.toBeChecked();
    });
  });
}
