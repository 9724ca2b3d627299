import { act, render, screen } from "@testing-library/react";
import { MemoryRouter, useNavigate, type NavigateFunction } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as AnalyticsModule from "./analytics";
import { consentCookieName, consentCookieString, readStoredConsent } from "./cookie";

// The lazily loaded parts are faked: the banner library and the GA module.
vi.mock("./consent-client", () => ({ start: vi.fn(async () => {}), showPreferences: vi.fn(async () => {}), accept: vi.fn(async () => {}) }));
vi.mock("./analytics", () => {
  const calls: string[] = [];
  return {
    calls,
    injectScript: vi.fn(),
    createAnalytics: vi.fn(() => ({
      setConsent: (granted: boolean) => calls.push(granted ? "grant" : "deny"),
      pageView: ({ path }: { path: string }) => calls.push(`view ${path}`),
    })),
  };
});

/** Fresh copies of the consent modules (they keep state per page load). */
async function load() {
  vi.resetModules();
  return {
    consent: await import("./index"),
    store: await import("./store"),
    client: await import("./consent-client"),
    analytics: (await import("./analytics")) as typeof AnalyticsModule & { calls: string[] },
  };
}

const clearCookie = () => (document.cookie = `${consentCookieName}=; max-age=0; path=/`);
const idle = () => new Promise((resolve) => setTimeout(resolve, 300));

beforeEach(clearCookie);
afterEach(() => {
  clearCookie();
  vi.unstubAllEnvs();
});

describe("startConsent", () => {
  it("reads a returning visitor's answer from the cookie without loading the banner library", async () => {
    document.cookie = consentCookieString(["analytics"]);
    const { consent, client } = await load();
    consent.startConsent("en");
    expect(consent.hasConsent("analytics")).toBe(true);
    expect(consent.hasConsent("media")).toBe(false);
    await idle();
    expect(client.start).not.toHaveBeenCalled();
  });

  it("loads no library on a first visit: the prerendered banner asks (decision 0009)", async () => {
    const { consent, client } = await load();
    consent.startConsent("sv");
    await idle();
    expect(client.start).not.toHaveBeenCalled();
    expect(consent.hasConsent("analytics")).toBe(false);
  });
});

describe("answerConsent", () => {
  it("stores the banner's answer in the library's cookie format and applies it at once", async () => {
    const { consent, client } = await load();
    consent.startConsent("sv");
    consent.answerConsent(["analytics", "media"]);
    expect(consent.hasConsent("analytics")).toBe(true);
    expect(consent.hasConsent("media")).toBe(true);
    const stored = readStoredConsent(document.cookie);
    expect(stored?.categories.sort()).toEqual(["analytics", "media", "necessary"]);
    const raw = JSON.parse(decodeURIComponent(/orkestra_consent=([^;]+)/.exec(document.cookie)![1]!)) as Record<string, unknown>;
    expect(raw.languageCode).toBe("sv");
    expect(raw.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(raw.consentId).not.toBe("00000000-0000-4000-8000-000000000000");
    expect(client.start).not.toHaveBeenCalled();
  });

  it("stores a rejection as necessary only", async () => {
    const { consent } = await load();
    consent.answerConsent([]);
    expect(readStoredConsent(document.cookie)?.categories).toEqual(["necessary"]);
    expect(consent.hasConsent("analytics")).toBe(false);
  });
});

describe("openConsentPreferences", () => {
  it("opens the preferences in the current page language, even when used as a click handler", async () => {
    document.cookie = consentCookieString([]);
    const { consent, client } = await load();
    consent.startConsent("sv");
    (consent.openConsentPreferences as (event: unknown) => void)(new MouseEvent("click"));
    await vi.waitFor(() => expect(client.showPreferences).toHaveBeenCalledWith("sv"));
  });
});

describe("useConsent", () => {
  it("starts without consent and follows changes", async () => {
    const { consent, store } = await load();
    function Probe() {
      return <p>{consent.useConsent("media") ? "media allowed" : "media blocked"}</p>;
    }
    render(<Probe />);
    expect(screen.getByText("media blocked")).toBeInTheDocument();
    act(() => store.setConsentState({ answered: true, categories: ["necessary", "media"] }));
    expect(screen.getByText("media allowed")).toBeInTheDocument();
    act(() => store.setConsentState({ answered: true, categories: ["necessary"] }));
    expect(screen.getByText("media blocked")).toBeInTheDocument();
  });

  it("asks the library to add a category for an embed's allow button", async () => {
    document.cookie = consentCookieString([]);
    const { consent, client } = await load();
    consent.startConsent("en");
    consent.grantConsent("media");
    await vi.waitFor(() => expect(client.accept).toHaveBeenCalledWith("media", "en"));
  });
});

describe("useAnalyticsPageViews", () => {
  let navigate: NavigateFunction;
  function Nav() {
    navigate = useNavigate();
    return null;
  }

  async function renderApp() {
    const modules = await load();
    function Tracker() {
      modules.consent.useAnalyticsPageViews();
      return null;
    }
    render(
      <MemoryRouter initialEntries={["/"]}>
        <Nav />
        <Tracker />
      </MemoryRouter>,
    );
    return modules;
  }

  it("in a production build with an id, sends page views on route changes only while consent holds", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("VITE_GA_ID", "G-UNIT1234");
    const { store, analytics } = await renderApp();
    await act(() => navigate("/ai"));
    await idle();
    expect(analytics.createAnalytics).not.toHaveBeenCalled();

    act(() => store.setConsentState({ answered: true, categories: ["necessary", "analytics"] }));
    await act(() => navigate("/sv/contact"));
    await vi.waitFor(() => expect(analytics.calls).toEqual(["view /ai", "grant", "view /sv/contact"]));
    expect(analytics.createAnalytics).toHaveBeenCalledWith(expect.objectContaining({ measurementId: "G-UNIT1234" }));

    act(() => store.setConsentState({ answered: true, categories: ["necessary"] }));
    await act(() => navigate("/go"));
    await idle();
    expect(analytics.calls).toEqual(["view /ai", "grant", "view /sv/contact", "deny"]);
  });

  it("loads no analytics code without an id", async () => {
    vi.stubEnv("DEV", false);
    vi.stubEnv("VITE_GA_ID", "");
    const { store, analytics } = await renderApp();
    act(() => store.setConsentState({ answered: true, categories: ["necessary", "analytics"] }));
    await act(() => navigate("/ai"));
    await idle();
    expect(analytics.createAnalytics).not.toHaveBeenCalled();
  });

  it("does nothing in development, whatever the id and consent", async () => {
    vi.stubEnv("DEV", true);
    vi.stubEnv("VITE_GA_ID", "G-UNIT1234");
    const { store, analytics } = await renderApp();
    act(() => store.setConsentState({ answered: true, categories: ["necessary", "analytics"] }));
    await act(() => navigate("/ai"));
    await idle();
    expect(analytics.createAnalytics).not.toHaveBeenCalled();
  });
});
