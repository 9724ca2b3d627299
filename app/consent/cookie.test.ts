import { describe, expect, it } from "vitest";
import { consentCookieName, consentCookieString, consentRevision, readStoredConsent } from "./cookie";

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
