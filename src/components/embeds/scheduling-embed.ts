import { loadExternalScript } from "~/consent/external-script";
import { hasConsent, subscribeConsent } from "~/consent/store";
import { calendlyScriptUrl } from "./calendly";
import { onConsentRequest } from "./consent-request";

type CalendlyWindow = Window & { Calendly?: { initInlineWidget?: (options: { url: string; parentElement: Element }) => void } };

/**
 * Runs the scheduling widgets (./scheduling-widget.tsx) of `doc`: with consent to "media" the widget
 * takes the placeholder's place and its script loads (SPEC §7: as the page opens); without it, or
 * once consent is withdrawn, the script and the widget go and the placeholder is back. Leaving the
 * page takes both with it. Returns the function that stops them.
 */
export function startSchedulingWidgets(doc: Document = document): () => void {
  const stops = [...doc.querySelectorAll<HTMLElement>("[data-scheduling]")].map((root) => runWidget(root, doc));
  return () => stops.forEach((stop) => stop());
}

function runWidget(root: HTMLElement, doc: Document): () => void {
  const prompt = root.querySelector<HTMLElement>("[data-consent-prompt]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-scheduling-embed]");
  if (!prompt || !template) return () => {};

  // Set by a press of the consent button, which then disappears: focus moves to the calendar
  // instead of falling back to the page.
  let requested = false;
  let unmount: (() => void) | undefined;

  const mount = () => {
    const embed = doc.importNode(template.content, true).firstElementChild;
    if (!(embed instanceof HTMLElement)) throw new Error("The scheduling template holds no element");
    const widget = embed.querySelector<HTMLElement>(".calendly-inline-widget")!;
    const loading = embed.querySelector("[data-scheduling-loading]");
    const failed = embed.querySelector<HTMLElement>("[data-scheduling-failed]");
    const note = embed.querySelector<HTMLElement>("[data-scheduling-note]");
    // SPEC §9's size the way Calendly documents it, set through CSSOM, which the page's CSP allows.
    widget.style.minWidth = "320px";
    widget.style.height = "700px";
    // In the placeholder's place, not beside it hidden: one box by the widget's name at a time.
    prompt.replaceWith(embed);
    if (requested) embed.querySelector<HTMLElement>("[data-scheduling-frame]")?.focus();
    requested = false;
    const unload = loadExternalScript(calendlyScriptUrl, {
      category: "media",
      onLoad: () => {
        // The script fills every widget it finds as it runs; should it have missed this one, ask it.
        const calendly = (window as CalendlyWindow).Calendly;
        if (!widget.querySelector("iframe")) calendly?.initInlineWidget?.({ url: widget.dataset.url ?? "", parentElement: widget });
        loading?.remove();
        if (failed) failed.hidden = true;
        if (note) note.hidden = false;
      },
      onError: () => {
        loading?.remove();
        if (failed) failed.hidden = false;
        if (note) note.hidden = true;
      },
      doc,
    });
    return () => {
      unload();
      embed.replaceWith(prompt);
    };
  };

  const render = () => {
    const allowed = hasConsent("media");
    if (allowed && !unmount) unmount = mount();
    else if (!allowed && unmount) {
      unmount();
      unmount = undefined;
    }
  };
  const unsubscribe = subscribeConsent(render);
  const stopRequests = onConsentRequest(root, () => {
    requested = true;
  });
  render();
  return () => {
    unsubscribe();
    stopRequests();
    unmount?.();
    unmount = undefined;
  };
}
