import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import * as pagefind from "pagefind";

/**
 * The site search index (issue 28, decision 0015), built by Pagefind's Node API after the pages are
 * final (src/integrations/build-end.ts hands each page over once its policy is in), offline: the
 * binary comes with the npm package. Pagefind makes one index per `<html lang>`, with Swedish
 * stemming for the Swedish pages, and indexes only pages that mark their main content with
 * `data-pagefind-body` (src/search/index-entry.ts): never the header, footer, menu or consent banner,
 * which sit outside it. Each page is indexed at its clean URL (`/ai`, not `/ai.html`).
 */

/** The bundle folder under the client folder; src/search/search.ts imports `/pagefind/pagefind.js`. */
const searchBundleDir = "pagefind";

/**
 * Parts of the main content that are the site's machinery rather than the page's content: controls
 * that only work with JavaScript (tab lists, pause buttons, carousel arrows), the second copy of a
 * scrolling row, and the blog post's sidebar (other posts' titles, categories, tags). Pagefind
 * already skips nav, footer, form, label, svg, script, noscript and template elements.
 */
const excludedSelectors = ["[data-js-only]", '[data-marquee-list="copy"]', "aside"];

/** Pagefind's optional UIs: this site has its own search page, so they are not published. */
const unusedBundleFiles = /^pagefind-(ui|modular-ui|component-ui|highlight)\b/;

type SearchIndex = {
  /** Adds a finished page at its URL path; Pagefind skips it if it has no `data-pagefind-body`. */
  add(path: string, html: string): Promise<void>;
  /** Writes the bundle to `<clientDir>/pagefind` and stops Pagefind; returns the pages per language. */
  write(clientDir: string): Promise<void>;
};

export async function createSearchIndex(): Promise<SearchIndex> {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: excludedSelectors });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  return {
    async add(path, html) {
      const { errors: problems } = await index.addHTMLFile({ url: path, content: html });
      if (problems.length) throw new Error(`Pagefind could not index ${path}: ${problems.join("; ")}`);
    },
    async write(clientDir) {
      const outputPath = join(clientDir, searchBundleDir);
      const { errors: problems } = await index.writeFiles({ outputPath });
      if (problems.length) throw new Error(`Pagefind could not write its index: ${problems.join("; ")}`);
      for (const name of await readdir(outputPath)) {
        if (unusedBundleFiles.test(name)) await rm(join(outputPath, name), { recursive: true });
      }
      await pagefind.close();
    },
  };
}
