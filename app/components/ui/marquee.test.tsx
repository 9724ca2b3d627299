import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { getI18n } from "~/i18n/i18n";
import { Marquee } from "./marquee";

const items = ["Odoo", "Sage", "Visma"].map((name) => ({ id: name, content: name }));

function renderMarquee() {
  return render(
    <I18nextProvider i18n={getI18n("en")}>
      <Marquee label="Supported systems" rows={[{ id: "row", items }]} />
    </I18nextProvider>,
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
