import type { Shape } from "../shape";
import type { home as en } from "../en/home";

export const home = {
  home: {},
} as const satisfies Shape<typeof en>;
