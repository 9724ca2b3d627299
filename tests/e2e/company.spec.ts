import type { Locator, Page } from "@playwright/test";
import { readPage } from "../../src/content/files";
import { aboutSchema } from "../../src/content/schemas/about";
import { ctaCopy } from "../../src/content/schemas/cta";
import { readPortfolio } from "../setup/content";
import { readTeam } from "../setup/content";
import { messages } from "../../src/i18n/messages";
import { answerConsent } from "./consent-helpers";
import { expect, hydrated, test } from "./fixtures";
import { readTitles } from "../../src/content/registry";
import { testsBehaviour } from "./sample";

const { en: enPages, sv: svPages } = readTitles();

const { en: enCta, sv: svCta } = readPage("cta", ctaCopy);

/**
 * Issue 10 items 1-3 and 7: /about, /team, /team-details, /team/<slug>, /portfolio,
 * /portfolio-details and /portfolio/<slug> in both languages. SPEC's strings and counts (five
 * members with their titles, six projects), the links (cards to their pages, "Get in touch",
 * "Join our team", "Join the community" and social links in a new tab), the hashtag ticker's pause
 * control, and the canonical URLs of the item and details pages. Raw HTML, axe and JavaScript-off
 * reading are the crawl's (pages.spec.ts), which walks every item page too.
 */

const { en: enAbout, sv: svAbout } = readPage("about", aboutSchema);
const { en: enTeam, sv: svTeam } = readTeam();
const { en: enPortfolio, sv: svPortfolio } = readPortfolio();
const origin = String(process.env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");
const community = "https://www.linkedin.com/groups/women-in-supply-chains";
const ui = {
  en: {
    prefix: "",
    newTab: "(opens in a new tab)",
    pause: "Pause animation",
    play: "Play animation",
    pages: enPages,
    about: enAbout,
    members: enTeam,
    projects: enPortfolio,
    cta: enCta,
  },
  sv: {
    prefix: "/sv",
    newTab: "(öppnas i en ny flik)",
    pause: "Pausa animationen",
    play: "Spela upp animationen",
    pages: svPages,
    about: svAbout,
    members: svTeam,
    projects: svPortfolio,
    cta: svCta,
  },
} as const;

// SPEC §2 "Team": the five titles (BRAND.md spells them out).
const specTitles = ["CEO", "CDO", "CTO", "CPO", "Head of Sales Nordics"];
// The members' names as their files say them (content/team/), in the site's order.
const names = enTeam.members.map((member) => member.name);

// A page load can take a while on a busy machine: allow it time.
const navigation = { timeout: 15_000 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

/** A link that opens in a new tab, safely, and says so. */
async function expectNewTab(link: Locator, href: string, newTab: string) {
  await expect(link).toHaveAttribute("href", href);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(link).toContainText(newTab);
}

async function canonical(page: Page) {
  return page.locator('head link[rel="canonical"]').getAttribute("href");
}

async function alternates(page: Page) {
  return page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])));
}

/** The CSS animation state of each row in a marquee group. */
function playStates(group: Locator) {
  return group.getByRole("list").evaluateAll((lists) => lists.map((list) => getComputedStyle(list.parentElement!).animationPlayState));
}

/** SPEC §2 shared call to action at the end of the page. */
async function expectFreeTrialCta(page: Page, lang: "en" | "sv") {
  const l = ui[lang];
  const cta = page.getByRole("region", { name: l.cta.heading });
  await expect(cta.getByRole("heading", { level: 2 })).toHaveText(l.cta.heading);
  await expect(cta.getByRole("link", { name: l.cta.secondary })).toHaveAttribute("href", `${l.prefix}/contact`);
}

/** The five member cards of a list: names, titles and every social link opening safely in a new tab. */
async function expectMemberCards(list: Locator, lang: "en" | "sv", moreCards: readonly string[] = []) {
  const l = ui[lang];
  const members = l.members.members;
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([...names, ...moreCards]);
  for (const member of members) {
    const card = list.getByRole("listitem").filter({ has: list.page().getByRole("heading", { name: member.name, exact: true }) });
    await expect(card.getByRole("link", { name: member.name, exact: true })).toHaveAttribute("href", `${l.prefix}/team/${member.slug}`);
    await expect(card.getByText(member.title, { exact: true })).toBeVisible();
    const social = card.getByRole("link").filter({ hasText: l.newTab });
    await expect(social).toHaveCount(Object.keys(member.links).length);
    for (const [network, url] of Object.entries(member.links)) {
      const name = l.members.card.profileOn.replace("{{name}}", member.name).replace("{{network}}", l.members.card.networks[network as keyof typeof l.members.card.networks]);
      await expectNewTab(card.getByRole("link", { name: new RegExp(`^${escape(name)}`) }), url, l.newTab);
    }
  }
}

test("the team is SPEC's five, with SPEC's titles", () => {
  expect(names).toHaveLength(5);
  expect(svTeam.members.map((member) => member.name)).toEqual(names);
  enTeam.members.forEach((member, index) => expect(member.title).toContain(specTitles[index]));
  expect(enPortfolio.projects).toHaveLength(6);
  expect(svPortfolio.projects.map((project) => project.slug)).toEqual(enPortfolio.projects.map((project) => project.slug));
});

for (const lang of ["en", "sv"] as const) {
  const l = ui[lang];
  // Behaviour (links followed, the ticker's motion) is the template's, the same in Swedish: in English
  // only. Every member and project in English; in Swedish the first of each, the same template with
  // Swedish words (each page's file is the static pass's, in both languages).
  const behaviourToo = testsBehaviour(lang);
  const itemsToo = <T,>(items: readonly T[]) => (lang === "en" ? items : items.slice(0, 1));

  test.describe(`/about (${lang})`, () => {
    test("hero, the two content sections, the mission with Get in touch, the team, the community and the CTA", async ({ page }) => {
      await page.goto(`${l.prefix}/about`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(lang === "en" ? "About Us" : l.pages.about.hero.heading);
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([
        l.about.story.heading,
        l.about.approach.heading,
        l.about.mission.heading,
        l.about.team.heading,
        l.about.community.heading,
        l.cta.heading,
      ]);
      if (lang === "en") {
        // SPEC's strings, exactly.
        await expect(main.getByRole("heading", { level: 2, name: "Democratizing AI in Supply Chains", exact: true })).toBeVisible();
        await expect(main.getByRole("heading", { level: 2, name: "People behind the product", exact: true })).toBeVisible();
        await expect(main.getByRole("heading", { level: 2, name: "Women in Supply Chains", exact: true })).toBeVisible();
      }
      const mission = main.getByRole("region", { name: l.about.mission.heading });
      await expect(mission.getByRole("img", { name: l.about.mission.visual.label })).toBeVisible();
      await expect(mission.getByText(l.about.mission.commitment.title)).toBeVisible();
      await expect(mission.getByRole("link", { name: l.about.mission.cta })).toHaveAttribute("href", `${l.prefix}/contact`);

      const people = main.getByRole("region", { name: l.about.team.heading });
      await expectMemberCards(people, lang, [l.about.team.join.title]);
      const join = people.getByRole("link", { name: l.about.team.join.title, exact: true });
      await expect(join).toHaveAttribute("href", `${l.prefix}/team`);
      if (lang === "en") await expect(join).toHaveText("Join our team");

      const communitySection = main.getByRole("region", { name: l.about.community.heading });
      await expectNewTab(communitySection.getByRole("link", { name: new RegExp(`^${l.about.community.cta}`) }), community, l.newTab);
      if (lang === "en") await expect(communitySection.getByRole("link", { name: /^Join the community/ })).toBeVisible();
      await expectFreeTrialCta(page, lang);
    });

    if (behaviourToo) test("Get in touch and Join our team lead to their pages in the app", async ({ page }) => {
      await page.goto(`${l.prefix}/about`);
      await page.getByRole("link", { name: l.about.mission.cta }).click();
      await expect(page).toHaveURL(`${l.prefix}/contact`, navigation);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.contact.hero.heading);
      await page.goBack();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.about.hero.heading);
      await page.getByRole("link", { name: l.about.team.join.title, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/team`, navigation);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.team.hero.heading);
    });

    if (behaviourToo) test("the hashtag ticker lists SPEC's five tags, moves, and its button pauses and resumes it", async ({ page }) => {
      await page.goto(`${l.prefix}/about`);
      const ticker = page.getByRole("group", { name: l.about.hashtags.label });
      // The visible copy of the row (the second is hidden from assistive technology).
      await expect(ticker.getByRole("listitem")).toHaveText(l.about.hashtags.tags.map((tag) => `#${tag}`));
      if (lang === "en") {
        await expect(ticker.getByRole("listitem")).toHaveText(["#supply chain AI", "#autonomous supply chains", "#automation", "#innovation", "#women in supply chains"]);
      }
      await hydrated(page);
      const blur = () => page.getByRole("heading", { level: 1 }).click();
      await ticker.scrollIntoViewIfNeeded();
      await blur();
      expect(await playStates(ticker)).toEqual(["running"]);
      await ticker.getByRole("button", { name: l.pause }).click();
      await blur();
      expect(await playStates(ticker)).toEqual(["paused"]);
      await ticker.getByRole("button", { name: l.play }).click();
      await blur();
      expect(await playStates(ticker)).toEqual(["running"]);
      await expect(ticker.getByRole("button", { name: l.pause })).toBeVisible();
    });

    if (behaviourToo) test("under reduced motion the ticker stands still and needs no pause button", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(`${l.prefix}/about`);
      const ticker = page.getByRole("group", { name: l.about.hashtags.label });
      await expect(ticker.getByRole("listitem")).toHaveText(l.about.hashtags.tags.map((tag) => `#${tag}`));
      for (const item of await ticker.getByRole("listitem").all()) await expect(item).toBeVisible();
      await expect(ticker.getByRole("button")).toBeHidden();
      expect(await ticker.locator("[data-marquee-track]").evaluate((track) => getComputedStyle(track).animationName)).toBe("none");
    });
  });

  test.describe(`/team (${lang})`, () => {
    test("lists the five members with their titles and social links, and ends with the CTA", async ({ page }) => {
      await page.goto(`${l.prefix}/team`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages.team.hero.heading);
      const grid = main.getByRole("region", { name: l.members.grid.heading });
      await expect(grid.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(5);
      await expectMemberCards(grid, lang);
      if (lang === "en") {
        for (const title of specTitles) await expect(grid.getByText(new RegExp(`^${title}`))).toBeVisible();
      }
      const join = main.getByRole("region", { name: l.members.join.heading });
      await expect(join.getByRole("link", { name: l.members.join.contact })).toHaveAttribute("href", `${l.prefix}/contact`);
      await expectNewTab(join.getByRole("link", { name: new RegExp(`^${l.members.join.community}`) }), community, l.newTab);
      await expectFreeTrialCta(page, lang);
    });

    if (behaviourToo) test("a card leads to the member's page, whose breadcrumb leads back", async ({ page }) => {
      await page.goto(`${l.prefix}/team`);
      const mei = l.members.members[2]!;
      await page.getByRole("main").getByRole("link", { name: mei.name, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/team/${mei.slug}`, navigation);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(mei.name);
      await expect(page).toHaveTitle(mei.page.title);
      const breadcrumb = page.getByRole("navigation", { name: messages[lang].breadcrumb.label });
      await expect(breadcrumb.getByRole("link")).toHaveText([messages[lang].pageNames.home, messages[lang].pageNames.team]);
      await breadcrumb.getByRole("link", { name: messages[lang].pageNames.team }).click();
      await expect(page).toHaveURL(`${l.prefix}/team`, navigation);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.pages.team.hero.heading);
    });
  });

  test.describe(`member pages (${lang})`, () => {
    for (const member of itemsToo((lang === "en" ? enTeam : svTeam).members)) {
      test(`/team/${member.slug}: role, background, focus, links, the rest of the team`, async ({ page }) => {
        const path = `${l.prefix}/team/${member.slug}`;
        await page.goto(path);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(member.name);
        await expect(main.getByText(member.title, { exact: true }).first()).toBeVisible();
        await expect(page).toHaveTitle(member.page.title);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", member.page.description);
        expect(await canonical(page)).toBe(`${origin}${path}`);
        expect(await alternates(page)).toEqual({
          en: `${origin}/team/${member.slug}`,
          sv: `${origin}/sv/team/${member.slug}`,
          "x-default": `${origin}/team/${member.slug}`,
        });
        await expect(main.getByRole("heading", { level: 2, name: l.members.member.background })).toBeVisible();
        await expect(main.getByRole("heading", { level: 2, name: l.members.member.focus })).toBeVisible();
        for (const point of member.focus) await expect(main.getByText(point, { exact: true })).toBeVisible();
        for (const fact of member.facts) await expect(main.getByText(fact.value, { exact: true })).toBeVisible();
        for (const url of Object.values(member.links)) await expectNewTab(main.locator(`a[href="${url}"]`).first(), url, l.newTab);
        const others = main.getByRole("region", { name: l.members.member.others.heading });
        await expect(others.getByRole("heading", { level: 3 })).toHaveText(names.filter((name) => name !== member.name));
        await expectFreeTrialCta(page, lang);
      });
    }

    test("/team-details shows the first member and names that member's page as canonical", async ({ page }) => {
      const first = l.members.members[0]!;
      await page.goto(`${l.prefix}/team-details`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(first.name);
      await expect(main.getByText(first.title, { exact: true }).first()).toBeVisible();
      await expect(page).toHaveTitle(`${l.pages["team-details"].title} | Orkestra`);
      expect(await canonical(page)).toBe(`${origin}${l.prefix}/team/${first.slug}`);
      expect(await alternates(page)).toEqual({
        en: `${origin}/team/${first.slug}`,
        sv: `${origin}/sv/team/${first.slug}`,
        "x-default": `${origin}/team/${first.slug}`,
      });
      await expect(main.getByRole("heading", { level: 2, name: l.members.member.background })).toBeVisible();
    });
  });

  test.describe(`/portfolio (${lang})`, () => {
    test("six project cards, each with its cover, client and result, linking to its page", async ({ page }) => {
      await page.goto(`${l.prefix}/portfolio`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages.portfolio.hero.heading);
      const grid = main.getByRole("region", { name: l.projects.grid.heading });
      const cards = grid.getByRole("article");
      await expect(cards).toHaveCount(6);
      await expect(grid.getByRole("heading", { level: 3 })).toHaveText(l.projects.projects.map((project) => project.title));
      for (const [index, project] of l.projects.projects.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("link")).toHaveCount(1);
        await expect(card.getByRole("link", { name: project.title, exact: true })).toHaveAttribute("href", `${l.prefix}/portfolio/${project.slug}`);
        await expect(card.getByText(project.highlight.value, { exact: true })).toBeVisible();
        // The cover: a drawing with fixed dimensions, so nothing shifts while the page loads.
        const cover = card.locator("svg").first();
        await expect(cover).toHaveAttribute("width", "640");
        await expect(cover).toHaveAttribute("height", "400");
      }
      await expectFreeTrialCta(page, lang);
    });

    if (behaviourToo) test("a card leads to its project's page in the app", async ({ page }) => {
      await page.goto(`${l.prefix}/portfolio`);
      const project = l.projects.projects[3]!;
      await page.getByRole("main").getByRole("link", { name: project.title, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/portfolio/${project.slug}`, navigation);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.heading);
      await expect(page).toHaveTitle(`${project.page.title} | Orkestra`);
      await page.getByRole("navigation", { name: messages[lang].breadcrumb.label }).getByRole("link", { name: messages[lang].pageNames.portfolio }).click();
      await expect(page).toHaveURL(`${l.prefix}/portfolio`, navigation);
    });
  });

  test.describe(`project pages (${lang})`, () => {
    for (const project of itemsToo((lang === "en" ? enPortfolio : svPortfolio).projects)) {
      test(`/portfolio/${project.slug}: the problem, what Orkestra did, the outcome`, async ({ page }) => {
        const path = `${l.prefix}/portfolio/${project.slug}`;
        await page.goto(path);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(project.heading);
        await expect(page).toHaveTitle(`${project.page.title} | Orkestra`);
        await expect(page.locator('head meta[name="description"]')).toHaveAttribute("content", project.page.description);
        expect(await canonical(page)).toBe(`${origin}${path}`);
        const labels = l.projects.labels;
        await expect(main.getByRole("heading", { level: 2 })).toHaveText([labels.facts, labels.challenge, labels.approach, labels.outcome, labels.others.heading, l.cta.heading]);
        await expect(main.getByRole("region", { name: labels.challenge }).getByRole("listitem")).toHaveText(project.approach.map((step) => new RegExp(`^\\d${escape(step)}$`)));
        const outcome = main.getByRole("region", { name: labels.outcome });
        await expect(outcome.getByRole("definition")).toHaveText(project.outcome.figures.map((figure) => figure.value));
        await expect(outcome.getByText(project.quote.text)).toBeVisible();
        const others = main.getByRole("region", { name: labels.others.heading });
        await expect(others.getByRole("article")).toHaveCount(2);
        await expect(others.getByRole("link", { name: project.title, exact: true })).toHaveCount(0);
      });
    }

    test("/portfolio-details shows the first project and names its page as canonical", async ({ page }) => {
      const first = l.projects.projects[0]!;
      await page.goto(`${l.prefix}/portfolio-details`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(first.heading);
      await expect(page).toHaveTitle(`${l.pages["portfolio-details"].title} | Orkestra`);
      expect(await canonical(page)).toBe(`${origin}${l.prefix}/portfolio/${first.slug}`);
      expect(await alternates(page)).toEqual({
        en: `${origin}/portfolio/${first.slug}`,
        sv: `${origin}/sv/portfolio/${first.slug}`,
        "x-default": `${origin}/portfolio/${first.slug}`,
      });
      await expect(main.getByRole("region", { name: l.projects.labels.outcome }).getByRole("definition")).toHaveText(first.outcome.figures.map((figure) => figure.value));
    });
  });
}

test("the sitemap lists every member and project page in both languages with their alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const items = [...enTeam.members.map((member) => `/team/${member.slug}`), ...enPortfolio.projects.map((project) => `/portfolio/${project.slug}`)];
  expect(items).toHaveLength(11);
  for (const path of items) {
    for (const loc of [`${origin}${path}`, `${origin}/sv${path}`]) {
      const entry = new RegExp(`<url>\\s*<loc>${loc}</loc>([\\s\\S]*?)</url>`).exec(xml);
      expect(entry, loc).not.toBeNull();
      expect(entry![1]).toContain(`hreflang="sv" href="${origin}/sv${path}"`);
      expect(entry![1]).toContain(`hreflang="en" href="${origin}${path}"`);
    }
  }
});

test("an unknown member or project is the not-found page", async ({ request }) => {
  for (const path of ["/team/nobody", "/sv/portfolio/nothing"]) expect((await request.get(path)).status(), path).toBe(404);
});
