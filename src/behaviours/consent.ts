/**
 * The "allow" button of a consent-gated embed (`[data-consent-allow]`: the video, the scheduling
 * widget) from the first paint: a press marks it `data-consent-requested`, and the embed's module
 * grants the consent as it starts (src/components/embeds/consent-request.ts), so a press made before
 * that module arrived is kept. Self-contained: its text is inlined in the page's head (./index.ts).
 */
export function consentRequests(document: Document): void {
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (target instanceof Element) target.closest("[data-consent-allow]")?.setAttribute("data-consent-requested", "");
  });
}
