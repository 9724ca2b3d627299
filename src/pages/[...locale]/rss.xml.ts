import type { APIRoute, GetStaticPaths } from "astro";
import { Feed } from "feed";
import { site } from "~/config/site";
import { contentDir } from "~/content/files";
import { memberFacts } from "~/content/members";
import { allPosts, postHtml } from "~/content/blog/posts";
import { defaultLocale, localeTags, locales, type Locale } from "~/i18n/locales";
import { messages } from "~/i18n/messages";
import { href, itemHref } from "~/i18n/pages";
import { feedPath } from "~/sections/blog/feed-link";

// The blog's feed per language: /rss.xml, /sv/rss.xml (feedPath). Written with `feed`, as before it
// became an endpoint, so readers keep getting the same document; @astrojs/rss writes RSS its own way.

export const getStaticPaths = (() =>
  locales.map((locale) => ({ params: { locale: locale === defaultLocale ? undefined : locale }, props: { locale } }))) satisfies GetStaticPaths;

const url = (path: string) => `${site.origin}${path}`;

/** Root-relative links and images in a post's HTML made absolute, as feed readers need. */
function absolutize(html: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${site.origin}/`);
}

/** One language's RSS 2.0 feed: every post, newest first, with its full text. */
async function rssFeed(locale: Locale): Promise<string> {
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
  // The team's files, read once per feed, not once per post.
  const members = memberFacts(contentDir);
  for (const summary of posts) {
    const link = url(itemHref("blog", summary.slug, locale));
    const author = members.get(summary.author);
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

export const GET: APIRoute = async ({ props }) => new Response(await rssFeed((props as { locale: Locale }).locale));
