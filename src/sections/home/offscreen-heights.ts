import type { ReservedHeights } from "~/components/ui/offscreen";

/**
 * What the home page's sections below the hero take up (px, at 0/640/768/1024 px wide and up): the
 * taller language plus 2%, one `Offscreen` block each, in page order. Both builds read it;
 * tests/e2e/offscreen.spec.ts measures them and prints new figures when they drift.
 */
export const homeOffscreenHeights = {
  brain: [1900, 1620, 1810, 1170],
  stats: [1240, 1150, 800, 800],
  go: [3470, 2660, 2560, 1890],
  integrations: [1690, 1230, 1210, 1010],
  ahead: [1700, 1420, 980, 890],
  voices: [3130, 2470, 1820, 1510],
  steps: [2930, 2600, 1580, 1510],
  pricing: [2580, 2400, 2360, 1300],
  cta: [670, 550, 520, 540],
} satisfies Record<string, ReservedHeights>;
