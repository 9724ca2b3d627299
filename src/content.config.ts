import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { defineCollection } from "astro:content";
import { glob, type Loader } from "astro/loaders";
import { z } from "zod";
import { readComments } from "~/content/blog/comments";
import { BlogContentError, loadPosts } from "~/content/blog/posts";
import { commentFileSchema, frontMatterSchema } from "~/content/blog/schema";
import { contentDir, readData, readItems, readPage, type ContentItem } from "~/content/files";
import { landingFolder } from "~/content/landing";
import { landingPageSchema } from "~/content/schemas/landing-page";
import { projectItemSchema, projectSchema } from "~/content/schemas/portfolio";
import { plansSchema } from "~/content/schemas/pricing";
import { asShown, memberSchema, teamMemberSchema } from "~/content/schemas/team";
import { companySchema } from "~/content/schemas/company";
import { commentFolder, pageFiles, readTitles, topFiles, type PageFileName, type PageFileOf } from "~/content/registry";
import { titlesSchema } from "~/content/schemas/titles";
import { locales } from "~/i18n/locales";

/** content/plans.yaml: copy names its prices as `{plan...}` tokens, so copy re-reads when it changes. */
const plansPath = join(contentDir, "plans.yaml");
/**
 * What every piece of copy may name besides the plans: the company's facts (`{email}`, `{office...}`)
 * and the members (`{team...}`). Copy re-reads when they change, so `npm run cms` shows a new e-mail
 * address in every sentence at once (issue 53). A re-read checks the contact page's words against
 * the offices of company.json as it is then, not as the collections' schemas were made at start-up
 * (`readPage` shapes them with `schemaFor`): a new office's words are taken without a restart.
 */
const factPaths = [plansPath, join(contentDir, "company.json"), join(contentDir, "team")];

/** Re-reads waiting for the changes to settle, across all collections: run together, they make one write of the store. */
const pending = new Set<() => boolean>();
let settling: ReturnType<typeof setTimeout> | undefined;
function settleThenRun() {
  clearTimeout(settling);
  settling = setTimeout(() => {
    const jobs = [...pending];
    pending.clear();
    // A job that is not done yet (a file missing or unreadable) waits for another round; it counts its own.
    for (const job of jobs) if (!job()) pending.add(job);
    if (pending.size) settleThenRun();
  }, 200);
}

/**
 * Keeps a collection in step with its files: `sync` reads them now and again whenever a file under
 * `paths` (a file itself, or a folder's files) changes, so `astro dev` (and `npm run cms`) reload
 * on save. A broken file fails the build; in dev it is reported and the last good copy stays.
 * Re-read once the changes have settled, every collection in one go: a publish in `npm run cms`
 * checks out several files at once, git replaces a file by removing and writing it (a read in
 * between finds it missing or half written), and one change of company.json re-reads every page.
 */
function watched(paths: readonly string[], sync: () => void): Loader["load"] {
  return async ({ watcher, logger }) => {
    sync();
    const present = paths.filter((path) => existsSync(path));
    for (const path of paths) watcher?.add(path);
    const changed = new Set<string>();
    let tries = 0;
    /** True once done: read, or given up after ten rounds with the problem reported. */
    const reload = () => {
      const last = (tries += 1) >= 10;
      if (!last && present.some((path) => !existsSync(path))) return false;
      let read = true;
      try {
        sync();
      } catch (error) {
        if (!last) return false;
        logger.error((error as Error).message);
        read = false;
      }
      // Said once per file, by its own collection, not by each collection that re-reads plans.yaml.
      if (read) for (const file of changed) if (file === paths[0] || dirname(file) === paths[0]) logger.info(`Reloaded ${relative(process.cwd(), file)}`);
      changed.clear();
      tries = 0;
      return true;
    };
    const noticed = (file: string) => {
      if (!paths.some((path) => file === path || dirname(file) === path)) return;
      changed.add(file);
      pending.add(reload);
      settleThenRun();
    };
    for (const event of ["add", "change", "unlink"] as const) watcher?.on(event, noticed);
  };
}

type Store = Parameters<Loader["load"]>[0]["store"];

/**
 * A page's copy file (`content/pages/<name>.yaml`) as a collection with one entry per language
 * (`getEntry("faq", "sv")`), read by the same `readPage` the tests and scripts use, so a broken
 * file fails the build with the file and field named.
 */
function pageFile(name: string, schema: z.ZodType): Loader {
  const path = join(contentDir, "pages", `${name}.yaml`);
  let store: Store;
  const load = watched([path, ...factPaths], () => {
    const copy = readPage(name, schema);
    store.clear();
    for (const locale of locales) store.set({ id: locale, data: copy[locale] as Record<string, unknown>, filePath: relative(process.cwd(), path) });
  });
  return { name: "orkestra-page-file", load: (context) => ((store = context.store), load(context)) };
}

/**
 * Every page's title, description and hero (`readTitles`), each from its place in its page file
 * (`topPlaces`), one entry per language, re-read when any of those files changes.
 */
function allTitles(): Loader {
  const paths = topFiles.map((name) => join(contentDir, "pages", `${name}.yaml`));
  let store: Store;
  const load = watched([...paths, ...factPaths], () => {
    const titles = readTitles();
    store.clear();
    for (const locale of locales) store.set({ id: locale, data: titles[locale] as Record<string, unknown>, filePath: relative(process.cwd(), paths[0]!) });
  });
  return { name: "orkestra-titles", load: (context) => ((store = context.store), load(context)) };
}

/**
 * A folder of item files (`content/<folder>/<slug>.yaml`: team members, projects) as a collection
 * with one entry per item and language (`getEntry("portfolio-projects", "nordic-distributor/sv")`),
 * read by the same `readItems` as the tests; `finish` shapes an item as the views show it.
 * Each entry keeps its place in the list as `order` (a collection does not keep its entries' order),
 * by which `itemsContent` sorts them.
 */
function itemFolder<T extends z.ZodType>(folder: string, schema: T, finish: (item: ContentItem<z.infer<T>>) => unknown = (item) => item): Loader {
  const path = join(contentDir, folder);
  let store: Store;
  const load = watched([path, ...factPaths], () => {
    const items = readItems(folder, schema);
    store.clear();
    for (const locale of locales) {
      for (const [order, item] of items[locale].entries()) {
        store.set({ id: `${item.slug}/${locale}`, data: { ...(finish(item) as object), order }, filePath: relative(process.cwd(), join(path, `${item.slug}.yaml`)) });
      }
    }
  });
  return { name: "orkestra-item-folder", load: (context) => ((store = context.store), load(context)) };
}

/**
 * A file of language-neutral facts (`content/<name>.yaml`, e.g. the plans and prices) as a
 * collection with one entry, `<name>`, read by the same `readData` the tests use.
 */
function dataFile(name: string, schema: z.ZodType, extension: "yaml" | "json" = "yaml"): Loader {
  const path = join(contentDir, `${name}.${extension}`);
  let store: Store;
  const load = watched([path], () => {
    const data = readData(name, schema, contentDir, extension);
    store.clear();
    store.set({ id: name, data: data as Record<string, unknown>, filePath: relative(process.cwd(), path) });
  });
  return { name: "orkestra-data-file", load: (context) => ((store = context.store), load(context)) };
}

/**
 * The posts, `content/blog/<locale>/<slug>.md`, one entry per file (`en/<slug>`), each with its
 * article rendered by Astro's Markdown (astro.config.ts). Before the files load, the blog's own
 * check (src/content/blog/posts.ts) reads them all, so a bad post stops the build with every problem
 * listed by file (a missing language, versions that disagree), not just the first one the schema meets.
 */
function blogPosts(): Loader {
  const posts = glob({ pattern: locales.map((locale) => `${locale}/*.md`), base: join(contentDir, "blog") });
  return {
    name: "orkestra-blog",
    load: async (context) => {
      loadPosts(join(contentDir, "blog"));
      await posts.load(context);
    },
  };
}

/**
 * Visitors' comments once published (`content/comments/<slug>.yaml`, decision 0028), one entry
 * each by its file's slug. Posts show them through src/content/blog/posts.ts, whose check (the blog
 * collection's) also refuses a comment on no post; this collection is what tells `astro dev` that
 * one was published. The folder may be empty (git keeps it with a .gitkeep) or absent.
 */
function publishedComments(): Loader {
  const path = join(contentDir, commentFolder.name);
  let store: Store;
  const load = watched([path], () => {
    const { comments, problems } = readComments(path);
    if (problems.length > 0) throw new BlogContentError(problems);
    store.clear();
    for (const { slug, ...comment } of comments) store.set({ id: slug, data: comment, filePath: relative(process.cwd(), join(path, `${slug}.yaml`)) });
  });
  return { name: "orkestra-comments", load: (context) => ((store = context.store), load(context)) };
}

/**
 * The landing pages' files (`content/landing/<file>.yaml`), one entry each with its address. Pages
 * read them with `landingPages()` (src/content/collection-items.ts), which checks them against the
 * whole site; this collection is what tells `astro dev` that one was added, renamed or changed, so
 * its routes are listed again and a page published in /admin is there without a restart.
 */
function landingFiles(): Loader {
  const path = join(contentDir, landingFolder);
  let store: Store;
  let digest: (data: string) => string;
  const load = watched([path, ...factPaths], () => {
    store.clear();
    if (!existsSync(path)) return;
    const pages = readItems(landingFolder, landingPageSchema, contentDir, { listed: false });
    for (const page of pages.en) {
      const filePath = join(path, `${page.slug}.yaml`);
      store.set({ id: page.slug, data: { address: page.address }, digest: digest(readFileSync(filePath, "utf8")), filePath: relative(process.cwd(), filePath) });
    }
  });
  return { name: "orkestra-landing-files", load: (context) => ((store = context.store), (digest = context.generateDigest), load(context)) };
}

/** The collection of one page file, typed by its schema. */
const page = <S extends z.ZodType>(name: string, schema: S) => defineCollection({ loader: pageFile(name, schema), schema });
type PageCollection<S> = S extends z.ZodType ? ReturnType<typeof page<S>> : never;

/**
 * One collection per page file of the registry, named as the file (`getEntry("faq", "sv")`): the
 * pricing tables' words are `pricing` (joined with `plans` by `pricingContent`, src/content/pricing-content.ts).
 * `titles` is every page's title, description and hero (`titleCopy`, src/content/page-content.ts),
 * from the page files' tops (`allTitles`).
 */
const pageCollections = Object.fromEntries(pageFiles.map((file) => [file.name, page(file.name, file.schema)])) as {
  [N in PageFileName]: PageCollection<PageFileOf<N>["schema"]>;
};

export const collections = {
  ...pageCollections,
  titles: defineCollection({ loader: allTitles(), schema: titlesSchema }),
  /** The plans and prices, the same in every language (`content/plans.yaml`). */
  plans: defineCollection({ loader: dataFile("plans", plansSchema), schema: plansSchema }),
  /**
   * The company facts (`content/company.json`). Components import the file itself (src/config/site.ts);
   * this collection is its check: a wrong address, phone number or URL stops the build, naming the field.
   */
  company: defineCollection({ loader: dataFile("company", companySchema, "json"), schema: companySchema }),
  /** The members, `content/team/<slug>.yaml`, their titles as cards show them. */
  "team-members": defineCollection({ loader: itemFolder("team", memberSchema, asShown), schema: teamMemberSchema.extend({ order: z.int() }) }),
  /** The projects, `content/portfolio/<slug>.yaml`. */
  "portfolio-projects": defineCollection({ loader: itemFolder("portfolio", projectSchema), schema: projectItemSchema.extend({ order: z.int() }) }),
  /** The landing pages' files and addresses (see `landingFiles`). */
  "landing-files": defineCollection({ loader: landingFiles(), schema: z.object({ address: z.string() }) }),
  /** The blog's posts (see `blogPosts`); pages read them through src/content/blog/posts.ts. */
  blog: defineCollection({ loader: blogPosts(), schema: frontMatterSchema }),
  /** Visitors' published comments (see `publishedComments`), each shown under its post in its language. */
  comments: defineCollection({ loader: publishedComments(), schema: commentFileSchema }),
};
