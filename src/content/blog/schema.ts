import { z } from "zod";
import { locales } from "../../i18n/locales";
import { optionalPhoto } from "../schemas/media";

/**
 * The front matter every post file must have (SPEC §3 blog post item, plus tags, counts and the
 * comment thread). docs/blog.md explains each field for the people who write posts.
 */

/** SPEC's categories; the labels live in the blog messages. */
export const categoryKeys = ["business", "technology", "marketing", "ai", "graphics"] as const;
export type CategoryKey = (typeof categoryKeys)[number];

/** SPEC's sidebar tags (Article, Business, Digital, Technology, UI/UX). */
export const tagKeys = ["article", "business", "digital", "technology", "ui-ux"] as const;
export type TagKey = (typeof tagKeys)[number];

/** The generated cover artworks (src/content/blog/cover.server.tsx draws one per key). */
export const coverKeys = ["forecast", "chat", "warehouse", "shield", "risk", "network", "documents", "calendar", "truck", "globe"] as const;
export type CoverKey = (typeof coverKeys)[number];

/** A calendar date written as YYYY-MM-DD. YAML may already have turned it into a Date. */
const isoDate = z
  .union([z.date(), z.string()])
  .transform((value, context) => {
    const text = value instanceof Date ? (Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10)) : value.trim();
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    const parsed = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
    if (!parsed || parsed.toISOString().slice(0, 10) !== text) {
      context.addIssue({ code: "custom", message: `not a real date in the form YYYY-MM-DD (got ${JSON.stringify(value instanceof Date ? String(value) : value)})` });
      return z.NEVER;
    }
    return text;
  });

const text = z.string().trim().min(1, "must not be empty");

export type Comment = {
  author: string;
  role?: string;
  /** YYYY-MM-DD */
  date: string;
  text: string;
  replies: Comment[];
};

const comment: z.ZodType<Comment, unknown> = z.lazy(() =>
  z.strictObject({
    author: text,
    role: text.optional(),
    date: isoDate,
    text,
    replies: z.array(comment).default([]),
  }),
);

export const frontMatterSchema = z.strictObject({
  title: text.max(120, "keep titles under 120 characters"),
  excerpt: text.max(240, "keep excerpts under 240 characters (cards show two lines)"),
  category: z.enum(categoryKeys),
  date: isoDate,
  /** A team member's slug (content/team/<slug>.yaml); src/content/blog/posts.ts checks there is one. */
  author: z.string({ error: "is required" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a team member's slug, such as sara-lindgren"),
  cover: z.enum(coverKeys),
  /** An uploaded photo, shown instead of the drawn cover (the same picture in both languages; src/content/blog/posts.ts checks). */
  photo: optionalPhoto.describe("Optional. Shown instead of the drawn cover on the post, its cards and the sidebar, cut to 16:9."),
  tags: z.array(z.enum(tagKeys)).min(1, "needs at least one tag"),
  likes: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  thread: z.array(comment).default([]),
});

type FrontMatter = z.output<typeof frontMatterSchema>;

/**
 * A visitor's comment, published: `content/comments/<slug>.yaml` (decision 0028, "Comments as
 * content"), written by the comment form's function and moderated in /admin. One language's post
 * only: a comment has no twin in the other language.
 */
export const commentFileSchema = z.strictObject({
  /** The post's slug (content/blog/<lang>/<post>.md); src/content/blog/posts.ts checks there is one. */
  post: z.string({ error: "is required" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a post's slug (its file name), such as safety-stock"),
  lang: z.enum(locales),
  author: text,
  date: isoDate,
  text,
});

export type CommentFile = z.output<typeof commentFileSchema>;

/** Fields that are facts of the post, not of its language: both versions must agree (the CMS writes them once). */
export const sharedFields = ["category", "date", "author", "cover", "tags", "likes", "comments"] as const satisfies readonly (keyof FrontMatter)[];

/**
 * One line per problem: `date: not a real date ...`, `category: "gossip" is not one of business, ...`.
 * Parse with `{ reportInput: true }`, so an issue carries the value it is about.
 */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.join(".");
    const missing = issue.code === "invalid_type" && issue.input === undefined;
    // A misspelt category, tag, cover or author names the value and the allowed ones.
    const unknown = issue.code === "invalid_value" && issue.input !== undefined ? `${JSON.stringify(issue.input)} is not one of ${issue.values.join(", ")}` : undefined;
    return `${path || "(front matter)"}: ${missing ? "missing" : (unknown ?? issue.message)}`;
  });
}
