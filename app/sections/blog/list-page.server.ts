import { getPageCopy } from "~/content";
import { allPosts, pageCount, postsPerPage, type PostSummary } from "~/content/blog/posts.server";
import type { PageCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { getT } from "~/i18n/translate";

/** One list page: its head copy, and BlogList's props. */
export type ListPage = {
  copy: PageCopy;
  list: { hero: PageCopy["hero"]; posts: PostSummary[]; pageNumber: number; count: number; intro: string };
};

/**
 * List page `page` (1-based; /blog is 1, /blog/page/2 ...) at build time, or undefined past the end.
 * Pages after the first say their number in the title, the description and the intro.
 */
export function listPage(locale: Locale, page: number): ListPage | undefined {
  const count = pageCount();
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  const t = getT(messages[locale]);
  const base = getPageCopy(locale, "blog");
  const copy =
    page === 1
      ? base
      : { ...base, title: t("blog.list.pageTitle", { page, count }), description: `${t("blog.list.pageIntro", { page, count })} ${base.description}` };
  const posts = allPosts(locale).slice((page - 1) * postsPerPage, page * postsPerPage);
  const intro = page === 1 ? base.hero.intro : t("blog.list.pageIntro", { page, count });
  return { copy, list: { hero: base.hero, posts, pageNumber: page, count, intro } };
}
