import type { Shape } from "../shape";
import type { consent as en } from "../en/consent";

export const consent = {
  consent: {},
} as const satisfies Shape<typeof en>;
