// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { revealOptions, startReveal } from "./reveal";

/** A controllable IntersectionObserver: tests decide when an element "scrolls into view". */
class FakeObserver {
  static instances: FakeObserver[] = [];
  observed = new Set<Element>();
  constructor(
    public callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  report(element: Element, isIntersecting: boolean) {
    this.callback([{ target: element, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  enter(element: Element) {
    this.report(element, true);
  }
  /** The report a browser sends for every new target: elements whose id starts with "low" are out of view. */
  firstReports() {
    for (const element of [...this.observed]) this.report(element, !element.id.startsWith("low"));
  }
}

function setReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query, addEventListener() {}, removeEventListener() {} }));
}

/** A page with a block in view and one below the fold; the site script starts the reveal on load. */
function start() {
  document.body.innerHTML = '<div id="top-block" data-reveal=""></div><div id="low-block" data-reveal=""></div>';
  const stop = startReveal();
  const byId = (id: string) => document.getElementById(id)!;
  return { stop, byId };
}

/** The observer, after the browser's first report on every element. */
function reported() {
  const observer = FakeObserver.instances.at(-1)!;
  observer.firstReports();
  return observer;
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  setReducedMotion(false);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("startReveal", () => {
  it("uses SPEC §9's bottom root margin of 15%", () => {
    expect(revealOptions.rootMargin).toBe("0px 0px 15% 0px");
    start();
    expect(FakeObserver.instances.at(-1)?.options).toMatchObject({ rootMargin: "0px 0px 15% 0px" });
  });

  it("never reads positions itself (that would lay out every section skipped off screen)", () => {
    const measure = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    start();
    reported();
    expect(measure).not.toHaveBeenCalled();
  });

  it("hides only blocks out of view, and reveals them once when they scroll into view", () => {
    const { byId } = start();
    const observer = reported();
    expect(byId("top-block").className).toBe("");
    expect(byId("low-block")).toHaveClass("reveal-pending");
    expect([...observer.observed]).toEqual([byId("low-block")]);

    observer.enter(byId("low-block"));
    expect(byId("low-block")).toHaveClass("reveal-done");
    expect(byId("low-block")).not.toHaveClass("reveal-pending");
    expect(observer.observed.size).toBe(0); // once
  });

  it("does nothing under prefers-reduced-motion", () => {
    setReducedMotion(true);
    const { byId } = start();
    expect(byId("low-block").className).toBe("");
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it("does nothing without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { byId } = start();
    expect(byId("low-block").className).toBe("");
  });
});
