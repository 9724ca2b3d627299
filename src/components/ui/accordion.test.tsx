import { fireEvent, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { accordions } from "../../behaviours/accordion";
import { Accordion, type AccordionItem } from "./accordion";

const items: AccordionItem[] = [
  { id: "setup", title: "How long does setup take?", content: "Roughly sixty minutes." },
  { id: "erp", title: "Which ERPs do you support?", content: "Business Central, NetSuite and more." },
  { id: "data", title: "Where is our data hosted?", content: "In Germany." },
];

const details = () => Array.from(document.querySelectorAll("details"));
const summary = (text: string) => Array.from(document.querySelectorAll("summary")).find((element) => element.textContent === text)!;

// The behaviour listens on the document, as the inline script in the page's head does.
beforeAll(() => accordions(document));

describe("Accordion markup (SPEC §4, on <details name>)", () => {
  it("opens the first item by default, one group name for all items", () => {
    render(<Accordion items={items} />);
    expect(details().map((item) => item.open)).toEqual([true, false, false]);
    const names = new Set(details().map((item) => item.getAttribute("name")));
    expect(names.size).toBe(1);
    expect([...names][0]).toBeTruthy();
  });

  it("starts with none open when the default index is null, and honours another index", () => {
    const { unmount } = render(<Accordion items={items} defaultIndex={null} />);
    expect(details().map((item) => item.open)).toEqual([false, false, false]);
    unmount();
    render(<Accordion items={items} defaultIndex={2} />);
    expect(details().map((item) => item.open)).toEqual([false, false, true]);
  });

  it("gives two accordions on one page different names, so each keeps its own open item", () => {
    render(
      <>
        <Accordion items={items} />
        <Accordion items={items} />
      </>,
    );
    expect(new Set(details().map((item) => item.getAttribute("name"))).size).toBe(2);
  });

  it("puts every answer and a heading per question in the prerendered HTML, with no script needed to read them", () => {
    const html = renderToStaticMarkup(<Accordion items={items} headingLevel={2} />);
    for (const item of items) expect(html).toContain(item.content as string);
    expect(html.match(/<summary/g)).toHaveLength(3);
    expect(html.match(/<h2/g)).toHaveLength(3);
    expect(html).not.toMatch(/ hidden=""/);
  });
});

describe("accordion behaviour (src/behaviours/accordion.ts)", () => {
  it("keeps the open item open: a click on its summary is cancelled, one on a closed item is not", () => {
    render(<Accordion items={items} />);
    expect(fireEvent.click(summary("How long does setup take?"))).toBe(false);
    expect(details()[0]!.open).toBe(true);
    expect(fireEvent.click(summary("Which ERPs do you support?"))).toBe(true);
  });

  it("moves focus with Up, Down (wrapping), Home and End", () => {
    render(<Accordion items={items} />);
    summary("How long does setup take?").focus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(summary("Which ERPs do you support?")).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(summary("Where is our data hosted?")).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(summary("How long does setup take?")).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "ArrowUp" });
    expect(summary("Where is our data hosted?")).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(summary("How long does setup take?")).toHaveFocus();
  });

  it("leaves other keys and summaries outside an accordion alone", () => {
    render(
      <>
        <Accordion items={items} />
        <details open>
          <summary>Elsewhere</summary>
        </details>
      </>,
    );
    expect(fireEvent.keyDown(summary("How long does setup take?"), { key: "a" })).toBe(true);
    expect(fireEvent.click(summary("Elsewhere"))).toBe(true);
  });
});
