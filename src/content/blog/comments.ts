import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
// Relative imports only, as posts.ts (astro.config.ts loads this module, where `~/` does not resolve).
import { commentFileSchema, describeIssues, type CommentFile } from "./schema";

/**
 * Visitors' comments once published (decision 0028, "Comments as content"): one file each,
 * `content/comments/<yyyy-mm-dd>-<post>-<lang>-<random>.yaml`, written by the comment form's
 * function as a draft in the CMS's workflow and merged when an editor publishes it. posts.ts joins
 * them to their post in their language; the folder may be empty (or absent).
 */

/** The comments' folder beside the blog's: `<content>/comments`. */
export const commentsFolder = "comments";

/** A published comment and its file's slug (its file name without `.yaml`). */
export type PublishedComment = CommentFile & { slug: string };

/** Every comment file under `dir` (a content folder's `comments/`), with its problems listed by file; no folder is no comments. */
export function readComments(dir: string): { comments: PublishedComment[]; problems: string[] } {
  const comments: PublishedComment[] = [];
  const problems: string[] = [];
  if (!existsSync(dir)) return { comments, problems };
  // Only the YAML files: the folder keeps a .gitkeep so that git holds it while it is empty.
  for (const file of readdirSync(dir).filter((name) => name.endsWith(".yaml")).sort()) {
    const fileName = relative(process.cwd(), join(dir, file)) || file;
    let raw: unknown;
    try {
      raw = parseYaml(readFileSync(join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`${fileName}: not valid YAML: ${(error as Error).message.split("\n")[0]}`);
      continue;
    }
    const result = commentFileSchema.safeParse(raw ?? {}, { reportInput: true });
    if (!result.success) {
      for (const line of describeIssues(result.error)) problems.push(`${fileName}: ${line.replace(/^\(front matter\)/, "(file)")}`);
      continue;
    }
    comments.push({ slug: file.slice(0, -".yaml".length), ...result.data });
  }
  return { comments, problems };
}

/** The comment files as they are now (names, sizes, times), so a long-running dev server reads them again after a change. */
export function commentFiles(dir: string): string {
  if (!existsSync(dir)) return "";
  return readdirSync(dir)
    .filter((name) => name.endsWith(".yaml"))
    .sort()
    .map((name) => {
      const file = statSync(join(dir, name));
      return `${name} ${file.size} ${file.mtimeMs}`;
    })
    .join("\n");
}
