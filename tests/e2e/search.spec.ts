import type { Page } from "@playwright/test";
import { allPosts } from "../../src/content/blog/posts";
import { readTitles } from "../../src/content/registry";
import { messages } from "../../src/i18n/messages";
import { searchType } from "../../src/search/index-entry";
import { answerConsent } from "./consent-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";

/**
 * Site search (issue 28): /search and /sv/search with Pagefind's index of the build, one per
 * language. What a visitor does (type, submit, filter, Back, follow a result by keyboard), the
 * index's contents against the sitemap, and that no other page loads any of it.
 */

const origin = String(process.env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");
const en = messages.en;
const sv = messages.sv;
/** Page titles (each page file's top, `readTitles`): a page's own title is a query that finds it. */
const titles = readTitles();

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

const main = (page: Page) => page.getByRole("main");
const field = (page: Page) => main(page).getByRole("searchbox");
const status = (page: Page) => main(page).getByRole("status");
const results = (page: Page) => main(page).getByRole("list").getByRole("listitem");
const resultLinks = (page: Page) => main(page).getByRole("list").getByRole("link");

/** Every Pagefind request the page makes (script, worker, wasm, index chunks). */
function pagefindRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/pagefind/")) seen.push(request.url());
  });
  return seen;
}

/** The indexed pages of the language of the open page: URL and indexed text, through Pagefind's own API. */
function indexedPages(page: Page) {
  return page.evaluate(async () => {
    const bundle = "/pagefind/pagefind.js";
    const pagefind = await import(/* @vite-ignore */ bundle);
    await pagefind.init();
    const filters = (await pagefind.filters()) as { type: Record<string, number> };
    const pages: { url: string; type: string; title: string; content: string }[] = [];
    for (const type of Object.keys(filters.type)) {
      const found = await pagefind.search(null, { filters: { type } });
      for (const result of found.results) {
        const data = await result.data();
        pages.push({ url: data.url, type, title: data.meta.title, content: data.content });
      }
    }
    return pages;
  });
}

/** The sitemap's pages of one language, as paths. */
async function sitemapPaths(page: Page, lang: "en" | "sv"): Promise<string[]> {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(origin.length) || "/");
  return paths.filter((path) => (path === "/sv" || path.startsWith("/sv/")) === (lang === "sv"));
}

test.describe("the index", () => {
  for (const { lang, search, m } of [
    { lang: "en", search: "/search", m: en },
    { lang: "sv", search: "/sv/search", m: sv },
  ] as const) {
    test(`${search}: holds every page of the ${lang} sitemap but the sign-in forms and the search page, typed, and nothing of the chrome`, async ({ page }) => {
      await page.goto(search);
      await hydrated(page);
      const indexed = await indexedPages(page);
      const sitemap = await sitemapPaths(page, lang);
      const expected = sitemap.filter((path) => searchType({ pathname: path }) !== null);
      // What stays out is exactly the sign-in forms and this page (src/search/index-entry.ts).
      const prefix = lang === "sv" ? "/sv" : "";
      expect(sitemap.filter((path) => !expected.includes(path)).sort()).toEqual(["/login", "/reset-password", "/search", "/signup"].map((path) => prefix + path).sort());
      expect(indexed.map((entry) => entry.url).sort()).toEqual(expected.sort());
      for (const entry of indexed) {
        expect(entry.type, entry.url).toBe(searchType({ pathname: entry.url }));
        expect(entry.title, entry.url).toMatch(/\S/);
        // Header, menu, footer, consent banner and skip link are outside the indexed content.
        for (const chrome of [m.footer.mission, m.footer.newsletter.title, m.consent.banner.description, m.skipLink, m.menu.open]) {
          expect.soft(entry.content, `${entry.url} holds "${chrome}"`).not.toContain(chrome);
        }
      }
    });
  }

  test("a Swedish word from a Swedish post finds it on /sv/search, with Swedish stemming, and nothing on /search", async ({ page }) => {
    // The post says "attestgränser" (approval limits); the singular finds it through the stemmer.
    await page.goto("/sv/search?q=attestgr%C3%A4ns");
    await expect(status(page)).toHaveText(/^\d+ träff(ar)? för ”attestgräns”$/);
    await expect(resultLinks(page).filter({ hasText: /attest/i }).first()).toHaveAttribute("href", /^\/sv\/blog\//);
    const hrefs = await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toContain("/sv/blog/approval-limits-for-autonomous-purchasing");
    for (const href of hrefs) expect(href).toMatch(/^\/sv(\/|$)/);
    await expect(main(page).locator("mark").first()).toHaveText(/^attestgräns/i);

    await page.goto("/search?q=attestgr%C3%A4ns");
    await expect(status(page)).toHaveText("No results for “attestgräns”");
    await expect(results(page)).toHaveCount(0);
  });

  test("an English product term finds its product page first", async ({ page }) => {
    for (const { query, first } of [
      { query: titles.en.procurement.title.toLowerCase(), first: "/procurement" },
      { query: titles.en.visibility.title.toLowerCase(), first: "/visibility" },
    ]) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${query}”$`));
      await expect(resultLinks(page).first(), query).toHaveAttribute("href", first);
    }
  });
});

test.describe("the search page", () => {
  test("results as you type: title link, page type, excerpt with the match marked, a polite status, the query in the URL", async ({ page }) => {
    const requests = pagefindRequests(page);
    await page.goto("/search");
    await hydrated(page);
    // Nothing of Pagefind loads with the page, only once the visitor turns to the field.
    expect(requests).toEqual([]);
    await field(page).click();
    await expect.poll(() => requests.some((url) => url.includes("/pagefind/pagefind.js"))).toBe(true);
    await field(page).pressSequentially("fortnox", { delay: 40 });
    await expect(status(page)).toHaveText(/^\d+ results? for “fortnox”$/);
    await expect(status(page)).toHaveAttribute("aria-live", "polite");
    await expect(page).toHaveURL("/search?q=fortnox");
    const first = results(page).first();
    await expect(first.getByRole("heading", { level: 2 }).getByRole("link")).toHaveAttribute("href", /^\/[a-z0-9/-]*$/);
    await expect(first).toContainText(new RegExp(`^(${Object.values(en.search.types).join("|")})`));
    await expect(first.locator("mark").first()).toHaveText(/fortnox/i);
    // The page-type filter, with counts, narrows the list; the status says so.
    const radios = main(page).getByRole("group", { name: en.search.filter.label });
    await expect(radios.getByRole("radio", { name: new RegExp(`^${en.search.filter.all} \\d+$`) })).toBeChecked();
    await radios.getByRole("radio", { name: new RegExp(`^${en.search.types.blog} \\d+$`) }).check();
    await expect(status(page)).toHaveText(/^\d+ results? for “fortnox” in Blog$/);
    await expect(page).toHaveURL("/search?q=fortnox&type=blog");
    for (const href of await resultLinks(page).evaluateAll((links) => links.map((link) => link.getAttribute("href")))) expect(href).toMatch(/^\/blog\//);
  });

  test("axe finds nothing with results shown, at both widths", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto("/sv/search?q=leverant%C3%B6r");
      await expect(status(page)).toHaveText(/träffar för/);
      await expect(results(page).first()).toBeVisible();
      expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
    }
  });

  test("no results says so and offers the blog and contact", async ({ page }) => {
    await page.goto("/search?q=zqxjv");
    const text = "No results for “zqxjv”";
    await expect(status(page)).toHaveText(text);
    await expect(main(page).getByRole("heading", { level: 2, name: text })).toBeVisible();
    await expect(main(page).getByRole("link", { name: en.search.empty.blog })).toHaveAttribute("href", "/blog");
    await expect(main(page).getByRole("link", { name: en.search.empty.contact })).toHaveAttribute("href", "/contact");
    await expect(results(page)).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a shared ?q= link shows its results; a submitted search is a history entry, so Back returns to the previous one", async ({ page }) => {
    await page.goto("/search?q=fortnox");
    await expect(field(page)).toHaveValue("fortnox");
    await expect(status(page)).toHaveText(/for “fortnox”$/);
    await field(page).fill("approval limits");
    await expect(status(page)).toHaveText(/for “approval limits”$/);
    await field(page).press("Enter");
    await expect(page).toHaveURL("/search?q=approval+limits");
    await expect(resultLinks(page).first()).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL("/search?q=fortnox");
    await expect(field(page)).toHaveValue("fortnox");
    await expect(status(page)).toHaveText(/for “fortnox”$/);
    await page.goForward();
    await expect(field(page)).toHaveValue("approval limits");
    await expect(status(page)).toHaveText(/for “approval limits”$/);
  });

  test("by keyboard: type, Tab to the first result, Enter opens it", async ({ page }) => {
    await page.goto("/search");
    await hydrated(page);
    await field(page).focus();
    const query = titles.en.procurement.title.toLowerCase();
    await page.keyboard.type(query);
    await expect(status(page)).toHaveText(new RegExp(`for “${query}”$`));
    const first = resultLinks(page).first();
    const target = await first.getAttribute("href");
    // Field, submit button, the page-type radios (one stop), then the results.
    for (let step = 0; step < 4 && !(await first.evaluate((link) => link === document.activeElement)); step++) await page.keyboard.press("Tab");
    await expect(first).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(target!);
  });

  test("the blog sidebar's search arrives here with the query and the blog's results", async ({ page }) => {
    const post = "/sv/blog/lead-times-are-a-distribution";
    await page.goto(post);
    await hydrated(page);
    const sidebar = page.getByRole("complementary").getByRole("search");
    // SPEC §5: required; empty, the browser's validation keeps the visitor on the post.
    await sidebar.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(post);
    // The longest word of the post's own title finds at least that post.
    const slug = post.split("/").at(-1)!;
    const query = allPosts("sv").find((entry) => entry.slug === slug)!.title.split(/[^\p{L}]+/u).reduce((a, b) => (b.length > a.length ? b : a)).toLowerCase();
    await sidebar.getByRole("searchbox").fill(query);
    await sidebar.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(`/sv/search?q=${encodeURIComponent(query)}&type=blog`);
    await expect(field(page)).toHaveValue(query);
    await expect(status(page)).toHaveText(new RegExp(`^\\d+ träff(ar)? för ”${query}” i Blogg$`));
    await expect(resultLinks(page).first()).toHaveAttribute("href", /^\/sv\/blog\//);
  });

  test("without JavaScript: says search needs it and lists the site's pages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search?q=fortnox");
    await expect(main(page).getByRole("heading", { name: en.search.noScript.title })).toBeVisible();
    await expect(main(page).getByRole("searchbox")).toBeHidden();
    const pages = main(page).getByRole("navigation", { name: en.search.noScript.pagesLabel });
    await expect(pages.getByRole("link", { name: en.pageNames.pricing })).toHaveAttribute("href", "/pricing");
    await expect(pages.getByRole("link", { name: en.pageNames.blog })).toHaveAttribute("href", "/blog");
    await context.close();
  });
});

test.describe("entry points and cost", () => {
  test("the header's search link at 1440 px and the mobile menu's at 390 px lead to the language's search page", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/sv/ai");
    await hydrated(page);
    const link = page.getByRole("banner").getByRole("link", { name: sv.search.openLong });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL("/sv/search");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/ai");
    await hydrated(page);
    await expect(page.getByRole("banner").getByRole("link", { name: en.search.openLong })).toBeHidden();
    await page.getByRole("button", { name: en.menu.open }).click();
    await page.getByRole("dialog").getByRole("link", { name: en.search.openLong }).click();
    await expect(page).toHaveURL("/search");
  });

  test("no other page loads anything of Pagefind, and only the search page may compile WebAssembly", async ({ page }) => {
    const requests = pagefindRequests(page);
    for (const path of ["/", "/sv/ai", "/blog", "/faq-2"]) {
      await page.goto(path);
      await hydrated(page);
      const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
      expect(policy, path).not.toContain("wasm-unsafe-eval");
    }
    expect(requests).toEqual([]);
    await page.goto("/search");
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")).toMatch(/script-src 'self' 'wasm-unsafe-eval' /);
  });
});
