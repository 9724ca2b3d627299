import type { Shape } from "../shape";
import type { forms as en } from "../en/forms";

export const forms = {
  forms: {},
} as const satisfies Shape<typeof en>;
