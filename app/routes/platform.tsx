import type { Route } from "./+types/platform";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import { platform as enPlatform } from "~/content/en/platform";
import { freeTrialCta as enCta } from "~/content/en/shared";
import type { PlatformContent } from "~/content/platform-types";
import { platform as svPlatform } from "~/content/sv/platform";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { PlatformPage } from "~/sections/product/platform-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, PlatformContent> = { en: enPlatform, sv: svPlatform };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <PlatformPage hero={page.copy.hero} content={content[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Platform pages": the platform as a whole (connectors, data flow, residency, security). */
export default function Platform({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
