import { isLocale, localizePath, type Locale } from "~/i18n/locales";

/**
 * The language switcher's behaviour (header, menu, landing headers) on prerendered links
 * (`a[hreflang][lang]`, src/chrome/language-switcher.tsx): the link to the same page in the
 * other language keeps the visitor's query and hash. A leftover `?lng=` is dropped, or it would
 * outrank the choice on the next load. A not-found page's link to the other language's home page is
 * left as it is. The inline head script remembers the choice itself (`rememberSwitcherChoices`), so
 * that a click before this script has loaded counts too.
 */
export function setUpLanguageLinks(doc: Document = document): void {
  const follow = (link: HTMLAnchorElement, lang: Locale) => {
    const { location } = doc.defaultView ?? window;
    const url = new URL(link.href, location.href);
    if (url.origin !== location.origin || url.pathname !== localizePath(location.pathname, lang)) return;
    const params = new URLSearchParams(location.search);
    params.delete("lng");
    const query = params.toString();
    link.setAttribute("href", `${url.pathname}${query ? `?${query}` : ""}${location.hash}`);
  };
  const language = (link: HTMLAnchorElement) => {
    const lang = link.getAttribute("lang");
    return isLocale(lang) ? lang : undefined;
  };

  // Before any click too, so the address a visitor hovers, copies or opens in a new tab is right.
  for (const link of doc.querySelectorAll<HTMLAnchorElement>("a[hreflang][lang]")) {
    const lang = language(link);
    if (lang) follow(link, lang);
  }

  doc.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[hreflang][lang]") : null;
    const lang = link && language(link);
    // The hash may have changed since load; the menu's link was in a template then.
    if (link && lang) follow(link, lang);
  });
}
