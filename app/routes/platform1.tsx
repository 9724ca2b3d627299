import type { Route } from "./+types/platform1";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { platform1 as enPlatform1 } from "~/content/en/platform1";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { Platform1Content } from "~/content/platform1-types";
import { platform1 as svPlatform1 } from "~/content/sv/platform1";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { Platform1Page } from "~/sections/product/platform1-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, Platform1Content> = { en: enPlatform1, sv: svPlatform1 };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <Platform1Page hero={page.copy.hero} content={content[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Product pages": the data-driven supply chains page. */
export default function Platform1({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
