import { LATIN, WEIGHTS } from "./font-subsets";
import interLatin from "./fonts/inter-latin-400-700.woff2?url";
import groteskLatin from "./fonts/space-grotesk-latin-400-700.woff2?url";

// Self-hosted variable fonts (BRAND.md), cut to Latin and the weights in use by
// scripts/subset-fonts.ts: Inter 48 -> 31 KB, which Lighthouse's slow phone loads one round trip sooner.
function face(family: string, url: string): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${WEIGHTS.min} ${WEIGHTS.max};src:url(${url}) format("woff2-variations");unicode-range:${LATIN}}`;
}

export const fontFaceCss = [face("Inter Variable", interLatin), face("Space Grotesk Variable", groteskLatin)].join("");

/** Preloaded: both faces paint the first view; without them a late swap shifts the layout. */
export const preloadFonts = [interLatin, groteskLatin];
