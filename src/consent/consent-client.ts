// The consent library for the Astro chrome: src/consent/preferences-dialog.ts with its stylesheet
// inlined into this chunk and added on load. Imported as CSS files, Astro would link the library's stylesheet into every page's head, because a page script reaches it
// through a dynamic import; as a string it arrives only with the dialog. It is adopted as a
// constructed stylesheet, not written into a <style> element: the page's CSP allows no inline
// <style> it has not hashed (decision 0010), and CSSOM is not subject to it.
import libraryCss from "vanilla-cookieconsent/dist/cookieconsent.css?inline";
import themeCss from "~/consent/consent-theme.css?inline";

const sheet = new CSSStyleSheet();
sheet.replaceSync(libraryCss + themeCss);
document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];

export * from "~/consent/preferences-dialog";
