// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./first-paint";

/** PerformanceObserver as a browser with paint timing has it; `emit` delivers entries to the observers. */
function paintTiming(supported: readonly string[]) {
  const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]["callback"]) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe() {
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  const emit = (...names: string[]) => observers.filter((o) => o.connected).forEach((o) => o.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }));
  return { emit, observers };
}

afterEach(() => vi.unstubAllGlobals());

describe("afterFirstPaint", () => {
  it("waits for the first contentful paint, then runs once", () => {
    const { emit, observers } = paintTiming(["paint", "largest-contentful-paint"]);
    const then = vi.fn();
    afterFirstPaint(then);
    emit("first-paint");
    expect(then).not.toHaveBeenCalled();
    emit("first-contentful-paint");
    emit("first-contentful-paint");
    expect(then).toHaveBeenCalledOnce();
    expect(observers.every((o) => !o.connected)).toBe(true);
  });

  it("waits for the load event where the browser has no paint timing", () => {
    paintTiming(["navigation"]);
    const then = vi.fn();
    afterFirstPaint(then);
    expect(then).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("load"));
    expect(then).toHaveBeenCalledOnce();
  });
});
