/**
 * SPEC §9 language detection for unprefixed URLs. Order: query `lng`, cookie `i18next`,
 * localStorage `i18nextLng`, sessionStorage `i18nextLng`, browser languages (region cut off),
 * `<html lang>`. The result is cached in localStorage; a non-default result sends the visitor
 * to the prefixed page with `location.replace`.
 *
 * The function is self-contained because it is serialised into an inline `<head>` script, where
 * it runs before the first paint; unit tests call this very function with a fake window.
 */
export function detectLanguage(win: Window, supported: readonly string[], fallback: string): string | null {
  try {
    const loc = win.location;
    const path = loc.pathname;
    for (const code of supported) {
      if (code !== fallback && (path === "/" + code || path.indexOf("/" + code + "/") === 0)) return null;
    }
    const pick = (value: string | null | undefined): string | null => {
      if (!value) return null;
      const base = String(value).toLowerCase().split(/[-_]/)[0] ?? "";
      return supported.indexOf(base) >= 0 ? base : null;
    };
    const read = (fn: () => string | null): string | null => {
      try {
        return pick(fn());
      } catch {
        return null; // storage can throw when blocked
      }
    };
    const params = new URLSearchParams(loc.search);
    const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(win.document.cookie);
    const candidates: (string | null)[] = [
      pick(params.get("lng")),
      pick(cookie ? decodeURIComponent(cookie[1] ?? "") : null),
      read(() => win.localStorage.getItem("i18nextLng")),
      read(() => win.sessionStorage.getItem("i18nextLng")),
    ];
    const browser = win.navigator.languages && win.navigator.languages.length ? win.navigator.languages : [win.navigator.language];
    for (const tag of browser) candidates.push(pick(tag));
    candidates.push(pick(win.document.documentElement.getAttribute("lang")));
    let lang = fallback;
    for (const candidate of candidates) {
      if (candidate) {
        lang = candidate;
        break;
      }
    }
    try {
      win.localStorage.setItem("i18nextLng", lang);
    } catch {
      // private mode: nothing to cache
    }
    if (lang !== fallback) {
      params.delete("lng");
      const query = params.toString();
      loc.replace("/" + lang + (path === "/" ? "" : path) + (query ? "?" + query : "") + loc.hash);
    }
    return lang;
  } catch {
    return null;
  }
}

/**
 * Store an explicit choice from the language switcher so that it wins next time. Self-contained: the
 * inline head script hands it to `rememberSwitcherChoices`.
 */
export function rememberLanguage(lang: string): void {
  try {
    window.localStorage.setItem("i18nextLng", lang);
  } catch {
    // storage blocked: the URL still carries the language
  }
  // A stale cookie would outrank localStorage in the detection order.
  if (/(?:^|;\s*)i18next=/.test(document.cookie)) {
    document.cookie = `i18next=${encodeURIComponent(lang)}; path=/; max-age=31536000; samesite=lax`;
  }
}

/**
 * Remembers the language of a switcher link (`a[hreflang][lang]`: header, menu, landing headers) as
 * it is clicked. Listens on the document in the capture phase from the inline head script, so a
 * click counts even before the site script has loaded. Self-contained, as `detectLanguage`.
 */
export function rememberSwitcherChoices(doc: Document, supported: readonly string[], remember: (lang: string) => void): void {
  doc.addEventListener(
    "click",
    (event) => {
      const target = event.target as Element | null;
      const link = target && target.closest ? target.closest("a[hreflang][lang]") : null;
      const lang = link ? link.getAttribute("lang") : null;
      if (lang && supported.indexOf(lang) >= 0) remember(lang);
    },
    true,
  );
}
