import { describe, expect, it, vi } from "vitest";
import { createAnalytics, gtagScriptUrl, type PageView } from "./analytics";

type FakeWindow = Window & { dataLayer?: IArguments[] } & Record<string, unknown>;

function setup(measurementId = "G-UNIT1234") {
  const win = {} as FakeWindow;
  const loadScript = vi.fn();
  const analytics = createAnalytics({ measurementId, loadScript, win });
  /** The gtag commands pushed so far, as arrays. */
  const commands = () => (win.dataLayer ?? []).map((entry) => Array.from(entry));
  const pageViews = () => commands().filter(([kind, name]) => kind === "event" && name === "page_view").map(([, , params]) => (params as { page_path: string }).page_path);
  return { win, loadScript, analytics, commands, pageViews };
}

const page = (path: string): PageView => ({ path, location: `https://orkestra.example${path}`, title: `Orkestra ${path}` });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createAnalytics", () => {
  it("does nothing at all without a measurement id", async () => {
    const { win, loadScript, analytics } = setup("  ");
    analytics.pageView(page("/"));
    analytics.setConsent(true);
    analytics.pageView(page("/ai"));
    await flush();
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.dataLayer).toBeUndefined();
    expect(win.gtag).toBeUndefined();
  });

  it("loads nothing and records nothing before consent", async () => {
    const { win, loadScript, analytics } = setup();
    analytics.pageView(page("/"));
    analytics.pageView(page("/ai"));
    analytics.setConsent(false);
    await flush();
    expect(loadScript).not.toHaveBeenCalled();
    expect(win.dataLayer).toBeUndefined();
  });

  it("on consent sets Consent Mode defaults to denied, grants analytics, and loads gtag.js once", async () => {
    const { loadScript, analytics, commands } = setup();
    analytics.setConsent(true);
    await flush();
    expect(loadScript).toHaveBeenCalledTimes(1);
    expect(loadScript).toHaveBeenCalledWith("https://www.googletagmanager.com/gtag/js?id=G-UNIT1234");
    const [first, second, third, fourth] = commands();
    expect(first).toEqual(["consent", "default", { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied", analytics_storage: "denied" }]);
    expect(second?.[0]).toBe("js");
    expect(third).toEqual(["config", "G-UNIT1234", { send_page_view: false }]);
    expect(fourth).toEqual(["consent", "update", { analytics_storage: "granted" }]);

    analytics.setConsent(false);
    analytics.setConsent(true);
    await flush();
    expect(loadScript).toHaveBeenCalledTimes(1);
  });

  it("sends the page seen before consent once consent arrives, then one page view per route change", () => {
    const { analytics, pageViews, commands } = setup();
    analytics.pageView(page("/"));
    analytics.setConsent(true);
    analytics.pageView(page("/ai"));
    analytics.pageView(page("/contact"));
    expect(pageViews()).toEqual(["/", "/ai", "/contact"]);
    expect(commands().at(-1)).toEqual(["event", "page_view", { page_location: "https://orkestra.example/contact", page_path: "/contact", page_title: "Orkestra /contact" }]);
  });

  it("on withdrawal denies storage, switches GA off and sends no further page views", () => {
    const { win, analytics, pageViews, commands } = setup();
    analytics.setConsent(true);
    analytics.pageView(page("/"));
    expect(win["ga-disable-G-UNIT1234"]).toBe(false);

    analytics.setConsent(false);
    expect(commands().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }]);
    expect(win["ga-disable-G-UNIT1234"]).toBe(true);
    analytics.pageView(page("/ai"));
    analytics.pageView(page("/go"));
    expect(pageViews()).toEqual(["/"]);

    // Consent given again: the current page counts, earlier ones are not replayed.
    analytics.setConsent(true);
    expect(pageViews()).toEqual(["/", "/go"]);
    expect(win["ga-disable-G-UNIT1234"]).toBe(false);
  });

  it("pushes `arguments` objects, the form gtag.js reads", () => {
    const { win, analytics } = setup();
    analytics.setConsent(true);
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe("[object Arguments]");
  });

  it("keeps quiet when the script cannot load", async () => {
    const win = {} as FakeWindow;
    const loadScript = vi.fn(() => Promise.reject(new Error("blocked")));
    createAnalytics({ measurementId: "G-UNIT1234", loadScript, win }).setConsent(true);
    await flush();
    expect(loadScript).toHaveBeenCalledWith(gtagScriptUrl("G-UNIT1234"));
  });
});
