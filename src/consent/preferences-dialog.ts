// The consent library's preferences dialog (vanilla-cookieconsent v3) without its stylesheet: the
// chrome's consent client (src/consent/consent-client.ts) inlines the CSS, because Astro links every
// stylesheet a page's scripts can reach, even through a dynamic import, in the page's head.
import * as CookieConsent from "vanilla-cookieconsent";
// The two facts it needs, not the whole company: a JSON file's keys are separate exports, so the rest stays out.
import { email } from "~content/company.json";
import { analyticsId } from "~/config/env";
import { locales, type Locale } from "~/i18n/locales";
// Only the consent texts, not the whole `messages` table: this chunk should not grow with every
// feature's microcopy (it did by the search page's, issue 28).
import { consent as enConsent } from "~/i18n/messages/en/consent";
import { consent as svConsent } from "~/i18n/messages/sv/consent";
import { href } from "~/i18n/pages";
import { consentCookieDays, consentCookieName, consentRevision, type ConsentCategory } from "./cookie";
import { setConsentState } from "./store";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** The library's texts for one language, from our i18n messages (it renders them as HTML). */
export function translation(locale: Locale): CookieConsent.Translation {
  const m = { en: enConsent, sv: svConsent }[locale].consent;
  const privacyLink = `<a href="${href("privacy", locale)}">${escapeHtml(m.banner.privacyLink)}</a>`;
  const table = (rows: { name: string; purpose: string; duration: string }[]): CookieConsent.CookieTable => ({
    caption: escapeHtml(m.table.caption),
    headers: { name: escapeHtml(m.table.name), purpose: escapeHtml(m.table.purpose), duration: escapeHtml(m.table.duration) },
    body: rows.map((row) => ({ name: escapeHtml(row.name), purpose: escapeHtml(row.purpose), duration: escapeHtml(row.duration) })),
  });
  const measurementSuffix = analyticsId.replace(/^G-/, "") || "*";
  return {
    consentModal: {
      label: escapeHtml(m.banner.label),
      title: escapeHtml(m.banner.title),
      description: escapeHtml(m.banner.description),
      acceptAllBtn: escapeHtml(m.banner.acceptAll),
      acceptNecessaryBtn: escapeHtml(m.banner.rejectAll),
      showPreferencesBtn: escapeHtml(m.banner.manage),
      footer: privacyLink,
    },
    preferencesModal: {
      title: escapeHtml(m.preferences.title),
      acceptAllBtn: escapeHtml(m.preferences.acceptAll),
      acceptNecessaryBtn: escapeHtml(m.preferences.rejectAll),
      savePreferencesBtn: escapeHtml(m.preferences.save),
      closeIconLabel: escapeHtml(m.preferences.close),
      serviceCounterLabel: escapeHtml(m.preferences.serviceCounter),
      sections: [
        { title: escapeHtml(m.preferences.intro.title), description: escapeHtml(m.preferences.intro.description) },
        {
          title: escapeHtml(m.preferences.necessary.title),
          description: escapeHtml(m.preferences.necessary.description),
          linkedCategory: "necessary",
          cookieTable: table([
            { name: consentCookieName, ...m.cookies.consent },
            { name: "i18nextLng", ...m.cookies.language },
          ]),
        },
        {
          title: escapeHtml(m.preferences.analytics.title),
          description: escapeHtml(m.preferences.analytics.description),
          linkedCategory: "analytics",
          cookieTable: table([
            { name: "_ga", ...m.cookies.ga },
            { name: `_ga_${measurementSuffix}`, ...m.cookies.gaSession },
          ]),
        },
        {
          title: escapeHtml(m.preferences.media.title),
          description: escapeHtml(m.preferences.media.description),
          linkedCategory: "media",
        },
        {
          title: escapeHtml(m.preferences.more.title),
          description: escapeHtml(m.preferences.more.description)
            .replace("{{privacyPolicy}}", `<a href="${href("privacy", locale)}">${escapeHtml(m.preferences.more.privacyPolicy)}</a>`)
            .replace("{{email}}", `<a href="mailto:${email}">${email}</a>`),
        },
      ],
    },
  };
}

function syncStore(cookie: CookieConsent.CookieValue) {
  setConsentState({ answered: true, categories: cookie.categories as ConsentCategory[] });
}

export function config(locale: Locale): CookieConsent.CookieConsentConfig {
  return {
    mode: "opt-in",
    // Our banner asks the first question; the library never shows its own.
    autoShow: false,
    revision: consentRevision,
    // index.ts skips known crawlers itself; the library's own check would also hide the banner
    // from every automated browser (navigator.webdriver), including our end-to-end tests.
    hideFromBots: false,
    manageScriptTags: false,
    autoClearCookies: true,
    cookie: { name: consentCookieName, expiresAfterDays: consentCookieDays, sameSite: "Lax" },
    guiOptions: {
      consentModal: { layout: "box wide", position: "bottom right", equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: "box", equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      // Withdrawing analytics deletes Google Analytics' cookies (_ga, _ga_<id>).
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: "_gid" }] } },
      media: {},
    },
    language: {
      default: locale,
      translations: Object.fromEntries(locales.map((code) => [code, () => translation(code)])),
    },
    onConsent: ({ cookie }) => syncStore(cookie),
    onChange: ({ cookie }) => syncStore(cookie),
  };
}

let running: Promise<void> | undefined;
let language: Locale | undefined;

/** Run the library once (it reads a stored answer and shows nothing by itself); later calls follow the page language. */
export function start(locale: Locale): Promise<void> {
  if (!running) {
    language = locale;
    running = CookieConsent.run(config(locale));
    return running;
  }
  return running.then(async () => {
    if (language === locale) return;
    language = locale;
    await CookieConsent.setLanguage(locale, true);
  });
}

/** Open the preferences dialog (footer "Cookie settings"). */
export async function showPreferences(locale: Locale): Promise<void> {
  await start(locale);
  CookieConsent.showPreferences();
}

/** Add one category to what the visitor already accepted (an embed's "Allow and load" button). */
export async function accept(category: ConsentCategory, locale: Locale): Promise<void> {
  await start(locale);
  const accepted = CookieConsent.validConsent() ? CookieConsent.getUserPreferences().acceptedCategories : ["necessary"];
  CookieConsent.acceptCategory([...new Set([...accepted, category])]);
}
