import { site } from "~/config/site";
import { loadPage } from "~/content";
import { faq as enFaq } from "~/content/en/faq";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { FaqContent, FaqGroup } from "~/content/faq-types";
import { faq as svFaq } from "~/content/sv/faq";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderBlocks } from "~/lib/render-static.server";
import { FaqBottom, FaqHero } from "./faq-page.server";

const content: Record<Locale, FaqContent> = { en: enFaq, sv: svFaq };
const cta = { en: enCta, sv: svCta };

/**
 * Loader of both FAQ pages (build time only): the hero and the closing blocks as static HTML, the
 * questions as route data for the interactive part (tabs on /faq-1, the filter on /faq-2).
 */
export function loadFaqPage(request: Request, other: "faq-1" | "faq-2") {
  const page = loadPage(request);
  const faq = content[page.locale];
  const html = renderBlocks(page, {
    top: <FaqHero hero={page.copy.hero} content={faq} other={other} />,
    bottom: <FaqBottom content={faq} cta={cta[page.locale]} />,
  });
  // Widened to the group type: route data serialises tuples loosely.
  const groups: readonly FaqGroup[] = faq.groups;
  return { ...page, html, groups, contact: { href: `mailto:${site.email}`, label: faq.help.mail } };
}
