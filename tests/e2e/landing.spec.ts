import { readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { allPosts } from "../../src/content/blog/posts";
import { readPage } from "../../src/content/files";
import { ctaCopy } from "../../src/content/schemas/cta";
import { home2Schema, home3Schema, home4Schema } from "../../src/content/schemas/landing";
import { readTeam } from "../setup/content";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { expectCountedUp, watchFigures } from "./count-up-helpers";
import { expect, hydrated, nearView, test } from "./fixtures";
import { readTitles } from "../../src/content/registry";
import { testsBehaviour } from "./sample";

const { en: enPages, sv: svPages } = readTitles();

/**
 * Issue 12: the landing pages /home-2 (chatbot), /home-3 (AI business) and /home-4 (dark) in both
 * languages: their own frame, SPEC's strings and links, the looping testimonial carousel, the
 * accordions' defaults, the counters, the consent-gated video lightbox and the testimonial strip.
 * Accessibility, the raw HTML and reading without JavaScript are the crawl's (pages.spec.ts).
 */

const { en: enCta, sv: svCta } = readPage("cta", ctaCopy);
const { en: enHome2, sv: svHome2 } = readPage("home-2", home2Schema);
const { en: enHome3, sv: svHome3 } = readPage("home-3", home3Schema);
const { en: enHome4, sv: svHome4 } = readPage("home-4", home4Schema);
const { en: enTeam, sv: svTeam } = readTeam();
const langs = {
  en: { prefix: "", pages: enPages, cta: enCta, team: enTeam, home2: enHome2, home3: enHome3, home4: enHome4, m: messages.en },
  sv: { prefix: "/sv", pages: svPages, cta: svCta, team: svTeam, home2: svHome2, home3: svHome3, home4: svHome4, m: messages.sv },
} as const;

const scheduling = site.links.scheduling;
const videoUrl = `${site.links.videoEmbedBase}${site.links.videoId}`;
const videoHost = new URL(site.links.videoEmbedBase).hostname;
const isVideoHost = (url: string | URL) => {
  const parsed = new URL(url);
  return /^https?:$/.test(parsed.protocol) && parsed.hostname === videoHost;
};
const videoFixture = readFileSync(new URL("../fixtures/video-embed.html", import.meta.url), "utf8");

test.describe.configure({ timeout: 90_000 });

/** Open a page and wait until its chrome works (the widgets need no wait: they work from the first paint). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** A link that opens in a new tab, safely. */
async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

/** The shared free-trial call to action (SPEC §2). */
async function expectFreeTrialCta(page: Page, l: (typeof langs)[keyof typeof langs]) {
  const cta = page.getByRole("region", { name: l.cta.heading });
  await expect(cta.getByRole("heading", { level: 2 })).toHaveText(l.cta.heading);
  await expect(cta.getByRole("link", { name: l.cta.secondary })).toHaveAttribute("href", `${l.prefix}/contact`);
  await expectNewTab(cta.getByRole("link", { name: l.m.home.bookDemo }), scheduling);
}

/** The compact frame: logo to the home page, anchors to the page's own sections, Book Demo, a footer back into the site. */
async function expectFrame(page: Page, l: (typeof langs)[keyof typeof langs], links: readonly { anchor: string; label: string }[]) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: l.m.header.homeLink })).toHaveAttribute("href", l.prefix || "/");
  await expectNewTab(header.getByRole("link", { name: l.m.home.bookDemo }), scheduling);
  const anchors = header.getByRole("navigation", { name: l.m.landing.frame.sectionsNav }).getByRole("link");
  await expect(anchors).toHaveText(links.map((link) => link.label));
  for (const link of links) {
    await expect(header.getByRole("link", { name: link.label, exact: true })).toHaveAttribute("href", `#${link.anchor}`);
    await expect(page.locator(`main [id="${link.anchor}"]`), link.anchor).toHaveCount(1);
  }
  const footer = page.getByRole("contentinfo");
  const siteNav = footer.getByRole("navigation", { name: l.m.landing.frame.siteNav });
  await expect(siteNav.getByRole("link", { name: l.m.pageNames.home, exact: true })).toHaveAttribute("href", l.prefix || "/");
  await expect(siteNav.getByRole("link", { name: l.m.pageNames.pricing })).toHaveAttribute("href", `${l.prefix}/pricing`);
  await expect(footer.getByRole("button", { name: l.m.footer.cookieSettings })).toBeVisible();
}

for (const [lang, l] of Object.entries(langs) as [keyof typeof langs, (typeof langs)[keyof typeof langs]][]) {
  const behaviourToo = testsBehaviour(lang);
  test.describe(`${lang}: /home-2, the chatbot page`, () => {
    const path = `${l.prefix}/home-2`;
    const content = l.home2;
    test.beforeEach(async ({ page }) => {
      await answerConsent(page, "reject");
    });

    test("SPEC's strings and links, and the frame", async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages["home-2"].hero.heading);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: content.hero.primary })).toHaveAttribute("href", `${l.prefix}/contact`);
      const tiles = page.getByRole("region", { name: content.tiles.heading });
      await expect(tiles.getByRole("heading", { level: 3 })).toHaveText(content.tiles.cards.map((card) => card.title));
      // Three content blocks; the third has "Try It Now" to /contact and the chat with the supplier.
      for (const block of content.blocks) await expect(page.getByRole("heading", { level: 2, name: block.heading })).toBeVisible();
      const third = page.getByRole("region", { name: content.blocks[2].heading });
      await expect(third.getByRole("link", { name: content.blocks[2].action })).toHaveAttribute("href", `${l.prefix}/contact`);
      await expect(third.getByRole("img", { name: content.blocks[2].visual.alt })).toBeVisible();
      // Three blog cards, each leading to its post.
      const blog = page.getByRole("region", { name: content.blog.heading });
      const posts = allPosts(lang).slice(0, 3);
      await expect(blog.getByRole("heading", { level: 3 })).toHaveText(posts.map((post) => post.title));
      for (const [n, post] of posts.entries()) {
        await expect(blog.getByRole("article").nth(n).getByRole("link", { name: l.m.blog.list.readMore })).toHaveAttribute("href", `${l.prefix}/blog/${post.slug}`);
      }
      await expectFreeTrialCta(page, l);
      await expectFrame(page, l, content.frame.links);
    });

    if (behaviourToo) test("the testimonial carousel loops both ways, by buttons and by keyboard", async ({ page }) => {
      // Used at once, as a visitor does: the carousel is static markup with the page's own small script.
      await page.goto(path);
      const count = content.testimonials.items.length;
      const carousel = page.getByRole("region", { name: l.m.landing.carousel.label });
      const slide = (n: number) => carousel.getByRole("group", { name: l.m.landing.carousel.slide.replace("{{number}}", String(n)).replace("{{count}}", String(count)) });
      const status = carousel.locator("[aria-live]");
      const position = (n: number) => l.m.landing.carousel.slide.replace("{{number}}", String(n)).replace("{{count}}", String(count));
      await expect(carousel.getByRole("group")).toHaveCount(count);
      // A visitor scrolls to it (no wait for any script).
      await carousel.scrollIntoViewIfNeeded();
      await expect(status).toHaveText(position(1));
      await expect(slide(1)).toContainText(content.testimonials.items[0]!.quote);
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });

      // Backwards from the first slide: the last one.
      await carousel.getByRole("button", { name: l.m.landing.carousel.previous }).click();
      await expect(status).toHaveText(position(count));
      await expect(slide(count)).toBeInViewport({ ratio: 0.9 });
      await expect(slide(1)).not.toBeInViewport();
      // Forwards from the last slide: the first one again.
      await carousel.getByRole("button", { name: l.m.landing.carousel.next }).click();
      await expect(status).toHaveText(position(1));
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
      await carousel.getByRole("button", { name: l.m.landing.carousel.next }).click();
      await expect(status).toHaveText(position(2));
      await expect(slide(2)).toBeInViewport({ ratio: 0.9 });

      // Keyboard: the focused track (what the buttons control) moves with the arrow keys and loops too.
      const track = carousel.locator(`[id="${await carousel.getByRole("button", { name: l.m.landing.carousel.next }).getAttribute("aria-controls")}"]`);
      await expect(track).toContainText(content.testimonials.items[0]!.quote);
      await track.focus();
      await page.keyboard.press("ArrowLeft");
      await expect(status).toHaveText(position(1));
      await page.keyboard.press("ArrowLeft");
      await expect(status).toHaveText(position(count));
      await expect(slide(count)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press("ArrowRight");
      await expect(status).toHaveText(position(1));
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press("End");
      await expect(status).toHaveText(position(count));
      await expect(slide(count)).toBeInViewport({ ratio: 0.9 });
      await page.keyboard.press("Home");
      await expect(status).toHaveText(position(1));
      await expect(slide(1)).toBeInViewport({ ratio: 0.9 });
      await expect(track).toBeFocused();
    });

    if (behaviourToo) test("the FAQ has five questions, the first open; one answer is open at a time", async ({ page }) => {
      await page.goto(path);
      const faq = page.getByRole("region", { name: content.faq.heading });
      // `<details name>` items: each question is the summary, its answer what follows it.
      const items = faq.locator("[data-accordion] > details");
      const questions = items.locator("summary");
      const opened = () => items.evaluateAll((all) => all.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));
      await expect(questions).toHaveCount(5);
      await expect(questions).toHaveText(content.faq.items.map((item) => item.question));
      await expect.poll(opened, { timeout: 15_000 }).toEqual([0]);
      await expect(faq.getByText(content.faq.items[0]!.answer)).toBeVisible();
      await expect(faq.getByText(content.faq.items[2]!.answer)).toBeHidden();

      await questions.nth(2).click();
      await expect.poll(opened, { timeout: 15_000 }).toEqual([2]);
      await expect(faq.getByText(content.faq.items[2]!.answer)).toBeVisible();
      await expect(faq.getByText(content.faq.items[0]!.answer)).toBeHidden();
      // The open item does not collapse, by pointer or keyboard.
      await questions.nth(2).click();
      await expect.poll(opened, { timeout: 15_000 }).toEqual([2]);
      await questions.nth(2).press("Enter");
      await expect.poll(opened, { timeout: 15_000 }).toEqual([2]);
      await expect(faq.getByText(content.faq.items[2]!.answer)).toBeVisible();
    });
  });

  test.describe(`${lang}: /home-3, the AI-business page`, () => {
    const path = `${l.prefix}/home-3`;
    const content = l.home3;
    test.beforeEach(async ({ page }) => {
      await answerConsent(page, "reject");
    });

    test("SPEC's strings and links: hero, two sections, three team cards, two testimonials, the frame", async ({ page }) => {
      await open(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages["home-3"].hero.heading);
      await expect(page.getByRole("main").getByRole("link", { name: content.hero.primary })).toHaveAttribute("href", `${l.prefix}/about`);
      for (const section of content.sections) await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
      const people = page.getByRole("region", { name: content.team.heading });
      const members = content.team.slugs.map((slug) => l.team.members.find((member) => member.slug === slug)!);
      await expect(people.getByRole("heading", { level: 3 })).toHaveText(members.map((member) => member.name));
      for (const member of members) {
        await expect(people).toContainText(member.title);
        await expect(people.getByRole("link", { name: member.name, exact: true })).toHaveAttribute("href", `${l.prefix}/team/${member.slug}`);
      }
      await expect(people.getByRole("link", { name: content.team.all })).toHaveAttribute("href", `${l.prefix}/team`);
      const voices = page.getByRole("region", { name: content.testimonials.heading });
      await expect(voices.getByRole("figure")).toHaveCount(2);
      for (const item of content.testimonials.items) await expect(voices).toContainText(item.quote);
      // Four article cards: each leads to its post, and its category to the blog.
      const articles = page.getByRole("region", { name: content.articles.heading });
      const posts = allPosts(lang).slice(0, 4);
      await expect(articles.getByRole("article")).toHaveCount(4);
      await expect(articles.getByRole("heading", { level: 3 })).toHaveText(posts.map((post) => post.title));
      for (const [n, post] of posts.entries()) {
        const card = articles.getByRole("article").nth(n);
        await expect(card.getByRole("link", { name: l.m.blog.categories[post.category], exact: true })).toHaveAttribute("href", `${l.prefix}/blog`);
        await expect(card.getByRole("link", { name: l.m.blog.list.readMore })).toHaveAttribute("href", `${l.prefix}/blog/${post.slug}`);
      }
      await expectFreeTrialCta(page, l);
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: l.m.header.homeLink })).toHaveAttribute("href", l.prefix || "/");
      await expect(page.getByRole("contentinfo").getByRole("link", { name: l.m.pageNames.about })).toHaveAttribute("href", `${l.prefix}/about`);
    });

    if (behaviourToo) test("the footer's prerendered Cookie settings button opens the consent preferences, and a footer link opens its page", async ({ page }) => {
      await open(page, path);
      const footer = page.getByRole("contentinfo");
      await footer.getByRole("button", { name: l.m.footer.cookieSettings }).click();
      const preferences = page.getByRole("dialog", { name: l.m.consent.preferences.title });
      await expect(preferences).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(preferences).toBeHidden();
      // Every page is a document of its own (decision 0014): the link loads the pricing page, whose
      // chrome works in turn.
      await footer.getByRole("navigation", { name: l.m.landing.frame.siteNav }).getByRole("link", { name: l.m.pageNames.pricing }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/pricing$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.pricing.hero.heading);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });
  });

  test.describe(`${lang}: /home-4, the dark page`, () => {
    const path = `${l.prefix}/home-4`;
    const content = l.home4;

    test.describe("with consent to media refused", () => {
      test.beforeEach(async ({ page }) => {
        await answerConsent(page, "reject");
      });

      test("SPEC's strings and links: hero, promo cards, service cards, reviews button, the frame", async ({ page }) => {
        await open(page, path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages["home-4"].hero.heading);
        await expect(page.getByRole("main").getByRole("link", { name: content.hero.primary })).toHaveAttribute("href", `${l.prefix}/contact`);
        const promo = page.getByRole("region", { name: content.promo.heading });
        await expect(promo.getByRole("heading", { level: 3 })).toHaveText(content.promo.cards.map((card) => card.title));
        const services = page.getByRole("region", { name: content.services.heading });
        for (const card of content.services.cards) await expect(services.getByRole("link", { name: card.title })).toHaveAttribute("href", `${l.prefix}/service-details`);
        await expect(page.getByRole("link", { name: content.reviews.button })).toHaveAttribute("href", site.links.reviews);
        await expectFreeTrialCta(page, l);
        await expectFrame(page, l, content.frame.links);
      });

      if (behaviourToo) test("the three-step accordion and the five-question FAQ start with none open; one opens at a time", async ({ page }) => {
        await page.goto(path);
        for (const [name, titles] of [
          [content.steps.heading, content.steps.items.map((item) => item.title)],
          [content.faq.heading, content.faq.items.map((item) => item.question)],
        ] as const) {
          const region = page.getByRole("region", { name, exact: true });
          // `<details name>` items, each titled by the heading in its summary.
          const items = region.locator("[data-accordion] > details");
          const summaries = items.locator("summary");
          const opened = () => items.evaluateAll((all) => all.flatMap((item, index) => ((item as HTMLDetailsElement).open ? [index] : [])));
          await expect(summaries, name).toHaveCount(titles.length);
          await expect(region.getByRole("heading", { level: 3 }), name).toHaveText(titles as readonly string[]);
          await expect.poll(opened, { message: `${name}: none open`, timeout: 15_000 }).toEqual([]);
          await summaries.nth(1).click();
          await expect.poll(opened, { message: `${name}: the second open`, timeout: 15_000 }).toEqual([1]);
          await summaries.nth(0).click();
          await expect.poll(opened, { message: `${name}: the first open, the second closed`, timeout: 15_000 }).toEqual([0]);
          // The open item does not collapse.
          await summaries.nth(0).click();
          await expect.poll(opened, { message: `${name}: the first still open`, timeout: 15_000 }).toEqual([0]);
        }
        const steps = page.getByRole("region", { name: content.steps.heading, exact: true });
        await expect(steps.getByText(content.steps.items[0]!.text)).toBeVisible();
        await expect(steps.getByText(content.steps.items[2]!.text)).toBeHidden();
      });

      if (behaviourToo) test("the video: Play opens a dialog that asks for consent first; nothing is fetched from the video host; Escape and the close button return focus", async ({ page }) => {
        const videoRequests: string[] = [];
        page.on("request", (request) => {
          if (isVideoHost(request.url())) videoRequests.push(request.url());
        });
        await page.goto(path);
        const play = page.getByRole("button", { name: l.m.landing.video.play });
        const dialog = page.getByRole("dialog", { name: content.video.title });
        await expect(dialog).toBeHidden();
        await play.click();
        await expect(dialog).toBeVisible();
        await expect(dialog).toContainText(l.m.consent.media.blocked.replace("{{provider}}", "YouTube"));
        await expect(dialog.getByRole("button", { name: l.m.consent.media.allow })).toBeVisible();
        await expectNewTab(dialog.getByRole("link", { name: l.m.landing.video.open }), videoUrl);
        await expect(dialog.locator("iframe")).toHaveCount(0);

        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(play).toBeFocused();

        await play.click();
        await expect(dialog).toBeVisible();
        await dialog.getByRole("button", { name: l.m.landing.video.close }).click();
        await expect(dialog).toBeHidden();
        await expect(play).toBeFocused();
        expect(videoRequests).toEqual([]);
      });

      if (behaviourToo) test("the video: the consent button loads the video from the video host in the dialog", async ({ page }) => {
        const answered: string[] = [];
        await page.route(isVideoHost, (route) => {
          answered.push(route.request().url());
          return route.fulfill({ contentType: "text/html", body: videoFixture });
        });
        await page.goto(path);
        const play = page.getByRole("button", { name: l.m.landing.video.play });
        await play.click();
        const dialog = page.getByRole("dialog", { name: content.video.title });
        expect(answered).toEqual([]);
        await dialog.getByRole("button", { name: l.m.consent.media.allow }).click();
        const frame = dialog.locator("iframe");
        await expect(frame).toHaveAttribute("src", new RegExp(`^${videoUrl.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}\\?`));
        await expect(frame).toHaveAttribute("title", content.video.title);
        await expect(page.frameLocator("dialog iframe").getByText("Orkestra product tour (test stand-in)")).toBeVisible();
        expect(answered).toHaveLength(1);
        // Focus stays in the page (keys pressed inside the cross-origin player never reach the
        // dialog in Firefox and Safari), so Escape still closes it.
        await expect(dialog.getByRole("button", { name: l.m.landing.video.close })).toBeFocused();
        // Closing the dialog stops the video: the iframe goes away.
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(page.locator("dialog iframe")).toHaveCount(0);
      });

      if (behaviourToo) test("the scrolling strip has eight testimonial cards and a pause control that stops it", async ({ page }) => {
        await open(page, path);
        const strip = page.getByRole("group", { name: content.reviews.label });
        const cards = strip.getByRole("listitem");
        await expect(cards).toHaveCount(8);
        for (const [n, review] of content.reviews.items.entries()) await expect(cards.nth(n)).toContainText(review.quote);
        const track = strip.locator("[data-marquee-track]");
        const playState = () => track.evaluate((element) => getComputedStyle(element).animationPlayState);
        // Away from the strip (hovering or focusing it also pauses it).
        const leave = async () => {
          await page.mouse.move(2, 2);
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        };
        await leave();
        expect(await playState()).toBe("running");
        await strip.getByRole("button", { name: l.m.home.marquee.pause }).click();
        await leave();
        await expect.poll(playState).toBe("paused");
        await strip.getByRole("button", { name: l.m.home.marquee.play }).click();
        await leave();
        await expect.poll(playState).toBe("running");
      });

      if (behaviourToo) test("the counters show their final values, then count up once as they come into view, the first from 92", async ({ page, request }) => {
        // The figure sighted visitors see (the other hidden copy only reserves its width).
        const shown = (id: string) => page.locator(`[data-counter="${id}"] [data-count-up-figure]`);
        const items = content.counters.items;
        const [risk, costs] = items;
        const finals = items.map((item) => `${item.value}${item.suffix}`);
        // What the HTML brings (and all a visitor without JavaScript sees): the final values.
        const html = await (await request.get(path)).text();
        for (const final of finals) expect(html).toContain(`data-count-up-figure="">${final}<`);
        await page.goto(path);
        // A reader nears them: out of sight they wait where they start (SPEC §9: the first at 92),
        // as their script (run after the first paint) set them.
        await nearView(page.getByRole("region", { name: content.counters.heading, exact: true }).getByRole("list"));
        await expect(shown(risk.id)).toHaveText(`${risk.from}${risk.suffix}`);
        await expect(shown(costs.id)).toHaveText(`0${costs.suffix}`);
        const seen = await watchFigures(page.locator("[data-counter] [data-count-up-figure]"));
        await page.getByRole("heading", { level: 2, name: content.counters.heading }).scrollIntoViewIfNeeded();
        for (const [n, item] of items.entries()) await expect(shown(item.id)).toHaveText(finals[n]!);
        // Only once: leaving and coming back does not restart them.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole("heading", { level: 2, name: content.counters.heading }).scrollIntoViewIfNeeded();
        for (const [n, item] of items.entries()) await expect(shown(item.id)).toHaveText(finals[n]!);
        expectCountedUp(
          await seen(),
          finals,
          items.map((item) => `${item.from}${item.suffix}`),
        );
        // Screen readers get the final value throughout.
        await expect(page.locator(`[data-counter="${risk.id}"] .sr-only`)).toHaveText(`95${risk.suffix}`);
      });
    });

    test.describe("under reduced motion", () => {
      test.use({ reducedMotion: "reduce" });
      test.beforeEach(async ({ page }) => {
        await answerConsent(page, "reject");
      });

      test("the counters show their final values at once, in the served HTML too", async ({ page, request }) => {
        const html = await (await request.get(path)).text();
        const [risk, costs, value] = content.counters.items;
        for (const item of [risk, costs, value]) expect(html).toContain(`>${item.value}${item.suffix}<`);
        expect(html).not.toContain(`>${risk.from}${risk.suffix}<`);
        await open(page, path);
        const shown = (id: string) => page.locator(`[data-counter="${id}"] [data-count-up-figure]`);
        await expect(shown(risk.id)).toHaveText(`95${risk.suffix}`);
        await expect(shown(costs.id)).toHaveText(`50${costs.suffix}`);
        await expect(shown(value.id)).toHaveText(`76${value.suffix}`);
      });
    });

    test.describe("with consent to media given earlier", () => {
      test.beforeEach(async ({ page }) => {
        await answerConsent(page, "accept");
      });

      if (behaviourToo) test("Play opens the video at once, from the video host", async ({ page }) => {
        const answered: string[] = [];
        await page.route(isVideoHost, (route) => {
          answered.push(route.request().url());
          return route.fulfill({ contentType: "text/html", body: videoFixture });
        });
        await page.goto(path);
        expect(answered).toEqual([]);
        const play = page.getByRole("button", { name: l.m.landing.video.play });
        await play.click();
        const dialog = page.getByRole("dialog", { name: content.video.title });
        await expect(dialog.getByRole("button", { name: l.m.consent.media.allow })).toHaveCount(0);
        await expect(page.frameLocator("dialog iframe").getByText("Orkestra product tour (test stand-in)")).toBeVisible();
        expect(answered).toHaveLength(1);
        await dialog.getByRole("button", { name: l.m.landing.video.close }).click();
        await expect(play).toBeFocused();
      });
    });
  });
}
