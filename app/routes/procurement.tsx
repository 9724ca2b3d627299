import type { Route } from "./+types/procurement";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { procurement as enProcurement } from "~/content/en/procurement";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { ProcurementContent } from "~/content/procurement-types";
import { procurement as svProcurement } from "~/content/sv/procurement";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { ProcurementPage } from "~/sections/product/procurement-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, ProcurementContent> = { en: enProcurement, sv: svProcurement };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <ProcurementPage hero={page.copy.hero} content={content[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Product pages": procurement automation (generate, verify and change purchase orders). */
export default function Procurement({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
