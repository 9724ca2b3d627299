import { describe, expect, it } from "vitest";
import { dropColorMixDuplicates } from "./color-mix-fallbacks";

describe("dropColorMixDuplicates", () => {
  it("drops the color-mix copy of a colour that already has a static fallback", () => {
    const css =
      ".bg-navy-900\\/40{background-color:#0a133066}" +
      "@supports (color:color-mix(in lab, red, red)){.bg-navy-900\\/40{background-color:color-mix(in oklab,var(--color-navy-900)40%,transparent)}}" +
      ".flex{display:flex}";
    expect(dropColorMixDuplicates(css)).toBe(".bg-navy-900\\/40{background-color:#0a133066}.flex{display:flex}");
  });

  it("keeps mixes with currentcolor, which have no static equivalent", () => {
    const css =
      "::placeholder{color:currentColor}" +
      "@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab,currentcolor 50%,transparent)}}";
    expect(dropColorMixDuplicates(css)).toBe(css);
  });

  it("keeps a block whose selector or property has no fallback just before it", () => {
    const otherSelector =
      ".a{color:#000}@supports (color:color-mix(in lab, red, red)){.b{color:color-mix(in oklab,var(--x)50%,transparent)}}";
    const otherProperty =
      ".a{color:#000}@supports (color:color-mix(in lab, red, red)){.a{border-color:color-mix(in oklab,var(--x)50%,transparent)}}";
    expect(dropColorMixDuplicates(otherSelector)).toBe(otherSelector);
    expect(dropColorMixDuplicates(otherProperty)).toBe(otherProperty);
  });

  it("leaves other @supports blocks alone", () => {
    const css = ".a{color:red}@supports (backdrop-filter:blur(1px)){.a{color:blue}}";
    expect(dropColorMixDuplicates(css)).toBe(css);
  });

  it("treats a -webkit- copy as covered by the unprefixed fallback", () => {
    const css =
      ".d{text-decoration-color:#2f5cff66}" +
      "@supports (color:color-mix(in lab, red, red)){.d{-webkit-text-decoration-color:color-mix(in oklab,var(--p)40%,transparent);text-decoration-color:color-mix(in oklab,var(--p)40%,transparent)}}";
    expect(dropColorMixDuplicates(css)).toBe(".d{text-decoration-color:#2f5cff66}");
  });

  it("keeps only the last of identical declarations in a rule", () => {
    const css = ".a{-webkit-x:1;color:red;-webkit-x:1;-webkit-x:2;-webkit-x:1}";
    expect(dropColorMixDuplicates(css)).toBe(".a{color:red;-webkit-x:2;-webkit-x:1}");
  });
});
