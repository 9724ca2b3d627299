import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CountUp } from "./count-up";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: Callback; disconnected: boolean }[] = [];
let frames: FrameRequestCallback[] = [];
let reducedMotion = false;

class FakeObserver {
  record: { callback: Callback; disconnected: boolean };
  constructor(callback: Callback) {
    this.record = { callback, disconnected: false };
    observers.push(this.record);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

// The figure sighted visitors see (the other hidden copy only reserves its width) and the one read out.
const visibleText = (container: HTMLElement) => container.querySelectorAll('[aria-hidden="true"]')[1]?.textContent;
const spokenText = (container: HTMLElement) => container.firstElementChild?.querySelector(":scope > :not([aria-hidden])")?.textContent;
const intersect = (isIntersecting: boolean) => act(() => observers[0]!.callback([{ isIntersecting }]));
const runFrames = (time: number) =>
  act(() => {
    const pending = frames;
    frames = [];
    for (const frame of pending) frame(time);
  });

beforeEach(() => {
  observers = [];
  frames = [];
  reducedMotion = false;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  vi.spyOn(performance, "now").mockReturnValue(0);
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query.includes("reduce") }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("CountUp", () => {
  it("renders the final value first, so prerendered HTML and screen readers get it", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { container } = render(<CountUp value={5000} duration={2.5} locale="en" prefix="€" />);
    expect(visibleText(container)).toBe("€5,000");
    expect(spokenText(container)).toBe("€5,000");
  });

  it("drops to 0 while out of view, counts up once when scrolled into view, then stops observing", () => {
    const { container } = render(<CountUp value={100} duration={2.5} locale="en" suffix=" hours" />);
    intersect(false);
    expect(visibleText(container)).toBe("0 hours");
    intersect(true);
    expect(observers[0]!.disconnected).toBe(true);
    runFrames(100);
    expect(visibleText(container)).toBe("0 hours");
    runFrames(1350);
    const halfway = Number.parseInt(visibleText(container) ?? "", 10);
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(100);
    runFrames(2600);
    expect(visibleText(container)).toBe("100 hours");
    expect(frames).toHaveLength(0);
    // The accessible value never changes.
    expect(spokenText(container)).toBe("100 hours");
  });

  it("never shows less than the start when the first frame is stamped before the count began (Firefox)", () => {
    const { container } = render(<CountUp value={100} duration={2.5} locale="en" suffix=" hours" />);
    intersect(false);
    vi.spyOn(performance, "now").mockReturnValue(950);
    intersect(true);
    runFrames(941.26);
    expect(visibleText(container)).toBe("0 hours");
    runFrames(941.26 + 2500);
    expect(visibleText(container)).toBe("100 hours");
  });

  it("counts from a start value when one is given (SPEC §9: the dark page's 92 to 95 %)", () => {
    const { container } = render(<CountUp value={95} from={92} duration={2} locale="en" suffix="%" />);
    intersect(false);
    expect(visibleText(container)).toBe("92%");
    intersect(true);
    runFrames(0);
    expect(visibleText(container)).toBe("92%");
    runFrames(2000);
    expect(visibleText(container)).toBe("95%");
    expect(spokenText(container)).toBe("95%");
  });

  it("keeps the final value when it is already on screen as the page becomes interactive", () => {
    const { container } = render(<CountUp value={4} duration={1.5} locale="en" suffix=" weeks" />);
    intersect(true);
    expect(visibleText(container)).toBe("4 weeks");
    expect(frames).toHaveLength(0);
  });

  it("never animates under reduced motion", () => {
    reducedMotion = true;
    const { container } = render(<CountUp value={4} duration={1.5} locale="en" suffix=" weeks" />);
    expect(observers).toHaveLength(0);
    expect(visibleText(container)).toBe("4 weeks");
  });

  it("groups digits per locale", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const { container } = render(<CountUp value={5000} duration={2.5} locale="sv" prefix="€" />);
    expect(visibleText(container)?.replace(/\s/g, " ")).toBe("€5 000");
  });
});
