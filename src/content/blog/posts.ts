import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { extractFrontmatter, parseFrontmatter, type MarkdownRenderer } from "astro/markdown";
import { parse as parseYaml } from "yaml";
import { locales, type Locale } from "../../i18n/locales";
// Relative imports only: the build's post-processing (collection items, RSS) loads this module from astro.config.ts, where `~/` does not resolve.
import { memberFacts } from "../members";
import type { Photo } from "../schemas/media";
import { uploadProblem } from "../uploads";
import { commentFiles, commentsFolder, readComments, type PublishedComment } from "./comments";
import { blogMarkdown, syntaxHighlight } from "./markdown";
import { categoryKeys, describeIssues, frontMatterSchema, sharedFields, tagKeys, type CategoryKey, type Comment, type CoverKey, type TagKey } from "./schema";

/**
 * The blog's one way in: every page, list, feed, sitemap entry and test reads posts through this
 * module. Posts are content/blog/<locale>/<slug>.md (the `blog` collection, src/content.config.ts):
 * front matter read by Astro's parser and checked here across files and languages, the article
 * rendered by Astro's Markdown (./markdown.ts), at build time only.
 */

export type PostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: CategoryKey;
  /** YYYY-MM-DD */
  date: string;
  cover: CoverKey;
  /** An uploaded photo that takes the drawn cover's place; pages make it a picture (src/sections/blog/post-pictures.server.ts). */
  photo?: Photo;
  /** A team member's slug (content/team/<slug>.yaml). */
  author: string;
  tags: TagKey[];
  likes: number;
  /** The front matter's count plus the comments published for the post in this language (content/comments/). */
  comments: number;
};

type PostLink = { slug: string; title: string };

/** A post as its page shows it, without the article: the view takes that from the collection. */
type PostDetails = PostSummary & {
  /** The front matter's thread, then the comments published for the post in this language, oldest first. */
  thread: Comment[];
  /** The next older post, if any. */
  prev?: PostLink;
  /** The next newer post, if any. */
  next?: PostLink;
};

/** A post with its article as HTML (headings carry ids). */
export type Post = PostDetails & { html: string };

type Loaded = Record<Locale, PostDetails[]>;

/** The build stops with every problem listed, each line naming its file. */
export class BlogContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`The blog's content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:\n${problems.map((line) => `  - ${line}`).join("\n")}`);
    this.name = "BlogContentError";
  }
}

// The blog folder of files.ts's contentDir, which this module cannot import (it uses `~/`: see above).
const defaultContentDir = resolve(process.env.CONTENT_DIR ?? "content", "blog");

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Problems in a body that the schema cannot see. */
function bodyProblems(body: string): string[] {
  const problems: string[] = [];
  if (body.trim().length === 0) problems.push("the article text after the front matter is empty");
  // The title is the page's only h1; sections start at ##.
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ""))) problems.push("uses a level-1 heading (# ...); start sections with ## (the title is the page heading)");
  return problems;
}

/**
 * Read and validate every post of every language under `dir` (its front matter and its article's
 * text; the article is rendered elsewhere: the collection, `postHtml`), with the published comments
 * beside it (`<content>/comments/`, ./comments.ts) joined to their post in their language. Throws a
 * `BlogContentError` naming each offending file: bad or missing front matter, a bad date, a post
 * missing in one language, language versions that disagree on shared facts (date, category, ...),
 * a comment file that is not valid or names no post.
 */
export function loadPosts(dir: string = defaultContentDir): Loaded {
  const problems: string[] = [];
  const name = (locale: Locale, slug: string) => relative(process.cwd(), join(dir, locale, `${slug}.md`)) || `${locale}/${slug}.md`;
  const byLocale = {} as Record<Locale, Map<string, PostDetails>>;
  // Authors are the members shown on the site (content/team/, beside the blog's folder).
  const authors = new Set([...memberFacts(dirname(dir))].filter(([, member]) => !member.hidden).map(([slug]) => slug));

  for (const locale of locales) {
    const posts = new Map<string, PostDetails>();
    byLocale[locale] = posts;
    let files: string[];
    try {
      files = readdirSync(join(dir, locale)).filter((file) => file.endsWith(".md"));
    } catch {
      problems.push(`${relative(process.cwd(), join(dir, locale))}: folder missing`);
      continue;
    }
    for (const file of files.sort()) {
      const slug = file.slice(0, -".md".length);
      const fileName = name(locale, slug);
      if (!slugPattern.test(slug)) {
        problems.push(`${fileName}: file name must be lowercase words joined by hyphens (it becomes the URL)`);
        continue;
      }
      const source = readFileSync(join(dir, locale, file), "utf8");
      // Astro's split, as the collection's loader does it.
      const yaml = extractFrontmatter(source);
      if (yaml === undefined) {
        problems.push(`${fileName}: no front matter (the file must start with a --- line, the fields, and another --- line)`);
        continue;
      }
      // Read with the `yaml` package, not Astro's parser: that one turns 2026-02-30 into 2 March, which the schema could not tell.
      let raw: unknown;
      try {
        raw = parseYaml(yaml);
      } catch (error) {
        problems.push(`${fileName}: front matter is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
        continue;
      }
      const result = frontMatterSchema.safeParse(raw ?? {}, { reportInput: true });
      const bodyIssues = bodyProblems(source.replace(`---${yaml}---`, ""));
      const author = (raw as { author?: unknown } | null)?.author;
      const authorIssues = typeof author === "string" && author && !authors.has(author) ? [`author: "${author}" is not a member of the team shown on the site (content/team/<slug>.yaml, not hidden): one of ${[...authors].join(", ")}`] : [];
      // The picture is the same in every language (checked below), so its file is checked once.
      const image = locale === locales[0] && result.success ? result.data.photo?.image : undefined;
      const upload = image ? uploadProblem(dirname(dir), image) : undefined;
      const photoIssues = upload ? [`photo.image: ${upload}`] : [];
      if (!result.success || bodyIssues.length > 0 || authorIssues.length > 0 || photoIssues.length > 0) {
        for (const line of [...(result.success ? [] : describeIssues(result.error)), ...authorIssues, ...photoIssues, ...bodyIssues]) problems.push(`${fileName}: ${line}`);
        continue;
      }
      const { thread, ...meta } = result.data;
      posts.set(slug, { slug, ...meta, thread });
    }
  }

  // Every post exists in every language, and the versions agree on their shared facts.
  const [first, ...others] = locales;
  for (const other of others) {
    for (const slug of byLocale[first].keys()) {
      if (!byLocale[other].has(slug) && !problems.some((line) => line.startsWith(name(other, slug)))) {
        problems.push(`${name(first, slug)}: has no ${other} version (add ${name(other, slug)} with the same file name)`);
      }
    }
    for (const slug of byLocale[other].keys()) {
      if (!byLocale[first].has(slug) && !problems.some((line) => line.startsWith(name(first, slug)))) {
        problems.push(`${name(other, slug)}: has no ${first} version (add ${name(first, slug)} with the same file name)`);
      }
    }
    for (const [slug, post] of byLocale[first]) {
      const twin = byLocale[other].get(slug);
      if (!twin) continue;
      for (const field of sharedFields) {
        if (JSON.stringify(post[field]) !== JSON.stringify(twin[field])) {
          problems.push(`${name(other, slug)}: ${field} is ${JSON.stringify(twin[field])} but ${JSON.stringify(post[field])} in ${name(first, slug)}; both languages must agree`);
        }
      }
      // Only a photo's description is translated.
      if (post.photo?.image !== twin.photo?.image) {
        problems.push(`${name(other, slug)}: photo${twin.photo ? ".image" : ""}: must be the same picture as in ${name(first, slug)} (${post.photo?.image ?? "none"}); only its description is translated`);
      }
    }
  }
  // Published comments: each under one post in one language (no twin in the other language).
  const { comments, problems: commentProblems } = readComments(join(dirname(dir), commentsFolder));
  problems.push(...commentProblems);
  for (const comment of comments) {
    // A post with problems of its own is reported already.
    if (byLocale[comment.lang].has(comment.post) || problems.some((line) => line.startsWith(`${name(comment.lang, comment.post)}:`))) continue;
    const file = relative(process.cwd(), join(dirname(dir), commentsFolder, `${comment.slug}.yaml`));
    problems.push(`${file}: post: there is no post "${comment.post}" in ${comment.lang} (${name(comment.lang, comment.post)}): name an existing post, or delete the comment`);
  }
  if (problems.length > 0) throw new BlogContentError(problems);

  const loaded = {} as Loaded;
  for (const locale of locales) {
    // Newest first; the same day falls back to the slug so the order never depends on the file system.
    const posts = [...byLocale[locale].values()].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    loaded[locale] = posts.map((post, index) => {
      const newer = posts[index - 1];
      const older = posts[index + 1];
      const published = publishedOn(comments, post.slug, locale);
      return {
        ...post,
        thread: [...post.thread, ...published],
        comments: post.comments + published.length,
        prev: older ? { slug: older.slug, title: older.title } : undefined,
        next: newer ? { slug: newer.slug, title: newer.title } : undefined,
      };
    });
  }
  return loaded;
}

/** The comments published under one post in one language as its thread shows them: oldest first (the same day: by file name). */
function publishedOn(comments: readonly PublishedComment[], slug: string, locale: Locale): Comment[] {
  return comments
    .filter((comment) => comment.post === slug && comment.lang === locale)
    .sort((a, b) => a.date.localeCompare(b.date) || a.slug.localeCompare(b.slug))
    .map(({ author, date, text }) => ({ author, date, text, replies: [] }));
}

let cache: { files: string; posts: Loaded } | undefined;

/**
 * The post and comment files as they are now (names, sizes, times): `astro dev` (npm run cms) keeps
 * this module loaded, so a post or comment added, renamed or saved is read again when this changes.
 */
function postFiles(dir: string = defaultContentDir): string {
  const comments = commentFiles(join(dirname(dir), commentsFolder));
  return locales
    .flatMap((locale) => {
      let names: string[];
      try {
        names = readdirSync(join(dir, locale));
      } catch {
        return [];
      }
      return names.sort().map((name) => {
        const file = statSync(join(dir, locale, name));
        return `${locale}/${name} ${file.size} ${file.mtimeMs}`;
      });
    })
    .concat(comments)
    .join("\n");
}

/** Loaded once per build process, and again when a post or comment file changes (in dev). */
function content(): Loaded {
  const files = postFiles();
  if (cache?.files !== files) cache = { files, posts: loadPosts() };
  return cache.posts;
}

function summary(post: PostDetails): PostSummary {
  const { slug, title, excerpt, category, date, cover, photo, author, tags, likes, comments } = post;
  return { slug, title, excerpt, category, date, cover, ...(photo ? { photo } : {}), author, tags, likes, comments };
}

/** Which posts a list shows: one category's (/blog/category/<key>) or one tag's (/blog/tag/<key>); none is every post (/blog). */
export type PostFilter = { by: "category"; key: CategoryKey } | { by: "tag"; key: TagKey };

/** Whether a post belongs to a filter's list. */
export function matches(post: PostSummary, filter: PostFilter | undefined): boolean {
  if (!filter) return true;
  return filter.by === "category" ? post.category === filter.key : post.tags.includes(filter.key);
}

/** Every post in a language (or those of one category or tag), newest first, as card data. */
export function allPosts(locale: Locale, filter?: PostFilter): PostSummary[] {
  return content()[locale].filter((post) => matches(post, filter)).map(summary);
}

/** One post with its thread and neighbours, or undefined for an unknown slug. */
export function post(locale: Locale, slug: string): PostDetails | undefined {
  return content()[locale].find((entry) => entry.slug === slug);
}

/** The `blog` collection's id of a post (`getEntry("blog", postId("sv", slug))`). */
export function postId(locale: Locale, slug: string): string {
  return `${locale}/${slug}`;
}

/** Astro's rendered article as the page and the feed show it: its renderer ends with a newline the markup does not want. */
export function articleHtml(rendered: string | undefined): string {
  return (rendered ?? "").replace(/\n$/, "");
}

let renderer: Promise<MarkdownRenderer> | undefined;

/**
 * One post's article as HTML, rendered by the processor the collection uses (./markdown.ts), for
 * readers outside Astro's pages (the feeds, tests). Views take `entry.rendered.html` instead.
 */
export async function postHtml(locale: Locale, slug: string, dir: string = defaultContentDir): Promise<string> {
  const path = join(dir, locale, `${slug}.md`);
  renderer ??= blogMarkdown.createRenderer({ syntaxHighlight });
  const { content: body, frontmatter } = parseFrontmatter(readFileSync(path, "utf8"));
  const rendered = await (await renderer).render(body, { frontmatter, fileURL: pathToFileURL(path) });
  return articleHtml(rendered.code);
}

/** Every post's slug (the same in each language), newest first. */
export function postSlugs(): string[] {
  return content().en.map((entry) => entry.slug);
}

/** Posts on each list page (SPEC §9). */
export const postsPerPage = 6;

/** How many list pages `posts` posts fill: at least one. */
export function pagesFor(posts: number): number {
  return Math.max(1, Math.ceil(posts / postsPerPage));
}

/** How many list pages the blog has (/blog is page 1, /blog/page/2 ...), or one category or tag has. */
export function pageCount(filter?: PostFilter): number {
  return pagesFor(allPosts("en", filter).length);
}

/**
 * The categories and tags that have posts, in the schema's order: each gets its list pages. One
 * without posts gets none, and nothing links to it. (Both languages share categories and tags.)
 */
export function usedFilters(): PostFilter[] {
  const posts = allPosts("en");
  return [
    ...categoryKeys.map((key): PostFilter => ({ by: "category", key })),
    ...tagKeys.map((key): PostFilter => ({ by: "tag", key })),
  ].filter((filter) => posts.some((post) => matches(post, filter)));
}
