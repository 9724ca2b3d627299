import type { MemberFact } from "~/content/members";
import type { PostSummary } from "~/content/blog/posts";
import type { Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { itemHref } from "~/i18n/pages";
import { getT } from "~/i18n/translate";
import type { PostFacts } from "./post-head";

/**
 * The head facts of `post` by `author` shown at /blog/<slug>, or at /blog-details when `details` is
 * set. Build time only (the post view, src/layouts/blog/Post.astro).
 */
export function postFacts(post: PostSummary, author: MemberFact | undefined, locale: Locale, details: boolean): PostFacts {
  const t = getT(messages[locale]);
  return {
    canonicalPath: details ? itemHref("blog", post.slug, locale) : undefined,
    title: post.title,
    description: post.excerpt,
    date: post.date,
    author: author ? { name: author.name, jobTitle: author.title[locale] } : undefined,
    tags: post.tags.map((tag) => t(`blog.tags.${tag}`)),
    counts: { likes: post.likes, comments: post.comments },
  };
}
