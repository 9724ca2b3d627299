// Consent for React components (the embeds in islands): the live state as a hook, and the action an
// embed's "Allow and load" button takes. Nothing here loads the consent library: the page's own
// script registers how it loads (src/consent/consent.ts), and actions.ts loads it on first use.
import { useSyncExternalStore } from "react";
import type { ConsentCategory } from "./cookie";
import { getInitialConsentState, hasConsent, subscribeConsent } from "./store";

export { grantConsent } from "./actions";

/**
 * Whether a category is consented, re-rendering on change. Always false in the prerendered HTML and
 * during hydration, so embeds render their placeholder first.
 */
export function useConsent(category: ConsentCategory): boolean {
  return useSyncExternalStore(
    subscribeConsent,
    () => hasConsent(category),
    () => getInitialConsentState().categories.includes(category),
  );
}
