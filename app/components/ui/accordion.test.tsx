import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion, type AccordionItem } from "./accordion";

const items: AccordionItem[] = [
  { id: "setup", title: "How long does setup take?", content: "Roughly sixty minutes." },
  { id: "erp", title: "Which ERPs do you support?", content: "Business Central, NetSuite and more." },
  { id: "data", title: "Where is our data hosted?", content: "In Germany." },
];

const button = (name: string) => screen.getByRole("button", { name });

describe("Accordion (SPEC §4)", () => {
  it("opens the first item by default and keeps the others closed", () => {
    render(<Accordion items={items} />);
    expect(button("How long does setup take?")).toHaveAttribute("aria-expanded", "true");
    expect(button("Which ERPs do you support?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Roughly sixty minutes.")).toBeVisible();
    expect(screen.getByText("In Germany.")).not.toBeVisible();
  });

  it("opens the clicked item and closes the one that was open: one active index", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(button("Where is our data hosted?"));
    expect(button("Where is our data hosted?")).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("In Germany.")).toBeVisible();
    expect(button("How long does setup take?")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Roughly sixty minutes.")).not.toBeVisible();
    expect(screen.getAllByRole("button").filter((b) => b.getAttribute("aria-expanded") === "true")).toHaveLength(1);
  });

  it("does not collapse the active item when it is clicked again, and marks it aria-disabled", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    await user.click(button("How long does setup take?"));
    expect(button("How long does setup take?")).toHaveAttribute("aria-expanded", "true");
    expect(button("How long does setup take?")).toHaveAttribute("aria-disabled", "true");
    expect(button("Which ERPs do you support?")).not.toHaveAttribute("aria-disabled");
    expect(screen.getByText("Roughly sixty minutes.")).toBeVisible();
  });

  it("starts with none open when the default index is null, then opens on click", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultIndex={null} />);
    for (const b of screen.getAllByRole("button")) expect(b).toHaveAttribute("aria-expanded", "false");
    await user.click(button("Which ERPs do you support?"));
    expect(button("Which ERPs do you support?")).toHaveAttribute("aria-expanded", "true");
  });

  it("honours another default index", () => {
    render(<Accordion items={items} defaultIndex={2} />);
    expect(button("Where is our data hosted?")).toHaveAttribute("aria-expanded", "true");
    expect(button("How long does setup take?")).toHaveAttribute("aria-expanded", "false");
  });

  it("wires each button to its panel, labelled regions in short accordions, plain panels in long ones", () => {
    const { unmount } = render(<Accordion items={items} />);
    const first = button("How long does setup take?");
    const panel = document.getElementById(first.getAttribute("aria-controls")!);
    expect(panel).toHaveTextContent("Roughly sixty minutes.");
    expect(screen.getByRole("region", { name: "How long does setup take?" })).toBe(panel);
    unmount();
    const many = Array.from({ length: 8 }, (_, i) => ({ id: `q${i}`, title: `Question ${i}`, content: `Answer ${i}` }));
    render(<Accordion items={many} />);
    expect(screen.queryAllByRole("region")).toHaveLength(0);
  });

  it("moves focus with Up, Down, Home and End and opens with Enter and Space", async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    button("How long does setup take?").focus();
    await user.keyboard("{ArrowDown}");
    expect(button("Which ERPs do you support?")).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(button("Which ERPs do you support?")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{End}");
    expect(button("Where is our data hosted?")).toHaveFocus();
    await user.keyboard("{ArrowDown}");
    expect(button("How long does setup take?")).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(button("Where is our data hosted?")).toHaveFocus();
    await user.keyboard(" ");
    expect(button("Where is our data hosted?")).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Home}");
    expect(button("How long does setup take?")).toHaveFocus();
  });

  it("puts every answer in the prerendered HTML, closed ones hidden but shown without JavaScript", () => {
    const html = renderToStaticMarkup(<Accordion items={items} headingLevel={2} />);
    for (const item of items) expect(html).toContain(item.content as string);
    expect(html.match(/<h2/g)).toHaveLength(3);
    expect(html.match(/ hidden=""/g)).toHaveLength(2);
    expect(html.match(/data-nojs-show=""/g)).toHaveLength(3);
  });
});
