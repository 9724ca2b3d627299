import { allPosts, type PostSummary } from "~/content/blog/posts";
import type { Locale } from "~/i18n/locales";

/** The newest `count` posts of the blog, as card data, for the landing pages (build time only). */
export function landingPosts(locale: Locale, count: number): PostSummary[] {
  return allPosts(locale).slice(0, count);
}
