import { getT } from "~/i18n/translate";
import type { Route } from "./+types/not-found";
import { localeFromPath } from "~/i18n/locales";
import { NotFoundPage } from "~/sections/not-found/not-found-page";
import { pageMeta } from "~/seo/meta";

export const meta: Route.MetaFunction = ({ location, matches, params }) => {
  const locale = localeFromPath(location.pathname);
  // The root route (first match) carries the page language's messages.
  const t = getT(matches[0]?.loaderData?.messages);
  // An unknown path (the catch-all's splat) is a not-found response: noindex, no canonical. SPEC's
  // /error-404 is a page of the table and gets the full head like every other (decision 0012).
  const unknownPath = "*" in params;
  return pageMeta({ pathname: location.pathname, locale, title: t("notFound.title"), description: t("notFound.text"), noindex: unknownPath });
};

/** SPEC §8: the catch-all and /error-404 show the same page. */
export default function NotFound() {
  return <NotFoundPage />;
}
