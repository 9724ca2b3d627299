import { describe, expect, it } from "vitest";
import { htmlUpToFold } from "./first-screen";

describe("first screen", () => {
  const page = `<html><head><script>const s = "<section>";</script><style>section{}</style></head><body><header><template><section>menu</section></template></header><!-- <section> --><section id="hero">Hero</section><section id="next">Next</section></body></html>`;

  it("ends at the start tag of the element the browser found below the screen", () => {
    // The browser's second <section> (the template's and the comment's are no elements of the document).
    expect(htmlUpToFold(page, { tag: "section", index: 1 }).endsWith(`<section id="hero">Hero</section>`)).toBe(true);
    expect(htmlUpToFold(page, { tag: "section", index: 0 }).endsWith(`<!-- <section> -->`)).toBe(true);
  });

  it("is the whole page when all of it fits, and refuses a fold the source lacks", () => {
    expect(htmlUpToFold(page, null)).toBe(page);
    expect(() => htmlUpToFold(page, { tag: "section", index: 2 })).toThrow(/number 3/);
  });
});
