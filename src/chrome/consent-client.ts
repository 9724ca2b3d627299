// The consent library for the Astro chrome: app/consent/preferences-dialog.ts with its stylesheet
// inlined into this chunk and added on load. Imported as CSS files, Astro would link the library's stylesheet into every page's head, because a page script reaches it
// through a dynamic import; as a string it arrives only with the dialog.
import libraryCss from "vanilla-cookieconsent/dist/cookieconsent.css?inline";
import themeCss from "~/consent/consent-theme.css?inline";

const style = document.createElement("style");
style.textContent = libraryCss + themeCss;
document.head.append(style);

export * from "~/consent/preferences-dialog";
