import type { ReactNode } from "react";
import type { PostSummary } from "~/content/blog/posts";
import { categoryKeys, tagKeys } from "~/content/blog/schema";
import { useTranslation } from "~/i18n/translate";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { isCurrent, usePageLocation } from "~/lib/page-location";
import { blogPagePath } from "./pagination";

/**
 * The blog sidebar's boxes that browse the blog: categories with their counts and tags, each a link
 * to its list pages (/blog/category/<key>, /blog/tag/<key>); on those pages the link is marked
 * `aria-current="page"`. Shown beside the list pages and the posts. Build time only.
 */

export function SidebarBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-line rounded-card border bg-surface-raised p-6">
      <h2 id={id} className="font-display text-ink text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Categories that have posts, with how many; `posts` are all the language's posts. */
export function SidebarCategories({ posts }: { posts: PostSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const counts = categoryKeys.map((key) => ({ key, count: posts.filter((post) => post.category === key).length })).filter((entry) => entry.count > 0);
  return (
    <SidebarBox id="sidebar-categories" title={t("blog.sidebar.categories")}>
      <ul className="divide-line mt-4 divide-y">
        {counts.map(({ key, count }) => (
          <li key={key}>
            <CategoryLink href={blogPagePath(1, locale, { by: "category", key })} label={t(`blog.categories.${key}`)} count={count} />
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}

/** SPEC's tags, each linked to its list pages if it has posts (one without posts is plain text). */
export function SidebarTags({ posts }: { posts: PostSummary[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const used = new Set(posts.flatMap((post) => post.tags));
  const pill = "rounded-pill inline-block border px-3 py-1 text-sm font-medium";
  return (
    <SidebarBox id="sidebar-tags" title={t("blog.sidebar.tags")}>
      <ul className="mt-4 flex flex-wrap gap-2">
        {tagKeys.map((tag) => (
          <li key={tag}>
            {used.has(tag) ? (
              <TagLink href={blogPagePath(1, locale, { by: "tag", key: tag })} className={pill}>
                {t(`blog.tags.${tag}`)}
              </TagLink>
            ) : (
              <span className={cn(pill, "border-line text-ink-muted")}>{t(`blog.tags.${tag}`)}</span>
            )}
          </li>
        ))}
      </ul>
    </SidebarBox>
  );
}

/** A category with its number of posts, marked when its list is the page shown. */
function CategoryLink({ href, label, count }: { href: string; label: string; count: number }) {
  const { t } = useTranslation();
  const current = isCurrent(usePageLocation().pathname, href);
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn("group flex items-center justify-between gap-3 py-2.5", current ? "text-brand font-semibold" : "text-ink hover:text-brand")}
    >
      <span className="underline-offset-4 group-hover:underline">{label}</span>{" "}
      {/* The number is seen; "3 posts" is heard, so the link reads "Technology 3 posts". */}
      <span
        aria-hidden="true"
        className={cn("rounded-pill min-w-8 px-2.5 py-0.5 text-center text-sm font-semibold tabular-nums", current ? "bg-primary-600 text-white" : "bg-tint text-ink")}
      >
        {count}
      </span>
      <span className="sr-only">{t("blog.sidebar.postsIn", { count })}</span>
    </a>
  );
}

/** A tag pill, filled when its list is the page shown. */
function TagLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  const current = isCurrent(usePageLocation().pathname, href);
  return (
    <a
      href={href}
      aria-current={current ? "page" : undefined}
      className={cn(className, current ? "border-primary-600 bg-primary-600 text-white" : "border-line text-ink hover:border-primary-500 hover:text-brand")}
    >
      {children}
    </a>
  );
}
