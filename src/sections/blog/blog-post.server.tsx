import { ArrowLeft, ArrowRight, Heart, MessageCircle, Reply } from "lucide-react";
import { Eyebrow, Heading } from "~/components/ui/heading";
import { Container } from "~/components/ui/section";
import { Monogram } from "~/components/visuals/monogram";
import type { MemberFact } from "~/content/members";
import type { Post } from "~/content/blog/posts";
import type { Comment } from "~/content/blog/schema";
import { itemHref } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { Breadcrumb } from "~/sections/blocks/breadcrumb";
import { PostCover } from "./blog-card";
import { formatPostDate } from "./format";
import { blogPagePath } from "./pagination";
import type { PicturedPost } from "./post-pictures.server";
import { SidebarBox, SidebarCategories, SidebarTags } from "./sidebar";

/** The post page's static parts (build time only); the route places the three forms between them. */

const linkClass = "text-brand hover:text-brand-vivid font-medium underline decoration-primary-500/40 underline-offset-4 hover:decoration-brand-vivid";


/** Hero of a post: trail, category, title, byline and date, the cover. */
export function PostHeader({ post, author, detailsPath }: { post: PicturedPost<Post>; author: MemberFact | undefined; detailsPath?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="relative isolate overflow-hidden bg-[linear-gradient(180deg,var(--color-brand-soft),var(--color-surface)_75%)]">
      <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_1fr] lg:py-20">
        <div>
          <Breadcrumb crumbs={[{ label: t("pageNames.home"), page: "home" }, { label: t("pageNames.blog"), page: "blog" }, { label: post.title }]} className="mb-8" />
          <Eyebrow>
            <a href={blogPagePath(1, locale, { by: "category", key: post.category })} className="hover:text-brand underline-offset-4 hover:underline">
              {t(`blog.categories.${post.category}`)}
            </a>
          </Eyebrow>
          <Heading as="h1" size="h1" className="text-[clamp(2rem,1.5rem+2.2vw,3.25rem)]">
            {post.title}
          </Heading>
          <p className="text-ink-muted text-lead mt-5 max-w-2xl">{post.excerpt}</p>
          <div className="mt-8 flex items-center gap-4">
            {author ? <Monogram name={author.name} /> : null}
            <p className="text-sm leading-relaxed">
              {author ? <span className="text-ink block font-semibold">{t("blog.post.by", { name: author.name, role: author.title[locale] })}</span> : null}
              <time dateTime={post.date} className="text-ink-muted">
                {formatPostDate(post.date, locale)}
              </time>
            </p>
          </div>
          {detailsPath ? (
            <p className="text-ink-muted mt-6 text-sm">
              {t("blog.post.detailsNote")}{" "}
              <a href={itemHref("blog", post.slug, locale)} className={linkClass}>
                {itemHref("blog", post.slug, locale)}
              </a>
            </p>
          ) : null}
        </div>
        <div className="shadow-lift overflow-hidden rounded-[1.6rem]">
          <PostCover post={post} sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw" loading="eager" />
        </div>
      </Container>
    </section>
  );
}

/** One comment of a post's thread (the front matter's, or a visitor's once published) with its replies; the CMS previews a visitor's with it. */
export function CommentItem({ comment, replyLevel }: { comment: Comment; replyLevel: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li>
      <article className={cn("border-line rounded-card border p-5 sm:p-6", replyLevel > 0 ? "bg-surface-muted/60" : "bg-surface-raised")}>
        <div className="flex items-start gap-4">
          <Monogram name={comment.author} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="leading-snug">
                <span className="text-ink block font-semibold">{comment.author}</span>
                {comment.role ? <span className="text-ink-muted text-sm">{comment.role}</span> : null}
              </p>
              <time dateTime={comment.date} className="text-ink-muted text-sm">
                {formatPostDate(comment.date, locale)}
              </time>
            </div>
            {/* A visitor's line breaks stay (a published comment is plain text). */}
            <p className="text-ink mt-3 leading-relaxed whitespace-pre-line">{comment.text}</p>
            {/* Needs JavaScript to move focus to the form; hidden without it (src/styles/no-script.ts). */}
            <button
              type="button"
              data-reply={comment.author}
              data-js-only
              className="text-brand hover:bg-brand-soft rounded-pill mt-3 -ml-3 inline-flex h-10 items-center gap-2 px-3 text-sm font-semibold"
            >
              <Reply aria-hidden="true" className="size-4" />
              {t("blog.post.reply")}
              <span className="sr-only">: {comment.author}</span>
            </button>
          </div>
        </div>
      </article>
      {comment.replies.length > 0 ? (
        <ol aria-label={t("blog.post.repliesTo", { name: comment.author })} className="border-line mt-4 ml-5 space-y-4 border-l-2 pl-5 sm:ml-8 sm:pl-8">
          {comment.replies.map((reply, index) => (
            <CommentItem key={`${reply.author}-${index}`} comment={reply} replyLevel={replyLevel + 1} />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** The article, its tags and counts, previous/next posts and the comment thread. */
export function PostArticle({ post }: { post: Post }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const threadCount = post.thread.length;
  return (
    <>
      <article className="min-w-0">
        <div className="post-prose" dangerouslySetInnerHTML={{ __html: post.html }} />
        <div className="border-line mt-12 flex flex-col gap-5 border-y py-6 sm:flex-row sm:items-center sm:justify-between">
          <ul aria-label={t("blog.post.tagsLabel")} className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <a
                  href={blogPagePath(1, locale, { by: "tag", key: tag })}
                  className="bg-surface-strong text-ink hover:bg-brand-soft hover:text-brand rounded-pill inline-block px-3 py-1 text-sm font-medium"
                >
                  {t(`blog.tags.${tag}`)}
                </a>
              </li>
            ))}
          </ul>
          <ul aria-label={t("blog.post.reactions")} className="text-ink flex items-center gap-6 text-sm font-semibold">
            <li className="inline-flex items-center gap-2">
              <Heart aria-hidden="true" className="text-accent-ink size-5" />
              {t("blog.post.likes", { count: post.likes })}
            </li>
            <li className="inline-flex items-center gap-2">
              <MessageCircle aria-hidden="true" className="text-brand-vivid size-5" />
              {t("blog.post.comments", { count: post.comments })}
            </li>
          </ul>
        </div>
      </article>

      {post.prev || post.next ? (
        <nav aria-label={t("blog.post.adjacent")} className="mt-8 grid gap-4 sm:grid-cols-2">
          {post.prev ? (
            <a
              href={itemHref("blog", post.prev.slug, locale)}
              rel="prev"
              className="border-line hover:border-primary-500 group rounded-card border p-5 transition-colors"
            >
              <span className="text-ink-muted inline-flex items-center gap-2 text-sm font-semibold">
                <ArrowLeft aria-hidden="true" className="size-4" />
                {t("blog.post.previous")}
              </span>
              <span className="text-ink group-hover:text-brand mt-2 block font-semibold">{post.prev.title}</span>
            </a>
          ) : (
            <span className="hidden sm:block" />
          )}
          {post.next ? (
            <a
              href={itemHref("blog", post.next.slug, locale)}
              rel="next"
              className="border-line hover:border-primary-500 group rounded-card border p-5 text-right transition-colors"
            >
              <span className="text-ink-muted inline-flex items-center gap-2 text-sm font-semibold">
                {t("blog.post.next")}
                <ArrowRight aria-hidden="true" className="size-4" />
              </span>
              <span className="text-ink group-hover:text-brand mt-2 block font-semibold">{post.next.title}</span>
            </a>
          ) : null}
        </nav>
      ) : null}

      <section aria-labelledby="comments-heading" className="mt-16">
        <Heading id="comments-heading" as="h2" size="h3" className="text-[1.5rem]">
          {t("blog.post.commentsHeading", { count: threadCount })}
        </Heading>
        <ol className="mt-6 space-y-4">
          {post.thread.map((comment, index) => (
            <CommentItem key={`${comment.author}-${index}`} comment={comment} replyLevel={0} />
          ))}
        </ol>
      </section>
    </>
  );
}

/** Sidebar lists: categories with their counts, recent posts, tags. */
export function SidebarLists({ posts, current }: { posts: PicturedPost[]; current: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const recent = posts.filter((post) => post.slug !== current).slice(0, 3);
  return (
    <>
      <SidebarCategories posts={posts} />
      <SidebarBox id="sidebar-recent" title={t("blog.sidebar.recent")}>
        <ul className="mt-4 space-y-4">
          {recent.map((post) => (
            <li key={post.slug} className="flex gap-3">
              <div className="w-20 shrink-0 overflow-hidden rounded-lg">
                <PostCover post={post} sizes="80px" />
              </div>
              <div className="min-w-0">
                <a href={itemHref("blog", post.slug, locale)} className="text-ink hover:text-brand line-clamp-2 text-sm leading-snug font-semibold underline-offset-4 hover:underline">
                  {post.title}
                </a>
                <time dateTime={post.date} className="text-ink-muted mt-1 block text-xs">
                  {formatPostDate(post.date, locale)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      </SidebarBox>
      <SidebarTags posts={posts} />
    </>
  );
}
