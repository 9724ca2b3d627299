import { describe, expect, it, vi } from "vitest";
import type { Analytics, PageView } from "./analytics";
import { createAnalyticsGate } from "./analytics-gate";

const page = (path: string): PageView => ({ path, location: `https://orkestra.example${path}`, title: path });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A gate wired to a fake consent source and a fake analytics module that logs what reaches it. */
function setup(measurementId = "G-UNIT1234", consented = false) {
  let consent = consented;
  const listeners = new Set<() => void>();
  const calls: string[] = [];
  const fake: Analytics = {
    setConsent: (granted) => calls.push(granted ? "grant" : "deny"),
    pageView: ({ path }) => calls.push(`view ${path}`),
  };
  const load = vi.fn(() => Promise.resolve(fake));
  const gate = createAnalyticsGate({ measurementId, load, hasConsent: () => consent, subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)) });
  const setConsent = (next: boolean) => {
    consent = next;
    for (const listener of listeners) listener();
  };
  return { gate, load, calls, setConsent };
}

describe("createAnalyticsGate", () => {
  it("never loads analytics without a measurement id, even with consent", async () => {
    const { gate, load, setConsent } = setup("", true);
    gate.pageView(page("/"));
    setConsent(true);
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it("does not load the analytics module while consent is missing", async () => {
    const { gate, load } = setup();
    gate.pageView(page("/"));
    gate.pageView(page("/ai"));
    await flush();
    expect(load).not.toHaveBeenCalled();
  });

  it("loads analytics on consent and hands it the current page, then every route change", async () => {
    const { gate, load, calls, setConsent } = setup();
    gate.pageView(page("/"));
    gate.pageView(page("/ai"));
    setConsent(true);
    gate.pageView(page("/contact"));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(["view /ai", "grant", "view /contact"]);
  });

  it("starts at once for a returning visitor who consented earlier", async () => {
    const { gate, calls } = setup("G-UNIT1234", true);
    gate.pageView(page("/go"));
    await flush();
    expect(calls).toEqual(["grant", "view /go"]);
  });

  it("passes a withdrawal on and forwards no page views after it", async () => {
    const { gate, calls, setConsent } = setup("G-UNIT1234", true);
    gate.pageView(page("/"));
    setConsent(false);
    gate.pageView(page("/ai"));
    gate.pageView(page("/contact"));
    await flush();
    expect(calls).toEqual(["grant", "view /", "deny"]);
  });

  it("stays silent when the analytics chunk fails to load", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const gate = createAnalyticsGate({ measurementId: "G-UNIT1234", load, hasConsent: () => true, subscribe: () => () => {} });
    gate.pageView(page("/"));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
