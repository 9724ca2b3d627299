// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { ARIAL } from "./font-subsets";
import { fallbackFace, fallbackFaceCss, faceDescriptors, loadFonts, webFaces } from "./fonts";
import metrics from "./fonts/metrics.json";

/** FontFace as the browser has it, recording what is made, loaded and added (jsdom has none). */
class FakeFontFace {
  static made: FakeFontFace[] = [];
  loads = 0;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {
    FakeFontFace.made.push(this);
  }
  load() {
    this.loads++;
    return Promise.resolve(this);
  }
}

/** A document opened from `referrer`, whose font set records what is added; `paint` runs what waits for the first paint. */
function page(referrer: string) {
  const added: FakeFontFace[] = [];
  const doc = { referrer, location: new URL("https://orkestra.example/pricing"), fonts: { add: (face: FakeFontFace) => added.push(face) } } as unknown as Document;
  let waiting: (() => void) | undefined;
  loadFonts(doc, webFaces, faceDescriptors, (then) => (waiting = then));
  return { added, paint: () => waiting?.() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeFontFace.made = [];
});

describe("web fonts", () => {
  it("stretch the local fallback to each web font's average width and vertical metrics", () => {
    const inter = metrics["inter-latin-400-700.woff2"];
    const css = fallbackFace({ family: "Inter Variable", url: "/i.woff2", fallback: "Inter Fallback" }, inter);
    const sizeAdjust = inter.xWidthAvg / inter.unitsPerEm / (ARIAL.xWidthAvg / ARIAL.unitsPerEm);
    expect(css).toBe(
      `@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans"),local("Arimo");` +
        `size-adjust:${(sizeAdjust * 100).toFixed(2)}%;ascent-override:${((inter.ascent / inter.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%;` +
        `descent-override:${((-inter.descent / inter.unitsPerEm / sizeAdjust) * 100).toFixed(2)}%;line-gap-override:0.00%}`,
    );
    expect(css).toContain("size-adjust:108.19%");
    expect(fallbackFaceCss).toContain(`font-family:"Space Grotesk Fallback"`);
  });

  it("are used from the first paint on a page opened from another of the site's pages", () => {
    vi.stubGlobal("FontFace", FakeFontFace);
    const { added } = page("https://orkestra.example/");
    expect(added.map((face) => face.family)).toEqual(["Inter Variable", "Space Grotesk Variable"]);
    expect(added.every((face) => face.loads === 1 && face.descriptors === faceDescriptors)).toBe(true);
    expect(added[0]?.source).toBe(`url(${webFaces[0]?.url}) format("woff2")`);
  });

  it("leave a first page in its fallbacks and are fetched once its first paint is on screen", () => {
    vi.stubGlobal("FontFace", FakeFontFace);
    for (const referrer of ["", "https://www.example.com/search?q=orkestra", "not a url"]) {
      FakeFontFace.made = [];
      const { added, paint } = page(referrer);
      expect(FakeFontFace.made, referrer).toEqual([]);
      paint();
      expect(FakeFontFace.made.map((face) => [face.family, face.loads])).toEqual([
        ["Inter Variable", 1],
        ["Space Grotesk Variable", 1],
      ]);
      expect(added, "never applied to the page already painted").toEqual([]);
    }
  });
});
