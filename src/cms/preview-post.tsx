import type { ReactNode } from "react";
import { InPage } from "~/components/in-page";
import { Container, Section } from "~/components/ui/section";
import type { Post } from "~/content/blog/posts";
import { coverKeys, type CoverKey } from "~/content/blog/schema";
import type { MemberFact } from "~/content/members";
import { fillTokens } from "~/content/tokens";
import { itemHref } from "~/i18n/pages";
import { defaultLocale, isLocale, languageNames, locales, type Locale } from "~/i18n/locales";
import { CommentItem, PostHeader } from "~/sections/blog/blog-post.server";
import type { PicturedPost } from "~/sections/blog/post-pictures.server";
import { factsIn, Guard, languageOf, toJs, type PreviewProps } from "./preview-kit";

/** A date as the post's file writes it (YYYY-MM-DD), whether Decap hands over text or a Date. */
export function isoDate(value: unknown): string | undefined {
  const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10)) : String(value ?? "").trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? text : undefined;
}

/** The author as the post page names them: the member's name and job title in each language, from the team tokens. */
export function authorOf(slug: unknown, factsIn: (locale: Locale) => ReadonlyMap<string, string>): MemberFact | undefined {
  const name = typeof slug === "string" && slug ? factsIn("en").get(`team.${slug}.name`) : undefined;
  if (!name) return undefined;
  const title = Object.fromEntries(locales.map((locale) => [locale, factsIn(locale).get(`team.${slug as string}.title`) ?? ""])) as Record<Locale, string>;
  return { name, title, hidden: false };
}

/** What the post page's header reads of a post, from the entry's front matter: tokens filled, the photo as uploaded. */
export function postOf(data: Record<string, unknown>, slug: string, known: ReadonlyMap<string, string>, photo: string | undefined): PicturedPost<Post> {
  const text = (key: string) => fillTokens(String(data[key] ?? ""), known);
  const cover = (coverKeys as readonly string[]).includes(String(data.cover)) ? (data.cover as CoverKey) : coverKeys[0];
  const alt = String((data.photo as { alt?: unknown } | undefined)?.alt ?? "");
  // The site cuts a photo to 16:9 when it builds; the preview sizes the upload to the same box.
  const picture = photo ? { src: photo, alt, width: 1280, height: 720, sources: [] } : undefined;
  const post = { slug, title: text("title"), excerpt: text("excerpt"), category: data.category, date: isoDate(data.date) ?? "", cover, ...(picture ? { picture } : {}) };
  return post as unknown as PicturedPost<Post>;
}

/** The post page's article column (its comments and the sidebar are the site's own, not the post's). */
function PostBody({ body }: { body: ReactNode }) {
  return (
    <Section space="sm">
      <Container className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_21rem] lg:gap-16">
        <article className="min-w-0">
          <div className="post-prose">{body}</div>
        </article>
      </Container>
    </Section>
  );
}

/** A blog post as its page shows it: cover or photo, category, title, excerpt, author and date, then the text. */
export function PostPreview({ entry, widgetFor, getAsset }: PreviewProps) {
  const locale = languageOf(entry);
  const data = (toJs(entry.getIn(["data"])) ?? {}) as Record<string, unknown>;
  const slug = String(entry.getIn(["slug"]) ?? "");
  const image = (data.photo as { image?: unknown } | undefined)?.image;
  const photo = typeof image === "string" && image ? getAsset(image)?.toString() : undefined;
  const post = postOf(data, slug, factsIn(locale), photo);
  const header = { title: post.title, date: post.date, category: post.category, cover: post.cover, photo, author: data.author };
  const page = { locale, pathname: itemHref("blog", slug || "new-post", locale) };
  return (
    <>
      <Guard key={JSON.stringify(header)} note="Fill in the category and the date to see the post's header.">
        <InPage page={page} of={PostHeader} post={post} author={authorOf(data.author, factsIn)} />
      </Guard>
      <PostBody body={widgetFor("body")} />
    </>
  );
}

/**
 * A visitor's comment (the Comments collection) as the thread under its post will show it, in the
 * comment's language: as written, with no brand words filled in (the site shows a visitor's words
 * as they are).
 */
export function CommentPreview({ entry }: PreviewProps) {
  const data = (toJs(entry.getIn(["data"])) ?? {}) as Record<string, unknown>;
  const locale = isLocale(data.lang) ? data.lang : defaultLocale;
  const post = typeof data.post === "string" ? data.post : "";
  const comment = { author: String(data.author ?? ""), date: isoDate(data.date) ?? "", text: String(data.text ?? ""), replies: [] };
  const page = { locale, pathname: itemHref("blog", post || "new-post", locale) };
  return (
    <Section space="sm">
      <Container>
        <div className="max-w-3xl">
          <p className="text-ink-muted text-sm">
            Shown under {post ? <code>{page.pathname}</code> : "its post"} in {languageNames[locale]} only, after the comments already there, once published.
          </p>
          <Guard key={JSON.stringify(comment)} note="Fill in the date to see the comment as its post shows it.">
            <ol className="mt-6">
              <InPage page={page} of={CommentItem} comment={comment} replyLevel={0} />
            </ol>
          </Guard>
        </div>
      </Container>
    </Section>
  );
}
