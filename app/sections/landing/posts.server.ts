import type { PostCardData } from "~/content/landing-types";
import type { Locale } from "~/i18n/locales";

/**
 * The posts the landing pages show as cards, by slug (or the newest `count` when no slugs are
 * picked), with the card fields read from the blog's own content (build time only).
 *
 * TODO(merge): read `allPosts(locale)` from app/content/blog/posts.server.ts once the blog lands on
 * main; until then the blog has no posts, and the landing pages leave their post cards out.
 */
export function landingPosts(locale: Locale, slugs: readonly string[], count: number): PostCardData[] {
  void locale;
  void slugs;
  void count;
  return [];
}
