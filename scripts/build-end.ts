import { readFile, readdir, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { site } from "../app/config/site";
import { localeTags, locales, localizePath } from "../app/i18n/locales";
import { href, indexablePages } from "../app/i18n/pages";
import { deferHydration } from "./defer-hydration";

/**
 * After prerendering: start hydration after the first paint (decision 0008), move the not-found pages
 * to where static hosts look for them, and write sitemap.xml and robots.txt from the page table.
 */
export async function finishStaticBuild(clientDir: string): Promise<void> {
  const entries = await readdir(clientDir, { recursive: true, withFileTypes: true });
  for (const entry of entries.filter((file) => file.isFile() && file.name.endsWith(".html"))) {
    const file = join(entry.parentPath, entry.name);
    await writeFile(file, deferHydration(await readFile(file, "utf8")));
  }
  for (const locale of locales) {
    const from = join(clientDir, localizePath("/404", locale), "index.html");
    const to = join(clientDir, localizePath("/404", locale) + ".html");
    await rename(from, to);
    await rm(join(clientDir, localizePath("/404", locale)), { recursive: true, force: true });
    const dataFile = join(clientDir, localizePath("/404", locale) + ".data");
    await rm(dataFile, { force: true });
  }
  // Every path is prerendered, so the SPA fallback is never served; drop it to avoid confusion.
  await rm(join(clientDir, "__spa-fallback.html"), { force: true });

  const urls = indexablePages.map((page) => {
    const alternates = locales
      .map((locale) => `    <xhtml:link rel="alternate" hreflang="${localeTags[locale].hreflang}" href="${site.origin}${href(page.id, locale)}"/>`)
      .join("\n");
    return locales
      .map(
        (locale) =>
          `  <url>\n    <loc>${site.origin}${href(page.id, locale)}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${site.origin}${href(page.id, "en")}"/>\n  </url>`,
      )
      .join("\n");
  });
  const sitemap = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  await writeFile(join(clientDir, "sitemap.xml"), sitemap);
  await writeFile(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
}
