import { createHash } from "node:crypto";
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { buildCacheDir } from "../config/build-cache";
import { formsEndpoint, siteOrigin } from "../config/env";
import { pageFromPath } from "../i18n/pages";
import { localBackendPort } from "../cms/config";
import { adminPolicy, embeddedThirdParties, hasLeadForm, inlineScripts, inlineStyles, leadsOrigin, pagePolicy, withPolicyMeta } from "./csp";
import { headersFile, nginxPagesMap, redirectsFile } from "./hosting";
import { createSearchIndex } from "./search-index";

/** Text files worth sending compressed: the build writes a .gz and a .br twin of each. */
const compressible = /\.(html|js|css|svg|xml|txt|json)$/;

/**
 * After Astro has written the pages (`astro:build:done`, src/integrations/finish-build.ts), as flat files
 * (`/ai` is `ai.html`, the not-found pages `404.html` and `sv/404.html`), which Cloudflare Pages,
 * Netlify, nginx and the local server all serve at clean URLs. Only what needs the finished pages:
 * 1. each page is prepared by `prepare` (Astro's inline island style dropped), then gets its own
 *    Content Security Policy, with the hashes of exactly the inline scripts and styles it has (src/integrations/csp.ts);
 * 2. the hosts' `_headers` and `_redirects`, and nginx's page map, for every page built (the
 *    content manager's /admin included, which is no page of the table);
 * 3. the site search index of the finished pages, one per language (src/integrations/search-index.ts, Pagefind);
 * 4. a .gz and a .br twin of every text file, for the servers to send as they are (Pagefind's index
 *    files are compressed by Pagefind itself and not twinned; its scripts are).
 * JSON-LD, Open Graph cards, the sitemap, robots.txt and the feeds are rendered by Astro (src/layouts/Base.astro, src/pages/).
 *
 * With ANALYTICS_VARIANT_DIR set (the test suite sets it), the build also writes beside itself the site
 * as a build with ANALYTICS_VARIANT_ID as its measurement id makes it (`analyticsVariant`), for the
 * analytics tests: a copy costs seconds where a second build cost minutes (decision 0027).
 */
type PreparePage = (html: string) => string;

export async function finishStaticBuild(clientDir: string, prepare: PreparePage = (html) => html): Promise<void> {
  // Each step's time in the build's log, for `npm run bench:build` (issue 56).
  let stepStart = performance.now();
  const timed: string[] = [];
  const step = (name: string) => {
    timed.push(`${name} ${((performance.now() - stepStart) / 1000).toFixed(1)} s`);
    stepStart = performance.now();
  };
  const analytics = Boolean(process.env.VITE_GA_ID?.trim());
  // A forms endpoint on an origin of its own is named in the policy of each page with a form that sends there.
  const leads = leadsOrigin(formsEndpoint, siteOrigin);
  const variantDir = process.env.ANALYTICS_VARIANT_DIR?.trim();
  const variantPages = new Map<string, string>();
  const pagePaths: string[] = [];
  const searchIndex = await createSearchIndex();
  // Pages go through in eight lanes: Pagefind indexes in its own process, so a page's wait for it
  // overlaps the next pages' policies (issue 56: 6 ms a page one at a time).
  const pages = (await listFiles(clientDir)).filter((file) => file.endsWith(".html"));
  const finishPage = async (file: string) => {
    const path = file === "/index.html" ? "/" : file.slice(0, -".html".length);
    const notFound = path === "/404" || path === "/sv/404";
    // The content manager is no page of the site: no page preparation or search entry; its own policy.
    const admin = path === "/admin";
    if (!notFound) pagePaths.push(path);
    const raw = await readFile(join(clientDir, file), "utf8");
    let html = admin ? raw : prepare(raw);
    const policyWith = (analytics: boolean) =>
      admin
        ? adminPolicy(localBackendPort)
        : pagePolicy({ scripts: inlineScripts(html), styles: inlineStyles(html), page: pageFromPath(path)?.id, embeds: embeddedThirdParties(html), analytics, leads: leads && hasLeadForm(html) ? leads : undefined });
    if (variantDir && !admin && !analytics) variantPages.set(file, withPolicyMeta(withAnalyticsId(html, process.env.ANALYTICS_VARIANT_ID || "G-TEST12345"), policyWith(true)));
    html = withPolicyMeta(html, policyWith(analytics));
    if (!notFound && !admin) await searchIndex.add(path, html);
    await writeFile(join(clientDir, file), html);
  };
  await Promise.all(Array.from({ length: 8 }, async () => {
    for (let file = pages.shift(); file; file = pages.shift()) await finishPage(file);
  }));

  step("pages (policy, search entries)");
  await writeFile(join(clientDir, "_headers"), headersFile());
  await writeFile(join(clientDir, "_redirects"), redirectsFile(pagePaths.sort()));
  const nginxDir = join(dirname(clientDir), "nginx");
  await mkdir(nginxDir, { recursive: true });
  await writeFile(join(nginxDir, "pages.conf"), nginxPagesMap(pagePaths.sort()));

  await searchIndex.write(clientDir);
  step("search index");
  await precompress(clientDir);
  step("compression");
  if (variantDir) await analyticsVariant(clientDir, join(variantDir, "client"), variantPages);
  if (variantDir) step("analytics copy");
  console.log(`[orkestra:finish-build] ${timed.join(", ")}`);
}

/** What a measurement id changes in a page (src/layouts/Base.astro): the root's data attribute. */
function withAnalyticsId(html: string, id: string): string {
  return html.replace(/<html\b([^>]*)>/, (_, attributes: string) => `<html${attributes} data-analytics-id="${id}">`);
}

/**
 * The finished site as a build with a measurement id writes it: the same files but the pages, whose
 * root names the id and whose policy allows analytics' hosts; no content manager (no analytics test
 * opens /admin). The pages' compressed twins are dropped, so servers send the pages as changed.
 */
async function analyticsVariant(clientDir: string, variantClient: string, pages: Map<string, string>): Promise<void> {
  await rm(variantClient, { recursive: true, force: true });
  await cp(clientDir, variantClient, { recursive: true, filter: (source) => relative(clientDir, source).split(sep)[0] !== "cms" });
  for (const [file, html] of pages) {
    await writeFile(join(variantClient, file), html);
    await rm(join(variantClient, `${file}.gz`), { force: true });
    await rm(join(variantClient, `${file}.br`), { force: true });
  }
}

/** Every file under `dir`, as site paths ("/ai.html"). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => "/" + relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli's quality for a file. Scripts, styles and the like, a fixed set: the best (11). Pages,
 * feeds and sitemaps, whose number grows with the content: 10, a third of 11's time for 2% more
 * bytes (12.38 against 12.15 KB a page, 23 against 70 ms on this machine), so 100 more posts do not
 * cost the build half a minute of compression.
 */
const brotliQuality = (file: string) => (/\.(html|xml)$/.test(file) ? 10 : 11);

/**
 * The compressed twins of earlier builds, by content (issue 56): a file that has not changed since (the
 * content manager's 5.7 MB script, the assets, every page a publish leaves alone) is not compressed
 * again. Each build keeps only what it used.
 */
const compressedCache = buildCacheDir("compressed");

/** Compression once, at build time, so servers never compress on the fly. */
async function precompress(dir: string): Promise<void> {
  const files = (await listFiles(dir)).filter((file) => compressible.test(file));
  await mkdir(compressedCache, { recursive: true });
  const used = new Set<string>();
  await Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file));
      if (raw.length < 1024) return;
      const quality = brotliQuality(file);
      const key = createHash("sha256").update(raw).update(`gzip 9, brotli ${quality}`).digest("hex");
      used.add(`${key}.gz`).add(`${key}.br`);
      const cached = join(compressedCache, key);
      const [gz, br] = await Promise.all([readFile(`${cached}.gz`), readFile(`${cached}.br`)]).catch(async () => {
        const made = await Promise.all([
          gzipAsync(raw, { level: 9 }),
          brotliAsync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
        ]);
        await Promise.all([writeFile(`${cached}.gz`, made[0]), writeFile(`${cached}.br`, made[1])]);
        return made;
      });
      await writeFile(join(dir, `${file}.gz`), gz);
      await writeFile(join(dir, `${file}.br`), br);
    }),
  );
  for (const entry of await readdir(compressedCache)) if (!used.has(entry)) await rm(join(compressedCache, entry), { force: true });
}
