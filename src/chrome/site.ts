// Every page-wide behaviour of the Astro build in one small module script, included once by the
// document shell (src/layouts/Base.astro): no React on a page that has no widget (issue 26).
// The header, footer and consent banner are prerendered; this script only makes them work.
import { staticForms } from "~/behaviours/forms";
import { isLocale } from "~/i18n/locales";
import { enhanceMarquees } from "~/components/ui/marquee-toggle";
import { startReveal } from "~/lib/reveal";
import { sendPageView } from "./analytics";
import { setUpConsent } from "../consent/consent";
import { setUpLanguageLinks } from "./language";
import { setUpMenu } from "./menu";

const root = document.documentElement;
const locale = isLocale(root.lang) ? root.lang : "en";

setUpConsent(locale);
// The measurement id is read at build time (Base.astro): Astro hands client code PUBLIC_ variables only.
sendPageView(root.dataset.analyticsId ?? "");
setUpMenu();
setUpLanguageLinks();
// The footer's newsletter and a post's forms; on the account pages the head started it already.
staticForms(document);
enhanceMarquees();
startReveal();

// The footer shows the build year; a visitor's clock past it moves it on, as the React footer does.
for (const element of document.querySelectorAll<HTMLElement>("[data-build-year]")) {
  const built = element.dataset.buildYear ?? "";
  const year = String(new Date().getFullYear());
  if (built && built !== year && element.textContent?.includes(built)) element.textContent = element.textContent.replace(built, year);
}

// Marks the page as interactive (end-to-end tests wait for this).
root.dataset.hydrated = "true";
