import type { Route } from "./+types/faq-2";
import { StaticHtml } from "~/components/ui/static-html";
import { FaqFilter } from "~/sections/faq/faq-filter";
import { loadFaqPage } from "~/sections/faq/load.server";
import { loadedPageMeta } from "~/seo/route-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadFaqPage(request, "faq-1");
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 route faq-2: the same questions as /faq-1, all topics on one page with a filter field. */
export default function Faq2({ loaderData }: Route.ComponentProps) {
  const { html, groups, contact } = loaderData;
  return (
    <>
      <StaticHtml html={html.top} />
      <FaqFilter groups={groups} contact={contact} />
      <StaticHtml html={html.bottom} />
    </>
  );
}
