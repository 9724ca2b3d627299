import type { Route } from "./+types/legal";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage, notFound } from "~/content";
import { privacy as enPrivacy } from "~/content/en/privacy";
import { terms as enTerms } from "~/content/en/terms";
import type { LegalContent } from "~/content/legal-types";
import { privacy as svPrivacy } from "~/content/sv/privacy";
import { terms as svTerms } from "~/content/sv/terms";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { LegalPage } from "~/sections/legal/legal-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const documents: Record<"terms" | "privacy", Record<Locale, LegalContent>> = {
  terms: { en: enTerms, sv: svTerms },
  privacy: { en: enPrivacy, sv: svPrivacy },
};

// Build time only: the whole document is static HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  if (page.pageId !== "terms" && page.pageId !== "privacy") throw notFound();
  return { ...page, html: renderStatic(page, <LegalPage hero={page.copy.hero} content={documents[page.pageId][page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Terms of Service and Privacy Policy". The privacy policy's cookie settings button works through `StaticHtml`. */
export default function Legal({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
