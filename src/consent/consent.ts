import { answerConsent, openConsentPreferences, setConsentClient, startConsent } from "~/consent/actions";
import { getConsentState, subscribeConsent } from "~/consent/store";
import type { Locale } from "~/i18n/locales";

/**
 * Consent on a page without React (decision 0009): the prerendered banner (src/consent/consent-banner.tsx)
 * answers through src/consent/actions.ts and leaves once an answer exists (from the banner, from the
 * preferences dialog, or read from the cookie on load); every `[data-cookie-settings]` button (the
 * banner's "Manage preferences", the footer's "Cookie settings", the privacy policy's) opens the
 * library's preferences dialog, loaded on first use. Returns the function that stops listening.
 */
export function setUpConsent(locale: Locale, doc: Document = document): () => void {
  setConsentClient(() => import("./consent-client"));

  const removeAnsweredBanner = () => {
    if (!getConsentState().answered) return;
    for (const banner of doc.querySelectorAll<HTMLElement>("[data-consent-banner]")) {
      // A keyboard user's focus would be lost with the banner: hand it to the page.
      const hadFocus = banner.contains(doc.activeElement);
      banner.remove();
      if (hadFocus) doc.getElementById("main")?.focus({ preventScroll: true });
    }
  };
  const unsubscribe = subscribeConsent(removeAnsweredBanner);

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("[data-cookie-settings]")) return openConsentPreferences();
    const answer = target?.closest<HTMLElement>("[data-consent-banner] [data-consent-answer]")?.dataset.consentAnswer;
    if (answer === "accept") answerConsent(["analytics", "media"]);
    else if (answer === "reject") answerConsent([]);
  };
  doc.addEventListener("click", onClick);

  startConsent(locale);
  removeAnsweredBanner();
  return () => {
    unsubscribe();
    doc.removeEventListener("click", onClick);
  };
}
