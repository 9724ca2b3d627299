import type { BlogPosting } from "schema-dts";
import { site } from "~/config/site";
import { localizePath, type Locale } from "~/i18n/locales";
import { jsonLd, type JsonLdTag } from "~/seo/json-ld";
import { absoluteUrl } from "~/seo/meta";
import { ogImagePath } from "~/seo/og-path";

/**
 * What a post page's head says about the post: plain data (post-facts.server.ts), turned into the
 * page's JSON-LD at build time.
 */
export type PostFacts = {
  /** Set on /blog-details: the post's own URL is canonical (search engines index the post once). */
  canonicalPath: string | undefined;
  title: string;
  description: string;
  date: string;
  author: { name: string; jobTitle: string } | undefined;
  tags: string[];
  counts: { likes: number; comments: number };
};

/** The post's BlogPosting JSON-LD, at its canonical URL. */
export function postingJsonLd({ pathname, locale, canonicalPath, title, description, date, author, tags, counts }: PostFacts & { pathname: string; locale: Locale }): JsonLdTag {
  const url = absoluteUrl(localizePath(canonicalPath ?? pathname, locale));
  return jsonLd<BlogPosting>({
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: title,
    description,
    datePublished: date,
    dateModified: date,
    inLanguage: locale,
    url,
    mainEntityOfPage: url,
    image: absoluteUrl(ogImagePath(localizePath(canonicalPath ?? pathname, locale))),
    keywords: tags.join(", "),
    author: author ? { "@type": "Person", name: author.name, jobTitle: author.jobTitle, worksFor: { "@id": `${site.origin}/#organization` } } : undefined,
    publisher: { "@id": `${site.origin}/#organization` },
    commentCount: counts.comments,
    interactionStatistic: [
      { "@type": "InteractionCounter", interactionType: { "@type": "LikeAction" }, userInteractionCount: counts.likes },
      { "@type": "InteractionCounter", interactionType: { "@type": "CommentAction" }, userInteractionCount: counts.comments },
    ],
  });
}
