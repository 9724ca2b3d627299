import { blog as enBlog } from "./en/blog";
import { breadcrumb as enBreadcrumb } from "./en/breadcrumb";
import { common as enCommon } from "./en/common";
import { consent as enConsent } from "./en/consent";
import { faq as enFaq } from "./en/faq";
import { feature as enFeature } from "./en/feature";
import { forms as enForms } from "./en/forms";
import { home as enHome } from "./en/home";
import { landing as enLanding } from "./en/landing";
import { pricing as enPricing } from "./en/pricing";
import { scheduling as enScheduling } from "./en/scheduling";
import { search as enSearch } from "./en/search";
import { blog as svBlog } from "./sv/blog";
import { breadcrumb as svBreadcrumb } from "./sv/breadcrumb";
import { common as svCommon } from "./sv/common";
import { consent as svConsent } from "./sv/consent";
import { faq as svFaq } from "./sv/faq";
import { feature as svFeature } from "./sv/feature";
import { forms as svForms } from "./sv/forms";
import { home as svHome } from "./sv/home";
import { landing as svLanding } from "./sv/landing";
import { pricing as svPricing } from "./sv/pricing";
import { scheduling as svScheduling } from "./sv/scheduling";
import { search as svSearch } from "./sv/search";

/**
 * UI microcopy per language, one i18next `translation` namespace built from feature files.
 * A feature adds `en/<name>.ts` and `sv/<name>.ts` (Swedish typed against the English shape) and
 * spreads them here. Pages render with them at build time; an island receives only the groups it
 * uses, as props (src/islands/island-scope.ts), never this module (docs/decisions/0005).
 */
export const messages = {
  en: { ...enCommon, ...enFeature, ...enHome, ...enPricing, ...enForms, ...enConsent, ...enScheduling, ...enBreadcrumb, ...enBlog, ...enFaq, ...enLanding, ...enSearch },
  sv: { ...svCommon, ...svFeature, ...svHome, ...svPricing, ...svForms, ...svConsent, ...svScheduling, ...svBreadcrumb, ...svBlog, ...svFaq, ...svLanding, ...svSearch },
} as const;

export type Messages = (typeof messages)["en"];
/** One language's messages, as a page renders with them. */
export type PageMessages = (typeof messages)[keyof typeof messages];
