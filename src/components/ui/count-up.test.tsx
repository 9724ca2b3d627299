import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CountUp } from "./count-up";

// The figure sighted visitors see (the other hidden copy only reserves its width) and the one read out.
const visibleText = (container: HTMLElement) => container.querySelector("[data-count-up-figure]")?.textContent;
const spokenText = (container: HTMLElement) => container.querySelector(".sr-only")?.textContent;

describe("CountUp", () => {
  it("renders the final value, so prerendered HTML, no-JS visitors and screen readers get it", () => {
    const { container } = render(<CountUp value={5000} duration={2.5} locale="en" prefix="€" />);
    expect(visibleText(container)).toBe("€5,000");
    expect(spokenText(container)).toBe("€5,000");
    // The width spacer holds the final value too, and nothing but the spoken copy is read out.
    expect([...container.querySelectorAll('[aria-hidden="true"]')].map((span) => span.textContent)).toEqual(["€5,000", "€5,000"]);
  });

  it("hands the count to the script as data", () => {
    const { container } = render(<CountUp value={95} from={92} duration={2} locale="sv" suffix="%" />);
    const element = container.querySelector<HTMLElement>("[data-count-up]")!;
    expect({ ...element.dataset }).toEqual({ countUp: "", value: "95", from: "92", duration: "2", locale: "sv", prefix: "", suffix: "%" });
  });

  it("groups digits per locale", () => {
    const { container } = render(<CountUp value={5000} duration={2.5} locale="sv" prefix="€" />);
    expect(visibleText(container)?.replace(/\s/g, " ")).toBe("€5 000");
  });
});
