// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { consentCookieName, consentCookieString, readStoredConsent } from "./cookie";

/**
 * Fresh copies of the consent modules (they keep state per page load), with the consent library
 * faked: the page's script registers how it loads (src/consent/consent.ts), as this does.
 */
async function load() {
  vi.resetModules();
  const client = { start: vi.fn(async () => {}), showPreferences: vi.fn(async () => {}), accept: vi.fn(async () => {}) };
  const actions = await import("./actions");
  actions.setConsentClient(async () => client);
  return { actions, store: await import("./store"), client };
}

const clearCookie = () => (document.cookie = `${consentCookieName}=; max-age=0; path=/`);
const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(clearCookie);
afterEach(clearCookie);

describe("startConsent", () => {
  it("reads a returning visitor's answer from the cookie without loading the banner library", async () => {
    document.cookie = consentCookieString(["analytics"]);
    const { actions, store, client } = await load();
    actions.startConsent("en");
    expect(store.hasConsent("analytics")).toBe(true);
    expect(store.hasConsent("media")).toBe(false);
    await idle();
    expect(client.start).not.toHaveBeenCalled();
  });

  it("loads no library on a first visit: the prerendered banner asks (decision 0009)", async () => {
    const { actions, store, client } = await load();
    actions.startConsent("sv");
    await idle();
    expect(client.start).not.toHaveBeenCalled();
    expect(store.hasConsent("analytics")).toBe(false);
  });
});

describe("answerConsent", () => {
  it("stores the banner's answer in the library's cookie format and applies it at once", async () => {
    const { actions, store, client } = await load();
    actions.startConsent("sv");
    actions.answerConsent(["analytics", "media"]);
    expect(store.hasConsent("analytics")).toBe(true);
    expect(store.hasConsent("media")).toBe(true);
    const stored = readStoredConsent(document.cookie);
    expect(stored?.categories.sort()).toEqual(["analytics", "media", "necessary"]);
    const raw = JSON.parse(decodeURIComponent(/orkestra_consent=([^;]+)/.exec(document.cookie)![1]!)) as Record<string, unknown>;
    expect(raw.languageCode).toBe("sv");
    expect(raw.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(raw.consentId).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(client.start).not.toHaveBeenCalled();
  });

  it("stores a rejection as necessary only", async () => {
    const { actions, store } = await load();
    actions.answerConsent([]);
    expect(readStoredConsent(document.cookie)?.categories).toEqual(["necessary"]);
    expect(store.hasConsent("analytics")).toBe(false);
  });
});

describe("openConsentPreferences", () => {
  it("opens the preferences in the current page language, even when used as a click handler", async () => {
    document.cookie = consentCookieString([]);
    const { actions, client } = await load();
    actions.startConsent("sv");
    (actions.openConsentPreferences as (event: unknown) => void)(new MouseEvent("click"));
    await vi.waitFor(() => expect(client.showPreferences).toHaveBeenCalledWith("sv"));
  });
});

describe("grantConsent", () => {
  it("asks the library to add a category for an embed's allow button", async () => {
    document.cookie = consentCookieString([]);
    const { actions, client } = await load();
    actions.startConsent("en");
    actions.grantConsent("media");
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalledWith("media", "en"));
  });
});
