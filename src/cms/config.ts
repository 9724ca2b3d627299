import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { site } from "~/config/site";
import { categoryKeys, coverKeys, frontMatterSchema, sharedFields, tagKeys } from "~/content/blog/schema";
import { contentDir, readCompany, readData } from "~/content/files";
import { memberFacts } from "~/content/members";
import { splitFrontMatter } from "~/content/format";
import { commentFolder, dataFiles, itemFolders, pageFiles, type PageFile } from "~/content/registry";
import { companySchema } from "~/content/schemas/company";
import { schemaFor } from "~/content/schemas/follows-company";
import { landingFolder } from "~/content/landing";
import { landingPageSchema } from "~/content/schemas/landing-page";
import { mediaFolder, mediaPrefix } from "~/content/schemas/media";
import { plansSchema } from "~/content/schemas/pricing";
import { defaultLocale, languageNames, locales } from "~/i18n/locales";
import { allOrNone, field, fieldsOf, translated, type CmsField } from "./fields";

/**
 * The Decap CMS configuration of /admin (decision 0018), made at build time from the content
 * registry and the zod schemas, so the editor always has the fields the build checks. English and
 * Swedish sit side by side: page files and items keep both in one file (`single_file`), blog posts
 * in a folder per language (`multiple_folders`), exactly the layout the build reads.
 */

/**
 * The production backend: the site's GitHub repository (set at build time; the defaults only name
 * the shape), signed in through /api/auth (functions/, decision 0020). /admin uses the origin it is
 * served from (src/cms/admin.ts), so a preview deployment signs in through its own functions, unless
 * CMS_OAUTH_URL names another (a Worker beside nginx). An origin: Decap checks the popup's messages
 * against it.
 */
export const cmsRepository = {
  repo: process.env.CMS_GITHUB_REPO || "orkestra/website",
  branch: process.env.CMS_GITHUB_BRANCH || "main",
  oauthOrigin: process.env.CMS_OAUTH_URL ? new URL(process.env.CMS_OAUTH_URL).origin : undefined,
};

/**
 * The GitHub commit status whose link the editor shows as a draft's preview (decision 0021): Decap
 * reads the commit statuses of the draft's pull request and takes the one with this context. Set by
 * .github/workflows/cms-preview-link.yml: Cloudflare Pages reports its builds as check runs, which
 * Decap does not read.
 */
const cmsPreviewContext = "Cloudflare Pages preview";

/**
 * The port of `decap-server` (npm run cms, and the CMS tests). CMS_BACKEND_PORT moves it, at build
 * time and in the tests alike, so two test runs on one machine keep to their own backends.
 */
export const localBackendPort = Number(process.env.CMS_BACKEND_PORT || 8081);

const [plansFile, companyFile] = dataFiles;

const i18n = { structure: "single_file", locales: [...locales], default_locale: defaultLocale } as const;

const yamlFile = { format: "yaml", extension: "yaml" } as const;

/**
 * A page file's entry, its fields made from its schema as the company facts are now (the Contact
 * page has a place for the words of each office in content/company.json). /admin makes this when
 * it loads: an office published since shows on the Contact page entry after a reload of /admin.
 */
const pageEntry = (page: PageFile) => ({
  name: page.name,
  label: page.label,
  file: `content/pages/${page.name}.yaml`,
  description: `Shown on ${page.where}.`,
  i18n: true,
  fields: translated(fieldsOf(schemaFor(page.schema, readCompany(contentDir)))),
});

/** The place of an item in its lists: the same in both languages. */
const orderField: CmsField = { name: "order", label: "Place in the list", widget: "number", value_type: "int", min: 1, i18n: "duplicate", hint: "1 comes first. Items with the same number follow their file names." };

/** Whether an item is on the site: the same in both languages. */
const hiddenField: CmsField = {
  name: "hidden",
  label: "Hidden from the site",
  widget: "boolean",
  required: false,
  default: false,
  i18n: "duplicate",
  hint: "On: the page, its card, its place in the lists and its search entry stay off the site until you switch it off again.",
};

/** Fields written once, in English, and copied to Swedish (a name, a person's profiles). */
const sharedItemFields: Record<string, readonly string[]> = { team: ["name", "links"], portfolio: [] };

/** A field and the fields inside it, written once and copied to every language. */
const duplicated = (one: CmsField): CmsField =>
  // Decap takes "duplicate" on plain fields only: an object is translated, and its fields copied.
  Array.isArray(one.fields) ? { ...one, i18n: true, fields: (one.fields as CmsField[]).map(duplicated) } : { ...one, i18n: "duplicate" };

/** The members a post may name as its author, by name (hidden ones are not on the site). */
function authorOptions() {
  return [...memberFacts(contentDir)].filter(([, member]) => !member.hidden).map(([slug, member]) => ({ label: member.name, value: slug }));
}

/**
 * The posts a visitor's comment may be under, by their English title, newest first. Read leniently
 * (a post's own problems are the build's to report): /admin must still open to delete a comment
 * whose post has gone.
 */
function postOptions() {
  const folder = join(contentDir, "blog", defaultLocale);
  let files: string[] = [];
  try {
    files = readdirSync(folder).filter((name) => name.endsWith(".md"));
  } catch {
    return [];
  }
  const posts = files.map((file) => {
    const slug = file.slice(0, -".md".length);
    let meta: { title?: unknown; date?: unknown } = {};
    try {
      meta = YAML.parse(splitFrontMatter(readFileSync(join(folder, file), "utf8"))?.yaml ?? "") ?? {};
    } catch {
      // Listed by its file name.
    }
    return { label: typeof meta.title === "string" && meta.title.trim() ? meta.title.trim() : slug, value: slug, date: String(meta.date ?? "") };
  });
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.value.localeCompare(b.value)).map(({ label, value }) => ({ label, value }));
}

/** A visitor's comment (content/comments/<slug>.yaml, `commentFileSchema`): one language, no twin. */
const visitorCommentFields: CmsField[] = [
  { name: "post", label: "Post", widget: "select", options: postOptions(), hint: "The post the comment is shown under." },
  { name: "lang", label: "Language", widget: "select", options: locales.map((locale) => ({ label: languageNames[locale], value: locale })), hint: "Shown under the post in this language only." },
  { name: "author", label: "Name", widget: "string", hint: "As the visitor gave it; shown above the comment." },
  { name: "date", label: "Date", widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
  { name: "text", label: "Comment", widget: "text", hint: "As the visitor wrote it." },
];

/** A post's front matter (src/content/blog/schema.ts) and its Markdown body. */
const commentFields = (depth: number): CmsField[] => [
  { name: "author", label: "Name", widget: "string" },
  { name: "role", label: "Role and company", widget: "string", required: false },
  { name: "date", label: "Date", widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
  { name: "text", label: "Comment", widget: "text" },
  ...(depth > 0 ? [{ name: "replies", label: "Replies", widget: "list", required: false, collapsed: true, summary: "{{fields.author}}", fields: commentFields(depth - 1) }] : []),
];

const blogFields: CmsField[] = [
  { name: "title", label: "Title", widget: "string", hint: "Under 120 characters." },
  { name: "excerpt", label: "Excerpt", widget: "text", hint: "Under 240 characters: the cards show two lines." },
  { name: "category", label: "Category", widget: "select", options: [...categoryKeys] },
  { name: "date", label: "Date", widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false },
  { name: "author", label: "Author", widget: "select", options: authorOptions(), hint: "A member of the team (a member added in Team members is listed here once published)." },
  { name: "cover", label: "Cover picture", widget: "select", options: [...coverKeys], hint: "One of the drawn cover motifs, shown when the post has no photo." },
  // The picture is written once (copied to Swedish), its description in each language, as a member's photo.
  ...translated([field("photo", frontMatterSchema.shape.photo)]),
  { name: "tags", label: "Tags", widget: "select", multiple: true, options: [...tagKeys], min: 1, hint: "Required: choose at least one." },
  { name: "likes", label: "Likes", widget: "number", value_type: "int", min: 0 },
  { name: "comments", label: "Comment count", widget: "number", value_type: "int", min: 0, hint: "Shown under the post with the likes. The visitors' comments published in Comments are added to it, in their language." },
  { name: "thread", label: "Comments", widget: "list", required: false, collapsed: true, summary: "{{fields.author}}", fields: commentFields(2) },
  {
    name: "body",
    label: "Text",
    widget: "markdown",
    // Said for both modes: in rich text (the default) a typed "## " stays as written; the build refuses a "Heading 1".
    hint: 'The post\'s title is its top heading. For a section heading, pick "Heading 2" (a sub-heading: "Heading 3") from the Headings menu in the toolbar; in Markdown mode, start the line with "## " ("### "). docs/blog.md explains the rest.',
  },
  // The post's facts (sharedFields: both languages must agree) are written once and copied to Swedish.
].map((one) => ({ ...one, i18n: (sharedFields as readonly string[]).includes(one.name) ? ("duplicate" as const) : (one.i18n ?? true) }));

/**
 * The plans file's fields with each table's own billing periods: a price and a user allowance per
 * tab, required (a price that is not a number is refused); the tabs themselves are not edited here.
 */
function planFields(): CmsField[] {
  const plans = readData("plans", plansSchema);
  return fieldsOf(plansSchema).map((table) => {
    const periods: readonly string[] = plans[table.name as keyof typeof plans].periods;
    // A box per tab: allowances always, prices all or none (none: a custom price).
    const perTab = (one: CmsField): CmsField => {
      const boxes = (one.fields as CmsField[]).filter((period) => periods.includes(period.name)).map(({ required: _, ...period }) => period);
      return { ...one, collapsed: false, fields: one.name === "price" ? allOrNone(boxes) : boxes };
    };
    const fields = (table.fields as CmsField[]).map((one) =>
      one.name === "periods"
        ? { ...one, widget: "hidden" }
        : { ...one, fields: (one.fields as CmsField[]).map((plan) => (plan.name === "price" || plan.name === "users" ? perTab(plan) : plan)) },
    );
    return { ...table, fields };
  });
}

export function cmsConfig() {
  return {
    load_config_file: false,
    backend: { name: "github", repo: cmsRepository.repo, branch: cmsRepository.branch, auth_endpoint: "api/auth", base_url: cmsRepository.oauthOrigin, preview_context: cmsPreviewContext },
    // On localhost the CMS talks to decap-server in git mode, on a worktree of this checkout (npm run cms).
    local_backend: { url: `http://localhost:${localBackendPort}/api/v1`, allowed_hosts: ["127.0.0.1"] },
    site_url: site.origin,
    display_url: site.origin,
    locale: "en",
    // A new member's or post's file name, and so its address: "Elin Nyström" becomes elin-nystrom.
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    // Uploads go into the content folder; the build serves them through the image pipeline (src/content/media.ts).
    media_folder: mediaFolder,
    public_folder: mediaPrefix.slice(0, -1),
    // Drafts, In review, Ready (decision 0021): a save is a branch cms/<collection>/<slug> and a pull
    // request; publishing merges it. Locally, decap-server's git mode does the same with local branches.
    publish_mode: "editorial_workflow",
    // The draft's branch preview deployment, linked from the editor (decision 0021).
    show_preview_links: true,
    i18n,
    collections: [
      {
        name: "pages",
        label: "Pages",
        description: "The copy of each page, in English and Swedish.",
        ...yamlFile,
        i18n: true,
        files: pageFiles.filter((page) => page.name !== "faq" && page.name !== "pricing").map(pageEntry),
      },
      { name: "faqs", label: "FAQs", ...yamlFile, i18n: true, files: pageFiles.filter((page) => page.name === "faq").map(pageEntry) },
      // A collection of its own: Decap shows a collection's files in both languages when it has any.
      {
        name: "plans",
        label: plansFile.label,
        ...yamlFile,
        files: [{ name: "plans", label: plansFile.label, file: "content/plans.yaml", description: `Shown on ${plansFile.where}. The same in both languages.`, fields: planFields() }],
      },
      { name: "pricing", label: "Pricing wording", ...yamlFile, i18n: true, files: pageFiles.filter((page) => page.name === "pricing").map(pageEntry) },
      ...itemFolders.map((folder) => ({
        name: folder.name,
        label: folder.label,
        label_singular: folder.singular,
        description: `Shown on ${folder.where}. A new one gets its page in both languages, its card and its place in the lists.`,
        folder: `content/${folder.name}`,
        ...yamlFile,
        create: true,
        delete: true,
        // The file name, and so the page's address: from the name (members) or the card title (projects).
        identifier_field: folder.name === "team" ? "name" : "title",
        slug: "{{slug}}",
        summary: folder.name === "team" ? "{{name}}, {{title}}" : "{{title}}",
        sortable_fields: ["order"],
        i18n: true,
        fields: [
          orderField,
          hiddenField,
          ...translated(fieldsOf(folder.schema)).map((one) => (sharedItemFields[folder.name]?.includes(one.name) ? duplicated(one) : one)),
        ],
      })),
      {
        name: "landing",
        label: "Landing pages",
        label_singular: "Landing page",
        description: "Pages for a campaign, a trade fair or an ad, at /lp/<address> and /sv/lp/<address>, made of the site's own blocks. docs/editing.md has the recipe.",
        folder: `content/${landingFolder}`,
        ...yamlFile,
        create: true,
        delete: true,
        // The file is named after the address when the page is made.
        identifier_field: "address",
        slug: "{{slug}}",
        summary: "{{title}} (/lp/{{address}})",
        sortable_fields: ["title"],
        i18n: true,
        fields: [
          hiddenField,
          ...translated(fieldsOf(landingPageSchema)).map((one) =>
            one.name === "address" ? duplicated(one) : one.name === "noindex" ? duplicated({ ...one, label: "Hide from search engines" }) : one,
          ),
        ],
      },
      {
        name: "company",
        label: companyFile.label,
        format: "json",
        extension: "json",
        files: [{ name: "company", label: companyFile.label, file: "content/company.json", description: `Used on ${companyFile.where}. The same in both languages.`, fields: fieldsOf(companySchema) }],
      },
      {
        name: "blog",
        label: "Blog posts",
        label_singular: "Blog post",
        folder: "content/blog",
        format: "frontmatter",
        extension: "md",
        create: true,
        slug: "{{slug}}",
        summary: "{{title}} ({{date}})",
        sortable_fields: ["date", "title"],
        i18n: { structure: "multiple_folders", locales: [...locales], default_locale: defaultLocale },
        fields: blogFields,
      },
      {
        name: commentFolder.name,
        label: commentFolder.label,
        label_singular: commentFolder.singular,
        description:
          "Visitors' comments from the form under each post. A new one waits in Workflow, In review: publish it to show it under its post (after the next build), or delete the draft to turn it down. A published one is deleted here.",
        folder: `content/${commentFolder.name}`,
        ...yamlFile,
        // Comments come from visitors only (the form's function writes the draft); one language each, so no i18n.
        create: false,
        delete: true,
        summary: "{{author}} on {{post}} ({{lang}})",
        sortable_fields: ["date", "post", "author"],
        fields: visitorCommentFields,
      },
    ],
  };
}
