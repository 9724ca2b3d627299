import type { Route } from "./+types/faq-1";
import { StaticHtml } from "~/components/ui/static-html";
import { FaqTabs } from "~/sections/faq/faq-tabs";
import { loadFaqPage } from "~/sections/faq/load.server";
import { loadedPageMeta } from "~/seo/route-meta";

export const loader = ({ request }: Route.LoaderArgs) => loadFaqPage(request, "faq-2");
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "FAQ" (route faq-1): four topic tabs of 8 questions each, then the free-trial call to action. */
export default function Faq1({ loaderData }: Route.ComponentProps) {
  const { html, groups } = loaderData;
  return (
    <>
      <StaticHtml html={html.top} />
      <FaqTabs groups={groups} />
      <StaticHtml html={html.bottom} />
    </>
  );
}
