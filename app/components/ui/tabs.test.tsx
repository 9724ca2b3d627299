import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs } from "./tabs";

const items = [
  { id: "monthly", label: "Monthly", panel: <p>Monthly panel</p> },
  { id: "quarterly", label: "Quarterly", panel: <p>Quarterly panel</p> },
  { id: "yearly", label: "Yearly", panel: <p>Yearly panel</p> },
];

describe("Tabs", () => {
  it("selects the first tab by default and shows only its panel", () => {
    render(<Tabs label="Billing period" items={items} />);
    expect(screen.getByRole("tablist", { name: "Billing period" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Monthly" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tab", { name: "Quarterly" })).toHaveAttribute("aria-selected", "false");
    expect(screen.getByRole("tabpanel", { name: "Monthly" })).toHaveTextContent("Monthly panel");
    expect(screen.getByText("Quarterly panel")).not.toBeVisible();
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
  });

  it("switches panels on click", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Billing period" items={items} />);
    await user.click(screen.getByRole("tab", { name: "Quarterly" }));
    expect(screen.getByRole("tab", { name: "Quarterly" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Quarterly" })).toHaveTextContent("Quarterly panel");
    expect(screen.getByText("Monthly panel")).not.toBeVisible();
  });

  it("keeps a single tab stop and moves with arrow keys, Home and End, wrapping around", async () => {
    const user = userEvent.setup();
    render(<Tabs label="Billing period" items={items} />);
    const [monthly, quarterly, yearly] = screen.getAllByRole("tab");
    expect(monthly).toHaveAttribute("tabindex", "0");
    expect(quarterly).toHaveAttribute("tabindex", "-1");

    await user.tab();
    expect(monthly).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(quarterly).toHaveFocus();
    expect(quarterly).toHaveAttribute("aria-selected", "true");
    expect(quarterly).toHaveAttribute("tabindex", "0");
    await user.keyboard("{End}");
    expect(yearly).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(monthly).toHaveFocus();
    expect(monthly).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowLeft}");
    expect(yearly).toHaveFocus();
    await user.keyboard("{Home}");
    expect(monthly).toHaveFocus();
    expect(screen.getByRole("tabpanel", { name: "Monthly" })).toBeVisible();
  });

  it("wires each tab to its panel", () => {
    render(<Tabs label="Billing period" items={items} defaultIndex={1} />);
    const tab = screen.getByRole("tab", { name: "Quarterly" });
    const panel = screen.getByRole("tabpanel", { name: "Quarterly" });
    expect(tab).toHaveAttribute("aria-controls", panel.id);
    expect(panel).toHaveAttribute("aria-labelledby", tab.id);
  });
});
