import { afterEach, describe, expect, it, vi } from "vitest";
import { deferHydration } from "./defer-hydration";

// The shape React Router 8's <Scripts> prerenders (see dist/production/lib/dom/ssr/components.js).
const moduleCode = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-3.js");`;
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-3.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main><h1>Hi</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">${moduleCode}</script><p>after</p></body></html>`;

/** Lets every module script the loader adds "load", each followed by the task that adds the next. */
function evaluateStages() {
  for (let stage = document.head.querySelector("script"); stage; stage = document.head.querySelector("script")) {
    stage.dispatchEvent(new Event("load"));
    vi.runOnlyPendingTimers();
  }
}

/** Runs the loader of `html` on fake timers without paint timing, until `selector` is in the head. */
function startLoader(html: string, selector: string) {
  vi.stubGlobal("PerformanceObserver", undefined);
  vi.useFakeTimers();
  new Function(/<script>(\(function[\s\S]*?)<\/script><p>/.exec(deferHydration(html))![1]!)();
  // The next frame, then a zero timeout, then the first batch.
  for (let step = 0; step < 5 && !document.head.querySelector(selector); step++) vi.advanceTimersToNextTimer();
}

describe("deferHydration", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = "";
    document.body.innerHTML = "";
  });

  it("removes the modulepreload links and the module script from the HTML", () => {
    const html = deferHydration(page);
    expect(html).not.toContain("<link rel=\"modulepreload\"");
    expect(html).not.toContain("<script type=\"module\"");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    // One classic script stands where the module script was, so the body keeps its element order.
    expect(html).toMatch(/<script>window.__reactRouterContext = \{\};<\/script><script>\(function[\s\S]*<\/script><p>after<\/p>/);
  });

  it("adds the same preloads and module script once the first contentful paint is reported", () => {
    let report: ((list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void) | undefined;
    const disconnect = vi.fn();
    vi.stubGlobal(
      "PerformanceObserver",
      Object.assign(
        function (callback: typeof report) {
          report = callback;
          return { observe: vi.fn() };
        },
        { supportedEntryTypes: ["paint"] },
      ),
    );
    vi.useFakeTimers();
    const script = /<script>(\(function[\s\S]*?)<\/script><p>/.exec(deferHydration(page))?.[1];
    new Function(script!)();

    report!({ getEntriesByName: (name) => (name === "first-paint" ? [{}] : []) }, { disconnect });
    vi.advanceTimersByTime(10);
    expect(document.querySelectorAll("link, script")).toHaveLength(0);
    report!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, { disconnect });
    vi.advanceTimersByTime(10);
    expect(disconnect).toHaveBeenCalled();
    expect(document.head.querySelectorAll("link[rel=modulepreload]")).toHaveLength(2);
    evaluateStages();
    expect(document.body.querySelectorAll("script[type=module]")).toHaveLength(1);
    // The safety timeout later finds the work done and adds nothing twice.
    vi.runAllTimers();
    expect(document.querySelectorAll("link, script")).toHaveLength(3);
  });

  it("without paint timing, adds the same preloads and module script one frame after the first paint", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers();
    const script = /<script>(\(function[\s\S]*?)<\/script><p>/.exec(deferHydration(page))?.[1];
    expect(script).toBeDefined();
    new Function(script!)();

    expect(document.querySelectorAll("link, script")).toHaveLength(0);
    frames.forEach((frame) => frame(0));
    expect(document.querySelectorAll("link, script")).toHaveLength(0);
    vi.runAllTimers();
    evaluateStages();

    const links = [...document.head.querySelectorAll("link")];
    expect(links.map((link) => [link.rel, link.getAttribute("href")])).toEqual([
      ["modulepreload", "/assets/manifest-1.js"],
      ["modulepreload", "/assets/entry.client-3.js"],
    ]);
    const module = document.body.querySelector("script");
    expect(module?.type).toBe("module");
    expect(module?.textContent).toBe(moduleCode);
  });

  it("hands the browser a few preload links per task, then the module script", () => {
    const many = page.replace(
      /(<link rel="modulepreload"[^>]*>)+/,
      [1, 2, 3, 4, 5, 6].map((n) => `<link rel="modulepreload" href="/assets/m${n}.js"/>`).join(""),
    );
    startLoader(many, "link");
    expect(document.head.querySelectorAll("link")).toHaveLength(4);
    expect(document.querySelector("script[type=module]")).toBeNull();
    vi.advanceTimersToNextTimer();
    expect([...document.head.querySelectorAll("link")].map((link) => link.getAttribute("href"))).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/assets/m${n}.js`));
    expect(document.head.querySelector("script[type=module]")?.getAttribute("src")).toBe("/assets/m1.js");
  });

  it("evaluates each module in a task of its own, then runs the module script that starts hydration", () => {
    startLoader(page, "script");
    // The client entry is not among them: importing it starts hydration, so the module script does that last.
    const evaluated: string[] = [];
    for (let stage = document.head.querySelector("script"); stage; stage = document.head.querySelector("script")) {
      expect(stage.type).toBe("module");
      expect(document.body.querySelector("script[type=module]")).toBeNull();
      evaluated.push(stage.getAttribute("src")!);
      stage.dispatchEvent(new Event("load"));
      expect(document.head.querySelector("script")).toBeNull(); // the next one waits for a new task
      vi.advanceTimersToNextTimer();
    }
    expect(evaluated).toEqual(["/assets/manifest-1.js"]);
    expect(document.body.querySelector("script[type=module]")?.textContent).toBe(moduleCode);
  });

  it("moves on when a module fails to load, so the module script still reports the error", () => {
    startLoader(page, "script");
    document.head.querySelector("script")!.dispatchEvent(new Event("error"));
    vi.advanceTimersToNextTimer();
    expect(document.body.querySelector("script[type=module]")?.textContent).toBe(moduleCode);
  });

  it("escapes every < in the data, so markup-like text cannot change how the script parses", () => {
    const html = deferHydration(page.replace("window.__reactRouterRouteModules", '"<!--<script>";window.__reactRouterRouteModules'));
    const script = /<script>(\(function[\s\S]*?)<\/script><p>/.exec(html)?.[1];
    expect(script).toContain("\\u003c!--\\u003cscript>");
    expect(script).not.toContain("<");
  });

  it("fails the build when the markup is not what it expects", () => {
    expect(() => deferHydration(page.replace(/<link rel="modulepreload"[^>]*>/g, ""))).toThrow(/modulepreload/);
    expect(() => deferHydration(page.replace('type="module" async=""', 'type="module"'))).toThrow(/one module script/);
  });
});
