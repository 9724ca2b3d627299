// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as AnalyticsModule from "~/consent/analytics";

// The GA module is faked: it logs what reaches it.
vi.mock("~/consent/analytics", () => {
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

/** Fresh copies of the consent store and the site script's page view (src/chrome/analytics.ts). */
async function load() {
  vi.resetModules();
  return {
    store: await import("~/consent/store"),
    analytics: (await import("~/consent/analytics")) as typeof AnalyticsModule & { calls: string[] },
    sendPageView: (await import("./analytics")).sendPageView,
  };
}

const idle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the page view each page load sends (SPEC §4)", () => {
  it("with a measurement id, reaches analytics only once consent holds, and stops on withdrawal", async () => {
    window.history.replaceState(null, "", "/sv/contact");
    const { store, analytics, sendPageView } = await load();
    sendPageView("G-UNIT1234");
    await idle();
    expect(analytics.createAnalytics).not.toHaveBeenCalled();

    store.setConsentState({ answered: true, categories: ["necessary", "analytics"] });
    await vi.waitFor(() => expect(analytics.calls).toEqual(["view /sv/contact", "grant"]));
    expect(analytics.createAnalytics).toHaveBeenCalledWith(expect.objectContaining({ measurementId: "G-UNIT1234" }));

    store.setConsentState({ answered: true, categories: ["necessary"] });
    await vi.waitFor(() => expect(analytics.calls).toEqual(["view /sv/contact", "grant", "deny"]));
  });

  it("loads no analytics code without a measurement id, whatever the consent", async () => {
    const { store, analytics, sendPageView } = await load();
    store.setConsentState({ answered: true, categories: ["necessary", "analytics"] });
    sendPageView("");
    await idle();
    expect(analytics.createAnalytics).not.toHaveBeenCalled();
  });
});
