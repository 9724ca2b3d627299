import { consentCookieName } from "../../src/consent/cookie";
import { common as enCommon } from "../../src/i18n/messages/en/common";
import { consent as enConsent } from "../../src/i18n/messages/en/consent";
import { common as svCommon } from "../../src/i18n/messages/sv/common";
import { consent as svConsent } from "../../src/i18n/messages/sv/consent";
import type { Tab } from "./browsers";
import { answerConsent, byText, expect, focusedName, open, test, until } from "./fixtures";
import type { SiteProxy } from "./site-proxy";
import { readTitles } from "../../src/content/registry";

const { en: enPages, sv: svPages } = readTitles();

/**
 * The shared layout's widgets in Firefox and WebKit (issue 25), used as a visitor uses them: the
 * mobile menu at 390 px (SPEC §2 "Header and menu", §4), the language switcher at 1440 px and in the
 * menu, and the consent banner with its preferences dialog on a first visit. The Chromium tests of
 * the same widgets are tests/e2e/layout.spec.ts and tests/e2e/consent.spec.ts; copy comes from the
 * message files, as there.
 */

const languages = [
  { code: "en", base: "", home: "/", ui: enCommon, consent: enConsent.consent, pages: enPages },
  { code: "sv", base: "/sv", home: "/sv", ui: svCommon, consent: svConsent.consent, pages: svPages },
] as const;
type Language = (typeof languages)[number];
const otherThan = (lang: Language) => languages.find((candidate) => candidate !== lang)!;

/** What a visitor can tell about the page they are on. */
function where(tab: Tab) {
  return tab.evaluate(() => ({
    path: location.pathname,
    lang: document.documentElement.lang,
    h1: document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
    stored: localStorage.getItem("i18nextLng"),
  }));
}

/** Waits until the page at `path` in `lang` is the one shown (client-side navigations included). */
async function arrivedAt(tab: Tab, path: string, lang: string, heading: string) {
  const shown = until(
    tab,
    `${path} in ${lang} with its heading`,
    (wantedPath, wantedLang, wantedHeading) =>
      location.pathname === wantedPath &&
      document.documentElement.lang === wantedLang &&
      document.querySelector("h1")?.textContent?.replace(/\s+/g, " ").trim() === wantedHeading,
    path,
    lang,
    heading,
  );
  await shown.catch(async (error: Error) => {
    throw new Error(`${error.message}; the page shown: ${JSON.stringify(await where(tab))}`);
  });
}

// ---------------------------------------------------------------------------------------------------
// Mobile menu

/** The phone viewport, checked. */
async function phoneViewport(tab: Tab) {
  await tab.setViewport(390, 844);
  await until(tab, "a 390 px wide viewport", () => innerWidth === 390);
}

/**
 * The menu as the visitor meets it: the toggle's state, the dialog the toggle controls (shown or
 * not, its title, whether Back is offered), where focus is, and the panel and overlay geometry.
 */
function menuState(tab: Tab, toggle: string, back: string) {
  return tab.evaluate(
    (toggleSelector, backName) => {
      const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const button = document.querySelector(toggleSelector);
      const controls = button?.getAttribute("aria-controls");
      const dialog = controls ? (document.getElementById(controls) as HTMLDialogElement | null) : null;
      const titleId = dialog?.getAttribute("aria-labelledby");
      const rect = dialog?.getBoundingClientRect();
      return {
        expanded: button?.getAttribute("aria-expanded") ?? null,
        open: Boolean(dialog?.open),
        shown: Boolean(dialog && visible(dialog)),
        title: (titleId && document.getElementById(titleId)?.textContent?.trim()) || "",
        back: Boolean(dialog && [...dialog.querySelectorAll("button")].some((candidate) => candidate.textContent?.trim() === backName && visible(candidate))),
        focusInside: Boolean(dialog && dialog.contains(document.activeElement)),
        toggleFocused: Boolean(button && document.activeElement === button),
        // The panel slides in from the right; the strip to its left is the overlay over the page.
        panelLeft: rect ? Math.round(rect.left) : null,
        panelRight: rect ? Math.round(rect.right) : null,
        pageWidth: document.documentElement.clientWidth,
        overlayIsMenu: Boolean(dialog) && document.elementFromPoint(10, innerHeight / 2) === dialog,
        // How much the overlay dims the page: the alpha of the backdrop's colour.
        overlayOpacity: dialog?.open ? Number((getComputedStyle(dialog, "::backdrop").backgroundColor.match(/[\d.]+/g) ?? [0, 0, 0, 0])[3] ?? 1) : 0,
      };
    },
    toggle,
    back,
  );
}

/** The visible links in the open menu, by their text, with their targets. */
function menuLinks(tab: Tab) {
  return tab.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLAnchorElement>("dialog[open] a")]
        .filter((link) => link.checkVisibility())
        .map((link) => [(link.getAttribute("aria-label") || link.textContent || "").replace(/\s+/g, " ").trim(), link.getAttribute("href")]),
    ),
  );
}

/** Waits until the open menu's title (the heading that names the dialog) reads `title`. */
async function titled(tab: Tab, title: string) {
  await until(
    tab,
    `the menu titled "${title}"`,
    (wanted) => {
      const dialog = document.querySelector("dialog[open]");
      return document.getElementById(dialog?.getAttribute("aria-labelledby") ?? "")?.textContent?.trim() === wanted;
    },
    title,
  );
}

/** A pointer click on the overlay, left of the panel, where the page shows through dimmed. */
async function clickOverlay(tab: Tab) {
  await tab.clickAt(10, await tab.evaluate(() => innerHeight / 2));
}

for (const lang of languages) {
  const other = otherThan(lang);
  const t = lang.ui;
  const start = lang.code === "en" ? "/ai" : "/sv/go";
  const startPage = lang.code === "en" ? "ai" : "go";
  const landing = lang.code === "en" ? "/sv/ai" : "/go";

  test(`mobile menu at 390 px (${lang.code}): opens over an overlay, Back walks the levels with the title, focus stays inside; Escape, the overlay and the language link close it`, async ({ tab, site }) => {
    await answerConsent(tab, site, []);
    await phoneViewport(tab);
    await open(tab, site, start);
    const toggle = await byText(tab, "header button", t.menu.open);
    const state = () => menuState(tab, toggle, t.menu.back);
    expect(await tab.evaluate((selector) => document.querySelector(selector)!.checkVisibility(), toggle), "the menu button is shown at 390 px").toBe(true);
    expect(await state()).toMatchObject({ expanded: "false", open: false, shown: false });

    // Open: the panel on the right, the overlay to its left, the title, focus inside, the toggle expanded.
    await tab.click(toggle);
    await until(tab, "the menu shown with focus inside", (selector) => {
      const dialog = document.getElementById(document.querySelector(selector)?.getAttribute("aria-controls") ?? "");
      return Boolean(dialog?.checkVisibility() && dialog.contains(document.activeElement));
    }, toggle);
    const opened = await state();
    expect(opened).toMatchObject({ expanded: "true", open: true, shown: true, title: t.menu.title, back: false, focusInside: true, overlayIsMenu: true });
    expect(opened.panelLeft, "the overlay strip left of the panel").toBeGreaterThan(20);
    expect(opened.overlayOpacity, "the overlay dims the page").toBeGreaterThan(0.2);
    expect(opened.panelRight, "the panel reaches the right edge").toBeGreaterThanOrEqual(opened.pageWidth - 1);
    const links = await menuLinks(tab);
    expect(links[t.nav.contact], "the menu's Contact link").toBe(`${lang.base}/contact`);
    expect(links[t.header.login]).toBe(`${lang.base}/login`);
    expect(links[t.language.switchToLong], "the language link in the menu").toBe(landing);

    // The keyboard stays in the menu, both ways round.
    for (const key of ["Tab", "Shift+Tab"] as const) {
      for (let i = 1; i <= 10; i++) {
        await tab.press(key);
        expect((await state()).focusInside, `focus inside the menu after ${i} x ${key}`).toBe(true);
      }
    }

    // "More pages" -> a group -> Back clears the group -> Back clears the submenu (SPEC §4).
    await tab.click(await byText(tab, "dialog[open] button", t.menu.more));
    await titled(tab, t.menu.more);
    expect(await state()).toMatchObject({ title: t.menu.more, back: true, shown: true });
    await tab.click(await byText(tab, "dialog[open] button", t.menu.company));
    await titled(tab, t.menu.company);
    expect((await menuLinks(tab))[t.pageNames.about], "the About link in the Company group").toBe(`${lang.base}/about`);

    const back = await byText(tab, "dialog[open] button", t.menu.back);
    await tab.click(back);
    await titled(tab, t.menu.more);
    expect(await state()).toMatchObject({ title: t.menu.more, back: true });
    expect((await menuLinks(tab))[t.pageNames.about], "the group's links are gone").toBeUndefined();
    await tab.click(back);
    await titled(tab, t.menu.title);
    expect(await state()).toMatchObject({ title: t.menu.title, back: false, shown: true });
    expect((await menuLinks(tab))[t.nav.contact], "back at the top level").toBe(`${lang.base}/contact`);

    // Escape closes it; focus returns to the menu button.
    await tab.press("Escape");
    await until(tab, "the menu closed by Escape", (selector) => document.querySelector(selector)?.getAttribute("aria-expanded") === "false", toggle);
    expect(await state()).toMatchObject({ expanded: "false", open: false, shown: false, toggleFocused: true });
    expect(await focusedName(tab)).toBe(t.menu.open);

    // A click on the overlay closes it and stays on the page.
    await tab.click(toggle);
    await until(tab, "the menu open again", (selector) => document.querySelector(selector)?.getAttribute("aria-expanded") === "true", toggle);
    expect(await state()).toMatchObject({ shown: true, title: t.menu.title, overlayIsMenu: true });
    await clickOverlay(tab);
    await until(tab, "the menu closed by the overlay", (selector) => document.querySelector(selector)?.getAttribute("aria-expanded") === "false", toggle);
    expect(await state()).toMatchObject({ open: false, shown: false, toggleFocused: true });
    expect((await where(tab)).path).toBe(start);

    // The language link in the menu: the same page in the other language, the menu closed.
    await tab.click(toggle);
    await until(tab, "the menu open for the language link", (selector) => document.querySelector(selector)?.getAttribute("aria-expanded") === "true", toggle);
    await tab.click(await byText(tab, "dialog[open] a", t.language.switchToLong));
    await arrivedAt(tab, landing, other.code, other.pages[startPage].hero.heading);
    const after = await menuState(tab, await byText(tab, "header button", other.ui.menu.open), other.ui.menu.back);
    expect(after).toMatchObject({ expanded: "false", open: false, shown: false });
    expect((await where(tab)).stored).toBe(other.code);
  });
}

// ---------------------------------------------------------------------------------------------------
// Language switcher in the header

test("language switcher at 1440 px: the same page in Swedish, and back in English", async ({ tab, site }) => {
  await answerConsent(tab, site, []);
  await open(tab, site, "/pricing");
  const [en, sv] = languages;
  await tab.click(await byText(tab, "header a", en.ui.language.switchToLong));
  await arrivedAt(tab, "/sv/pricing", "sv", sv.pages.pricing.hero.heading);
  expect(await where(tab)).toMatchObject({ path: "/sv/pricing", lang: "sv", stored: "sv" });

  await tab.click(await byText(tab, "header a", sv.ui.language.switchToLong));
  await arrivedAt(tab, "/pricing", "en", en.pages.pricing.hero.heading);
  expect(await where(tab)).toMatchObject({ path: "/pricing", lang: "en", stored: "en" });
});

// ---------------------------------------------------------------------------------------------------
// Consent banner and preferences

/**
 * The consent UI as the visitor meets it: the banner and the preferences dialog (found by their
 * accessible names), what has focus, each category switch in the preferences (by its label), and
 * the categories stored in the consent cookie.
 */
function consentState(tab: Tab, lang: Language) {
  return tab.evaluate(
    (bannerLabel, preferencesTitle, cookieName) => {
      const visible = (element: Element) => element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const nameOf = (element: Element) => {
        const labelledBy = element.getAttribute("aria-labelledby");
        return (element.getAttribute("aria-label") || (labelledBy && document.getElementById(labelledBy)?.textContent) || "").trim();
      };
      const dialogs = [...document.querySelectorAll("[role=dialog]")];
      const banner = dialogs.find((dialog) => nameOf(dialog) === bannerLabel && visible(dialog));
      const preferences = dialogs.find((dialog) => nameOf(dialog) === preferencesTitle);
      const shownPreferences = preferences && visible(preferences) ? preferences : undefined;
      const match = new RegExp(`(?:^|;\\s*)${cookieName}=([^;]+)`).exec(document.cookie);
      const active = document.activeElement;
      return {
        banner: Boolean(banner),
        preferences: Boolean(shownPreferences),
        focusInBanner: Boolean(banner?.contains(active)),
        focusInPreferences: Boolean(shownPreferences?.contains(active)),
        focusOnMain: active?.tagName === "MAIN",
        switches: Object.fromEntries(
          [...(shownPreferences?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])].map((input) => [
            (input.closest("label")?.textContent ?? "").trim(),
            { checked: input.checked, disabled: input.disabled },
          ]),
        ),
        stored: match ? ((JSON.parse(decodeURIComponent(match[1]!)) as { categories: string[] }).categories ?? []).sort() : null,
      };
    },
    lang.consent.banner.label,
    lang.consent.preferences.title,
    consentCookieName,
  );
}

const bannerScope = (lang: Language) => `[role=dialog][aria-label="${lang.consent.banner.label}"]`;

/** Waits until the consent UI is in the given state (banner and preferences shown or not). */
async function consentUntil(tab: Tab, lang: Language, message: string, banner: boolean, preferences: boolean) {
  const settled = until(
    tab,
    message,
    (bannerLabel, preferencesTitle, wantBanner, wantPreferences) => {
      const nameOf = (element: Element) => {
        const labelledBy = element.getAttribute("aria-labelledby");
        return (element.getAttribute("aria-label") || (labelledBy && document.getElementById(labelledBy)?.textContent) || "").trim();
      };
      const shown = (name: string) =>
        [...document.querySelectorAll("[role=dialog]")].some((dialog) => nameOf(dialog) === name && dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true }));
      // Open: faded and slid in to rest, with focus moved inside (the library does that once it
      // shows them), so that a click lands where the visitor sees the control. Closed: faded out.
      const preferencesSettled = wantPreferences
        ? [...document.querySelectorAll("[role=dialog]")].some(
            (dialog) =>
              nameOf(dialog) === preferencesTitle &&
              dialog.contains(document.activeElement) &&
              getComputedStyle(dialog).opacity === "1" &&
              dialog.getAnimations().length === 0,
          )
        : !shown(preferencesTitle);
      return shown(bannerLabel) === wantBanner && preferencesSettled;
    },
    lang.consent.banner.label,
    lang.consent.preferences.title,
    banner,
    preferences,
  );
  await settled.catch(async (error: Error) => {
    const style = await tab.evaluate(() => {
      const dialog = document.querySelector("[role=dialog][aria-modal=true]");
      const computed = dialog && getComputedStyle(dialog);
      return { preferences: computed ? `opacity ${computed.opacity}, visibility ${computed.visibility}` : "none", html: document.documentElement.className, focused: document.activeElement?.outerHTML.slice(0, 120) };
    });
    throw new Error(`${error.message}; consent UI: ${JSON.stringify(await consentState(tab, lang))}; ${JSON.stringify(style)}`);
  });
}

/** Deletes the stored answer and loads the page again: a first visit once more, in the same tab. */
async function forgetAnswer(tab: Tab, site: SiteProxy, path: string) {
  await tab.evaluate((name) => {
    document.cookie = `${name}=; path=/; max-age=0`;
  }, consentCookieName);
  await open(tab, site, path);
}

/** Waits until the category switch labelled `title` in the preferences is on. */
async function switchedOn(tab: Tab, title: string) {
  await until(
    tab,
    `the "${title}" switch on`,
    (label) =>
      [...document.querySelectorAll<HTMLInputElement>("[role=dialog] label input[type=checkbox]")].some(
        (input) => input.closest("label")?.textContent?.trim() === label && input.checked,
      ),
    title,
  );
}

for (const lang of languages) {
  const c = lang.consent;
  const pref = c.preferences;

  test(`consent banner on a first visit (${lang.code}): keyboard and Reject all, Cookie settings in the footer, Accept all, Manage preferences`, async ({ tab, site }) => {
    await open(tab, site, lang.home);
    expect(await consentState(tab, lang)).toMatchObject({ banner: true, preferences: false, stored: null });

    // The banner comes first for the keyboard: its privacy link, Accept all, Reject all.
    await tab.press("Tab");
    expect(await focusedName(tab)).toBe(c.banner.privacyLink);
    await tab.press("Tab");
    expect(await focusedName(tab)).toBe(c.banner.acceptAll);
    await tab.press("Tab");
    expect(await focusedName(tab)).toBe(c.banner.rejectAll);
    expect((await consentState(tab, lang)).focusInBanner).toBe(true);
    await tab.press("Enter");
    await consentUntil(tab, lang, "the banner gone after Reject all", false, false);
    // Focus is not lost with the banner: it moves to the page's main content.
    expect(await consentState(tab, lang)).toMatchObject({ banner: false, stored: ["necessary"], focusOnMain: true });

    // Cookie settings in the footer: the preferences with the stored answer; Escape closes them.
    const settings = await byText(tab, "footer button", lang.ui.footer.cookieSettings);
    await tab.click(settings);
    await consentUntil(tab, lang, "the preferences open from the footer", false, true);
    expect((await consentState(tab, lang)).switches).toEqual({
      [pref.necessary.title]: { checked: true, disabled: true },
      [pref.analytics.title]: { checked: false, disabled: false },
      [pref.media.title]: { checked: false, disabled: false },
    });
    await tab.press("Escape");
    await consentUntil(tab, lang, "the preferences closed by Escape", false, false);
    expect(await focusedName(tab), "focus back on Cookie settings after Escape").toBe(lang.ui.footer.cookieSettings);

    // Again: switch the booking calendar and videos on, and save.
    await tab.click(settings);
    await consentUntil(tab, lang, "the preferences open again", false, true);
    await tab.click(await byText(tab, "[role=dialog] label", pref.media.title));
    await switchedOn(tab, pref.media.title);
    await tab.click(await byText(tab, "[role=dialog] button", pref.save));
    await consentUntil(tab, lang, "the preferences closed by Save", false, false);
    expect((await consentState(tab, lang)).stored).toEqual(["media", "necessary"]);
    expect(await focusedName(tab), "focus back on Cookie settings after Save").toBe(lang.ui.footer.cookieSettings);

    // A first visit again: Accept all stores every category.
    await forgetAnswer(tab, site, lang.home);
    expect(await consentState(tab, lang)).toMatchObject({ banner: true, stored: null });
    await tab.click(await byText(tab, `${bannerScope(lang)} button`, c.banner.acceptAll));
    await consentUntil(tab, lang, "the banner gone after Accept all", false, false);
    expect((await consentState(tab, lang)).stored).toEqual(["analytics", "media", "necessary"]);

    // And once more: Manage preferences in the banner opens the dialog, which picks one category.
    await forgetAnswer(tab, site, lang.home);
    expect(await consentState(tab, lang)).toMatchObject({ banner: true, stored: null });
    await tab.click(await byText(tab, `${bannerScope(lang)} button`, c.banner.manage));
    await consentUntil(tab, lang, "the preferences open from the banner", true, true);
    const opened = await consentState(tab, lang);
    expect(opened.focusInPreferences, "focus moves into the preferences").toBe(true);
    expect(opened.switches[pref.analytics.title]).toEqual({ checked: false, disabled: false });
    await tab.click(await byText(tab, "[role=dialog] label", pref.analytics.title));
    await switchedOn(tab, pref.analytics.title);
    await tab.click(await byText(tab, "[role=dialog] button", pref.save));
    await consentUntil(tab, lang, "the preferences and the banner gone after Save", false, false);
    expect((await consentState(tab, lang)).stored).toEqual(["analytics", "necessary"]);
  });
}
