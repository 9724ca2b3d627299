import type { Route } from "./+types/ai";
import { StaticHtml } from "~/components/ui/static-html";
import { loadPage } from "~/content";
import type { AiContent } from "~/content/ai-types";
import { ai as enAi } from "~/content/en/ai";
import { freeTrialCta as enCta } from "~/content/en/shared";
import { ai as svAi } from "~/content/sv/ai";
import { freeTrialCta as svCta } from "~/content/sv/shared";
import type { Locale } from "~/i18n/locales";
import { renderStatic } from "~/lib/render-static.server";
import { AiPage } from "~/sections/product/ai-page.server";
import { loadedPageMeta } from "~/seo/route-meta";

const content: Record<Locale, AiContent> = { en: enAi, sv: svAi };
const cta = { en: enCta, sv: svCta };

// Build time only: the page has no interactive parts, so it travels as one block of HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const page = loadPage(request);
  return { ...page, html: renderStatic(page, <AiPage hero={page.copy.hero} content={content[page.locale]} cta={cta[page.locale]} />) };
};
export const meta: Route.MetaFunction = loadedPageMeta;

/** SPEC §2 "Product pages": Orkestra AI, the main product page. */
export default function Ai({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
