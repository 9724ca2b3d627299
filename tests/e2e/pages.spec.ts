import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { messages } from "../../src/i18n/messages";
import { itemFromPath, pageFromPath } from "../../src/i18n/pages";
import { builtPaths, pageFile } from "../../scripts/lib/site.mjs";
import { answerConsent } from "./consent-helpers";
import { recordCspViolations, scrollThrough, unappliedStyleAttributes } from "./csp-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { langOf, onePerKind } from "./sample";
import { readTitles } from "../../src/content/registry";

const { en: enPages, sv: svPages } = readTitles();

/**
 * The crawl: every prerendered URL in both languages, first as raw HTML (what a crawler or a
 * visitor without JavaScript gets), then in Chromium with axe-core at 390 px and 1440 px and its
 * Content Security Policy checked once every island has hydrated.
 */

const paths: string[] = builtPaths();
const origin = canonicalOrigin();
const copy = { en: enPages, sv: svPages } as const;

/** The origin the build was made for (VITE_SITE_ORIGIN), as written into the sitemap. */
function canonicalOrigin(): string {
  return String(process.env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");
}

const otherPath = (path: string, lang: "en" | "sv") => {
  const bare = langOf(path) === "sv" ? path.slice(3) || "/" : path;
  return lang === "en" ? bare : bare === "/" ? "/sv" : `/sv${bare}`;
};

// ---- tiny raw-HTML readers (the prerendered markup is React's, so its shape is predictable) ----

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replaceAll("&nbsp;", "\u00a0")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/\s([\w:-]+)="([^"]*)"/g)) attrs[name!.toLowerCase()] = decode(value!);
  return attrs;
}

function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, "gi"))].map((match) => attributes(match[0]));
}

/** Text of a fragment; `gap` separates elements (" " for running text, "" for one heading). */
const textOf = (fragment: string, gap = "") => decode(fragment.replace(/<[^>]+>/g, gap)).replace(/\s+/g, " ").trim();

function readHead(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = tags(head, "meta");
  const links = tags(head, "link");
  return {
    lang: /<html\b[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!)),
    description: metas.filter((meta) => meta.name === "description").map((meta) => meta.content),
    robots: metas.find((meta) => meta.name === "robots")?.content,
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href),
    // Language versions only (blog pages also have an alternate RSS link, without hreflang).
    alternates: Object.fromEntries(links.filter((link) => link.rel === "alternate" && link.hreflang).map((link) => [link.hreflang, link.href])),
  };
}

function readBody(html: string) {
  const body = html.slice(html.indexOf("<body"));
  return {
    h1s: [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => textOf(match[1]!)),
    text: textOf(body.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<template\b[\s\S]*?<\/template>/g, ""), " "),
  };
}

/**
 * Chromium logs "Failed to load resource ... 404" for a document served with status 404. That is
 * the point of these pages, so exactly that many such messages are taken off the console-error list
 * the fixture checks; any other error (or a 404 for an asset) still fails the test.
 */
function allowNotFoundDocuments(consoleErrors: string[], count: number) {
  const expected = "Failed to load resource: the server responded with a status of 404 (Not Found)";
  const seen = consoleErrors.filter((message) => message === expected).length;
  expect(seen, "404 document loads logged").toBe(count);
  const rest = consoleErrors.filter((message) => message !== expected);
  consoleErrors.splice(0, consoleErrors.length, ...rest);
}

/** Navigate and wait until React has hydrated the page, without waiting for network idle. */
async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
  return response;
}

// -------------------------------------------------------------------------------------------------

/** What the served HTML of a built page must carry, read as a crawler reads it. */
function checkRawPage(path: string, html: string) {
  const lang = langOf(path);
  const head = readHead(html);
  const body = readBody(html);
  const page = pageFromPath(path);

  expect(head.lang).toBe(lang);
  expect(head.titles).toHaveLength(1);
  expect(head.titles[0]).toMatch(/\S/);
  expect(head.description).toHaveLength(1);
  expect(head.description[0]!.length).toBeGreaterThan(20);

  // One h1, in the served HTML (before any JavaScript runs), and the page's real hero.
  expect(body.h1s).toHaveLength(1);
  // SPEC's /blog-details shows the newest post: its h1 is the post's, and its canonical URL and
  // alternates are the post's own (blog.spec.ts checks which post).
  if (page?.id === "blog-details") {
    expect(body.h1s[0]).toMatch(/\S/);
    const post = /\/blog\/[a-z0-9-]+$/.exec(head.canonical[0] ?? "")?.[0] ?? "(none)";
    expect(head.canonical).toEqual([`${origin}${otherPath(post, lang)}`]);
    expect(head.alternates).toEqual({ en: `${origin}${post}`, sv: `${origin}/sv${post}`, "x-default": `${origin}${post}` });
    return;
  }
  // A page of the table shows its hero; a collection item (a post, a member) its own title,
  // which its spec checks. SPEC's /error-404 shows the not-found content under the full head of
  // a page (decision 0012); the 404 answers to unknown paths are noindex (tested below).
  if (page?.id === "error-404") {
    expect(body.h1s[0]).toBe("404");
    expect(body.text).toContain(messages[lang].notFound.text);
  } else if (page) {
    const hero = copy[lang][page.id].hero;
    expect(body.h1s[0]).toBe(hero.heading);
    // The intro's first sentence (a page may set a second sentence apart, e.g. as a note).
    expect(body.text).toContain(hero.intro.split(/(?<=[.!?])\s/)[0]);
  } else {
    expect(body.h1s[0]).toMatch(/\S/);
  }

  expect(head.robots).toBeUndefined();
  // Every page is its own canonical, except SPEC's details pages (/team-details, ...): they show
  // the first item of a collection and name that item's own page, in the same language.
  const canonical = (head.canonical[0] ?? "").slice(origin.length);
  if (canonical !== path) {
    expect(page?.id, `${path} names ${canonical} as canonical`).toMatch(/-details$/);
    expect(itemFromPath(canonical), canonical).toBeDefined();
    expect(paths).toContain(canonical);
    expect(langOf(canonical)).toBe(lang);
  }
  expect(head.canonical).toEqual([`${origin}${canonical}`]);

  // Structured data (issue 13): valid JSON for schema.org; the home pages name the company and
  // the site, every other page has a breadcrumb trail from home that ends at itself.
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  for (const data of jsonLd) expect(data["@context"]).toBe("https://schema.org");
  const types = jsonLd.map((data) => data["@type"]);
  if (page?.id === "home") expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  else {
    const trail = jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement as { position: number; item: string; name: string }[];
    expect(trail.map((entry) => entry.position)).toEqual(trail.map((_, index) => index + 1));
    expect(trail[0]!.item).toBe(`${origin}${lang === "sv" ? "/sv" : "/"}`);
    expect(trail.at(-1)!.item).toBe(`${origin}${path}`);
    for (const entry of trail) expect(entry.name).toMatch(/\S/);
  }
  expect(head.alternates).toEqual({
    en: `${origin}${otherPath(canonical, "en")}`,
    sv: `${origin}${otherPath(canonical, "sv")}`,
    "x-default": `${origin}${otherPath(canonical, "en")}`,
  });
}

/** A returning visitor who declined analytics: the consent banner has its own tests (consent.spec.ts). */
const declined = async ({ page }: { page: Page }) => {
  await answerConsent(page, "reject");
};

test("the build has every page of the page table in both languages", () => {
  expect(paths.length).toBeGreaterThanOrEqual(58);
  for (const path of paths) expect(pageFromPath(path) ?? itemFromPath(path), path).toBeDefined();
  expect(paths).toContain("/");
  expect(paths).toContain("/sv");
  expect(paths).toContain("/sv/faq-1");
  expect(paths).toContain("/home-4");
  expect(paths).toContain("/sv/error-404");
});

test.describe("raw HTML of every page", () => {
  // Chunks of pages, a step each: a test per page would open a browser page per path for nothing.
  const chunkSize = 12;
  for (let start = 0; start < paths.length; start += chunkSize) {
    const chunk = paths.slice(start, start + chunkSize);
    test(`GET ${chunk[0]} ... ${chunk.at(-1)}`, async ({ request }) => {
      for (const path of chunk) {
        await test.step(path, async () => {
          const response = await request.get(path, { maxRedirects: 0 });
          expect(response.status()).toBe(200);
          expect(response.headers()["content-type"]).toContain("text/html");
          checkRawPage(path, await response.text());
        });
      }
    });
  }

  for (const lang of ["en", "sv"] as const) {
    test(`titles are unique among the ${lang} pages`, async ({ request }) => {
      const titles = new Map<string, string[]>();
      // /blog-details repeats the newest post under its canonical URL, title included.
      for (const path of paths.filter((entry) => langOf(entry) === lang && pageFromPath(entry)?.id !== "blog-details")) {
        const title = readHead(await (await request.get(path)).text()).titles[0] ?? "";
        titles.set(title, [...(titles.get(title) ?? []), path]);
      }
      const duplicates = [...titles].filter(([, where]) => where.length > 1);
      expect(duplicates).toEqual([]);
    });
  }
});

test.describe("sitemap and robots", () => {
  test("the sitemap lists every canonical, indexable page but /error-404, in both languages with its alternates, and nothing else", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
    const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
    // Pages whose canonical is another page (SPEC's details pages) are not listed; their item is.
    const canonicalOf = (path: string) => /<link rel="canonical" href="([^"]*)"/.exec(readFileSync(pageFile(path), "utf8"))?.[1];
    // Nor are pages kept from search engines (a landing page for ads only).
    const noindex = (path: string) => /<meta name="robots" content="[^"]*noindex/.test(readFileSync(pageFile(path), "utf8"));
    const expected = paths.filter((path) => pageFromPath(path)?.id !== "error-404" && canonicalOf(path) === `${origin}${path}` && !noindex(path)).map((path) => `${origin}${path}`);
    expect(expected.length).toBeGreaterThan(paths.length - 10);
    expect(locs.sort()).toEqual(expected.sort());
    for (const url of urls) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!;
      const path = loc.slice(origin.length);
      const alternates = Object.fromEntries([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]));
      expect(alternates, loc).toEqual({
        en: `${origin}${otherPath(path, "en")}`,
        sv: `${origin}${otherPath(path, "sv")}`,
        "x-default": `${origin}${otherPath(path, "en")}`,
      });
    }
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).not.toMatch(/^Disallow: \/\s*$/m);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

test.describe("not-found page (SPEC §8)", () => {
  test.beforeEach(declined);
  const cases = [
    { path: "/anything", lang: "en", home: "/" },
    { path: "/a/b/c", lang: "en", home: "/" },
    { path: "/sv/anything", lang: "sv", home: "/sv" },
  ] as const;

  for (const { path, lang, home } of cases) {
    test(`${path} answers 404 with the ${lang} not-found page`, async ({ page, request, consoleErrors }) => {
      const raw = await request.get(path);
      expect(raw.status()).toBe(404);
      const html = await raw.text();
      expect(readBody(html).h1s).toEqual(["404"]);
      // A host that answers unknown paths with 200 still keeps them out of the index.
      const head = readHead(html);
      expect(head.robots).toBe("noindex");
      expect(head.canonical).toEqual([]);

      const response = await open(page, path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
      await expect(page.getByText(messages[lang].notFound.text, { exact: true })).toBeVisible();
      const homeLink = page.getByRole("link", { name: messages[lang].notFound.goHome, exact: true }).last();
      await expect(homeLink).toHaveAttribute("href", home);
      await expect(page).toHaveTitle(`${messages[lang].notFound.title} | Orkestra`);
      await homeLink.click();
      await expect(page).toHaveURL(home);
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404");
      allowNotFoundDocuments(consoleErrors, 1);
    });
  }

  test("English texts are SPEC's, exactly", async ({ page, consoleErrors }) => {
    await open(page, "/anything");
    await expect(page.getByText("The page you are looking for cannot be found", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to homepage", exact: true })).toHaveAttribute("href", "/");
    allowNotFoundDocuments(consoleErrors, 1);
  });

  test("/error-404 shows the same page with status 200", async ({ page }) => {
    const response = await open(page, "/error-404");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("The page you are looking for cannot be found", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to homepage", exact: true })).toHaveAttribute("href", "/");
  });

  test("the not-found pages themselves are not served as pages", async ({ request }) => {
    for (const path of ["/404", "/404.html", "/sv/404"]) expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe("SPEC's /Ai link", () => {
  test.beforeEach(declined);
  test("/Ai leads to the AI page instead of a 404", async ({ page }) => {
    const response = await page.goto("/Ai");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL("/ai");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(enPages.ai.hero.heading);
  });

  test("the redirect is permanent and keeps the query", async ({ request }) => {
    const response = await request.get("/Ai?ref=home", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/ai?ref=home");
    expect((await request.get("/sv/AI", { maxRedirects: 0 })).headers().location).toBe("/sv/ai");
  });
});

/**
 * The system's scheme, switched on the open page. Under reduced motion nothing transitions (app.css),
 * so every colour that follows the scheme is at its new value when axe reads it.
 */
async function switchScheme(page: Page, colorScheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme });
  const transitions = await page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length);
  expect(transitions, `transitions after switching to ${colorScheme}`).toBe(0);
}

test.describe("in the browser: accessibility at both widths, the policy once scrolled through", () => {
  test.beforeEach(declined);
  // One visit per page, in chunks of a few pages per test so the chunks spread over the workers:
  // axe at 390 px in the light theme and again in the dark one (the system's scheme, no stored
  // choice: the page is not reloaded); scrolled through as a reader does (every island hydrated, every far section
  // rendered) with no Content Security Policy violation and every style attribute applied; then axe
  // at 1440 px. Items of a collection share one template: every item is checked on a phone, one
  // of each collection also at desktop width.
  const chunkSize = 6;
  const desktopPaths = new Set(onePerKind(paths));
  for (const lang of ["en", "sv"] as const) {
    const own = paths.filter((entry) => langOf(entry) === lang);
    for (let start = 0; start < own.length; start += chunkSize) {
      const chunk = own.slice(start, start + chunkSize);
      test(`axe finds nothing and the policy blocks nothing on ${chunk[0]} ... ${chunk.at(-1)}`, async ({ page }) => {
        // axe takes about a second per page on an idle machine, several on a busy CI runner.
        test.setTimeout(chunk.length * 60_000);
        const violations = await recordCspViolations(page);
        // Scroll reveals stay out of the way, so axe sees every block at full opacity.
        await page.emulateMedia({ reducedMotion: "reduce" });
        for (const path of chunk) {
          await test.step(path, async () => {
            await page.setViewportSize({ width: 390, height: 844 });
            await open(page, path);
            await expect(page.locator("html")).toHaveAttribute("lang", lang);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            expect.soft(await axeViolations(page), `axe on ${path} at 390 px`).toEqual([]);
            await switchScheme(page, "dark");
            expect.soft(await axeViolations(page), `axe on ${path} at 390 px, dark theme`).toEqual([]);
            await switchScheme(page, "light");
            await page.evaluate(scrollThrough);
            expect.soft(await page.evaluate(unappliedStyleAttributes), `style attributes not applied on ${path}`).toEqual([]);
            expect.soft(await violations(), `CSP on ${path}`).toEqual([]);
            if (!desktopPaths.has(path)) return;
            await page.setViewportSize({ width: 1440, height: 900 });
            await page.evaluate(() => scrollTo(0, 0));
            await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
            expect.soft(await axeViolations(page), `axe on ${path} at 1440 px`).toEqual([]);
            await switchScheme(page, "dark");
            expect.soft(await axeViolations(page), `axe on ${path} at 1440 px, dark theme`).toEqual([]);
            await switchScheme(page, "light");
          });
        }
      });
    }
  }

  test("the not-found pages have no axe violations at either width, in either theme", async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/anything", "/sv/anything"]) {
        await open(page, path);
        for (const colorScheme of ["light", "dark"] as const) {
          await switchScheme(page, colorScheme);
          expect.soft(await axeViolations(page), `axe on ${path} at ${width} px, ${colorScheme} theme`).toEqual([]);
        }
        await switchScheme(page, "light");
      }
    }
    allowNotFoundDocuments(consoleErrors, 4);
  });
});

test.describe("without JavaScript", () => {
  test.beforeEach(declined);
  // What a visitor with scripts off (or a crawler that does not run them) gets: the whole page, every
  // answer and tab reachable by the platform's own controls (details, radios), no control that could not work.
  test.use({ javaScriptEnabled: false });
  // One page of each kind: items render their template's markup, whatever their copy.
  const kinds = onePerKind(paths);
  const chunkSize = 10;
  for (let start = 0; start < kinds.length; start += chunkSize) {
    const chunk = kinds.slice(start, start + chunkSize);
    test(`pages read in full from ${chunk[0]} to ${chunk.at(-1)}`, async ({ page }) => {
      test.setTimeout(chunk.length * 10_000);
      for (const path of chunk) {
        await test.step(path, async () => {
          await page.goto(path);
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          const main = page.getByRole("main");
          // The not-found page is SPEC's one short sentence; every other page carries real content.
          if (pageFromPath(path)?.id !== "error-404") expect((await main.innerText()).length, `text on ${path}`).toBeGreaterThan(150);
          for (const hidden of await page.locator("[data-nojs-show]").all()) await expect.soft(hidden, path).toBeVisible();
          for (const control of await page.locator("[data-js-only]").all()) await expect.soft(control, path).toBeHidden();
          // Every link in the page's content leads somewhere: an address, not a script.
          for (const href of await main.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
            expect.soft(href, path).toMatch(/^(\/|#|https?:|mailto:|tel:)/);
          }
        });
      }
    });
  }
});
