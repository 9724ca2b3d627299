import { dirname, join, relative } from "node:path";
import { defineCollection } from "astro:content";
import type { Loader } from "astro/loaders";
import { z } from "zod";
import { contentDir, readData, readItems, readPage, type ContentItem } from "~/content/files";
import { aboutSchema } from "~/content/schemas/about";
import { aiSchema } from "~/content/schemas/ai";
import { authSchema } from "~/content/schemas/auth";
import { contactSchema } from "~/content/schemas/contact";
import { ctaCopy } from "~/content/schemas/cta";
import { faqSchema } from "~/content/schemas/faq";
import { goSchema } from "~/content/schemas/go";
import { homeSchema } from "~/content/schemas/home";
import { home2Schema, home3Schema, home4Schema } from "~/content/schemas/landing";
import { legalSchema } from "~/content/schemas/legal";
import { platformSchema } from "~/content/schemas/platform";
import { platform1Schema } from "~/content/schemas/platform1";
import { portfolioPageSchema, projectItemSchema, projectSchema } from "~/content/schemas/portfolio";
import { plansSchema, pricingSchema } from "~/content/schemas/pricing";
import { procurementSchema } from "~/content/schemas/procurement";
import { serviceDetailsSchema } from "~/content/schemas/service-details";
import { servicesSchema } from "~/content/schemas/services";
import { titlesSchema } from "~/content/schemas/titles";
import { memberSchema, teamMemberSchema, teamPageSchema, withFacts } from "~/content/schemas/team";
import { visibilitySchema } from "~/content/schemas/visibility";
import { locales, type Locale } from "~/i18n/locales";

/** content/plans.yaml: copy names its prices as `{plan...}` tokens, so copy re-reads when it changes. */
const plansPath = join(contentDir, "plans.yaml");

/**
 * Keeps a collection in step with its files: `sync` reads them now and again whenever a file under
 * `paths` (a file itself, or a folder's files) changes, so `astro dev` (and `npm run cms`) reload
 * on save. A broken file fails the build; in dev it is reported and the last good copy stays.
 */
function watched(paths: readonly string[], sync: () => void): Loader["load"] {
  return async ({ watcher, logger }) => {
    sync();
    for (const path of paths) watcher?.add(path);
    const reload = (changed: string) => {
      if (!paths.some((path) => changed === path || dirname(changed) === path)) return;
      try {
        sync();
        // Said once per file, by its own collection, not by each collection that re-reads plans.yaml.
        if (changed === paths[0] || dirname(changed) === paths[0]) logger.info(`Reloaded ${relative(process.cwd(), changed)}`);
      } catch (error) {
        logger.error((error as Error).message);
      }
    };
    for (const event of ["add", "change", "unlink"] as const) watcher?.on(event, reload);
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
  const load = watched([path, plansPath], () => {
    const copy = readPage(name, schema);
    store.clear();
    for (const locale of locales) store.set({ id: locale, data: copy[locale] as Record<string, unknown>, filePath: relative(process.cwd(), path) });
  });
  return { name: "orkestra-page-file", load: (context) => ((store = context.store), load(context)) };
}

/**
 * A folder of item files (`content/<folder>/<slug>.yaml`: team members, projects) as a collection
 * with one entry per item and language (`getEntry("portfolio-projects", "nordic-distributor/sv")`),
 * read by the same `readItems` as the tests; `finish` adds what an item takes from app/config/site.ts.
 * Each entry keeps its place in the list as `order` (a collection does not keep its entries' order),
 * by which `itemsContent` sorts them.
 */
function itemFolder<T extends z.ZodType>(folder: string, schema: T, finish: (item: ContentItem<z.infer<T>>, locale: Locale) => unknown = (item) => item): Loader {
  const path = join(contentDir, folder);
  let store: Store;
  const load = watched([path, plansPath], () => {
    const items = readItems(folder, schema);
    store.clear();
    for (const locale of locales) {
      for (const [order, item] of items[locale].entries()) {
        store.set({ id: `${item.slug}/${locale}`, data: { ...(finish(item, locale) as object), order }, filePath: relative(process.cwd(), join(path, `${item.slug}.yaml`)) });
      }
    }
  });
  return { name: "orkestra-item-folder", load: (context) => ((store = context.store), load(context)) };
}

/**
 * A file of language-neutral facts (`content/<name>.yaml`, e.g. the plans and prices) as a
 * collection with one entry, `<name>`, read by the same `readData` the tests use.
 */
function dataFile(name: string, schema: z.ZodType): Loader {
  const path = join(contentDir, `${name}.yaml`);
  let store: Store;
  const load = watched([path], () => {
    const data = readData(name, schema);
    store.clear();
    store.set({ id: name, data: data as Record<string, unknown>, filePath: relative(process.cwd(), path) });
  });
  return { name: "orkestra-data-file", load: (context) => ((store = context.store), load(context)) };
}

/** The collection of one page file, typed by its schema. */
const page = <S extends z.ZodType>(name: string, schema: S) => defineCollection({ loader: pageFile(name, schema), schema });

export const collections = {
  /** Every page's title, description and hero (`titleCopy`, src/lib/content.ts). */
  titles: page("titles", titlesSchema),
  auth: page("auth", authSchema),
  /** SPEC §2's shared closing band ("Get one month free trail"). */
  cta: page("cta", ctaCopy),
  faq: page("faq", faqSchema),
  home: page("home", homeSchema),
  "home-2": page("home-2", home2Schema),
  "home-3": page("home-3", home3Schema),
  "home-4": page("home-4", home4Schema),
  /** The pricing tables' words; their plans and prices are `plans` (joined by `pricingContent`, src/lib/pricing.ts). */
  pricing: page("pricing", pricingSchema),
  /** The plans and prices, the same in every language (`content/plans.yaml`). */
  plans: defineCollection({ loader: dataFile("plans", plansSchema), schema: plansSchema }),
  ai: page("ai", aiSchema),
  go: page("go", goSchema),
  platform: page("platform", platformSchema),
  platform1: page("platform1", platform1Schema),
  procurement: page("procurement", procurementSchema),
  "service-details": page("service-details", serviceDetailsSchema),
  services: page("services", servicesSchema),
  visibility: page("visibility", visibilitySchema),
  about: page("about", aboutSchema),
  contact: page("contact", contactSchema),
  privacy: page("privacy", legalSchema),
  terms: page("terms", legalSchema),
  team: page("team", teamPageSchema),
  /** The members, `content/team/<slug>.yaml`, with their name, title and links from site.ts. */
  "team-members": defineCollection({ loader: itemFolder("team", memberSchema, withFacts), schema: teamMemberSchema.extend({ order: z.int() }) }),
  portfolio: page("portfolio", portfolioPageSchema),
  /** The projects, `content/portfolio/<slug>.yaml`. */
  "portfolio-projects": defineCollection({ loader: itemFolder("portfolio", projectSchema), schema: projectItemSchema.extend({ order: z.int() }) }),
};
