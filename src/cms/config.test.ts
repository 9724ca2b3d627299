import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allPosts } from "~/content/blog/posts";
import { contentDir } from "~/content/files";
import { memberFacts } from "~/content/members";
import { topCopy } from "~/content/schemas/blocks";
import { cmsConfig } from "./config";
import type { CmsField } from "./fields";

const config = cmsConfig();
const collection = (name: string) => config.collections.find((one) => one.name === name)!;
const fileOf = (collectionName: string, name: string) => (collection(collectionName) as { files: { name: string; file: string; fields: CmsField[] }[] }).files.find((one) => one.name === name)!;
const at = (fields: CmsField[], ...names: string[]): CmsField => {
  let field: CmsField | undefined;
  let list = fields;
  for (const name of names) {
    field = list.find((one) => one.name === name);
    if (!field) throw new Error(`no field ${names.join(".")}`);
    list = (field.fields as CmsField[]) ?? [];
  }
  return field!;
};

describe("the CMS configuration made from the content schemas", () => {
  it("edits every page file, the plans, the item folders and the blog, in both languages where there are two", () => {
    const files = config.collections.flatMap((one) => ("files" in one && one.files ? one.files.map((file) => file.file) : [one.folder]));
    expect(files).toContain("content/pages/faq.yaml");
    expect(files).toContain("content/pages/not-found.yaml");
    expect(files).toContain("content/plans.yaml");
    expect(files).toEqual(expect.arrayContaining(["content/team", "content/portfolio", "content/blog", "content/comments"]));
    expect(files.filter((file) => file.startsWith("content/pages/"))).toHaveLength(27);
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "sv"], default_locale: "en" });
    expect(collection("blog").i18n).toMatchObject({ structure: "multiple_folders" });
  });

  it("marks every field of a translated file for translation, nested ones too", () => {
    const unmarked: string[] = [];
    const walk = (fields: CmsField[], path: string) => {
      for (const one of fields) {
        if (one.i18n === undefined) unmarked.push(`${path}.${one.name}`);
        if (Array.isArray(one.fields)) walk(one.fields as CmsField[], `${path}.${one.name}`);
        if (one.field) walk([one.field as CmsField], `${path}.${one.name}`);
      }
    };
    walk(fileOf("faqs", "faq").fields, "faq");
    expect(unmarked).toEqual([]);
  });

  it("turns the schema's rules into widgets: long copy as text, fixed lists, ids kept, choices as selects", () => {
    const faq = fileOf("faqs", "faq").fields;
    const groups = at(faq, "groups");
    expect(groups).toMatchObject({ widget: "list", min: 4, max: 4, allow_add: false });
    expect(at(faq, "groups", "id")).toMatchObject({ widget: "hidden" });
    const items = at(faq, "groups", "items");
    expect(items).toMatchObject({ widget: "list", min: 8, max: 8, summary: "{{fields.question}}" });
    expect(at(faq, "groups", "items", "answer")).toMatchObject({ widget: "text", hint: expect.stringContaining("empty line") });
    expect(at(faq, "groups", "items", "question")).toMatchObject({ widget: "string" });
    expect(at(faq, "groups", "items", "id")).toMatchObject({ pattern: [expect.any(String), expect.any(String)] });
  });

  it("lists team members and projects by name and offers authors by name", () => {
    expect(collection("team")).toMatchObject({ summary: "{{name}}, {{title}}", identifier_field: "name", slug: "{{slug}}", create: true, delete: true });
    expect(collection("portfolio")).toMatchObject({ summary: "{{title}}", identifier_field: "title", create: true, delete: true });
    // A name and profiles are written once and copied to Swedish; a title is translated.
    const team = collection("team").fields as CmsField[];
    expect(at(team, "name").i18n).toBe("duplicate");
    expect(at(team, "links", "linkedin")).toMatchObject({ i18n: "duplicate", required: false, pattern: [expect.any(String), "Must be a full address starting with https://"] });
    expect(at(team, "title").i18n).toBe(true);
    expect(at(team, "hidden")).toMatchObject({ widget: "boolean", i18n: "duplicate" });
    expect(config.slug).toMatchObject({ encoding: "ascii", clean_accents: true });
    const members = [...memberFacts(contentDir)];
    expect(at(collection("blog").fields as CmsField[], "author").options).toEqual(members.map(([slug, member]) => ({ label: member.name, value: slug })));
  });

  it("takes a photo per member, project and post: one upload for both languages, under a size limit, described in each language", () => {
    expect(config).toMatchObject({ media_folder: "content/media", public_folder: "media" });
    for (const name of ["team", "portfolio", "blog"]) {
      const fields = collection(name).fields as CmsField[];
      const image = at(fields, "photo", "image");
      expect(image).toMatchObject({ widget: "image", i18n: "duplicate", choose_url: false, media_library: { allow_multiple: false, config: { max_file_size: 5_000_000 } } });
      // Part of an optional photo: both or neither (src/cms/validate.ts), and the alt text translated.
      expect(at(fields, "photo", "alt")).toMatchObject({ i18n: true, required: false, required_if_any: true });
      const [pattern, message] = image.picture_pattern as [string, string];
      expect(new RegExp(pattern, "i").test("media/elin-nystrom.jpg")).toBe(true);
      expect(new RegExp(pattern, "i").test("media/brochure.pdf")).toBe(false);
      expect(message).toMatch(/^Must be a picture uploaded in \/admin \(jpg, jpeg, png, webp, avif\)/);
    }
  });

  it("edits the company facts, checking e-mail, web addresses and phone numbers before a save", () => {
    const company = fileOf("company", "company");
    expect(company.file).toBe("content/company.json");
    const fields = company.fields as CmsField[];
    const email = new RegExp((at(fields, "email").pattern as string[])[0]!);
    expect(email.test("hello@orkestra.example")).toBe(true);
    expect(email.test("hello at orkestra")).toBe(false);
    const phone = at(fields, "offices", "phone").pattern as string[];
    expect(new RegExp(phone[0]!).test("+44 20 7946 0958")).toBe(true);
    expect(new RegExp(phone[0]!).test("020 7946 0958")).toBe(false);
    expect(phone[1]).toMatch(/^Must be an international number/);
    const web = new RegExp((at(fields, "links", "scheduling").pattern as string[])[0]!);
    expect(web.test("https://calendly.com/orkestra-demo/30min")).toBe(true);
    expect(web.test("calendly.com/orkestra")).toBe(false);
  });

  it("edits a legal text's blocks as a list of kinds (paragraph, list, table), and its date as a required text", () => {
    const privacy = fileOf("pages", "privacy").fields;
    const blocks = at(privacy, "sections", "blocks");
    expect(blocks).toMatchObject({ widget: "list", typeKey: "type" });
    expect((blocks.types as CmsField[]).map((type) => [type.name, type.label])).toEqual([
      ["p", "Paragraph"],
      ["ul", "Bulleted list"],
      ["ol", "Lettered list"],
      ["definitions", "Definitions"],
      ["processing", "Processing table"],
      ["cookieSettings", "Cookie settings button"],
    ]);
    expect(at(privacy, "effective").required).toBeUndefined();
  });

  it("lets text the build accepts empty be empty: a figure's prefix, a field only some sections have", () => {
    const home = fileOf("pages", "home").fields;
    expect(at(home, "stats", "items", "prefix").required).toBe(false);
    expect(at(home, "stats", "items", "label").required).toBeUndefined();
    const blocks = at(fileOf("pages", "home-2").fields, "blocks");
    expect(at(blocks.fields as CmsField[], "visual")).toMatchObject({ required: false });
    expect(at(blocks.fields as CmsField[], "visual", "alt")).toMatchObject({ required: false, required_if_any: true });
  });

  it("asks for a whole-euro price for every tab or none (a custom price), the users for every tab, and leaves the tabs alone", () => {
    const plans = fileOf("plans", "plans").fields;
    expect(collection("plans").i18n).toBeUndefined();
    const homePrice = at(plans, "home", "plans", "price");
    expect((homePrice.fields as CmsField[]).map((one) => [one.name, one.widget, one.value_type, one.required, one.required_if_any])).toEqual([
      ["monthly", "number", "int", false, true],
      ["quarterly", "number", "int", false, true],
    ]);
    expect(homePrice.required).toBe(false);
    const users = at(plans, "feature", "plans", "users").fields as CmsField[];
    expect(users.map((one) => [one.name, one.required])).toEqual([
      ["monthly", undefined],
      ["yearly", undefined],
    ]);
    expect(at(plans, "home", "periods").widget).toBe("hidden");
  });

  it("keeps the local backend to this machine and the production backend configurable", () => {
    expect(config.local_backend.url).toBe(`http://localhost:${process.env.CMS_BACKEND_PORT || 8081}/api/v1`);
    expect(config.backend.name).toBe("github");
    // Signed in through this origin's own functions (decision 0020) unless CMS_OAUTH_URL names another.
    expect(config.backend.auth_endpoint).toBe("api/auth");
    if (!process.env.CMS_OAUTH_URL) expect(config.backend.base_url).toBeUndefined();
    expect(config.load_config_file).toBe(false);
  });

  it("saves drafts for review (a branch and a pull request each) and links a draft to its preview deployment", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.show_preview_links).toBe(true);
    // The commit status Decap takes the preview's address from: the one the preview-link workflow sets.
    const workflow = readFileSync(".github/workflows/cms-preview-link.yml", "utf8");
    expect(workflow).toContain(`CONTEXT: ${config.backend.preview_context}\n`);
    expect(workflow).toMatch(/branches: \["cms\/\*\*"\]/);
    expect(config.site_url).toMatch(/^https:\/\//);
  });

  it("shows a page's headline first in the page's own entry, every field named for what it changes (issue 53)", () => {
    const home = fileOf("pages", "home").fields;
    // The top of the page comes first, unfolded, with the headline as its first field.
    expect(home[0]).toMatchObject({ name: "top", widget: "object" });
    // Its label is the schema's, not the name "top" made into a word.
    expect(home[0]!.label).toBe(topCopy.meta()?.title);
    expect(home[0]!.collapsed).toBeFalsy();
    expect(at(home, "top", "hero")).toMatchObject({ label: "Headline and intro", collapsed: false });
    expect((at(home, "top", "hero").fields as CmsField[])[0]).toMatchObject({ name: "heading", label: "Headline" });
    expect(at(home, "top", "title")).toMatchObject({ label: "Browser tab title", hint: expect.stringContaining("browser tab") });
    expect(at(home, "top", "description")).toMatchObject({ label: "Search result text", hint: expect.stringContaining("search results") });
    // A file for several pages has a top for each, named for the page's address, first.
    const auth = fileOf("pages", "auth").fields;
    expect(at(auth, "signup")).toMatchObject({ label: "Sign-up page (/signup)" });
    expect((at(auth, "signup").fields as CmsField[])[0]).toMatchObject({ name: "top", label: "Top of /signup" });
    expect(fileOf("faqs", "faq").fields.slice(0, 2).map((one) => one.label)).toEqual(["Top of /faq-1 (topics as tabs)", "Top of /faq-2 (one list)"]);
    // Every page has an entry of its own or a place named for it: no shared "other pages" entry.
    const pages = (collection("pages") as { files: { name: string; label: string }[] }).files;
    expect(pages.map((one) => one.label)).toEqual(expect.arrayContaining(["Blog pages", "Search page", "Page not found"]));
    expect(pages.map((one) => one.name)).not.toContain("titles");
    // No markup words in any hint or label an editor reads.
    const said: string[] = [];
    const walk = (fields: CmsField[]) => {
      for (const one of fields) {
        said.push(`${one.label} ${String(one.hint ?? "")}`);
        if (Array.isArray(one.fields)) walk(one.fields as CmsField[]);
        if (Array.isArray(one.types)) walk(one.types as CmsField[]);
        if (one.field) walk([one.field as CmsField]);
      }
    };
    for (const one of config.collections) walk([...(("fields" in one && one.fields) || []), ...(("files" in one && one.files?.flatMap((file) => file.fields)) || [])] as CmsField[]);
    expect(said.filter((words) => /\bh[1-6]\b|main heading|Headings start at/i.test(words))).toEqual([]);
  });

  it("says which lists must be filled before a save is tried (issue 53)", () => {
    const team = collection("team").fields as CmsField[];
    for (const name of ["background", "focus", "facts"]) expect(at(team, name)).toMatchObject({ widget: "list", min: 1, hint: expect.stringContaining("Required") });
    // A list of a fixed length is filled already; an optional one says "optional" (Decap's own mark).
    expect(at(fileOf("faqs", "faq").fields, "groups").hint ?? "").not.toContain("Required");
    expect(at(collection("blog").fields as CmsField[], "tags").hint).toContain("Required");
    expect(at(collection("blog").fields as CmsField[], "thread")).toMatchObject({ required: false });
  });

  it("lists visitors' comments for moderation: one language each, a post and a language to choose, no new ones made in /admin", () => {
    const comments = collection("comments") as unknown as Record<string, unknown> & { fields: CmsField[] };
    expect(comments).toMatchObject({ folder: "content/comments", format: "yaml", extension: "yaml", create: false, delete: true, summary: "{{author}} on {{post}} ({{lang}})" });
    // Not translated: a comment is in the language it was written in, with no twin (decision 0028).
    expect(comments.i18n).toBeUndefined();
    expect(comments.fields.map((one) => [one.name, one.label, one.widget])).toEqual([
      ["post", "Post", "select"],
      ["lang", "Language", "select"],
      ["author", "Name", "string"],
      ["date", "Date", "datetime"],
      ["text", "Comment", "text"],
    ]);
    // Every post by its English title, newest first, as the blog lists them.
    expect(at(comments.fields, "post").options).toEqual(allPosts("en").map((post) => ({ label: post.title, value: post.slug })));
    expect(at(comments.fields, "lang").options).toEqual([
      { label: "English", value: "en" },
      { label: "Swedish", value: "sv" },
    ]);
    expect(at(comments.fields, "date")).toMatchObject({ format: "YYYY-MM-DD", time_format: false });
    expect(String(comments.description)).toMatch(/In review/);
  });

  it("says how to make a heading in the post editor's rich text mode as well as in Markdown", () => {
    const hint = String(at(collection("blog").fields as CmsField[], "body").hint);
    expect(hint).toContain("Heading 2");
    expect(hint).toContain("Markdown mode");
  });
});
