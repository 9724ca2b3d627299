import type { Route } from "./+types/blog-post";
import { StaticHtml } from "~/components/ui/static-html";
import { loadItemPage, loadPage, notFound } from "~/content";
import { allPosts, post as findPost } from "~/content/blog/posts.server";
import { documentPath } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { pageFromPath } from "~/i18n/pages";
import { getT } from "~/i18n/translate";
import { renderBlocks } from "~/lib/render-static.server";
import { PostArticle, PostHeader, SidebarLists } from "~/sections/blog/blog-post.server";
import { feedLink } from "~/sections/blog/feed-link";
import { postFacts } from "~/sections/blog/post-facts.server";
import { postingJsonLd } from "~/sections/blog/post-head";
import { PostLayout } from "~/sections/blog/post-layout";
import { pageMeta } from "~/seo/meta";

// Build time only: /blog/<slug> and /blog-details (SPEC's route, showing the newest post) share this
// module. Everything but the three forms is static HTML.
export const loader = ({ request }: Route.LoaderArgs) => {
  const pathname = documentPath(request);
  const details = pageFromPath(pathname)?.id === "blog-details";
  const { locale, slug } = details ? { ...loadPage(request), slug: allPosts(loadPage(request).locale)[0]?.slug ?? "" } : loadItemPage(request, "blog");
  const post = findPost(locale, slug);
  if (!post) throw notFound();
  const context = { locale, pathname };
  const html = renderBlocks(context, {
    header: <PostHeader post={post} detailsPath={details} />,
    article: <PostArticle post={post} />,
    sidebar: <SidebarLists posts={allPosts(locale)} current={post.slug} />,
  });
  return {
    locale,
    pathname,
    ...postFacts(post, locale, details),
    html,
    feed: feedLink(locale, getT(messages[locale])("blog.rss.title")),
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { pathname, locale, title, description, canonicalPath, feed } = loaderData;
  const head = pageMeta({ pathname, locale, title, description, canonicalPath });
  return [...head, postingJsonLd(loaderData), feed];
};

/** SPEC §2 "Blog" details page: the post, counts, previous/next, the thread, the comment form, the sidebar. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { html } = loaderData;
  return (
    <PostLayout
      header={<StaticHtml html={html.header} />}
      article={<StaticHtml html={html.article} />}
      sidebar={<StaticHtml html={html.sidebar} className="space-y-6" />}
    />
  );
}
