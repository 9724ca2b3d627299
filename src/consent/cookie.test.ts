// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { consentCookieName, consentCookieString, consentRevision, markConsentAnswered, readStoredConsent } from "./cookie";

/** The `name=value` part of a cookie assignment, as `document.cookie` would return it. */
const header = (assignment: string) => assignment.split(";")[0]!;

const value = (fields: Record<string, unknown>) =>
  `${consentCookieName}=${encodeURIComponent(
    JSON.stringify({
      categories: ["necessary", "analytics"],
      revision: consentRevision,
      consentId: "5f0c2b1e-1d2c-4e6a-9a51-3c1b7d0e9f21",
      consentTimestamp: "2026-11-01T10:00:00.000Z",
      lastConsentTimestamp: "2026-11-01T10:00:00.000Z",
      ...fields,
    }),
  )}`;

describe("readStoredConsent", () => {
  it("reads the categories of a valid answer among other cookies", () => {
    expect(readStoredConsent(`i18next=sv; ${value({})}; _other=1`)).toEqual({ categories: ["necessary", "analytics"] });
  });

  it("treats a visitor without the cookie as not having answered", () => {
    expect(readStoredConsent("")).toBeNull();
    expect(readStoredConsent("i18next=en")).toBeNull();
  });

  it("asks again when the revision changed or the answer is incomplete, like the library does", () => {
    expect(readStoredConsent(value({ revision: consentRevision + 1 }))).toBeNull();
    expect(readStoredConsent(value({ consentId: "" }))).toBeNull();
    expect(readStoredConsent(value({ lastConsentTimestamp: undefined }))).toBeNull();
    expect(readStoredConsent(value({ categories: "analytics" }))).toBeNull();
  });

  it("survives a corrupt cookie and ignores unknown categories", () => {
    expect(readStoredConsent(`${consentCookieName}=%7Bnot-json`)).toBeNull();
    expect(readStoredConsent(value({ categories: ["necessary", "ads"] }))).toEqual({ categories: ["necessary"] });
  });
});

describe("consentCookieString", () => {
  it("writes an answer that reads back, always with the necessary category", () => {
    expect(readStoredConsent(header(consentCookieString([])))).toEqual({ categories: ["necessary"] });
    expect(readStoredConsent(header(consentCookieString(["analytics", "media"])))).toEqual({ categories: ["necessary", "analytics", "media"] });
  });

  it("sets a site-wide cookie for about six months", () => {
    expect(consentCookieString([])).toMatch(/; path=\/; max-age=15724800; SameSite=Lax$/);
  });
});

describe("markConsentAnswered (inline before the first paint)", () => {
  const html = () => document.documentElement;
  const run = (cookie: string, userAgent = "Mozilla/5.0 Chrome/156") => {
    html().removeAttribute("data-consent-answered");
    const doc = { cookie, documentElement: html() } as unknown as Document;
    const original = Object.getOwnPropertyDescriptor(window.navigator, "userAgent");
    Object.defineProperty(window.navigator, "userAgent", { value: userAgent, configurable: true });
    try {
      // The function is shipped as its source text: run that text, as the page does.
      new Function("doc", `(${markConsentAnswered.toString()})(doc, ${JSON.stringify(consentCookieName)}, ${consentRevision})`)(doc);
    } finally {
      if (original) Object.defineProperty(window.navigator, "userAgent", original);
      else delete (window.navigator as unknown as Record<string, unknown>).userAgent;
    }
    return html().hasAttribute("data-consent-answered");
  };

  it("marks a visitor with a valid answer, among other cookies", () => {
    expect(run(`a=1; ${header(value({}))}; b=2`)).toBe(true);
  });

  it("leaves first visits, stale revisions and broken cookies unmarked, so the banner shows", () => {
    expect(run("")).toBe(false);
    expect(run(header(value({ revision: consentRevision + 1 })))).toBe(false);
    expect(run(header(value({ consentId: "" })))).toBe(false);
    expect(run(`${consentCookieName}=%7Bnot-json`)).toBe(false);
  });

  it("marks known crawlers, which never answer", () => {
    expect(run("", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe(true);
  });
});
