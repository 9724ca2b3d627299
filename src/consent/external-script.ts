import type { ConsentCategory } from "./cookie";
import { hasConsent } from "./store";

type ExternalScriptOptions = {
  /** The consent category the script belongs to: without that consent nothing is loaded. */
  category: Exclude<ConsentCategory, "necessary">;
  /** The script has loaded and run (also after a timeout was reported, if it arrives late). */
  onLoad?: () => void;
  /** The script failed to load ("error") or had not loaded after `timeoutMs` ("timeout"). */
  onError?: (reason: "error" | "timeout") => void;
  /** How long to wait before reporting a timeout; 10 s by default. */
  timeoutMs?: number;
  doc?: Document;
};

const noop = () => {};

/**
 * Loads a third-party script for an embed (the scheduling widget, a video), but only while the
 * visitor has consented to its category, and returns a function that removes it again. SPEC §7:
 * the widget's script is loaded when the contact page opens and removed when the visitor leaves.
 * After removal no callback fires, so a late load or error never reaches an unmounted component.
 */
export function loadExternalScript(src: string, { category, onLoad, onError, timeoutMs = 10_000, doc = document }: ExternalScriptOptions): () => void {
  if (!hasConsent(category)) return noop;
  const script = doc.createElement("script");
  script.src = src;
  script.async = true;
  script.dataset.consentCategory = category;
  let active = true;
  let loaded = false;
  const timer = setTimeout(() => {
    if (active && !loaded) onError?.("timeout");
  }, timeoutMs);
  script.addEventListener("load", () => {
    if (!active) return;
    loaded = true;
    clearTimeout(timer);
    onLoad?.();
  });
  script.addEventListener("error", () => {
    if (!active) return;
    clearTimeout(timer);
    onError?.("error");
  });
  doc.head.append(script);
  return () => {
    active = false;
    clearTimeout(timer);
    script.remove();
  };
}
