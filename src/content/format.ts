import { fromJS } from "immutable";
import YAML from "yaml-decap";

/**
 * A content file's data written exactly as Decap CMS writes it, so a save in /admin changes only
 * the lines an editor changed:
 * - Decap holds an entry as Immutable.js maps, and a map of more than eight keys iterates in hash
 *   order, not in the file's: the data goes through the same round trip (`fromJS(...).toJS()`);
 * - a file's top-level keys follow its configured fields (`fieldOrder`; decap-cms-core's
 *   `entryToRaw`), unknown ones keep their place;
 * - then its YAML format: the `yaml` package at 1.10.3 with default options
 *   (decap-cms-core/src/formats/yaml.ts).
 * `npm run content:format` rewrites the files; src/content/format.test.ts checks every one.
 */
export function decapYaml(data: unknown, fieldOrder: readonly string[] = []): string {
  const held = fromJS(data) as { toJS(): unknown };
  const node = YAML.createNode(held.toJS()) as ReturnType<typeof YAML.createNode> & { items?: { key?: unknown }[] };
  if (node.items && fieldOrder.length > 0) {
    const place = (item: { key?: unknown }) => fieldOrder.indexOf(String(item.key));
    node.items.sort((a, b) => (place(a) === -1 || place(b) === -1 ? 0 : place(a) - place(b)));
  }
  const doc = new YAML.Document();
  doc.contents = node as typeof doc.contents;
  return doc.toString();
}

/** A JSON content file (the company facts) as a save in /admin writes it: the same round trip, two-space indents, a final line break. */
export function decapJson(data: unknown): string {
  return `${JSON.stringify((fromJS(data) as { toJS(): unknown }).toJS(), null, 2)}\n`;
}

/**
 * A Markdown file with YAML front matter (a blog post) written exactly as Decap CMS writes it
 * (decap-cms-core/src/formats/frontmatter.ts): the front matter as `decapYaml` writes it, sorted by
 * the collection's fields, between `---` lines, then the body as it was read (gray-matter drops the
 * one line break after the closing `---`), with no line break added at the end.
 */
export function decapFrontMatter(data: Record<string, unknown>, fieldOrder: readonly string[] = []): string {
  const { body = "", ...meta } = data;
  return `---\n${decapYaml(meta, fieldOrder).trim()}\n---\n${String(body)}`;
}

/**
 * A post's front-matter keys in the order of the CMS's blog fields (and of the blog's schema, which
 * format.test.ts checks): plain data, as scripts/format-content.ts runs in Node without the app's imports.
 */
export const postFieldOrder = ["title", "excerpt", "category", "date", "author", "cover", "photo", "tags", "likes", "comments", "thread"] as const;

/**
 * A visitor's comment's keys (content/comments/<slug>.yaml) in the order of the CMS's comment
 * fields and of `commentFileSchema` (format.test.ts checks both), as the comment form's function
 * writes them too (decision 0028).
 */
export const commentFieldOrder = ["post", "lang", "author", "date", "text"] as const;

/** The field order a content file (its path inside content/) is written in: a comment's; any other file keeps its own. */
export const fieldOrderOf = (file: string): readonly string[] => (/^comments[\\/][^\\/]+\.yaml$/.test(file) ? commentFieldOrder : []);

/** A front-matter file's YAML text and its body as Decap reads them, or undefined without front matter. */
export function splitFrontMatter(text: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/.exec(text);
  return match ? { yaml: match[1] ?? "", body: match[2] ?? "" } : undefined;
}
