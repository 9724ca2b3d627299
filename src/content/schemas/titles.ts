import { z } from "zod";
import { pageCopy, pageId, topOf, withTop } from "./blocks";

/**
 * The pages whose file holds only their top (title, description, hero): their other words are UI
 * messages (src/i18n/messages) or come from the posts. Each has an entry in /admin all the same,
 * so an editor finds every page's headline under the page's own name.
 */
/** /blog and /blog-details, `content/pages/blog-pages.yaml`. */
export const blogPagesSchema = withTop({
  /** /blog-details, the newest post: its title, description and hero. */
  detailsTop: topOf("/blog-details"),
});

/** /search, `content/pages/search.yaml`. */
export const searchPageSchema = withTop({});

/** The not-found page (/error-404 and every unknown address), `content/pages/not-found.yaml`. */
export const notFoundSchema = withTop({});

/** Every page's title, description and hero, gathered from the page files (`readTitles`, the `titles` collection). */
export const titlesSchema = z.record(pageId, pageCopy);
