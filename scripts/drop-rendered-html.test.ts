import { describe, expect, it } from "vitest";
import { dropRenderedHtml } from "./drop-rendered-html";

const panel = `<aside class="panel"><h2>Monitoring 24/7</h2><p>${"Orkestra watches every order line & supplier date. ".repeat(5)}</p></aside>`;
const prose = `A sentence with a < sign that is long enough to be considered. ${"More words. ".repeat(20)}`;
/** An inline data script as React Router writes it, for one turbo-stream chunk. */
const enqueue = (chunk: string) => {
  const literal = JSON.stringify(chunk).replace(/[&><]/g, (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c" })[c]!);
  return `<script>window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
};
const data = (table: unknown[]) => enqueue(JSON.stringify(table));
const chunkOf = (page: string) => JSON.parse(/enqueue\(("(?:[^"\\]|\\.)*")\)/.exec(page)![1]!) as string;
const decode = (page: string) => JSON.parse(chunkOf(page)) as unknown[];

describe("dropRenderedHtml", () => {
  it("empties markup strings that the page already shows and keeps everything else", () => {
    const table = [{ _1: 2 }, "panelHtml", panel, "later", `<div>${"x".repeat(300)}</div>`, "text", prose, "en"];
    // The prose is shown as a text child: escaped in the markup, so it must stay.
    const page = `<body><div>${panel}</div><p>${prose.replace("<", "&lt;")}</p>${data(table)}</body>`;
    const html = dropRenderedHtml(page);
    expect(decode(html)).toEqual([{ _1: 2 }, "panelHtml", "", "later", `<div>${"x".repeat(300)}</div>`, "text", prose, "en"]);
    expect(page.length - html.length).toBeGreaterThan(panel.length);
    expect(html.startsWith(`<body><div>${panel}</div>`)).toBe(true);
  });

  it("rewrites nothing when nothing is duplicated, byte for byte", () => {
    const page = `<body><p>Hi</p>${data([{ _1: 2 }, "copy", "Hello & welcome <b>", "en"])}</body>`;
    expect(dropRenderedHtml(page)).toBe(page);
  });

  it("leaves the promise lines of a chunk as they are", () => {
    const page = `<body>${panel}${enqueue(`[{"_1":2},"html",${JSON.stringify(panel)}]\nP3:[1]`)}</body>`;
    expect(chunkOf(dropRenderedHtml(page))).toBe(`[{"_1":2},"html",""]\nP3:[1]`);
  });
});
