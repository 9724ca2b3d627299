import groteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

// Self-hosted variable fonts (BRAND.md). Only the Latin (Latin-1) subsets are declared: English and
// Swedish need nothing else, and declaring Latin Extended made a single "ń" (Gdańsk) pull an 85 KB
// file into the first view. Rare extended letters use the fallback font.
const LATIN = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

function face(family: string, url: string, range: string, weight: string): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2-variations");unicode-range:${range}}`;
}

export const fontFaceCss = [
  face("Inter Variable", interLatin, LATIN, "100 900"),
  face("Space Grotesk Variable", groteskLatin, LATIN, "300 700"),
].join("");

/** Preloaded: both faces paint the first view; without them a late swap shifts the layout. */
export const preloadFonts = [interLatin, groteskLatin];
