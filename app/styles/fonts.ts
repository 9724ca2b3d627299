import groteskLatinExt from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-ext-wght-normal.woff2?url";
import groteskLatin from "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2?url";
import interLatinExt from "@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";

// Self-hosted variable fonts (BRAND.md). Only the Latin subsets are declared: English and Swedish
// need nothing else. Latin is preloaded because it paints the first view.
const LATIN = "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";
const LATIN_EXT = "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF";

function face(family: string, url: string, range: string, weight: string): string {
  return `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2-variations");unicode-range:${range}}`;
}

export const fontFaceCss = [
  face("Inter Variable", interLatin, LATIN, "100 900"),
  face("Inter Variable", interLatinExt, LATIN_EXT, "100 900"),
  face("Space Grotesk Variable", groteskLatin, LATIN, "300 700"),
  face("Space Grotesk Variable", groteskLatinExt, LATIN_EXT, "300 700"),
].join("");

export const preloadFonts = [interLatin, groteskLatin];
