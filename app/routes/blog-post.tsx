import { useEffect, useRef } from "react";
import type { BlogPosting } from "schema-dts";
import type { Route } from "./+types/blog-post";
import { CommentForm } from "~/components/forms/comment-form";
import { SidebarNewsletterForm } from "~/components/forms/sidebar-newsletter-form";
import { SidebarSearchForm } from "~/components/forms/sidebar-search-form";
import { Heading } from "~/components/ui/heading";
import { Container, Section } from "~/components/ui/section";
import { StaticHtml } from "~/components/ui/static-html";
import { site, team } from "~/config/site";
import { loadItemPage, loadPage, notFound } from "~/content";
import { allPosts, post as findPost } from "~/content/blog/posts.server";
import { documentPath, localizePath } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { itemHref, pageFromPath } from "~/i18n/pages";
import { getT, useTranslation } from "~/i18n/translate";
import { renderBlocks } from "~/lib/render-static.server";
import { PostArticle, PostHeader, SidebarLists } from "~/sections/blog/blog-post.server";
import { feedLink } from "~/sections/blog/feed-link";
import { jsonLd } from "~/seo/json-ld";
import { absoluteUrl, pageMeta } from "~/seo/meta";
import { ogImagePath } from "~/seo/og-path";

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
  const author = team.find((member) => member.id === post.author);
  return {
    locale,
    pathname,
    // /blog-details names the post's own URL as canonical (SPEC keeps the route; search engines index the post once).
    canonicalPath: details ? itemHref("blog", post.slug, locale) : undefined,
    title: post.title,
    description: post.excerpt,
    date: post.date,
    author: author ? { name: author.name, jobTitle: author.title[locale] } : undefined,
    tags: post.tags.map((tag) => getT(messages[locale])(`blog.tags.${tag}`)),
    counts: { likes: post.likes, comments: post.comments },
    html,
    feed: feedLink(locale, getT(messages[locale])("blog.rss.title")),
  };
};

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [];
  const { pathname, locale, canonicalPath, title, description, date, author, tags, counts, feed } = loaderData;
  const head = pageMeta({ pathname, locale, title, description, canonicalPath });
  const url = absoluteUrl(localizePath(canonicalPath ?? pathname, locale));
  const posting = jsonLd<BlogPosting>({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: title,
    description,
    datePublished: date,
    dateModified: date,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(ogImagePath(localizePath(canonicalPath ?? pathname, locale))),
    keywords: tags.join(", "),
    author: author ? { "@type": "Person", name: author.name, jobTitle: author.jobTitle, worksFor: { "@id": `${site.origin}/#organization` } } : undefined,
    publisher: { "@id": `${site.origin}/#organization` },
    commentCount: counts.comments,
    interactionStatistic: [
      { "@type": "InteractionCounter", interactionType: { "@type": "LikeAction" }, userInteractionCount: counts.likes },
      { "@type": "InteractionCounter", interactionType: { "@type": "CommentAction" }, userInteractionCount: counts.comments },
    ],
  });
  return [...head, posting, feed];
};

/** SPEC §2 "Blog" details page: the post, counts, previous/next, the thread, the comment form, the sidebar. */
export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { html } = loaderData;
  const main = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLDivElement>(null);

  // The thread's Reply buttons are static markup: one listener moves focus to the comment form.
  useEffect(() => {
    const element = main.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.("[data-reply]");
      if (!button || !element.contains(button)) return;
      const field = form.current?.querySelector<HTMLInputElement>('[name="comment-name"]');
      field?.focus();
    };
    element.addEventListener("click", onClick);
    return () => element.removeEventListener("click", onClick);
  }, []);

  return (
    <>
      <StaticHtml html={html.header} />
      <Section space="sm">
        <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-16">
          <div ref={main} className="min-w-0">
            <StaticHtml html={html.article} />
            <section ref={form} id="leave-a-comment" aria-labelledby="leave-a-comment-heading" className="border-line bg-surface-muted mt-14 scroll-mt-24 rounded-card border p-6 sm:p-8">
              <Heading id="leave-a-comment-heading" as="h2" size="h3" className="text-[1.5rem]">
                {t("blog.post.leaveComment")}
              </Heading>
              <p className="text-ink-muted mt-2 mb-6">{t("blog.post.commentIntro")}</p>
              <CommentForm labelledBy="leave-a-comment-heading" />
            </section>
          </div>
          <aside aria-label={t("blog.sidebar.label")} className="space-y-6">
            <section aria-labelledby="sidebar-search" className="border-line rounded-card border bg-white p-6">
              <h2 id="sidebar-search" className="font-display text-navy-900 mb-4 text-lg font-semibold">
                {t("blog.sidebar.search")}
              </h2>
              <SidebarSearchForm />
            </section>
            <StaticHtml html={html.sidebar} className="space-y-6" />
            <section aria-labelledby="sidebar-newsletter-heading" className="border-primary-100 bg-primary-50 rounded-card border p-6">
              <h2 id="sidebar-newsletter-heading" className="font-display text-navy-900 mb-2 text-lg font-semibold">
                {t("blog.sidebar.newsletter")}
              </h2>
              <p className="text-ink-muted mb-4 text-sm">{t("blog.sidebar.newsletterIntro")}</p>
              <SidebarNewsletterForm />
            </section>
          </aside>
        </Container>
      </Section>
    </>
  );
}
