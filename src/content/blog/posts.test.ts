// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { memberFacts } from "../members";
import { commentFieldOrder, decapYaml } from "../format";
import { allPosts, BlogContentError, loadPosts, pageCount, post, postHtml, postSlugs, postsPerPage } from "./posts";

/** A member of today's team (content/team/), the fixtures' author. */
const [firstMember] = memberFacts(join(process.cwd(), "content")).keys();

const good = {
  title: '"Safety stock is a risk decision"',
  excerpt: '"Why the service level is a choice."',
  category: "business",
  date: "2026-09-08",
  author: firstMember,
  cover: "shield",
  tags: "[business, article]",
  likes: "88",
  comments: "11",
};

type Fields = Partial<Record<keyof typeof good, string | undefined>>;

function postFile(fields: Fields = {}, body = "Some text.\n\n## A section\n\nMore text.\n", extra = "") {
  const merged: Record<string, string | undefined> = { ...good, ...fields };
  const lines = Object.entries(merged)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join("\n")}\n${extra}---\n\n${body}`;
}

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A content folder with the given files: { "en/a.md": "..." }. */
function content(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(root);
  const dir = join(root, "blog");
  mkdirSync(join(dir, "en"), { recursive: true });
  mkdirSync(join(dir, "sv"));
  // The authors: the team beside the blog, as in content/.
  cpSync(join(process.cwd(), "content", "team"), join(root, "team"), { recursive: true });
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
  return dir;
}

function problems(dir: string): string[] {
  try {
    loadPosts(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(BlogContentError);
    expect((error as Error).message).toContain("The blog's content has");
    return (error as BlogContentError).problems;
  }
  throw new Error("expected the loader to fail");
}

describe("loadPosts validation", () => {
  it("accepts a post in both languages and renders its Markdown with heading ids", async () => {
    const dir = content({ "en/buffer-stock.md": postFile(), "sv/buffer-stock.md": postFile({ title: '"Buffertlager är ett val"' }) });
    const loaded = loadPosts(dir);
    expect(loaded.en[0]).toMatchObject({ slug: "buffer-stock", date: "2026-09-08", likes: 88, tags: ["business", "article"], thread: [] });
    expect(await postHtml("en", "buffer-stock", dir)).toBe('<p>Some text.</p>\n<h2 id="a-section">A section</h2>\n<p>More text.</p>');
    expect(loaded.sv[0]?.title).toBe("Buffertlager är ett val");
  });

  it("wraps tables in a focusable, labelled scroll region; an empty corner makes the first column the row headers", async () => {
    const table = "| | Supplier A | Supplier B |\n|---|---|---|\n| Price | 2.10 | 1.62 |\n| Lead time | 21 days | 9 days |\n";
    const dir = content({ "en/a.md": postFile({}, table), "sv/a.md": postFile({}, table) });
    const html = await postHtml("sv", "a", dir);
    expect(html).toMatch(/^<section class="post-table" tabindex="0" aria-label="Tabell[^"]*"><table>/);
    expect(html).toMatch(/<td><\/td>\s*<th scope="col">Supplier A<\/th>/);
    expect(html).not.toMatch(/<th>\s*<\/th>/);
    expect(html).toMatch(/<tr>\s*<th scope="row">Price<\/th>\s*<td>2\.10<\/td>/);
    expect(html).toMatch(/<tr>\s*<th scope="row">Lead time<\/th>\s*<td>21 days<\/td>/);
    expect(html.match(/scope="row"/g)).toHaveLength(2);
  });

  it("keeps body cells as data when every column has a named header", async () => {
    const table = "| Rule | Automatic |\n|---|---|\n| Reorder | Yes |\n";
    const dir = content({ "en/a.md": postFile({}, table), "sv/a.md": postFile({}, table) });
    const html = await postHtml("en", "a", dir);
    expect(html).toMatch(/<th scope="col">Rule<\/th>/);
    expect(html).toMatch(/<tr>\s*<td>Reorder<\/td>/);
    expect(html).not.toContain('scope="row"');
  });

  it("names the file and the field when a field is missing", () => {
    const dir = content({ "en/a.md": postFile({ excerpt: undefined }), "sv/a.md": postFile() });
    const lines = problems(dir);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/en\/a\.md: excerpt: missing$/);
  });

  it("names the file for a date that does not exist or is not a date", () => {
    const dir = content({
      "en/a.md": postFile({ date: "2026-02-30" }),
      "sv/a.md": postFile(),
      "en/b.md": postFile(),
      "sv/b.md": postFile({ date: "next tuesday" }),
    });
    const lines = problems(dir);
    expect(lines.some((line) => /en\/a\.md: date: not a real date/.test(line))).toBe(true);
    expect(lines.some((line) => /sv\/b\.md: date: not a real date .*next tuesday/.test(line))).toBe(true);
  });

  it("names a post that exists in one language only", () => {
    const dir = content({ "en/a.md": postFile(), "sv/a.md": postFile(), "en/only-english.md": postFile(), "sv/only-swedish.md": postFile() });
    const lines = problems(dir);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/en\/only-english\.md: has no sv version/);
    expect(lines[1]).toMatch(/sv\/only-swedish\.md: has no en version/);
  });

  it("refuses a post whose author is not on the site: no such member, or a hidden one", () => {
    const dir = content({ "en/a.md": postFile(), "sv/a.md": postFile() });
    const memberFile = join(dir, "..", "team", `${firstMember}.yaml`);
    writeFileSync(memberFile, readFileSync(memberFile, "utf8").replace(/^(en|sv):\n/gm, "$1:\n  hidden: true\n"));
    expect(problems(dir)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`en/a\\.md: author: "${firstMember}" is not a member of the team shown on the site`))]));
  });

  it("rejects unknown categories, covers, authors and tags, and misspelt field names", () => {
    const dir = content({
      "en/a.md": postFile({ category: "gossip", cover: "kitten", author: "someone", tags: "[business, cats]" }, undefined, "exerpt: typo\n"),
      "sv/a.md": postFile(),
    });
    const lines = problems(dir).join("\n");
    for (const field of ["category", "cover", "author", "tags.1"]) expect(lines).toMatch(new RegExp(`en/a\\.md: ${field.replace(".", "\\.")}: `));
    expect(lines).toMatch(/en\/a\.md: .*exerpt/);
    // A typo names the file, the field, the value and the allowed values (the list in schema.ts).
    expect(lines).toContain('en/a.md: category: "gossip" is not one of business, technology, marketing, ai, graphics');
    expect(lines).toContain('en/a.md: tags.1: "cats" is not one of article, business, digital, technology, ui-ux');
  });

  it("tells a value of the wrong type from a missing field", () => {
    const dir = content({ "en/a.md": postFile({ likes: "many" }), "sv/a.md": postFile() });
    expect(problems(dir)).toEqual([expect.stringMatching(/en\/a\.md: likes: Invalid input: expected number, received string$/)]);
  });

  it("requires both language versions to agree on shared facts", () => {
    const dir = content({ "en/a.md": postFile(), "sv/a.md": postFile({ likes: "89" }) });
    expect(problems(dir)).toEqual([expect.stringMatching(/sv\/a\.md: likes is 89 but 88 in .*en\/a\.md/)]);
  });

  it("takes a photo described in each language: the same upload in both, in the media folder, under the size limit", () => {
    const photo = (image: string, alt: string) => `photo:\n  image: ${image}\n  alt: ${alt}\n`;
    // An upload in the media folder beside the blog's, as /admin puts it.
    const upload = (dir: string, name: string, bytes: string | Buffer = "a picture") => {
      mkdirSync(join(dir, "..", "media"), { recursive: true });
      writeFileSync(join(dir, "..", "media", name), bytes);
      return dir;
    };
    const dir = upload(content({ "en/a.md": postFile({}, undefined, photo("media/dock.jpg", "The loading dock")), "sv/a.md": postFile({}, undefined, photo("media/dock.jpg", "Lastkajen")) }), "dock.jpg");
    const loaded = loadPosts(dir);
    expect(loaded.en[0]?.photo).toEqual({ image: "media/dock.jpg", alt: "The loading dock" });
    expect(loaded.sv[0]?.photo).toEqual({ image: "media/dock.jpg", alt: "Lastkajen" });

    // /admin's "Remove image" with the descriptions cleared is no photo: the drawn cover comes back.
    const removed = content({ "en/a.md": postFile({}, undefined, 'photo:\n  image: ""\n  alt: ""\n'), "sv/a.md": postFile() });
    expect(loadPosts(removed).en[0]?.photo).toBeUndefined();

    const missing = content({ "en/a.md": postFile({}, undefined, photo("media/dock.jpg", "The dock")), "sv/a.md": postFile({}, undefined, photo("media/dock.jpg", "Kajen")) });
    expect(problems(missing)).toEqual([expect.stringMatching(/en\/a\.md: photo\.image: media\/dock\.jpg is not in .*media\/ \(upload it in \/admin\)$/)]);

    const other = upload(content({ "en/a.md": postFile({}, undefined, photo("media/dock.jpg", "The dock")), "sv/a.md": postFile({}, undefined, photo("media/yard.jpg", "Gården")) }), "dock.jpg");
    expect(problems(other)).toEqual([expect.stringMatching(/sv\/a\.md: photo\.image: must be the same picture as in .*en\/a\.md \(media\/dock\.jpg\); only its description is translated$/)]);

    const oneLanguage = content({ "en/a.md": postFile(), "sv/a.md": postFile({}, undefined, photo("media/yard.jpg", "Gården")) });
    expect(problems(oneLanguage)).toEqual([expect.stringMatching(/sv\/a\.md: photo\.image: must be the same picture as in .*en\/a\.md \(none\)/)]);

    const large = upload(content({ "en/a.md": postFile({}, undefined, photo("media/raw.png", "A raw file")), "sv/a.md": postFile({}, undefined, photo("media/raw.png", "En rå fil")) }), "raw.png", Buffer.alloc(5_000_001));
    expect(problems(large)).toEqual([expect.stringMatching(/en\/a\.md: photo\.image: media\/raw\.png is 5\.0 MB; at most 5 MB$/)]);

    const notPicture = content({ "en/a.md": postFile({}, undefined, photo("media/brochure.pdf", "A brochure")), "sv/a.md": postFile() });
    expect(problems(notPicture)).toEqual([expect.stringMatching(/en\/a\.md: photo\.image: must be a picture uploaded in \/admin/)]);
    // A photo without its description is refused, as /admin refuses it.
    const noAlt = content({ "en/a.md": postFile({}, undefined, "photo:\n  image: media/dock.jpg\n"), "sv/a.md": postFile() });
    expect(problems(noAlt)[0]).toMatch(/en\/a\.md: photo\.alt: missing$/);
  });

  it("rejects a file without front matter, bad YAML, a level-1 heading and a bad file name", () => {
    const dir = content({
      "en/no-front.md": "Just text",
      "sv/no-front.md": postFile(),
      "en/bad-yaml.md": "---\ntitle: [unclosed\n---\ntext",
      "sv/bad-yaml.md": postFile(),
      "en/h1.md": postFile({}, "# Title again\n\ntext"),
      "sv/h1.md": postFile(),
      "en/Bad_Name.md": postFile(),
    });
    const lines = problems(dir).join("\n");
    expect(lines).toMatch(/en\/no-front\.md: no front matter/);
    expect(lines).toMatch(/en\/bad-yaml\.md: front matter is not valid YAML/);
    expect(lines).toMatch(/en\/h1\.md: uses a level-1 heading/);
    expect(lines).toMatch(/en\/Bad_Name\.md: file name must be/);
  });

  it("validates nested comment threads", () => {
    const thread = 'thread:\n  - author: "Lars"\n    date: 2026-09-10\n    text: "Hi"\n    replies:\n      - author: "Sara"\n        date: 2026-13-01\n        text: "Hello"\n';
    const dir = content({ "en/a.md": postFile({}, undefined, thread), "sv/a.md": postFile() });
    expect(problems(dir)).toEqual([expect.stringMatching(/en\/a\.md: thread\.0\.replies\.0\.date: not a real date/)]);
  });

  it("orders newest first and links each post to its older (prev) and newer (next) neighbour", () => {
    const dir = content({
      "en/old.md": postFile({ date: "2026-01-01" }),
      "sv/old.md": postFile({ date: "2026-01-01" }),
      "en/new.md": postFile({ date: "2026-03-01" }),
      "sv/new.md": postFile({ date: "2026-03-01" }),
      "en/mid.md": postFile({ date: "2026-02-01" }),
      "sv/mid.md": postFile({ date: "2026-02-01" }),
    });
    const posts = loadPosts(dir).en;
    expect(posts.map((entry) => entry.slug)).toEqual(["new", "mid", "old"]);
    expect(posts[1]?.prev?.slug).toBe("old");
    expect(posts[1]?.next?.slug).toBe("new");
    expect(posts[0]?.next).toBeUndefined();
    expect(posts[2]?.prev).toBeUndefined();
  });
});

describe("visitors' published comments (content/comments/)", () => {
  const thread = 'thread:\n  - author: "Lars"\n    date: 2026-09-10\n    text: "First"\n    replies:\n      - author: "Sara"\n        date: 2026-09-11\n        text: "A reply"\n';
  /** A comment file beside the blog's folder, written as the CMS and the comment form's function write it. */
  function comment(dir: string, slug: string, fields: Record<string, string>) {
    mkdirSync(join(dir, "..", "comments"), { recursive: true });
    writeFileSync(join(dir, "..", "comments", `${slug}.yaml`), decapYaml(fields, commentFieldOrder));
  }
  const posts = () => content({ "en/a.md": postFile({}, undefined, thread), "sv/a.md": postFile({}, undefined, thread), "en/b.md": postFile(), "sv/b.md": postFile() });

  it("follow the post's thread in their language only, oldest first, and count in that language", () => {
    const dir = posts();
    // The folder as git keeps it while empty: nothing joined, the counts as the front matter says.
    mkdirSync(join(dir, "..", "comments"));
    writeFileSync(join(dir, "..", "comments", ".gitkeep"), "");
    expect(loadPosts(dir).en.find((one) => one.slug === "a")).toMatchObject({ comments: 11, thread: [{ author: "Lars" }] });

    comment(dir, "2026-12-09-a-en-zzz999", { post: "a", lang: "en", author: "Later Visitor", date: "2026-12-09", text: "Second visit." });
    comment(dir, "2026-12-07-a-en-abc123", { post: "a", lang: "en", author: "Early Visitor", date: "2026-12-07", text: "Good point." });
    comment(dir, "2026-12-08-a-sv-def456", { post: "a", lang: "sv", author: "Åsa", date: "2026-12-08", text: "Bra skrivet." });
    const loaded = loadPosts(dir);
    const en = loaded.en.find((one) => one.slug === "a")!;
    expect(en.thread).toEqual([
      { author: "Lars", date: "2026-09-10", text: "First", replies: [{ author: "Sara", date: "2026-09-11", text: "A reply", replies: [] }] },
      { author: "Early Visitor", date: "2026-12-07", text: "Good point.", replies: [] },
      { author: "Later Visitor", date: "2026-12-09", text: "Second visit.", replies: [] },
    ]);
    // The front matter's 11 plus the two published in English; the list's card data says the same.
    expect(en.comments).toBe(13);
    expect(loaded.sv.find((one) => one.slug === "a")).toMatchObject({ comments: 12, thread: [{ author: "Lars" }, { author: "Åsa", text: "Bra skrivet." }] });
    // Another post keeps its own thread and count.
    expect(loaded.en.find((one) => one.slug === "b")).toMatchObject({ comments: 11, thread: [] });
  });

  it("stop the build naming the file when a comment's post does not exist (in its language)", () => {
    const dir = posts();
    comment(dir, "2026-12-07-gone-en-abc123", { post: "gone", lang: "en", author: "Visitor", date: "2026-12-07", text: "Hello." });
    expect(problems(dir)).toEqual([expect.stringMatching(/comments\/2026-12-07-gone-en-abc123\.yaml: post: there is no post "gone" in en \(.*en\/gone\.md\): name an existing post, or delete the comment$/)]);
  });

  it("stop the build naming the file and the field for a comment that is not valid", () => {
    const dir = posts();
    comment(dir, "bad-date", { post: "a", lang: "en", author: "Visitor", date: "2026-02-30", text: "Hello." });
    comment(dir, "no-language", { post: "a", lang: "de", author: "", date: "2026-12-07", text: "Hallo." });
    mkdirSync(join(dir, "..", "comments"), { recursive: true });
    writeFileSync(join(dir, "..", "comments", "broken.yaml"), "post: [unclosed\n");
    writeFileSync(join(dir, "..", "comments", "extra.yaml"), "post: a\nlang: en\nauthor: V\ndate: 2026-12-07\ntext: Hi\nemail: v@example.com\n");
    const lines = problems(dir).join("\n");
    expect(lines).toMatch(/comments\/bad-date\.yaml: date: not a real date/);
    expect(lines).toContain('comments/no-language.yaml: lang: "de" is not one of en, sv');
    expect(lines).toMatch(/comments\/no-language\.yaml: author: must not be empty/);
    expect(lines).toMatch(/comments\/broken\.yaml: not valid YAML/);
    // The e-mail address never belongs in the repository (decision 0028): an unknown field is refused.
    expect(lines).toMatch(/comments\/extra\.yaml: .*email/);
  });
});

describe("the site's own posts", () => {
  it("load without problems, in both languages, with the same slugs", async () => {
    const en = allPosts("en");
    expect(en.length).toBeGreaterThanOrEqual(9);
    expect(allPosts("sv").map((entry) => entry.slug)).toEqual(en.map((entry) => entry.slug));
    expect(postSlugs()).toEqual(en.map((entry) => entry.slug));
    expect(pageCount()).toBe(Math.ceil(en.length / postsPerPage));
    expect(post("sv", en[0]!.slug)?.title).toBeTruthy();
    expect(await postHtml("sv", en[0]!.slug)).toMatch(/<h2 id="/);
    expect(post("en", "no-such-post")).toBeUndefined();
    // Reads and renders every post: slow on a busy machine.
  }, 30_000);
});

describe("the blog's Markdown", () => {
  it("keeps quotes and dashes as written and drops HTML, as posts are plain Markdown", async () => {
    const body = 'He said "no" -- twice...\n\n<div class="x">raw</div>\n\nText with <b>inline</b> HTML &amp; more.\n\n<!-- c -->\n\nEnd.\n';
    const dir = content({ "en/a.md": postFile({}, body), "sv/a.md": postFile({}, body) });
    expect(await postHtml("en", "a", dir)).toBe('<p>He said "no" -- twice...</p>\n<p>Text with inline HTML &amp; more.</p>\n<p>End.</p>');
  });
});
