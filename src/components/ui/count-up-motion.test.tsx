import { render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CountUp } from "./count-up";
import { startCountUps } from "./count-up-motion";

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

const visibleText = (container: HTMLElement) => container.querySelector("[data-count-up-figure]")?.textContent;
const spokenText = (container: HTMLElement) => container.querySelector(".sr-only")?.textContent;
const intersect = (isIntersecting: boolean, index = 0) => observers[index]!.callback([{ isIntersecting }]);
const runFrames = (time: number) => {
  const pending = frames;
  frames = [];
  for (const frame of pending) frame(time);
};

beforeEach(() => {
  observers = [];
  frames = [];
  reducedMotion = false;
  vi.stubGlobal("IntersectionObserver", FakeObserver);
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal("cancelAnimationFrame", () => {});
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query.includes("reduce") }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("startCountUps", () => {
  it("drops to 0 while out of view, counts up once when scrolled into view, then stops observing", () => {
    const { container } = render(<CountUp value={100} duration={2.5} locale="en" suffix=" hours" />);
    startCountUps(container);
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
    startCountUps(container);
    intersect(false);
    intersect(true);
    runFrames(941.26);
    expect(visibleText(container)).toBe("0 hours");
    runFrames(941.26 + 2500);
    expect(visibleText(container)).toBe("100 hours");
  });

  it("counts from a start value when one is given (SPEC §9: the dark page's 92 to 95 %)", () => {
    const { container } = render(<CountUp value={95} from={92} duration={2} locale="en" suffix="%" />);
    startCountUps(container);
    intersect(false);
    expect(visibleText(container)).toBe("92%");
    intersect(true);
    runFrames(0);
    expect(visibleText(container)).toBe("92%");
    runFrames(2000);
    expect(visibleText(container)).toBe("95%");
    expect(spokenText(container)).toBe("95%");
  });

  it("writes prefixes and digit groups per locale while counting", () => {
    const { container } = render(<CountUp value={5000} duration={2.5} locale="sv" prefix="€" />);
    startCountUps(container);
    intersect(false);
    intersect(true);
    runFrames(0);
    runFrames(2500);
    expect(visibleText(container)?.replace(/\s/g, " ")).toBe("€5 000");
  });

  it("keeps the final value when it is already on screen as the script starts", () => {
    const { container } = render(<CountUp value={4} duration={1.5} locale="en" suffix=" weeks" />);
    startCountUps(container);
    intersect(true);
    expect(visibleText(container)).toBe("4 weeks");
    expect(observers[0]!.disconnected).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it("runs each figure on its own", () => {
    const { container } = render(
      <>
        <CountUp value={100} duration={2.5} locale="en" />
        <CountUp value={4} duration={1.5} locale="en" />
      </>,
    );
    startCountUps(container);
    intersect(false, 0);
    intersect(true, 1);
    const figures = () => [...container.querySelectorAll("[data-count-up-figure]")].map((figure) => figure.textContent);
    expect(figures()).toEqual(["0", "4"]);
  });

  it("never animates under reduced motion", () => {
    reducedMotion = true;
    const { container } = render(<CountUp value={4} duration={1.5} locale="en" suffix=" weeks" />);
    startCountUps(container);
    expect(observers).toHaveLength(0);
    expect(visibleText(container)).toBe("4 weeks");
  });

  it("stops counting when stopped", () => {
    const { container } = render(<CountUp value={100} duration={2.5} locale="en" />);
    const stop = startCountUps(container);
    stop();
    expect(observers[0]!.disconnected).toBe(true);
  });
});
