import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { site } from "../config/site";
import { collectionItems } from "../i18n/collection-items";
import { localeTags, locales, type Locale } from "../i18n/locales";
import { collectionTable, href, pageFromPath, sitemapPages, itemHref } from "../i18n/pages";
import { localBackendPort } from "../cms/config";
import { adminPolicy, embeddedThirdParties, inlineScripts, inlineStyles, pagePolicy, withPolicyMeta } from "./csp";
import { headersFile, nginxPagesMap, redirectsFile } from "./hosting";
import { createSearchIndex } from "./search-index";
import { ogImage } from "./og-image";
import { writeFeeds } from "./rss";
import { jsonLdScripts, pageLabel, structuredData } from "./structured-data";
import { ogImagePath } from "../seo/og-path";

/** Text files worth sending compressed: the build writes a .gz and a .br twin of each. */
const compressible = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;

/**
 * After Astro has written the pages (`astro:build:done`, src/integrations/finish-build.ts), as flat files
 * (`/ai` is `ai.html`, the not-found pages `404.html` and `sv/404.html`), which Cloudflare Pages,
 * Netlify, nginx and the local server all serve at clean URLs:
 * 1. each page is prepared by `prepare` (Astro's inline island style dropped), then gets its own
 *    Content Security Policy, with the hashes of exactly the inline scripts and styles it has (src/integrations/csp.ts),
 *    its JSON-LD and its Open Graph card;
 * 2. sitemap.xml, the blog's RSS feeds, robots.txt, the hosts' `_headers` and `_redirects`, and nginx's page map;
 * 3. the site search index of the finished pages, one per language (src/integrations/search-index.ts, Pagefind);
 * 4. a .gz and a .br twin of every text file, for the servers to send as they are (Pagefind's index
 *    files are compressed by Pagefind itself and not twinned; its scripts are).
 */
export type PreparePage = (html: string) => string;

export async function finishStaticBuild(clientDir: string, prepare: PreparePage = (html) => html): Promise<void> {
  const analytics = Boolean(process.env.VITE_GA_ID?.trim());
  const pagePaths: string[] = [];
  const shownElsewhere = new Set<string>();
  const searchIndex = await createSearchIndex();
  for (const file of await listFiles(clientDir)) {
    if (!file.endsWith(".html")) continue;
    const path = file === "/index.html" ? "/" : file.slice(0, -".html".length);
    const notFound = path === "/404" || path === "/sv/404";
    // The content manager is no page of the site: no page preparation, JSON-LD, card or search entry; its own policy.
    const admin = path === "/admin";
    if (!notFound) pagePaths.push(path);
    const raw = await readFile(join(clientDir, file), "utf8");
    let html = admin ? raw : prepare(raw);
    const policy = admin
      ? adminPolicy(localBackendPort)
      : pagePolicy({ scripts: inlineScripts(html), styles: inlineStyles(html), page: pageFromPath(path)?.id, embeds: embeddedThirdParties(html), analytics });
    html = withPolicyMeta(html, policy);
    if (!notFound && !admin) {
      // SPEC's details pages show a collection item and name its own page as canonical: the
      // sitemap lists only canonical URLs.
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
      if (canonical && canonical !== `${site.origin}${path}`) shownElsewhere.add(path);
      const title = pageTitle(html);
      html = html.replace("</head>", `${jsonLdScripts(structuredData(path, title))}</head>`);
      const card = join(clientDir, ogImagePath(path));
      await mkdir(dirname(card), { recursive: true });
      await writeFile(card, await ogImage({ title, label: pageLabel(path), host: new URL(site.origin).host }));
    }
    if (!notFound && !admin) await searchIndex.add(path, html);
    await writeFile(join(clientDir, file), html);
  }

  await writeFile(join(clientDir, "sitemap.xml"), sitemap(shownElsewhere));
  await writeFeeds(clientDir);
  await writeFile(join(clientDir, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  await writeFile(join(clientDir, "_headers"), headersFile());
  await writeFile(join(clientDir, "_redirects"), redirectsFile(pagePaths.sort()));
  const nginxDir = join(dirname(clientDir), "nginx");
  await mkdir(nginxDir, { recursive: true });
  await writeFile(join(nginxDir, "pages.conf"), nginxPagesMap(pagePaths.sort()));

  await searchIndex.write(clientDir);
  await precompress(clientDir);
}

/** The page's own title: its og:title without the brand suffix the meta helper adds. */
function pageTitle(html: string): string {
  const raw = /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1] ?? /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? site.name;
  const text = raw.replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return text.replace(new RegExp(` \\| ${site.name}$`), "");
}

/** Every file under `dir`, as site paths ("/ai.html"). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => "/" + relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** Every page and collection item, each language version listing all versions plus x-default. */
function sitemap(shownElsewhere: ReadonlySet<string>): string {
  const items = collectionItems();
  const pages = [
    ...sitemapPages.map((page) => (locale: Locale) => href(page.id, locale)),
    ...collectionTable.flatMap((entry) => (items[entry.id] ?? []).map((slug) => (locale: Locale) => itemHref(entry.id, slug, locale))),
  ];
  const urls = pages.filter((pathIn) => !shownElsewhere.has(pathIn("en"))).map((pathIn) => {
    const alternates = locales
      .map((locale) => `    <xhtml:link rel="alternate" hreflang="${localeTags[locale].hreflang}" href="${site.origin}${pathIn(locale)}"/>`)
      .join("\n");
    return locales
      .map(
        (locale) =>
          `  <url>\n    <loc>${site.origin}${pathIn(locale)}</loc>\n${alternates}\n    <xhtml:link rel="alternate" hreflang="x-default" href="${site.origin}${pathIn("en")}"/>\n  </url>`,
      )
      .join("\n");
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Best compression once, at build time, so servers never compress on the fly. */
async function precompress(dir: string): Promise<void> {
  const files = (await listFiles(dir)).filter((file) => compressible.test(file));
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file));
      if (raw.length < 1024) return;
      const [gz, br] = await Promise.all([
        gzipAsync(raw, { level: 9 }),
        brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      ]);
      await writeFile(join(dir, `${file}.gz`), gz);
      await writeFile(join(dir, `${file}.br`), br);
    }),
  );
}
