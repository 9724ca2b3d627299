import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { Feed } from "feed";
import { site, team } from "../config/site";
import { allPosts, postHtml } from "../content/blog/posts";
import { localeTags, locales, type Locale } from "../i18n/locales";
import { messages } from "../i18n/messages";
import { href, itemHref } from "../i18n/pages";
import { feedPath } from "../sections/blog/feed-link";

// Relative imports only: astro.config.ts loads this module (through the finish-build integration) before aliases apply.

const url = (path: string) => `${site.origin}${path}`;

/** Root-relative links and images in a post's HTML made absolute, as feed readers need. */
function absolutize(html: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${site.origin}/`);
}

/** One language's RSS 2.0 feed: every post, newest first, with its full text. */
export async function rssFeed(locale: Locale): Promise<string> {
  const copy = messages[locale].blog;
  const posts = allPosts(locale);
  const feed = new Feed({
    id: url(href("blog", locale)),
    title: copy.rss.feedTitle,
    description: copy.rss.feedDescription,
    link: url(href("blog", locale)),
    language: localeTags[locale].hreflang,
    image: url("/apple-touch-icon.png"),
    copyright: `© ${site.name}`,
    updated: posts[0] ? new Date(`${posts[0].date}T08:00:00Z`) : undefined,
    generator: false,
    feedLinks: { rss: url(feedPath(locale)) },
  });
  for (const summary of posts) {
    const link = url(itemHref("blog", summary.slug, locale));
    const author = team.find((member) => member.id === summary.author);
    feed.addItem({
      title: summary.title,
      id: link,
      link,
      date: new Date(`${summary.date}T08:00:00Z`),
      description: summary.excerpt,
      content: absolutize(await postHtml(locale, summary.slug)),
      category: [{ name: copy.categories[summary.category] }],
      author: author ? [{ name: author.name }] : undefined,
    });
  }
  return feed.rss2();
}

/** Writes /rss.xml and /sv/rss.xml into the built site (called from src/integrations/build-end.ts). */
export async function writeFeeds(clientDir: string): Promise<void> {
  for (const locale of locales) {
    const file = join(clientDir, feedPath(locale));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await rssFeed(locale));
  }
}
