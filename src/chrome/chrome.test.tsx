import { renderToStaticMarkup } from "react-dom/server";
import type { ComponentType } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { consentCookieName, consentCookieString, readStoredConsent } from "~/consent/cookie";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { standInForDialogs } from "../../tests/setup/dialog";

// Rendered as Astro renders them: links are anchors, the location is the page (astro.config.ts's alias).

// The library's module is faked: these tests are about the chrome, not vanilla-cookieconsent.
vi.mock("../consent/consent-client", () => ({ start: vi.fn(async () => {}), showPreferences: vi.fn(async () => {}), accept: vi.fn(async () => {}) }));

/**
 * The static markup of a chrome component, as Astro prerenders it, put into the test document. The
 * providers come from the same module registry as the component (the consent tests reset it).
 */
async function prerender(Component: ComponentType, locale: Locale = "en", pathname = locale === "en" ? "/ai" : `/${locale}/ai`) {
  const { PageLocationProvider } = await import("~/lib/page-location");
  const { TranslationProvider } = await import("~/i18n/translate");
  document.body.innerHTML = renderToStaticMarkup(
    <PageLocationProvider pathname={pathname}>
      <TranslationProvider locale={locale} messages={messages[locale]}>
        <Component />
      </TranslationProvider>
    </PageLocationProvider>,
  );
  // The layout's <main>, which takes focus from a banner that leaves.
  document.body.insertAdjacentHTML("beforeend", '<main id="main" tabindex="-1"></main>');
}

const click = (element: Element | null | undefined) => {
  if (!element) throw new Error("nothing to click");
  (element as HTMLElement).click();
};
const byText = (selector: string, text: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim() === text && !element.closest("[hidden]"));

beforeEach(() => {
  standInForDialogs();
});

afterEach(() => {
  document.body.innerHTML = "";
  document.cookie = `${consentCookieName}=; max-age=0; path=/`;
  vi.useRealTimers();
});

describe("mobile menu (menu.ts over site-header.tsx)", () => {
  async function setUp(locale: Locale = "en") {
    const { SiteHeader } = await import("./site-header");
    await prerender(SiteHeader, locale);
    const { setUpMenu } = await import("./menu");
    setUpMenu();
    const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]")!;
    const title = () => document.getElementById("mobile-menu-title")?.textContent;
    const dialog = () => document.querySelector<HTMLDialogElement>("dialog#mobile-menu");
    return { toggle, title, dialog, t: messages[locale] };
  }

  it("keeps the closed menu out of the page and opens it as a dialog at the top level", async () => {
    const { toggle, title, dialog, t } = await setUp();
    expect(dialog()).toBeNull();
    expect(document.querySelector("template[data-menu-template]")).not.toBeNull();
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).not.toHaveAttribute("aria-controls");

    click(toggle);
    expect(dialog()).toHaveAttribute("open");
    expect(dialog()!.closest("header")).not.toBeNull();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAttribute("aria-controls", "mobile-menu");
    expect(title()).toBe(t.menu.title);
    expect(byText("dialog button", t.menu.back)).toBeUndefined();
    expect(dialog()!.querySelector('a[aria-current="page"]')?.getAttribute("href")).toBe("/ai");
  });

  it("copies the header's theme choices into the menu as a group of its own, keeping the choice made", async () => {
    const { toggle, dialog, t } = await setUp();
    expect(document.querySelectorAll("input[data-theme-choice]")).toHaveLength(3);
    document.querySelector<HTMLInputElement>('#theme-menu input[value="dark"]')!.checked = true;
    click(toggle);
    const copy = [...dialog()!.querySelectorAll<HTMLInputElement>("input[data-theme-choice]")];
    expect(copy.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([
      ["theme-menu", "light", false],
      ["theme-menu", "dark", true],
      ["theme-menu", "system", false],
    ]);
    expect(dialog()!.querySelector("legend")).toHaveTextContent(t.theme.label);
    // Two groups: checking one in the menu leaves the header's as it was until the head script marks it.
    copy[0]!.checked = true;
    expect(document.querySelector<HTMLInputElement>('#theme-menu input[value="dark"]')!.checked).toBe(true);
  });

  it("walks More pages -> a group, and Back clears the group first, then the submenu, keeping focus in the menu", async () => {
    const { toggle, title, dialog, t } = await setUp("sv");
    click(toggle);
    click(byText("dialog button", t.menu.more));
    expect(title()).toBe(t.menu.more);
    expect(byText("dialog button", t.menu.back)).toBeDefined();
    expect(document.activeElement?.textContent).toBe(t.footer.primaryTitle); // the first group

    click(byText("dialog button", t.menu.company));
    expect(title()).toBe(t.menu.company);
    expect(byText("dialog a", t.pageNames.about)?.getAttribute("href")).toBe("/sv/about");
    expect(byText("dialog button", t.menu.more)).toBeUndefined();

    click(byText("dialog button", t.menu.back));
    expect(title()).toBe(t.menu.more);
    expect(byText("dialog a", t.pageNames.about)).toBeUndefined();
    expect(document.activeElement?.textContent).toBe(t.menu.company);

    click(byText("dialog button", t.menu.back));
    expect(title()).toBe(t.menu.title);
    expect(byText("dialog button", t.menu.back)).toBeUndefined();
    expect(document.activeElement?.textContent).toBe(t.menu.more);
    expect(dialog()).toHaveAttribute("open");
  });

  it("closes from the close control, the overlay and any link; every way out resets the levels and returns focus", async () => {
    const { toggle, title, dialog, t } = await setUp();
    const ways: [string, () => void][] = [
      ["close control", () => click(dialog()!.querySelector("[data-menu-close]"))],
      ["overlay", () => dialog()!.dispatchEvent(new MouseEvent("click", { bubbles: true }))],
      ["group link", () => click(byText("dialog a", t.pageNames.faq))],
      ["language link", () => click(dialog()!.querySelector("a[hreflang]"))],
      ["Escape (the browser closes the dialog)", () => dialog()!.close()],
    ];
    for (const [way, leave] of ways) {
      click(toggle);
      click(byText("dialog button", t.menu.more));
      click(byText("dialog button", t.menu.resources));
      leave();
      expect(dialog(), way).not.toHaveAttribute("open");
      expect(toggle, way).toHaveAttribute("aria-expanded", "false");
      expect(document.activeElement, way).toBe(toggle);
      click(toggle);
      expect(title(), way).toBe(t.menu.title);
      click(dialog()!.querySelector("[data-menu-close]"));
    }
  });

  it("keeps the menu open for a click inside the panel that is no control", async () => {
    const { toggle, title, dialog } = await setUp();
    click(toggle);
    click(document.getElementById("mobile-menu-title"));
    expect(dialog()).toHaveAttribute("open");
    expect(title()).toBe(messages.en.menu.title);
  });
});

describe("language links (language.ts and the head script's listener over the header's switcher)", () => {
  // The inline head script's listener, as on every page (src/layouts/Base.astro): it remembers the choice.
  beforeAll(async () => {
    const { rememberLanguage, rememberSwitcherChoices } = await import("~/i18n/detect");
    rememberSwitcherChoices(document, ["en", "sv"], rememberLanguage);
  });
  // jsdom cannot navigate: a followed link would only log "not implemented".
  const stopNavigation = (event: Event) => event.preventDefault();
  beforeEach(() => window.addEventListener("click", stopNavigation));
  afterEach(() => {
    window.removeEventListener("click", stopNavigation);
    window.history.replaceState(null, "", "/");
    window.localStorage.clear();
  });

  it("keeps the query without a leftover ?lng= and the hash, and remembers the choice on click", async () => {
    window.history.replaceState(null, "", "/sv/pricing?lng=sv&ref=mail#plans");
    const { SiteHeader } = await import("./site-header");
    await prerender(SiteHeader, "sv", "/sv/pricing");
    const link = document.querySelector<HTMLAnchorElement>("header a[hreflang]")!;
    expect(link.getAttribute("href")).toBe("/pricing"); // as prerendered
    const { setUpLanguageLinks } = await import("./language");
    setUpLanguageLinks();
    expect(link.getAttribute("href")).toBe("/pricing?ref=mail#plans");

    window.history.replaceState(null, "", "/sv/pricing#faq");
    click(link);
    expect(link.getAttribute("href")).toBe("/pricing#faq");
    expect(window.localStorage.getItem("i18nextLng")).toBe("en");
  });

  it("leaves a not-found page's link to the other language's home page as it is", async () => {
    window.history.replaceState(null, "", "/no-such-page?ref=mail");
    document.body.innerHTML = '<a href="/sv" hreflang="sv" lang="sv">Svenska</a>';
    const { setUpLanguageLinks } = await import("./language");
    setUpLanguageLinks();
    click(document.querySelector("a"));
    expect(document.querySelector("a")!.getAttribute("href")).toBe("/sv");
    expect(window.localStorage.getItem("i18nextLng")).toBe("sv");
  });
});

describe("consent (consent.ts over consent-banner.tsx)", () => {
  let stop = () => {};
  // Consent state lives in modules (the store, the page's language): a fresh copy per test.
  beforeEach(() => vi.resetModules());
  afterEach(() => stop());
  async function setUp(locale: Locale = "en") {
    const { ConsentBanner } = await import("../consent/consent-banner");
    await prerender(ConsentBanner, locale);
    document.body.insertAdjacentHTML("beforeend", '<footer><button type="button" data-cookie-settings="">Cookie settings</button></footer>');
    const { setUpConsent } = await import("../consent/consent");
    stop = setUpConsent(locale);
    const client = await import("../consent/consent-client");
    const store = await import("~/consent/store");
    const banner = () => document.querySelector("[data-consent-banner]");
    return { client, store, banner, t: messages[locale].consent.banner };
  }

  it("stores Accept all in the library's cookie, removes the banner and hands keyboard focus to the page", async () => {
    const { banner, store, client, t } = await setUp("sv");
    expect(banner()).toHaveAttribute("aria-label", t.label);
    const accept = byText("[data-consent-banner] button", t.acceptAll)!;
    accept.focus();
    click(accept);
    expect(banner()).toBeNull();
    expect(document.activeElement?.id).toBe("main");
    expect(store.hasConsent("analytics")).toBe(true);
    expect(readStoredConsent(document.cookie)?.categories.sort()).toEqual(["analytics", "media", "necessary"]);
    expect(JSON.parse(decodeURIComponent(/orkestra_consent=([^;]+)/.exec(document.cookie)![1]!)).languageCode).toBe("sv");
    expect(client.start).not.toHaveBeenCalled();
  });

  it("stores Reject all as necessary only; focus stays where it was when it was not in the banner", async () => {
    const { banner, store, t } = await setUp();
    click(byText("[data-consent-banner] button", t.rejectAll));
    expect(banner()).toBeNull();
    expect(document.activeElement?.id).not.toBe("main");
    expect(store.hasConsent("analytics")).toBe(false);
    expect(readStoredConsent(document.cookie)?.categories).toEqual(["necessary"]);
  });

  it("reads a stored answer on load and removes the banner", async () => {
    document.cookie = consentCookieString(["media"]);
    const { banner, store } = await setUp();
    expect(banner()).toBeNull();
    expect(store.hasConsent("media")).toBe(true);
  });

  it("opens the library's preferences from Manage preferences and every Cookie settings button, in the page language", async () => {
    const { client, t } = await setUp("sv");
    click(byText("[data-consent-banner] button", t.manage));
    click(document.querySelector("footer [data-cookie-settings]"));
    await vi.waitFor(() => expect(client.showPreferences).toHaveBeenCalledTimes(2));
    expect(client.showPreferences).toHaveBeenCalledWith("sv");
  });

  it("removes the banner when the preferences dialog stores an answer", async () => {
    const { banner, store } = await setUp();
    store.setConsentState({ answered: true, categories: ["necessary", "analytics"] });
    expect(banner()).toBeNull();
  });
});
