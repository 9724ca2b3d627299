import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { carousels } from "../../behaviours/carousel";
import { CarouselShell, CarouselSlides } from "./carousel";

const slides = ["Lena", "Tomasz", "Amira"].map((name) => ({ id: name, content: <p>{name}</p> }));

function renderCarousel() {
  return render(
    <TranslationProvider locale="en" messages={messages.en}>
      {/* As home-2 composes it: the slides are children of the shell, both static markup. */}
      <CarouselShell count={slides.length}>
        <CarouselSlides slides={slides} />
      </CarouselShell>
    </TranslationProvider>,
  );
}

const status = () => screen.getByText(/^\d of 3$/);
const track = () => screen.getByText("Lena").closest<HTMLElement>("[data-carousel-track]")!;
let scrolledTo: number[] = [];

// The behaviour listens on the document, as the inline script in the page's head does. jsdom has no
// layout: scrollTo is recorded and media queries answer "no preference".
beforeAll(() => carousels(document));
beforeEach(() => {
  scrolledTo = [];
  HTMLElement.prototype.scrollTo = function (this: HTMLElement, options?: ScrollToOptions | number) {
    if (typeof options === "object") scrolledTo.push(options.left ?? 0);
  } as typeof HTMLElement.prototype.scrollTo;
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
});

describe("Carousel", () => {
  it("names the carousel and each slide for assistive technology, position 1 announced politely", () => {
    renderCarousel();
    const carousel = screen.getByRole("region", { name: "Testimonials" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(carousel).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(groups.every((group) => group.getAttribute("aria-roledescription") === "slide")).toBe(true);
    expect(status()).toHaveTextContent("1 of 3");
    expect(status()).toHaveAttribute("aria-live", "polite");
  });

  it("loops both ways with the previous and next buttons, scrolling the track to the slide", () => {
    renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(status()).toHaveTextContent("3 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(status()).toHaveTextContent("1 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(status()).toHaveTextContent("3 of 3");
    fireEvent.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(status()).toHaveTextContent("1 of 3");
    expect(scrolledTo).toHaveLength(5);
  });

  it("moves with the arrow keys, Home and End on the track", () => {
    renderCarousel();
    fireEvent.keyDown(track(), { key: "ArrowLeft" });
    expect(status()).toHaveTextContent("3 of 3");
    fireEvent.keyDown(track(), { key: "ArrowRight" });
    expect(status()).toHaveTextContent("1 of 3");
    fireEvent.keyDown(track(), { key: "End" });
    expect(status()).toHaveTextContent("3 of 3");
    fireEvent.keyDown(track(), { key: "Home" });
    expect(status()).toHaveTextContent("1 of 3");
    expect(fireEvent.keyDown(track(), { key: "a" })).toBe(true);
  });

  it("marks its buttons as needing JavaScript, so they hide when it is off", () => {
    renderCarousel();
    expect(screen.getByRole("button", { name: "Next testimonial" }).closest("[data-js-only]")).not.toBeNull();
  });
});
