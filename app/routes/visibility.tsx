import type { Route } from "./+types/visibility";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { visibility as enVisibility } from "~/content/en/visibility";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { VisibilityContent } from "~/content/visibility-types";
import { visibility as svVisibility } from "~/content/sv/visibility";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { VisibilityPage } from "~/sections/product/visibility-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, VisibilityContent> = { en: enVisibility, sv: svVisibility };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <VisibilityPage hero={page.copy.hero} content={content[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Product pages": supply chain visibility (autonomous communication, freight hub, yard management). */
export default function Visibility({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
