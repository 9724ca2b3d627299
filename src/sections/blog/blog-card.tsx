import { ArrowRight } from "lucide-react";
import { Photo } from "~/components/ui/photo";
import { itemHref } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { BlogCover } from "./blog-cover";
import { formatPostDate } from "./format";
import type { PicturedPost } from "./post-pictures.server";

/** A card's width: the list's and the home pages' grids (two columns from 640 px, a 392 px column on wide screens). */
const cardSizes = "(min-width: 1024px) 392px, (min-width: 640px) 46vw, 100vw";

/**
 * SPEC §3 blog card: cover (the post's photo, or its drawn cover), category, date, title, excerpt (two lines) and Read More. The whole card
 * is clickable through the Read More link's stretched hit area, so it is one tab stop. Build time only.
 */
export function BlogCard({
  post,
  headingLevel = "h2",
  categoryHref,
  className,
}: {
  post: PicturedPost;
  headingLevel?: "h2" | "h3";
  /** Make the category a link (above the card's own link), e.g. to /blog on the landing pages. */
  categoryHref?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const Heading = headingLevel;
  return (
    <article
      className={cn(
        "group border-line shadow-card hover:shadow-lift relative flex flex-col overflow-hidden rounded-card border bg-surface-raised transition-shadow duration-200 focus-within:shadow-lift",
        className,
      )}
    >
      <PostCover post={post} sizes={cardSizes} className="transition-transform duration-300 motion-safe:group-hover:scale-[1.02]" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-ink-muted flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {categoryHref ? (
            <a href={categoryHref} className="bg-brand-soft text-brand hover:bg-brand-tint relative z-10 rounded-pill px-3 py-1 font-semibold">
              {t(`blog.categories.${post.category}`)}
            </a>
          ) : (
            <span className="bg-brand-soft text-brand rounded-pill px-3 py-1 font-semibold">{t(`blog.categories.${post.category}`)}</span>
          )}
          <time dateTime={post.date}>{formatPostDate(post.date, locale)}</time>
        </p>
        <Heading className="font-display text-h3 text-ink mt-4 font-semibold text-balance">{post.title}</Heading>
        <p className="text-ink-muted mt-3 line-clamp-2">{post.excerpt}</p>
        <a
          href={itemHref("blog", post.slug, locale)}
          className="text-brand hover:text-brand-vivid mt-auto inline-flex items-center gap-2 pt-5 font-semibold after:absolute after:inset-0 after:content-['']"
        >
          {/* The title in the link's text (not only an aria-label), so every reader and crawler knows which post. */}
          <span>
            {t("blog.list.readMore")}
            <span className="sr-only">{t("blog.list.readMoreAbout", { title: post.title })}</span>
          </span>
          <ArrowRight aria-hidden="true" className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" />
        </a>
      </div>
    </article>
  );
}

/** A post's cover: its uploaded photo, else its drawn cover. Lazy unless it is in the first screen. */
export function PostCover({ post, sizes, loading, className }: { post: PicturedPost; sizes: string; loading?: "lazy" | "eager"; className?: string }) {
  return post.picture ? <Photo picture={post.picture} sizes={sizes} loading={loading} className={className} /> : <BlogCover cover={post.cover} seed={post.slug} className={className} />;
}
