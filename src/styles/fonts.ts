import { ARIAL, LATIN, WEIGHTS, type FontMetrics } from "./font-subsets";
import metrics from "./fonts/metrics.json";
import interLatin from "./fonts/inter-latin-400-700.woff2?url";
import groteskLatin from "./fonts/space-grotesk-latin-400-700.woff2?url";

// Self-hosted variable fonts (BRAND.md), cut to Latin and the weights in use by
// scripts/subset-fonts.ts: Inter 48 -> 31 KB, Space Grotesk 21 KB.
//
// The first page of a visit is painted in metric-matched local fallbacks and fetches the web fonts after
// its first paint; the pages opened from it use them from their first paint (`loadFonts`). 52 KB of
// fonts fetched before the first paint held the largest paint back about 300 ms on Lighthouse's slow
// phone (issue 56, decision 0029). Without JavaScript the faces load through CSS, as before.

/** One web font and the local face that stands in for it until it has loaded. */
export type WebFace = { family: string; url: string; fallback: string };

const faces: readonly (WebFace & { metrics: FontMetrics })[] = [
  { family: "Inter Variable", url: interLatin, fallback: "Inter Fallback", metrics: metrics["inter-latin-400-700.woff2"] },
  { family: "Space Grotesk Variable", url: groteskLatin, fallback: "Space Grotesk Fallback", metrics: metrics["space-grotesk-latin-400-700.woff2"] },
];
export const webFaces: readonly WebFace[] = faces.map(({ family, url, fallback }) => ({ family, url, fallback }));

/** The descriptors of every web face, for @font-face and for the FontFace API alike. */
export const faceDescriptors = { style: "normal", weight: `${WEIGHTS.min} ${WEIGHTS.max}`, unicodeRange: LATIN, display: "swap" } as const;

/** The web fonts as CSS: for visitors without JavaScript and for the content manager's previews. */
export const fontFaceCss = webFaces
  .map(
    (face) =>
      `@font-face{font-family:"${face.family}";font-style:${faceDescriptors.style};font-display:${faceDescriptors.display};font-weight:${faceDescriptors.weight};src:url(${face.url}) format("woff2-variations");unicode-range:${faceDescriptors.unicodeRange}}`,
  )
  .join("");

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * A local face scaled to the web font's average letter width, with its ascent, descent and line gap,
 * so that lines keep their length and height when the web font swaps in (no layout shift).
 */
export function fallbackFace(face: WebFace, font: FontMetrics, local: FontMetrics = ARIAL): string {
  const sizeAdjust = font.xWidthAvg / font.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
  const scaled = (value: number) => percent(Math.abs(value) / (font.unitsPerEm * sizeAdjust));
  return (
    `@font-face{font-family:"${face.fallback}";src:local("Arial"),local("Liberation Sans"),local("Arimo");` +
    `size-adjust:${percent(sizeAdjust)};ascent-override:${scaled(font.ascent)};descent-override:${scaled(font.descent)};line-gap-override:${scaled(font.lineGap)}}`
  );
}

/** The fallbacks, inlined in every page's head (the stylesheet's font stacks name them, src/styles/app.css). */
export const fallbackFaceCss = faces.map((face) => fallbackFace(face, face.metrics)).join("");

/**
 * Runs in the head script (src/layouts/Base.astro). A page opened from one of the site's pages finds
 * the files cached and uses them from its first paint. A first page keeps its fallbacks: swapped in
 * after its first paint, the web fonts would rewrap lines and move what follows (a layout shift). It
 * fetches them once that paint is on screen, for the pages the visitor opens next.
 */
export function loadFonts(doc: Document, faces: readonly WebFace[], descriptors: FontFaceDescriptors, after: (then: () => void) => void): void {
  if (typeof FontFace !== "function") return;
  const fonts = () => faces.map((face) => new FontFace(face.family, `url(${face.url}) format("woff2")`, descriptors));
  let fromSite = false;
  try {
    fromSite = new URL(doc.referrer).origin === doc.location.origin;
  } catch {
    // No referrer (typed address, bookmark, another site with a strict policy).
  }
  const apply = () => {
    for (const font of fonts()) {
      doc.fonts.add(font);
      font.load().catch(() => undefined);
    }
  };
  if (fromSite) return apply();
  // Fetched once the first paint is on screen (src/chrome/first-paint.ts), for the next pages.
  after(() => fonts().forEach((font) => font.load().catch(() => undefined)));
}
