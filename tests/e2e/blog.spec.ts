import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { parse as parseYaml } from "yaml";
import { allPosts, post as findPost, postHtml, postsPerPage } from "../../src/content/blog/posts";
import { categoryKeys, tagKeys } from "../../src/content/blog/schema";
import { messages } from "../../src/i18n/messages";
import { projectRoot } from "../../scripts/lib/site.mjs";
import { answerConsent } from "./consent-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { testsBehaviour } from "./sample";

/**
 * The blog (issue 11): list pages with real pagination, post pages with SPEC's parts, /blog-details,
 * the RSS feeds. Expected values come from the same content files the build read, so adding a post
 * changes the expectations with it (page count, card count, feed items).
 */

const origin = String(process.env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");
const langs = [
  { lang: "en", prefix: "" },
  { lang: "sv", prefix: "/sv" },
] as const;

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

const cards = (page: Page) => page.getByRole("main").getByRole("article");
const pagination = (page: Page) => page.getByRole("navigation", { name: messages.en.blog.pagination.label }).or(page.getByRole("navigation", { name: messages.sv.blog.pagination.label }));

/** The disabled previous/next control: present, marked disabled, and not a link. */
async function expectDisabled(nav: Locator, name: string) {
  const control = nav.locator('[aria-disabled="true"]', { hasText: name });
  await expect(control).toHaveCount(1);
  expect(await control.evaluate((element) => element.tagName)).not.toBe("A");
  await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveCount(0);
}

/** A message's plural form for `count`, filled in (English and Swedish have "one" and "other"). */
function plural<K extends string>(group: Record<`${K}_one` | `${K}_other`, string>, key: K, count: number): string {
  return group[`${key}_${count === 1 ? "one" : "other"}` as `${K}_one`].replace("{{count}}", String(count));
}

/**
 * Every post's front matter as its file says it, newest first: read here, not through the loader,
 * so the category and tag pages are checked against the files themselves.
 */
function frontMatter(lang: "en" | "sv") {
  const dir = join(projectRoot, "content/blog", lang);
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const yaml = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), "utf8"))![1]!;
      const data = parseYaml(yaml) as { title: string; category: string; tags: string[]; date: string | Date };
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
      return { slug: file.slice(0, -".md".length), title: data.title, category: data.category, tags: data.tags, date };
    })
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

for (const { lang, prefix } of langs) {
  const behaviourToo = testsBehaviour(lang);
  const t = messages[lang].blog;
  const posts = allPosts(lang);
  const count = Math.ceil(posts.length / postsPerPage);
  const listPath = (page: number) => (page === 1 ? `${prefix}/blog` : `${prefix}/blog/page/${page}`);
  const postPath = (slug: string) => `${prefix}/blog/${slug}`;

  test.describe(`${lang}: list pages`, () => {
    test(`${listPath(1)}: "Our Blog", six cards with every field, newest first`, async ({ page }) => {
      await page.goto(listPath(1));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "en" ? "Our Blog" : "Vår blogg");
      await expect(cards(page)).toHaveCount(Math.min(postsPerPage, posts.length));
      for (const [index, expected] of posts.slice(0, postsPerPage).entries()) {
        const card = cards(page).nth(index);
        await expect(card.getByRole("heading", { level: 2 })).toHaveText(expected.title);
        await expect(card).toContainText(t.categories[expected.category]);
        await expect(card.locator("time")).toHaveAttribute("datetime", expected.date);
        // Dates read as SPEC writes them ("June 12, 2024"), in Swedish "12 juni 2024".
        await expect(card.locator("time")).toHaveText(lang === "en" ? /^[A-Z][a-z]+ \d{1,2}, \d{4}$/ : /^\d{1,2} [a-zåäö]+ \d{4}$/);
        await expect(card.locator("svg").first()).toHaveAttribute("width", "640");
        const link = card.getByRole("link", { name: new RegExp(`^${t.list.readMore}`) });
        await expect(link).toHaveAttribute("href", postPath(expected.slug));
        // Chromium may put a space before the visually hidden part: "Read More : <title>".
        const about = t.list.readMoreAbout.replace("{{title}}", expected.title).replace(/^:\s*/, "");
        await expect(link).toHaveAccessibleName(new RegExp(`^${t.list.readMore}\\s?: ${about.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
        const excerpt = card.getByText(expected.excerpt);
        await expect(excerpt).toBeVisible();
        // Clamped to two lines: the box is at most two line heights tall, whatever the text's length.
        const box = await excerpt.evaluate((element) => ({ height: element.getBoundingClientRect().height, line: parseFloat(getComputedStyle(element).lineHeight), clamp: getComputedStyle(element).webkitLineClamp }));
        expect(box.clamp).toBe("2");
        expect(box.height).toBeLessThanOrEqual(box.line * 2 + 1);
      }
      // The longest excerpt really is cut off somewhere (the clamp is doing something).
      const overflowing = await cards(page).locator("p.line-clamp-2").evaluateAll((elements) => elements.some((element) => element.scrollHeight > element.clientHeight + 1));
      expect(overflowing).toBe(true);
    });

    test(`${listPath(1)}: pagination: previous disabled, page 1 current, real URLs, one link per page`, async ({ page }) => {
      await page.goto(listPath(1));
      const nav = pagination(page);
      await expectDisabled(nav, t.pagination.previous);
      const numbers = nav.getByRole("link", { name: new RegExp(`^${t.pagination.page.replace(" {{page}}", "")} \\d+$`) });
      await expect(numbers).toHaveCount(count);
      for (let number = 1; number <= count; number++) {
        const link = nav.getByRole("link", { name: t.pagination.page.replace("{{page}}", String(number)), exact: true });
        await expect(link).toHaveAttribute("href", listPath(number));
        if (number === 1) await expect(link).toHaveAttribute("aria-current", "page");
        else await expect(link).not.toHaveAttribute("aria-current");
      }
      if (count > 1) await expect(nav.getByRole("link", { name: t.pagination.nextLong })).toHaveAttribute("href", listPath(2));
    });

    test(`${listPath(count)}: the last page: next disabled, its own posts, the previous page linked`, async ({ page }) => {
      test.skip(count < 2, "one page only");
      await page.goto(listPath(count));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(t.list.pageTitle.replace("{{page}}", String(count)).replace("{{count}}", String(count))));
      const rest = posts.slice((count - 1) * postsPerPage);
      await expect(cards(page)).toHaveCount(rest.length);
      await expect(cards(page).first().getByRole("heading")).toHaveText(rest[0]!.title);
      const nav = pagination(page);
      await expectDisabled(nav, t.pagination.next);
      await expect(nav.getByRole("link", { name: t.pagination.previousLong })).toHaveAttribute("href", listPath(count - 1));
      await expect(nav.locator('[aria-current="page"]')).toHaveText(new RegExp(`${count}$`));
      // A page past the end does not exist.
      expect((await page.request.get(listPath(count + 1))).status()).toBe(404);
    });

    if (behaviourToo) test(`${listPath(1)}: next and a page number move through the pages in the app`, async ({ page }) => {
      test.skip(count < 2, "one page only");
      await page.goto(listPath(1));
      const nav = pagination(page);
      await nav.getByRole("link", { name: t.pagination.nextLong }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath(2)}$`));
      await expect(cards(page).first().getByRole("heading")).toHaveText(posts[postsPerPage]!.title);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", listPath(2));
      await nav.getByRole("link", { name: t.pagination.page.replace("{{page}}", "1"), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${listPath(1)}$`));
      await expect(cards(page).first().getByRole("heading")).toHaveText(posts[0]!.title);
    });

    if (behaviourToo) test(`${listPath(1)}: Read More opens the post, with the feed linked from the head and the footer`, async ({ page }) => {
      await page.goto(listPath(1));
      const feed = `${prefix}/rss.xml`;
      await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", feed);
      await expect(page.getByRole("contentinfo").getByRole("link", { name: t.rss.link })).toHaveAttribute("href", feed);
      await cards(page).nth(1).getByRole("link", { name: new RegExp(`^${t.list.readMore}`) }).click();
      await expect(page).toHaveURL(new RegExp(`${postPath(posts[1]!.slug)}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(posts[1]!.title);
    });
  });

  test.describe(`${lang}: post pages`, () => {
    // A post with both neighbours, so previous and next both show.
    const middle = posts[1]!;
    const full = findPost(lang, middle.slug)!;

    test(`${postPath(middle.slug)}: article, counts, previous/next, thread, forms and sidebar`, async ({ page }) => {
      await page.goto(postPath(middle.slug));
      const main = page.getByRole("main");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(middle.title);
      await expect(main.getByText(t.categories[middle.category], { exact: true }).first()).toBeVisible();
      // Markdown headings carry ids (rehype-slug), so sections can be linked.
      const sections = main.locator("article h2");
      expect(await sections.count()).toBeGreaterThan(1);
      for (const id of await sections.evaluateAll((elements) => elements.map((element) => element.id))) expect(id).toMatch(/^[\p{Ll}\p{N}-]+$/u);

      const reactions = main.getByRole("list", { name: t.post.reactions });
      await expect(reactions).toContainText(plural(t.post, "likes", middle.likes));
      await expect(reactions).toContainText(plural(t.post, "comments", middle.comments));
      await expect(main.getByRole("list", { name: t.post.tagsLabel }).getByRole("listitem")).toHaveText(middle.tags.map((tag) => t.tags[tag]));

      const adjacent = main.getByRole("navigation", { name: t.post.adjacent });
      await expect(adjacent.getByRole("link", { name: new RegExp(t.post.previous) })).toHaveAttribute("href", postPath(full.prev!.slug));
      await expect(adjacent.getByRole("link", { name: new RegExp(t.post.previous) })).toContainText(full.prev!.title);
      await expect(adjacent.getByRole("link", { name: new RegExp(t.post.next) })).toHaveAttribute("href", postPath(full.next!.slug));

      // "2 comments on this post", the nested reply inside the first comment's list item.
      const thread = main.getByRole("region", { name: plural(t.post, "commentsHeading", full.thread.length) });
      await expect(thread).toBeVisible();
      const first = full.thread[0]!;
      const replies = thread.getByRole("list", { name: t.post.repliesTo.replace("{{name}}", first.author) });
      await expect(replies.getByRole("article")).toHaveCount(first.replies.length);
      await expect(replies).toContainText(first.replies[0]!.text);
      const replyButtons = thread.getByRole("button", { name: new RegExp(`^${t.post.reply}`) });
      await expect(replyButtons).toHaveCount(full.thread.reduce((sum, comment) => sum + 1 + comment.replies.length, 0));

      await expect(main.getByRole("heading", { name: t.post.leaveComment })).toBeVisible();
      await expect(main.getByRole("form", { name: t.post.leaveComment })).toBeVisible();

      const sidebar = page.getByRole("complementary", { name: t.sidebar.label });
      await expect(sidebar.getByRole("search")).toBeVisible();
      const categories = sidebar.getByRole("region", { name: t.sidebar.categories });
      for (const key of categoryKeys) {
        const inCategory = posts.filter((entry) => entry.category === key).length;
        if (inCategory === 0) continue;
        await expect(categories.getByRole("listitem").filter({ hasText: t.categories[key] })).toContainText(String(inCategory));
      }
      const recent = sidebar.getByRole("region", { name: t.sidebar.recent }).getByRole("link");
      await expect(recent).toHaveCount(3);
      await expect(recent.first()).toHaveText(posts.find((entry) => entry.slug !== middle.slug)!.title);
      await expect(sidebar.getByRole("region", { name: t.sidebar.tags }).getByRole("listitem")).toHaveText(Object.values(t.tags));
      await expect(sidebar.locator('[name="sidebar-newsletter"]')).toHaveAttribute("type", "email");

      // BlogPosting structured data for this post.
      const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
      const posting = data.find((entry) => entry["@type"] === "BlogPosting");
      expect(posting).toMatchObject({ headline: middle.title, datePublished: middle.date, inLanguage: lang, url: `${origin}${postPath(middle.slug)}` });
      expect(posting.author.name).toMatch(/\S/);
    });

    if (behaviourToo) test(`${postPath(middle.slug)}: Reply moves focus to the comment form; forms send nothing`, async ({ page }) => {
      await page.goto(postPath(middle.slug));
      await hydrated(page);
      const requests: string[] = [];
      page.on("request", (request) => {
        if (request.method() !== "GET") requests.push(request.url());
      });
      await page.getByRole("button", { name: new RegExp(`^${t.post.reply}`) }).nth(1).click();
      await expect(page.locator('[name="comment-name"]')).toBeFocused();
      // Keyboard too.
      await page.getByRole("button", { name: new RegExp(`^${t.post.reply}`) }).first().focus();
      await page.keyboard.press("Enter");
      await expect(page.locator('[name="comment-name"]')).toBeFocused();
      // Required fields block an empty comment; nothing leaves the page.
      await page.getByRole("form", { name: t.post.leaveComment }).getByRole("button", { name: messages[lang].forms.comment.submit }).click();
      expect(await page.locator('[name="comment-name"]').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      expect(requests).toEqual([]);
    });

    test(`${postPath(posts[0]!.slug)} and ${postPath(posts.at(-1)!.slug)}: the newest has no next, the oldest no previous`, async ({ page }) => {
      await page.goto(postPath(posts[0]!.slug));
      let adjacent = page.getByRole("navigation", { name: t.post.adjacent });
      await expect(adjacent.getByRole("link", { name: new RegExp(t.post.previous) })).toHaveAttribute("href", postPath(posts[1]!.slug));
      await expect(adjacent.getByRole("link", { name: new RegExp(t.post.next) })).toHaveCount(0);
      await page.goto(postPath(posts.at(-1)!.slug));
      adjacent = page.getByRole("navigation", { name: t.post.adjacent });
      await expect(adjacent.getByRole("link", { name: new RegExp(t.post.next) })).toHaveAttribute("href", postPath(posts.at(-2)!.slug));
      await expect(adjacent.getByRole("link", { name: new RegExp(t.post.previous) })).toHaveCount(0);
    });

    test(`${postPath(middle.slug)} at 390 px: no sideways scroll (tables scroll in their own region), no axe violations`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.emulateMedia({ reducedMotion: "reduce" });
      // The post with a table, if any (most have one).
      const articles = await Promise.all(posts.map((entry) => postHtml(lang, entry.slug)));
      const withTable = posts.find((_, index) => articles[index]!.includes("<table")) ?? middle;
      await page.goto(postPath(withTable.slug));
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`${prefix}/blog-details shows the newest post, canonical to the post's own URL`, async ({ page }) => {
      const newest = posts[0]!;
      await page.goto(`${prefix}/blog-details`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${postPath(newest.slug)}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}${postPath(newest.slug)}`);
      await expect(page.getByRole("main").getByRole("link", { name: postPath(newest.slug) })).toHaveAttribute("href", postPath(newest.slug));
      await expect(page.getByRole("region", { name: plural(t.post, "commentsHeading", 2) })).toBeVisible();
      await expect(page.getByRole("form", { name: t.post.leaveComment })).toBeVisible();
    });
  });

  test.describe(`${lang}: category and tag pages`, () => {
    const files = frontMatter(lang);
    const filters = [
      ...categoryKeys.map((key) => ({ by: "category" as const, key, name: t.categories[key], posts: files.filter((file) => file.category === key) })),
      ...tagKeys.map((key) => ({ by: "tag" as const, key, name: t.tags[key], posts: files.filter((file) => file.tags.includes(key)) })),
    ];
    const filterPath = (by: "category" | "tag", key: string, number = 1) => `${prefix}/blog/${by}/${key}${number > 1 ? `/page/${number}` : ""}`;
    const sidebar = (page: Page) => page.getByRole("complementary", { name: t.sidebar.label });

    for (const by of ["category", "tag"] as const) {
      test(`${prefix}/blog/${by}/<key>: each lists exactly the posts whose files name it, newest first, six a page`, async ({ page }) => {
        for (const filter of filters.filter((entry) => entry.by === by)) {
          // One without posts has no page (and nothing links to it).
          if (filter.posts.length === 0) {
            expect((await page.request.get(filterPath(by, filter.key))).status(), filter.key).toBe(404);
            continue;
          }
          const pages = Math.ceil(filter.posts.length / postsPerPage);
          const titles: string[] = [];
          for (let number = 1; number <= pages; number++) {
            await page.goto(filterPath(by, filter.key, number));
            await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.topic[by].heading.replace("{{name}}", filter.name));
            if (number === 1) await expect(page).toHaveTitle(new RegExp(`^${escape(t.topic[by].title.replace("{{name}}", filter.name))}`));
            await expect(cards(page)).toHaveCount(Math.min(postsPerPage, filter.posts.length - (number - 1) * postsPerPage));
            titles.push(...(await cards(page).getByRole("heading", { level: 2 }).allTextContents()));
            // The sidebar marks the listed category or tag as the current page, and nothing else.
            const current = sidebar(page).locator('[aria-current="page"]');
            await expect(current).toHaveCount(1);
            await expect(current).toHaveAttribute("href", filterPath(by, filter.key));
          }
          expect(titles, `${by} ${filter.key}`).toEqual(filter.posts.map((post) => post.title));
          expect((await page.request.get(filterPath(by, filter.key, pages + 1))).status(), `${filter.key} page ${pages + 1}`).toBe(404);
        }
      });
    }

    if (behaviourToo) test(`${postPath(files[1]!.slug)}: its category and tags, and the sidebar's, lead to their list pages`, async ({ page }) => {
      const post = files[1]!;
      const category = filters.find((entry) => entry.by === "category" && entry.key === post.category)!;
      await page.goto(postPath(post.slug));
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: category.name, exact: true }).first()).toHaveAttribute("href", filterPath("category", post.category));
      const tags = main.getByRole("list", { name: t.post.tagsLabel });
      for (const tag of post.tags) await expect(tags.getByRole("link", { name: t.tags[tag as keyof typeof t.tags], exact: true })).toHaveAttribute("href", filterPath("tag", tag));
      // Nothing is current on a post page.
      await expect(sidebar(page).locator("[aria-current]")).toHaveCount(0);

      // Each category in the sidebar reads "<name> <n> posts" and leads to its page.
      const categories = sidebar(page).getByRole("region", { name: t.sidebar.categories });
      for (const entry of filters.filter((item) => item.by === "category" && item.posts.length > 0)) {
        const link = categories.getByRole("link", { name: `${entry.name} ${plural(t.sidebar, "postsIn", entry.posts.length)}`, exact: true });
        await expect(link).toHaveAttribute("href", filterPath("category", entry.key));
      }
      await categories.getByRole("link", { name: new RegExp(`^${escape(category.name)} \\d`) }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(filterPath("category", post.category))}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.topic.category.heading.replace("{{name}}", category.name));
      await expect(categories.locator('[aria-current="page"]')).toHaveAttribute("href", filterPath("category", post.category));

      const tag = post.tags[0]!;
      await sidebar(page).getByRole("region", { name: t.sidebar.tags }).getByRole("link", { name: t.tags[tag as keyof typeof t.tags], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(filterPath("tag", tag))}$`));
      await expect(sidebar(page).getByRole("region", { name: t.sidebar.tags }).locator('[aria-current="page"]')).toHaveAttribute("href", filterPath("tag", tag));
      // The category labels on a tag's cards lead to their categories.
      const first = filters.find((entry) => entry.by === "tag" && entry.key === tag)!.posts[0]!;
      const label = cards(page).first().getByRole("link", { name: t.categories[first.category as keyof typeof t.categories], exact: true });
      await expect(label).toHaveAttribute("href", filterPath("category", first.category));
    });

    test(`${prefix}/blog/<category or tag>/page/2: pagination of a list longer than six posts`, async ({ page }) => {
      const paged = filters.find((entry) => entry.posts.length > postsPerPage);
      test.skip(!paged, "no category or tag has more than one page (src/sections/blog/blog.test.tsx checks the pagination)");
      const { by, key, name } = paged!;
      const pages = Math.ceil(paged!.posts.length / postsPerPage);
      await page.goto(filterPath(by, key, 2));
      const title = t.topic.pageTitle.replace("{{title}}", t.topic[by].title.replace("{{name}}", name)).replace("{{page}}", "2").replace("{{count}}", String(pages));
      await expect(page).toHaveTitle(new RegExp(`^${escape(title)}`));
      await expect(page.getByRole("main")).toContainText(t.topic.page.replace("{{page}}", "2").replace("{{count}}", String(pages)));
      const nav = pagination(page);
      await expect(nav.getByRole("link", { name: new RegExp(`^${escape(t.pagination.page.replace(" {{page}}", ""))} \\d+$`) })).toHaveCount(pages);
      await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", filterPath(by, key, 2));
      await expect(nav.getByRole("link", { name: t.pagination.previousLong })).toHaveAttribute("href", filterPath(by, key));
      if (pages === 2) await expectDisabled(nav, t.pagination.next);
      else await expect(nav.getByRole("link", { name: t.pagination.nextLong })).toHaveAttribute("href", filterPath(by, key, 3));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${filterPath(by, key, 2)}`);
      await nav.getByRole("link", { name: t.pagination.previousLong }).click();
      await expect(page).toHaveURL(new RegExp(`${escape(filterPath(by, key))}$`));
      await expect(cards(page).first().getByRole("heading")).toHaveText(paged!.posts[0]!.title);
    });

    test(`${filterPath("category", "<first>")}: head tags, breadcrumb and structured data`, async ({ page }) => {
      const filter = filters.find((entry) => entry.by === "category" && entry.posts.length > 0)!;
      const path = filterPath("category", filter.key);
      const en = `${origin}/blog/category/${filter.key}`;
      await page.goto(path);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", en);
      await expect(page.locator('link[rel="alternate"][hreflang="sv"]')).toHaveAttribute("href", `${origin}/sv/blog/category/${filter.key}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", en);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", new RegExp(escape(filter.name)));
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${origin}${path}`);
      const image = new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!).pathname;
      expect((await page.request.get(image)).status()).toBe(200);
      const heading = t.topic.category.heading.replace("{{name}}", filter.name);
      const trail = page.getByRole("navigation", { name: messages[lang].breadcrumb.label });
      await expect(trail.getByRole("link", { name: messages[lang].pageNames.blog })).toHaveAttribute("href", `${prefix}/blog`);
      await expect(trail.locator('[aria-current="page"]')).toHaveText(heading);
      const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
      const crumbs = data.find((entry) => entry["@type"] === "BreadcrumbList").itemListElement as { name: string; item: string }[];
      expect(crumbs.map((crumb) => crumb.name)).toEqual([messages[lang].pageNames.home, messages[lang].pageNames.blog, heading]);
      expect(crumbs.at(-1)!.item).toBe(`${origin}${path}`);
    });
  });

  test(`${prefix}/rss.xml is valid RSS 2.0 listing every post`, async ({ page, request }) => {
    const response = await request.get(`${prefix}/rss.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto(listPath(1));
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      return {
        error,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute("version"),
        language: doc.querySelector("channel > language")?.textContent,
        title: doc.querySelector("channel > title")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          title: item.querySelector("title")?.textContent,
          link: item.querySelector("link")?.textContent,
          date: item.querySelector("pubDate")?.textContent,
          description: item.querySelector("description")?.textContent,
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.language).toBe(lang);
    expect(feed.title).toBe(t.rss.feedTitle);
    expect(feed.items.map((item) => item.link)).toEqual(posts.map((entry) => `${origin}${postPath(entry.slug)}`));
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((entry) => entry.title));
    for (const item of feed.items) {
      expect(Number.isNaN(Date.parse(item.date ?? ""))).toBe(false);
      expect(item.description).toMatch(/\S/);
    }
  });
}

test("the sitemap lists every post in both languages with alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const entry of allPosts("en")) {
    const block = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!).find((url) => url.includes(`<loc>${origin}/blog/${entry.slug}</loc>`));
    expect(block, entry.slug).toBeDefined();
    expect(block).toContain(`hreflang="sv" href="${origin}/sv/blog/${entry.slug}"`);
    expect(xml).toContain(`<loc>${origin}/sv/blog/${entry.slug}</loc>`);
  }
});

test("the sitemap lists the pages of every category and tag with posts, with alternates, and no others", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+\/blog\/(?:category|tag)\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
  const posts = frontMatter("en");
  const expected = [
    ...categoryKeys.map((key) => ({ path: `/blog/category/${key}`, count: posts.filter((post) => post.category === key).length })),
    ...tagKeys.map((key) => ({ path: `/blog/tag/${key}`, count: posts.filter((post) => post.tags.includes(key)).length })),
  ].flatMap(({ path, count }) => Array.from({ length: Math.ceil(count / postsPerPage) }, (_, index) => (index === 0 ? path : `${path}/page/${index + 1}`)));
  expect(locs.sort()).toEqual(expected.flatMap((path) => [`${origin}${path}`, `${origin}/sv${path}`]).sort());
  for (const path of expected) {
    const block = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!).find((url) => url.includes(`<loc>${origin}${path}</loc>`));
    expect(block, path).toContain(`hreflang="sv" href="${origin}/sv${path}"`);
    expect(block, path).toContain(`hreflang="x-default" href="${origin}${path}"`);
  }
});
