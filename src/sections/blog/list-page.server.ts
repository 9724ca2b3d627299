import { allPosts, pagesFor, postsPerPage, type PostFilter } from "~/content/blog/posts";
import type { PageCopy } from "~/content/types";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { getT } from "~/i18n/translate";
import type { BlogListProps } from "./blog-list.server";

/** One list page: its head copy, its hero's copy, and BlogList's props. */
type ListPage = {
  copy: PageCopy;
  hero: PageCopy["hero"];
  intro: string;
  list: BlogListProps;
};

/**
 * List page `page` (1-based; /blog is 1, /blog/page/2 ...) at build time, or undefined past the end.
 * Pages after the first say their number in the title, the description and the intro. With a
 * filter, the pages of one category or tag (/blog/category/<key>, /blog/tag/<key>): undefined if
 * it has no posts, so no empty list is ever built. `base` is /blog's own copy (its entry in
 * content/pages/blog-pages.yaml), which the view reads through the titles collection so dev reloads it.
 */
export function listPage(locale: Locale, page: number, base: PageCopy, filter?: PostFilter): ListPage | undefined {
  const all = allPosts(locale);
  const matching = filter ? allPosts(locale, filter) : all;
  const count = pagesFor(matching.length);
  if (!Number.isInteger(page) || page < 1 || page > count || matching.length === 0) return undefined;
  const t = getT(messages[locale], locale);
  const posts = matching.slice((page - 1) * postsPerPage, page * postsPerPage);
  if (filter) {
    const name = filter.by === "category" ? t(`blog.categories.${filter.key}`) : t(`blog.tags.${filter.key}`);
    const title = t(`blog.topic.${filter.by}.title`, { name });
    const pageNote = page === 1 ? "" : ` ${t("blog.topic.page", { page, count })}`;
    const intro = `${t(`blog.topic.${filter.by}.intro`, { name })}${pageNote}`;
    const hero = { ...base.hero, heading: t(`blog.topic.${filter.by}.heading`, { name }), intro };
    const copy = {
      title: page === 1 ? title : t("blog.topic.pageTitle", { title, page, count }),
      description: `${t(`blog.topic.${filter.by}.description`, { name })}${pageNote}`,
      hero,
    };
    return { copy, hero, intro, list: { posts, pageNumber: page, count, filter, all } };
  }
  const copy =
    page === 1
      ? base
      : { ...base, title: t("blog.list.pageTitle", { page, count }), description: `${t("blog.list.pageIntro", { page, count })} ${base.description}` };
  const intro = page === 1 ? base.hero.intro : t("blog.list.pageIntro", { page, count });
  return { copy, hero: base.hero, intro, list: { posts, pageNumber: page, count, all } };
}
