import { act, render } from "@testing-library/react";
import { createMemoryRouter, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { revealOptions, useReveal } from "./use-reveal";

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

function Layout() {
  useReveal();
  return <Outlet />;
}

// Two pages with the same route module, so React reuses their DOM nodes across the page change.
function Sections() {
  return (
    <>
      <div id="top-block" data-reveal="" />
      <div id="low-block" data-reveal="" />
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ element: <Layout />, children: [{ path: "/:page", element: <Sections /> }] }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  const byId = (id: string) => view.container.querySelector<HTMLElement>(`#${id}`)!;
  return { router, byId };
}

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  setReducedMotion(false);
});

/** The observer of the current page, after the browser's first report on every element. */
function reported() {
  const observer = FakeObserver.instances.at(-1)!;
  act(() => observer.firstReports());
  return observer;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useReveal", () => {
  it("uses SPEC §9's bottom root margin of 15%", () => {
    expect(revealOptions.rootMargin).toBe("0px 0px 15% 0px");
    renderAt("/a");
    expect(FakeObserver.instances.at(-1)?.options).toMatchObject({ rootMargin: "0px 0px 15% 0px" });
  });

  it("never reads positions itself (that would lay out every section skipped off screen)", () => {
    const measure = vi.spyOn(HTMLElement.prototype, "getBoundingClientRect");
    renderAt("/a");
    reported();
    expect(measure).not.toHaveBeenCalled();
  });

  it("hides only blocks out of view, and reveals them once when they scroll into view", () => {
    const { byId } = renderAt("/a");
    const observer = reported();
    expect(byId("top-block").className).toBe("");
    expect(byId("low-block")).toHaveClass("reveal-pending");
    expect([...observer.observed]).toEqual([byId("low-block")]);

    act(() => observer.enter(byId("low-block")));
    expect(byId("low-block")).toHaveClass("reveal-done");
    expect(byId("low-block")).not.toHaveClass("reveal-pending");
    expect(observer.observed.size).toBe(0); // once
  });

  it("refreshes on a page change, even for DOM nodes React reuses", async () => {
    const { router, byId } = renderAt("/a");
    const low = byId("low-block");
    act(() => reported().enter(low));
    expect(low).toHaveClass("reveal-done");

    await act(() => router.navigate("/b"));
    expect(byId("low-block")).toBe(low); // the same node
    reported();
    expect(low).toHaveClass("reveal-pending");
    expect(low).not.toHaveClass("reveal-done");
    expect(FakeObserver.instances.at(-1)!.observed.has(low)).toBe(true);
  });

  it("never leaves a block that is now above the fold hidden", async () => {
    const { router, byId } = renderAt("/a");
    const block = byId("low-block");
    reported();
    expect(block).toHaveClass("reveal-pending");
    // The visitor leaves before it was revealed; on the next page the same node sits in view.
    block.id = "top-now";
    await act(() => router.navigate("/b"));
    reported();
    expect(block).not.toHaveClass("reveal-pending");
    expect(block).not.toHaveClass("reveal-done");
  });

  it("does nothing under prefers-reduced-motion", () => {
    setReducedMotion(true);
    const { byId } = renderAt("/a");
    expect(byId("low-block").className).toBe("");
    expect(FakeObserver.instances).toHaveLength(0);
  });

  it("does nothing without IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { byId } = renderAt("/a");
    expect(byId("low-block").className).toBe("");
  });
});
