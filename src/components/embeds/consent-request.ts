import { grantConsent } from "~/consent/actions";
import type { ConsentCategory } from "~/consent/cookie";

type OptionalCategory = Exclude<ConsentCategory, "necessary">;
const isOptional = (value: string | undefined): value is OptionalCategory => value === "analytics" || value === "media";

/**
 * An embed's consent button (`[data-consent-allow="<category>"]` inside `root`) pressed: `onRequest`
 * is told at once and the category is granted. Presses made before this module ran count too: the
 * `consent` behaviour (src/behaviours/consent.ts) marks them `data-consent-requested` from the first
 * paint. Returns the function that stops listening.
 */
export function onConsentRequest(root: Element, onRequest: (button: HTMLElement) => void, doc: Document = root.ownerDocument): () => void {
  const honour = (button: HTMLElement) => {
    button.removeAttribute("data-consent-requested");
    const category = button.dataset.consentAllow;
    if (!isOptional(category)) return;
    onRequest(button);
    afterSiteScript(doc, () => grantConsent(category));
  };
  for (const button of root.querySelectorAll<HTMLElement>("[data-consent-allow][data-consent-requested]")) honour(button);
  // On the document, so the behaviour's own listener (added first) has marked the press already.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-consent-allow]") : null;
    if (button && root.contains(button)) honour(button);
  };
  doc.addEventListener("click", onClick);
  return () => doc.removeEventListener("click", onClick);
}

/**
 * Runs `then` once the site script (src/chrome/site.ts) has set consent up (it registers the consent
 * library's loader, then marks `<html data-hydrated>`): a view's own script runs before it.
 */
function afterSiteScript(doc: Document, then: () => void): void {
  const html = doc.documentElement;
  if (html.dataset.hydrated) return then();
  const observer = new MutationObserver(() => {
    if (!html.dataset.hydrated) return;
    observer.disconnect();
    then();
  });
  observer.observe(html, { attributes: true, attributeFilter: ["data-hydrated"] });
}
