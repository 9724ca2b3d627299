import { describe, expect, it } from "vitest";
import { dropRenderedHtml } from "./drop-rendered-html";

const panel = `<aside class="panel"><h2>Monitoring 24/7</h2><p>${"Orkestra watches every order line & supplier date. ".repeat(5)}</p></aside>`;
const prose = `A sentence with a < sign that is long enough to be considered. ${"More words. ".repeat(20)}`;
const data = (table: unknown[]) => {
  const literal = JSON.stringify(JSON.stringify(table)).replace(/[&><]/g, (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c" })[c]!);
  return `<script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
};
const decode = (page: string) => {
  const literal = /enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(page)![1]!;
  return JSON.parse(JSON.parse(literal) as string) as unknown[];
};

describe("dropRenderedHtml", () => {
  it("empties markup strings that the page already shows and keeps everything else", () => {
    const table = [{ _1: 2 }, "panelHtml", panel, "later", `<div>${"x".repeat(300)}</div>`, "text", prose, "en"];
    // The prose is shown as a text child: escaped in the markup, so it must stay.
    const page = `<body><div>${panel}</div><p>${prose.replace("<", "&lt;")}</p>${data(table)}</body>`;
    const { html, saved } = dropRenderedHtml(page);
    expect(decode(html)).toEqual([{ _1: 2 }, "panelHtml", "", "later", `<div>${"x".repeat(300)}</div>`, "text", prose, "en"]);
    expect(saved).toBeGreaterThan(panel.length);
    expect(html.startsWith(`<body><div>${panel}</div>`)).toBe(true);
  });

  it("rewrites nothing when nothing is duplicated, byte for byte", () => {
    const page = `<body><p>Hi</p>${data([{ _1: 2 }, "copy", "Hello & welcome <b>", "en"])}</body>`;
    expect(dropRenderedHtml(page)).toEqual({ html: page, saved: 0 });
  });

  it("leaves the promise lines of a chunk as they are", () => {
    const literal = JSON.stringify(`[{"_1":2},"html",${JSON.stringify(panel)}]\nP3:[1]`).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026");
    const page = `<body>${panel}<script>window.__reactRouterContext.streamController.enqueue(${literal});</script></body>`;
    const chunk = JSON.parse(/enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(dropRenderedHtml(page).html)![1]!) as string;
    expect(chunk).toBe(`[{"_1":2},"html",""]\nP3:[1]`);
  });
});
