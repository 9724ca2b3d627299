import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import type { PostFilter } from "~/content/blog/posts";
import { href, itemHref, pagedSlug } from "~/i18n/pages";
import { useTranslation } from "~/i18n/translate";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";

/**
 * A list page's path: /blog is page 1, then /blog/page/2 ... (the `blog-page` collection); with a
 * filter, /blog/category/<key> or /blog/tag/<key>, then .../page/2 (`blog-category`, `blog-tag`).
 */
export function blogPagePath(page: number, locale: Parameters<typeof href>[1], filter?: PostFilter): string {
  if (filter) return itemHref(filter.by === "category" ? "blog-category" : "blog-tag", pagedSlug(filter.key, page), locale);
  return page <= 1 ? href("blog", locale) : itemHref("blog-page", String(page), locale);
}

const item = "inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-pill px-4 text-sm font-semibold";

/**
 * SPEC's strip: previous, 1, 2, 3, next. Real links; the current page is marked, and previous/next
 * at the ends are not links at all (nothing to follow) but say they are disabled. Build time only.
 */
export function Pagination({ page, count, filter, className }: { page: number; count: number; filter?: PostFilter; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const edge = (target: number, label: string, long: string, icon: ReactNode, rel: "prev" | "next") => {
    const content = (
      <>
        {rel === "prev" ? icon : null}
        <span aria-hidden="true">{label}</span>
        <span className="sr-only">{long}</span>
        {rel === "next" ? icon : null}
      </>
    );
    if (target < 1 || target > count) {
      return (
        <span aria-disabled="true" className={cn(item, "text-ink-muted/80 ring-line cursor-not-allowed ring-1 ring-inset")}>
          {content}
        </span>
      );
    }
    return (
      <a href={blogPagePath(target, locale, filter)} rel={rel} className={cn(item, "text-ink ring-line hover:bg-surface-strong ring-1 ring-inset")}>
        {content}
      </a>
    );
  };
  return (
    <nav aria-label={t("blog.pagination.label")} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>{edge(page - 1, t("blog.pagination.previous"), t("blog.pagination.previousLong"), <ChevronLeft aria-hidden="true" className="size-4" />, "prev")}</li>
        {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
          <li key={number}>
            <a
              href={blogPagePath(number, locale, filter)}
              aria-current={number === page ? "page" : undefined}
              className={cn(item, "px-0", number === page ? "bg-primary-600 text-white forced-colors:border" : "text-ink ring-line hover:bg-surface-strong ring-1 ring-inset")}
            >
              <span className="sr-only">{t("blog.pagination.page", { page: "" }).trim()} </span>
              {number}
            </a>
          </li>
        ))}
        <li>{edge(page + 1, t("blog.pagination.next"), t("blog.pagination.nextLong"), <ChevronRight aria-hidden="true" className="size-4" />, "next")}</li>
      </ul>
    </nav>
  );
}
