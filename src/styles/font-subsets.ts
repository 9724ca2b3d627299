// What the self-hosted fonts keep, shared by the @font-face rules (fonts.ts) and the script that
// cuts the files (scripts/subset-fonts.ts). Plain data: Node runs the script without Vite.

/**
 * Latin-1 and the punctuation, currency and arrows around it: English and Swedish need nothing else.
 * Declaring Latin Extended once made a single "ń" (Gdańsk) pull an 85 KB file into the first view;
 * rare extended letters use the fallback font.
 */
export const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

/** The weights the stylesheet uses (Tailwind's normal to bold); the variable axis is cut to them. */
export const WEIGHTS = { min: 400, max: 700 } as const;

/** Source files from @fontsource-variable and the cut files committed next to this module. */
export const fontSubsets = [
  { source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2", file: "inter-latin-400-700.woff2" },
  { source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2", file: "space-grotesk-latin-400-700.woff2" },
] as const;

/** A font's metrics in its own units (as @capsizecss/unpack reads them), for metric-matched fallbacks. */
export type FontMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/**
 * Arial's metrics (Liberation Sans and Arimo share them, so Linux and ChromeOS match too): the local
 * face the fallbacks stretch to the web fonts' size, as capsize and Next.js do.
 */
export const ARIAL: FontMetrics = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 904 };
