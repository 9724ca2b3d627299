// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadExternalScript } from "./external-script";
import { setConsentState } from "./store";

const src = "https://widgets.example/embed.js";
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src="${src}"]`)];

beforeEach(() => setConsentState({ answered: true, categories: ["necessary", "media"] }));
afterEach(() => {
  vi.useRealTimers();
  for (const script of scripts()) script.remove();
  setConsentState({ answered: false, categories: [] });
});

describe("loadExternalScript", () => {
  it("adds nothing without consent to the script's category", () => {
    setConsentState({ answered: true, categories: ["necessary", "analytics"] });
    const onError = vi.fn();
    const remove = loadExternalScript(src, { category: "media", onError });
    expect(scripts()).toHaveLength(0);
    expect(() => remove()).not.toThrow();
    expect(onError).not.toHaveBeenCalled();
  });

  it("with consent, appends one async script to <head> and reports its load", () => {
    const onLoad = vi.fn();
    loadExternalScript(src, { category: "media", onLoad });
    const [script] = scripts();
    expect(scripts()).toHaveLength(1);
    expect(script!.async).toBe(true);
    expect(script!.dataset.consentCategory).toBe("media");
    script!.dispatchEvent(new Event("load"));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it("reports a failed load as an error, once, and no timeout after it", () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    loadExternalScript(src, { category: "media", onError, timeoutMs: 1000 });
    scripts()[0]!.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(5000);
    expect(onError.mock.calls).toEqual([["error"]]);
  });

  it("reports a timeout, and still a late load", () => {
    vi.useFakeTimers();
    const onLoad = vi.fn();
    const onError = vi.fn();
    loadExternalScript(src, { category: "media", onLoad, onError, timeoutMs: 1000 });
    vi.advanceTimersByTime(999);
    expect(onError).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onError.mock.calls).toEqual([["timeout"]]);
    scripts()[0]!.dispatchEvent(new Event("load"));
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it("removes the script, and calls nothing back once removed", () => {
    vi.useFakeTimers();
    const onLoad = vi.fn();
    const onError = vi.fn();
    const remove = loadExternalScript(src, { category: "media", onLoad, onError, timeoutMs: 1000 });
    const [script] = scripts();
    remove();
    expect(scripts()).toHaveLength(0);
    script!.dispatchEvent(new Event("load"));
    script!.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(5000);
    expect(onLoad).not.toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });
});
