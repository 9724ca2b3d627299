import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { cmsConfig } from "~/cms/config";
import { commentFileSchema, frontMatterSchema } from "./blog/schema";
import { commentFieldOrder, decapFrontMatter, decapJson, decapYaml, fieldOrderOf, postFieldOrder, splitFrontMatter } from "./format";

const root = join(process.cwd(), "content");
const all = readdirSync(root, { recursive: true, encoding: "utf8" });
const files = all.filter((file) => file.endsWith(".yaml"));
const jsonFiles = all.filter((file) => file.endsWith(".json"));
const posts = all.filter((file) => file.startsWith("blog") && file.endsWith(".md"));

describe("content files in the form the CMS writes", () => {
  it.each(files)("content/%s: a save in /admin changes only what the editor changed (else: npm run content:format)", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    expect(text).toBe(decapYaml(YAML.parse(text), fieldOrderOf(file)));
  });

  it.each(jsonFiles)("content/%s: a save in /admin changes only what the editor changed (else: npm run content:format)", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    expect(text).toBe(decapJson(JSON.parse(text)));
  });

  it("writes long copy folded at 80 columns, in the order of its keys", () => {
    const words = (count: number) => Array(count).fill("word").join(" ");
    expect(decapYaml({ en: { b: words(30), a: "x" } })).toBe(`en:\n  b: ${words(15)}\n    ${words(15)}\n  a: x\n`);
  });

  it.each(posts)("content/%s: a save in /admin changes only what the editor changed (else: npm run content:format)", (file) => {
    const text = readFileSync(join(root, file), "utf8");
    const parts = splitFrontMatter(text);
    expect(parts).toBeDefined();
    expect(text).toBe(decapFrontMatter({ ...YAML.parse(parts!.yaml), body: parts!.body }, postFieldOrder));
  });

  it("writes a post's front matter in the order of its fields, lists as blocks, and keeps the body as it was read", () => {
    const data = { tags: ["a", "b"], title: "Two: words", body: "\nText.\n" };
    expect(decapFrontMatter(data, ["title", "tags"])).toBe('---\ntitle: "Two: words"\ntags:\n  - a\n  - b\n---\n\nText.\n');
    // No body: the file ends at the closing line, as Decap writes it.
    expect(decapFrontMatter({ title: "x" })).toBe("---\ntitle: x\n---\n");
    expect(splitFrontMatter("---\ntitle: x\n---\n\nText.\n")).toEqual({ yaml: "title: x", body: "\nText.\n" });
  });

  it("writes a visitor's comment in the order of its CMS fields, as a save in /admin does, whatever order it was given in", () => {
    const comment = { text: "Thanks: we set our\nservice level per item now.", date: "2026-12-07", author: "Åsa Berg", lang: "sv", post: "a-post" };
    const written = decapYaml(comment, fieldOrderOf("comments/2026-12-07-a-post-sv-abc123.yaml"));
    expect(written).toBe('post: a-post\nlang: sv\nauthor: Åsa Berg\ndate: 2026-12-07\ntext: |-\n  Thanks: we set our\n  service level per item now.\n');
    // Read back as written: the date stays text, and `npm run content:format` leaves the file alone.
    expect(YAML.parse(written)).toEqual(comment);
    expect(decapYaml(YAML.parse(written), fieldOrderOf("comments/x.yaml"))).toBe(written);
    expect(fieldOrderOf("pages/home.yaml")).toEqual([]);
  });

  it("orders a comment's keys as the CMS's comment fields and the comment's schema do", () => {
    const comments = cmsConfig().collections.find((collection) => collection.name === "comments") as { fields: { name: string }[] };
    expect([...commentFieldOrder]).toEqual(comments.fields.map((field) => field.name));
    expect([...commentFieldOrder]).toEqual(Object.keys(commentFileSchema.shape));
  });

  it("orders a post's keys as the CMS's blog fields and the blog's schema do", () => {
    const blog = cmsConfig().collections.find((collection) => collection.name === "blog") as { fields: { name: string }[] };
    expect([...postFieldOrder, "body"]).toEqual(blog.fields.map((field) => field.name));
    expect([...postFieldOrder]).toEqual(Object.keys(frontMatterSchema.shape));
  });
});
