import type { Route } from "./+types/blog";
import { StaticHtml } from "~/components/ui/static-html";
import { loadItemPage, loadPage, notFound } from "~/content";
import { documentPath } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { pageFromPath } from "~/i18n/pages";
import { getT } from "~/i18n/translate";
import { renderStatic } from "~/lib/render-static.server";
import { BlogList } from "~/sections/blog/blog-list.server";
import { feedLink } from "~/sections/blog/feed-link";
import { listPage } from "~/sections/blog/list-page.server";
import { pageMeta } from "~/seo/meta";

// Build time only: /blog (page 1) and /blog/page/2 ... share this module; each list page is static HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const pathname = documentPath(request);
  const first = pageFromPath(pathname)?.id === "blog";
  const { locale, slug } = first ? { ...loadPage(request), slug: "1" } : loadItemPage(request, "blog-page");
  const page = listPage(locale, Number(slug));
  // /blog/page/1 would duplicate /blog; pages past the end do not exist.
  if (!page || (!first && page.list.pageNumber === 1)) throw notFound();
  const html = renderStatic({ locale, pathname }, <BlogList {...page.list} />);
  return { locale, pathname, copy: page.copy, html, feed: feedLink(locale, getT(messages[locale])("blog.rss.title")) };
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { pathname, locale, copy, feed } = loaderData;
  return [...pageMeta({ pathname, locale, title: copy.title, description: copy.description }), feed];
};

/** SPEC §2 "Blog": "Our Blog", six posts per page, the pagination strip with real URLs. */
export default function Blog({ loaderData }: Route.ComponentProps) {
  return <StaticHtml html={loaderData.html} />;
}
