import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { describe, expect, it } from "vitest";
import { Marquee } from "./marquee";

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

  it("has a pause/play button that toggles the paused state", async () => {
    const user = userEvent.setup();
    renderMarquee();
    const group = screen.getByRole("group", { name: "Supported systems" });
    expect(group).not.toHaveAttribute("data-paused");
    await user.click(screen.getByRole("button", { name: "Pause animation" }));
    expect(group).toHaveAttribute("data-paused", "true");
    await user.click(screen.getByRole("button", { name: "Play animation" }));
    expect(group).not.toHaveAttribute("data-paused");
    expect(screen.getByRole("button", { name: "Pause animation" })).toBeInTheDocument();
  });
});
