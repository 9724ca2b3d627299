import { common as enCommon } from "./en/common";
import { feature as enFeature } from "./en/feature";
import { common as svCommon } from "./sv/common";
import { feature as svFeature } from "./sv/feature";

/**
 * UI microcopy per language, one i18next `translation` namespace built from feature files.
 * A feature adds `en/<name>.ts` and `sv/<name>.ts` (typed against the English shape) and spreads them here.
 */
export const messages = {
  en: { ...enCommon, ...enFeature },
  sv: { ...svCommon, ...svFeature },
} as const;

export type Messages = (typeof messages)["en"];
