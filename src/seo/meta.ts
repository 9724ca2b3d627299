import { site } from "~/config/site";
import type { JsonLdTag } from "./json-ld";
import { ogImagePath } from "./og-path";
import { localeTags, locales, localizePath, normalizePath, type Locale } from "~/i18n/locales";

export type MetaTag =
  | JsonLdTag
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string; type?: string; title?: string };

type PageMetaInput = {
  /** Path of the page being rendered, in either language. */
  pathname: string;
  locale: Locale;
  title: string;
  description: string;
  /** Not-found responses (unknown paths): no canonical or alternates, and `noindex`. */
  noindex?: boolean;
  /**
   * A page that shows another page's content (SPEC's /blog-details shows the newest post) names
   * that page as canonical: its path, in either language, replaces this page's in the canonical
   * URL, the alternates and og:url.
   */
  canonicalPath?: string;
};

export function absoluteUrl(path: string): string {
  return `${site.origin}${path === "/" ? "/" : normalizePath(path)}`;
}

/** Longest title search results show in full. */
const titleLimit = 70;
const brandSuffix = ` | ${site.name}`;

/** Title with the brand suffix, unless the page title already names the brand or the suffix would
 *  push it past what search results show (long article titles). */
export function documentTitle(title: string): string {
  const text = title.trim();
  if (!text) return site.name;
  if (text.includes(site.name)) return text;
  const full = `${text}${brandSuffix}`;
  if (full.length <= titleLimit) return full;
  return text.length <= titleLimit ? text : `${text.slice(0, titleLimit - 1).replace(/\s+\S*$/, "")}…`;
}

/** The title as the head shows it, without the brand suffix: what the page's card and breadcrumb say. */
export function shownTitle(title: string): string {
  const full = documentTitle(title);
  return full.endsWith(brandSuffix) ? full.slice(0, -brandSuffix.length) : full;
}

/**
 * Every head tag of a page from one call: title, description, canonical, hreflang alternates
 * with x-default, Open Graph and Twitter. Empty values are dropped.
 */
export function pageMeta(input: PageMetaInput): MetaTag[] {
  const title = documentTitle(input.title);
  const tags: MetaTag[] = [{ title }];
  if (input.description) tags.push({ name: "description", content: input.description });
  if (input.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  const target = input.canonicalPath ?? input.pathname;
  const canonical = absoluteUrl(localizePath(target, input.locale));
  tags.push({ tagName: "link", rel: "canonical", href: canonical });
  for (const locale of locales) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: localeTags[locale].hreflang,
      href: absoluteUrl(localizePath(target, locale)),
    });
  }
  tags.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(localizePath(target, "en")) });
  tags.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.name },
    { property: "og:title", content: title },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: localeTags[input.locale].og },
    { property: "og:image", content: absoluteUrl(ogImagePath(localizePath(target, input.locale))) },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { property: "og:image:alt", content: title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:image", content: absoluteUrl(ogImagePath(localizePath(target, input.locale))) },
  );
  for (const locale of locales) {
    if (locale !== input.locale) tags.push({ property: "og:locale:alternate", content: localeTags[locale].og });
  }
  if (input.description) {
    tags.push({ property: "og:description", content: input.description }, { name: "twitter:description", content: input.description });
  }
  return tags;
}
