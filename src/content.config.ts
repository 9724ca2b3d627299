import { join, relative } from "node:path";
import { defineCollection } from "astro:content";
import type { Loader } from "astro/loaders";
import type { z } from "zod";
import { contentDir, readPage } from "~/content/files";
import { faqSchema } from "~/content/schemas/faq";
import { locales } from "~/i18n/locales";

/**
 * A page's copy file (`content/pages/<name>.yaml`) as a collection with one entry per language
 * (`getEntry("faq", "sv")`). The file is read by the same `readPage` the tests and scripts use, so
 * a broken file fails the build with the file and field named; `npm run cms` reloads it on save.
 */
function pageFile(name: string, schema: z.ZodType): Loader {
  const path = join(contentDir, "pages", `${name}.yaml`);
  return {
    name: "orkestra-page-file",
    load: async ({ store, watcher, logger }) => {
      const sync = () => {
        const copy = readPage(name, schema);
        store.clear();
        for (const locale of locales) store.set({ id: locale, data: copy[locale] as Record<string, unknown>, filePath: relative(process.cwd(), path) });
      };
      sync();
      watcher?.add(path);
      watcher?.on("change", (changed) => {
        if (changed !== path) return;
        try {
          sync();
          logger.info(`Reloaded ${relative(process.cwd(), path)}`);
        } catch (error) {
          logger.error((error as Error).message);
        }
      });
    },
  };
}

export const collections = {
  faq: defineCollection({ loader: pageFile("faq", faqSchema), schema: faqSchema }),
};
