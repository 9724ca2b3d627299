import { createElement } from "react";
import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { CarouselShell, CarouselSlides } from "./carousel";

const slides = ["Lena", "Tomasz", "Amira"].map((name) => ({ id: name, content: <p>{name}</p> }));

function renderCarousel() {
  return render(
    <TranslationProvider locale="en" messages={messages.en}>
      {/* As home-2 composes it: the slides are static children of the shell (the island). */}
      <CarouselShell count={slides.length}>
        <CarouselSlides slides={slides} />
      </CarouselShell>
    </TranslationProvider>,
  );
}

const status = () => screen.getByText(/^\d of 3$/);

describe("Carousel", () => {
  it("names the carousel and each slide for assistive technology", () => {
    renderCarousel();
    const carousel = screen.getByRole("region", { name: "Testimonials" });
    expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const groups = within(carousel).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    expect(groups.every((group) => group.getAttribute("aria-roledescription") === "slide")).toBe(true);
    expect(status()).toHaveTextContent("1 of 3");
    expect(status()).toHaveAttribute("aria-live", "polite");
  });

  it("loops both ways with the previous and next buttons", async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(status()).toHaveTextContent("3 of 3");
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(status()).toHaveTextContent("1 of 3");
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(status()).toHaveTextContent("3 of 3");
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(status()).toHaveTextContent("1 of 3");
  });

  it("moves with the arrow keys, Home and End on the track", () => {
    renderCarousel();
    const track = screen.getByText("Lena").closest("[tabindex]")!;
    fireEvent.keyDown(track, { key: "ArrowLeft" });
    expect(status()).toHaveTextContent("3 of 3");
    fireEvent.keyDown(track, { key: "ArrowRight" });
    expect(status()).toHaveTextContent("1 of 3");
    fireEvent.keyDown(track, { key: "End" });
    expect(status()).toHaveTextContent("3 of 3");
    fireEvent.keyDown(track, { key: "Home" });
    expect(status()).toHaveTextContent("1 of 3");
  });

  it("marks its buttons as needing JavaScript, so they hide when it is off", () => {
    renderCarousel();
    expect(screen.getByRole("button", { name: "Next testimonial" }).closest("[data-js-only]")).not.toBeNull();
  });

  it("takes its slides as children, as the Astro island does (inside Astro's slot element)", async () => {
    const user = userEvent.setup();
    render(
      <TranslationProvider locale="en" messages={messages.en}>
        <CarouselShell count={slides.length}>
          {createElement("astro-slot", null, <CarouselSlides slides={slides} />)}
        </CarouselShell>
      </TranslationProvider>,
    );
    const carousel = screen.getByRole("region", { name: "Testimonials" });
    expect(within(carousel).getAllByRole("group").map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 3", "2 of 3", "3 of 3"]);
    await user.click(screen.getByRole("button", { name: "Previous testimonial" }));
    expect(status()).toHaveTextContent("3 of 3");
    await user.click(screen.getByRole("button", { name: "Next testimonial" }));
    expect(status()).toHaveTextContent("1 of 3");
  });
});
