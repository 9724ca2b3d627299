import { render, screen, within } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChoiceTabs } from "./choice-tabs";

const items = [
  { id: "monthly", label: "Monthly", panel: <p>Monthly panel</p> },
  { id: "quarterly", label: "Quarterly", panel: <p>Quarterly panel</p> },
];

// Which panel shows is CSS (`:has(:checked)`, app.css), which jsdom does not apply: the browser tests
// (tests/e2e/pricing.spec.ts, faq.spec.ts, first-paint.spec.ts) check it on screen.
describe("ChoiceTabs", () => {
  it("is a named radio group with the first choice checked by default", () => {
    render(<ChoiceTabs label="Billing period" items={items} />);
    const group = screen.getByRole("group", { name: "Billing period" });
    expect(within(group).getByRole("radio", { name: "Monthly" })).toBeChecked();
    expect(within(group).getByRole("radio", { name: "Quarterly" })).not.toBeChecked();
  });

  it("checks another default, and gives each group its own radio name", () => {
    render(
      <>
        <ChoiceTabs label="First" items={items} defaultIndex={1} />
        <ChoiceTabs label="Second" items={items} />
      </>,
    );
    const first = screen.getByRole("group", { name: "First" });
    expect(within(first).getByRole("radio", { name: "Quarterly" })).toBeChecked();
    const names = screen.getAllByRole("radio").map((radio) => radio.getAttribute("name"));
    expect(new Set(names).size).toBe(2);
  });

  it("puts every panel in the HTML, in the order of the choices, for the CSS to pick from", () => {
    const html = renderToStaticMarkup(<ChoiceTabs label="Billing period" items={items} />);
    expect(html.indexOf("Monthly panel")).toBeGreaterThan(0);
    expect(html.indexOf("Quarterly panel")).toBeGreaterThan(html.indexOf("Monthly panel"));
    expect(html.match(/data-choice-panel="/g)).toHaveLength(2);
  });
});
