import type { ReservedHeights } from "~/components/ui/offscreen";

/**
 * What the home page's sections below the hero take up (px, at 0/640/768/1024 px wide and up): the
 * taller language, in the fallback or the web fonts (src/styles/fonts.ts), plus 2%, one `Offscreen` block each, in page order. Both builds read it;
 * tests/e2e/offscreen.spec.ts measures them and prints new figures when they drift.
 */
export const homeOffscreenHeights = {
  brain: [1920, 1620, 1860, 1170],
  stats: [1240, 1150, 800, 800],
  go: [3520, 2660, 2560, 1890],
  integrations: [1710, 1250, 1230, 1030],
  ahead: [1700, 1420, 1010, 890],
  voices: [3150, 2500, 1830, 1510],
  steps: [2940, 2600, 1630, 1510],
  pricing: [2580, 2400, 2360, 1310],
  cta: [670, 550, 550, 540],
} satisfies Record<string, ReservedHeights>;
