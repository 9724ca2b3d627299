import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { describe, expect, it } from "vitest";
import { Marquee } from "./marquee";
import { enhanceMarquees } from "./marquee-toggle";

const items = ["Odoo", "Sage", "Visma"].map((name) => ({ id: name, content: name }));

function renderMarquee() {
  return render(
    <TranslationProvider locale={"en"} messages={messages["en"]}>
      <Marquee label="Supported systems" rows={[{ id: "row", items }]} />
    </TranslationProvider>,
  );
}

describe("Marquee", () => {
  it("exposes each item once to assistive technology and hides the copies", () => {
    const { container } = renderMarquee();
    const group = screen.getByRole("group", { name: "Supported systems" });
    expect(within(group).getAllByRole("list")).toHaveLength(1);
    expect(within(group).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Odoo", "Sage", "Visma"]);
    const copy = container.querySelector('ul[aria-hidden="true"]');
    expect(copy?.textContent).toBe("OdooSageVisma");
  });

  it("is rendered playing, its button ready to pause", () => {
    renderMarquee();
    expect(screen.getByRole("group", { name: "Supported systems" })).not.toHaveAttribute("data-paused");
    const button = screen.getByRole("button", { name: "Pause animation" });
    expect(button).toHaveAttribute("data-play-label", "Play animation");
    expect(button.closest("[data-js-only]")).not.toBeNull();
  });
});

describe("enhanceMarquees (the pause/play button, from the site script)", () => {
  it("pauses and plays a static marquee, label and all", async () => {
    const user = userEvent.setup();
    document.body.innerHTML = renderToStaticMarkup(
      <TranslationProvider locale={"sv"} messages={messages["sv"]}>
        <Marquee label="System" rows={[{ id: "row", items }]} />
      </TranslationProvider>,
    );
    enhanceMarquees();
    const group = screen.getByRole("group", { name: "System" });
    await user.click(screen.getByRole("button", { name: messages.sv.home.marquee.pause }));
    expect(group).toHaveAttribute("data-paused");
    await user.click(screen.getByRole("button", { name: messages.sv.home.marquee.play }));
    expect(group).not.toHaveAttribute("data-paused");
    expect(screen.getByRole("button", { name: messages.sv.home.marquee.pause })).toBeInTheDocument();
  });
});
