import type { Locator, Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { homeSchema } from "../../src/content/schemas/home";
import { readPricing } from "../setup/content";
import { readTitles } from "../../src/content/registry";
import type { Locale } from "../../src/i18n/locales";
import { messages } from "../../src/i18n/messages";
import { formatWhole } from "../../src/lib/numbers";
import { paintLimitMs } from "../../src/directives/painted";
import { answerConsent } from "./consent-helpers";
import { expectCountedUp, watchFigures } from "./count-up-helpers";
import { axeViolations, expect, hydrated, nearView, test } from "./fixtures";
import { testsBehaviour } from "./sample";

/**
 * The home page (SPEC §2 "Home page", §4, §9) in both languages: the twelve sections in order,
 * every link's target, the pricing toggle by mouse and keyboard, the counters, the marquees and axe.
 */

const scheduling = site.links.scheduling;

/** Intl uses (narrow) no-break spaces in Swedish numbers; compare with plain spaces. */
const spaces = (text: string | null) => (text ?? "").replace(/\s/g, " ").trim();

const titles = readTitles();
const home = readPage("home", homeSchema);
const pricing = readPricing();

/** The section headings in the page's order, from the content files (the steps' from the messages). */
const headings = (lang: Locale) => {
  const c = home[lang];
  return [c.brain.heading, c.stats.heading, c.go.heading, c.efficiency.heading, c.integrations.heading, c.ahead.heading, c.voices.heading, messages[lang].feature.title, c.tasks.heading, pricing[lang].section.heading, c.cta.heading] as const;
};

/** SPEC §9's statistics (100 hours, 5000 euros, 4 weeks) with the words around them from the content file. */
const specStats = [100, 5000, 4];
const figures = (lang: Locale, values: readonly number[]) => home[lang].stats.items.map((item, index) => spaces(`${item.prefix}${formatWhole(values[index]!, lang)}${item.suffix}`));

const languages = [
  {
    lang: "en",
    path: "/",
    prefix: "",
    h1: "The OS for Autonomous Supply Chains.",
    headings: headings("en"),
    /** SPEC §2's quoted home headings: they must stay as written. */
    specHeadings: [
      "The New brain for Supply chains!",
      "Get unmatched supply chain efficiency!",
      "Making supply chains efficient!",
      "Integrate with your ERP instantly.",
      "Stay ahead of the unexpected!",
      "Start using the product in 3 steps!",
      "Get a break from manual, repetitive tasks!",
      "Ready for Autonomous Supply chains?",
    ],
    bookDemo: "Book Demo",
    learnMore: "Learn More",
    newTab: "(opens in a new tab)",
    steps: ["Sign up and set up your company account", "Connect your ERP and WMS", "Start using Orkestra"],
    tasks: ["Forecasting", "Automation", "Communications"],
    tabs: ["Monthly", "Quarterly"],
    periods: "Billing period",
    prices: [
      ["€299", "€499", "€999"],
      ["€279", "€479", "€979"],
    ],
    perMonth: "per month",
    choose: (plan: string) => `Choose ${plan}`,
    counters: figures("en", specStats),
    zeros: figures("en", [0, 0, 0]),
    integrations: home.en.integrations.marqueeLabel,
    hashtags: home.en.voices.hashtagLabel,
    pause: "Pause animation",
    play: "Play animation",
  },
  {
    lang: "sv",
    path: "/sv",
    prefix: "/sv",
    h1: titles.sv.home.hero.heading,
    headings: headings("sv"),
    specHeadings: ["Börja använda Orkestra i 3 steg!"],
    bookDemo: "Boka demo",
    learnMore: "Läs mer",
    newTab: "(öppnas i en ny flik)",
    steps: ["Registrera dig och skapa företagskontot", "Koppla ihop ert ERP och WMS", "Börja använda Orkestra"],
    tasks: home.sv.tasks.cards.map((card) => card.title),
    tabs: ["Månadsvis", "Kvartalsvis"],
    periods: "Betalningsperiod",
    prices: [
      ["299 €", "499 €", "999 €"],
      ["279 €", "479 €", "979 €"],
    ],
    perMonth: "per månad",
    choose: (plan: string) => `Välj ${plan}`,
    counters: figures("sv", specStats),
    zeros: figures("sv", [0, 0, 0]),
    integrations: home.sv.integrations.marqueeLabel,
    hashtags: home.sv.voices.hashtagLabel,
    pause: "Pausa animationen",
    play: "Spela upp animationen",
  },
] as const;

/** Scroll through the whole page so every scroll-reveal block has faded in (SPEC §9: 0.5 s + 0.7 s). */
async function revealAll(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await page.waitForTimeout(1400);
}

/** The three figures as a sighted visitor sees them (the screen-reader copy and the width spacer are skipped). */
async function shownFigures(stats: Locator) {
  const items = await stats.getByRole("listitem").all();
  return Promise.all(items.map(async (item) => spaces(await item.locator('[aria-hidden="true"]:visible').textContent())));
}

async function planPrices(panel: Locator) {
  const cards = await panel.getByRole("article").all();
  return Promise.all(cards.map(async (card) => spaces(await card.getByText(/€/).first().textContent())));
}

/** The path of every script the page requests, as it requests them. */
function recordScripts(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/** React's client runtime as the build names it: React, React DOM's client with Astro's renderer, the JSX runtime. */
const isReactRuntime = (path: string) => /^\/assets\/(react|client|jsx-runtime)\.[\w-]+\.js$/.test(path);

/** Resolves when the browser is next idle (the page has loaded and run what it runs at start). */
function idle(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** The CSS animation state of each row in a marquee group. */
function playStates(group: Locator) {
  return group.getByRole("list").evaluateAll((lists) => lists.map((list) => getComputedStyle(list.parentElement!).animationPlayState));
}

test.beforeEach(async ({ page }) => {
  await answerConsent(page, "reject");
});

for (const l of languages) {
  test.describe(`home (${l.lang})`, () => {
    const behaviourToo = testsBehaviour(l.lang);
    test("has one h1 and the twelve sections in SPEC's order", async ({ page }) => {
      await page.goto(l.path);
      await expect(page.locator("html")).toHaveAttribute("lang", l.lang);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(l.h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([...l.headings]);
      // Every section is a landmark named by its heading, in the same order.
      const regions = main.locator("section");
      await expect(regions).toHaveCount(12);
      await expect(main.getByRole("region", { name: l.h1 })).toBeVisible();
      for (const heading of l.headings) await expect(main.getByRole("region", { name: heading })).toBeVisible();
      for (const heading of l.specHeadings) await expect(main.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(main.getByRole("region", { name: l.headings[6] }).getByRole("figure")).toHaveCount(6);
      await expect(main.getByRole("region", { name: l.headings[3] }).getByRole("listitem")).toHaveCount(5);
    });

    test("links go where SPEC says, new tabs safely", async ({ page }) => {
      await page.goto(l.path);
      const main = page.getByRole("main");
      const newTab = async (link: Locator, href: string) => {
        await expect(link).toHaveAttribute("href", href);
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toContainText(l.newTab);
      };

      const hero = main.getByRole("region", { name: l.h1 });
      await newTab(hero.getByRole("link", { name: new RegExp(`^${l.bookDemo}`) }), scheduling);
      await newTab(main.getByRole("region", { name: l.headings[0] }).getByRole("link", { name: new RegExp(`^${l.learnMore}`) }), `${l.prefix}/ai`);
      await newTab(main.getByRole("region", { name: l.headings[2] }).getByRole("link", { name: new RegExp(`^${l.learnMore}`) }), `${l.prefix}/go`);
      await newTab(main.getByRole("region", { name: l.headings[10] }).getByRole("link", { name: new RegExp(`^${l.bookDemo}`) }), scheduling);

      const onboarding = main.getByRole("region", { name: l.headings[7] });
      await expect(onboarding.getByRole("listitem")).toHaveCount(3);
      for (const step of l.steps) {
        const link = onboarding.getByRole("heading", { level: 3, name: step }).getByRole("link");
        await expect(link).toHaveAttribute("href", `${l.prefix}/service-details`);
        await expect(link).not.toHaveAttribute("target", "_blank");
      }

      const tasks = main.getByRole("region", { name: l.headings[8] });
      const targets = ["/ai", "/go", "/go"];
      for (const [index, title] of l.tasks.entries()) {
        await expect(tasks.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", `${l.prefix}${targets[index]}`);
      }

      const pricing = main.getByRole("region", { name: l.headings[9] });
      const planLinks = pricing.locator("[data-choice-panel]:visible").getByRole("link");
      await expect(planLinks).toHaveCount(3);
      for (const link of await planLinks.all()) await expect(link).toHaveAttribute("href", `${l.prefix}/contact`);

      // Following an arrow card actually navigates.
      await tasks.getByRole("link", { name: l.tasks[0], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/ai$`));
    });

    test("pricing toggle: Monthly by default, Quarterly by click and by keyboard, plans link to /contact", async ({ page }) => {
      await page.goto(l.path);
      const pricing = page.getByRole("region", { name: l.headings[9] });
      // A radio group (the platform's, so it works before any script): its label is the visible tab.
      const [monthly, quarterly] = [pricing.getByRole("radio", { name: l.tabs[0] }), pricing.getByRole("radio", { name: l.tabs[1] })];
      const shown = pricing.locator("[data-choice-panel]:visible");
      await expect(pricing.getByRole("group", { name: l.periods })).toBeVisible();
      await expect(monthly).toBeChecked();
      await expect(shown).toHaveCount(1);
      expect(await planPrices(shown)).toEqual(l.prices[0]);
      await expect(shown.getByText(l.perMonth, { exact: true })).toHaveCount(3);

      await pricing.locator("label", { hasText: l.tabs[1] }).click();
      await expect(quarterly).toBeChecked();
      await expect(monthly).not.toBeChecked();
      await expect(shown).toHaveCount(1);
      expect(await planPrices(shown)).toEqual(l.prices[1]);
      await expect(shown.getByText(l.perMonth, { exact: true })).toHaveCount(3);

      // Keyboard: one tab stop, arrows move and select (wrapping), as a radio group does.
      await pricing.locator("label", { hasText: l.tabs[0] }).click();
      await expect(monthly).toBeFocused();
      await page.keyboard.press("ArrowRight");
      await expect(quarterly).toBeFocused();
      await expect(quarterly).toBeChecked();
      expect(await planPrices(shown)).toEqual(l.prices[1]);
      await page.keyboard.press("ArrowRight");
      await expect(monthly).toBeFocused();
      await expect(monthly).toBeChecked();
      // The focused choice shows a focus ring (on its label: the radio itself is visually hidden).
      const ring = await pricing.locator("label", { hasText: l.tabs[0] }).evaluate((label) => getComputedStyle(label).outlineStyle);
      expect(ring).toBe("solid");

      // Tab leaves the tab list for the first plan's link, which highlights its card.
      await page.keyboard.press("Tab");
      const basic = pricing.getByRole("link", { name: l.choose("Basic") });
      await expect(basic).toBeFocused();
      await basic.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/contact$`));
    });

    if (behaviourToo) test("counters count up once to their final values as they come into view; the served page shows the final values", async ({ page, request }) => {
      // What the HTML brings (and all a visitor without JavaScript sees): the final figures.
      const html = spaces(await (await request.get(l.path)).text());
      for (const figure of l.counters) expect(html).toContain(`>${figure}<`);
      await page.goto(l.path);
      const stats = page.getByRole("region", { name: l.headings[1] });
      const list = stats.getByRole("list");
      // Out of sight as a reader nears them, the figures wait at where they start (their script,
      // which runs after the first paint, set them there).
      await nearView(list);
      await expect.poll(() => shownFigures(stats)).toEqual(l.zeros);
      const seen = await watchFigures(stats.getByRole("listitem").locator('[aria-hidden="true"]:visible'));
      await list.scrollIntoViewIfNeeded();
      await expect.poll(() => shownFigures(stats), { timeout: 6000 }).toEqual(l.counters);
      // Only once: leaving and coming back does not restart them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await list.scrollIntoViewIfNeeded();
      expect(await shownFigures(stats)).toEqual(l.counters);
      expectCountedUp(await seen(), l.counters, l.zeros);
    });

    if (behaviourToo) test("logo rows and hashtag banner scroll, pause on hover, on focus and by their button", async ({ page }) => {
      await page.goto(l.path);
      await hydrated(page);
      // Clicking the h1 moves focus and the pointer away from the marquees.
      const blur = () => page.getByRole("heading", { level: 1 }).click();
      const logos = page.getByRole("group", { name: l.integrations });
      await expect(logos.getByRole("listitem")).toHaveCount(10);
      expect(await playStates(logos)).toEqual(["running", "running"]);

      const pause = logos.getByRole("button", { name: l.pause });
      await pause.focus();
      expect(await playStates(logos)).toEqual(["paused", "paused"]);
      await pause.click();
      await blur();
      expect(await playStates(logos)).toEqual(["paused", "paused"]);
      await logos.getByRole("button", { name: l.play }).click();
      await blur();
      expect(await playStates(logos)).toEqual(["running", "running"]);
      await expect(logos.getByRole("button", { name: l.pause })).toBeVisible();

      const banner = page.getByRole("group", { name: l.hashtags });
      // Hover the group, not the moving list (Playwright waits for a moving target to settle).
      await banner.hover({ position: { x: 40, y: 20 } });
      expect(await playStates(banner)).toEqual(["paused"]);
      await blur();
      expect(await playStates(banner)).toEqual(["running"]);
      await banner.getByRole("button", { name: l.pause }).click();
      await blur();
      expect(await playStates(banner)).toEqual(["paused"]);
    });

    if (behaviourToo) test("has no axe-core violations, also with the other pricing tab open", async ({ page }) => {
      await page.goto(l.path);
      await hydrated(page);
      await revealAll(page);
      expect(await axeViolations(page)).toEqual([]);
      const pricing = page.getByRole("region", { name: l.headings[9] });
      await pricing.locator("label", { hasText: l.tabs[1] }).click();
      await expect(pricing.getByRole("radio", { name: l.tabs[1] })).toBeChecked();
      expect(await axeViolations(page)).toEqual([]);
    });

    // Decision 0014: React's client runtime reaches a visitor only with a widget, and only as the
    // first one nears the viewport. The chrome is one small module script of its own.
    if (behaviourToo) test("loads no React: not on a page without widgets, nor on the home page, whose widgets are static", async ({ page }) => {
      const scripts = recordScripts(page);
      await page.goto(`${l.prefix}/terms`);
      await hydrated(page);
      await idle(page);
      await expect(page.locator("astro-island")).toHaveCount(0);
      expect(scripts.filter(isReactRuntime), "React on /terms").toEqual([]);
      const bytes = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
      );
      // Issue 26's budget for a page without a widget (the chrome's script is ~6 KB compressed).
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThan(15_000);

      // The home page's widgets (count-ups, pricing) are static markup with small scripts (issue 36).
      scripts.length = 0;
      await page.goto(l.path);
      await hydrated(page);
      await expect(page.locator("astro-island")).toHaveCount(0);
      await revealAll(page);
      await idle(page);
      expect(scripts.filter(isReactRuntime), "React on the home page").toEqual([]);
    });

    // Decision 0016: a page's main widget in the first screen (`client:painted`) is fetched only after
    // the page has painted, so it never holds up that paint.
    if (behaviourToo) test("fetches a first-screen widget's code only after the first contentful paint", async ({ page }) => {
      // /faq-2's filter: the one widget that React still enhances after the first paint.
      await page.goto(`${l.prefix}/faq-2`);
      const island = page.locator("astro-island").first();
      // Hydrated once painted and idle: seconds on a busy machine.
      await expect(island).not.toHaveAttribute("ssr", { timeout: 30_000 });
      const component = await island.getAttribute("component-url");
      expect(component).toBeTruthy();
      const order = await page.evaluate((url) => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        const fetch = performance.getEntriesByType("resource").find((entry) => new URL(entry.name).pathname === url);
        return { paint: paint?.startTime ?? null, fetch: fetch?.startTime ?? null };
      }, component);
      expect(order.paint).not.toBeNull();
      expect(order.fetch).not.toBeNull();
      // After the paint, or after client:painted's limit when the paint is later than that (a starved machine).
      expect(order.fetch!).toBeGreaterThan(Math.min(order.paint!, paintLimitMs));
    });

    // The page's module scripts are the tags Astro writes (decision 0016, last amendment): the site
    // script is requested and runs.
    if (behaviourToo) test("loads and runs the site script", async ({ page }) => {
      await page.goto(l.path);
      await hydrated(page);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith(".js")),
      );
      expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/Base\.astro.*\.js$/));
    });

    // The sections are built into the HTML: the chrome's script must keep them as they are, and so
    // must a return with Back from another page (a new document, or the back/forward cache).
    if (behaviourToo) test("keeps its build-time sections through hydration and a round trip to another page", async ({ page }) => {
      await page.goto(l.path);
      const main = page.getByRole("main");
      // Every section but the counters (they reset to 0 until scrolled into view) and the plans.
      const sections = l.headings.filter((_heading, index) => index !== 1 && index !== 9).map((name) => main.getByRole("region", { name }));
      const texts = () => Promise.all(sections.map((section) => section.innerText()));
      const served = await texts();
      await hydrated(page);
      expect(await texts()).toEqual(served);
      await main.locator(`a[href="${l.prefix}/ai"]`).first().click();
      await expect(page).toHaveURL((url) => url.pathname === `${l.prefix}/ai`);
      await page.goBack();
      await expect(main.getByRole("heading", { level: 2 })).toHaveText([...l.headings]);
      expect(await texts()).toEqual(served);
    });
  });
}

test.describe("home with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  for (const l of languages) {
    test(`shows final figures at once and stands the marquees still (${l.lang})`, async ({ page }) => {
      await page.goto(l.path);
      const stats = page.getByRole("region", { name: l.headings[1] });
      expect(await shownFigures(stats)).toEqual(l.counters);
      await stats.scrollIntoViewIfNeeded();
      for (let sample = 0; sample < 5; sample++) {
        expect(await shownFigures(stats)).toEqual(l.counters);
        await page.waitForTimeout(100);
      }
      const logos = page.getByRole("group", { name: l.integrations });
      expect(await logos.getByRole("list").evaluateAll((lists) => lists.map((list) => getComputedStyle(list.parentElement!).animationName))).toEqual([
        "none",
        "none",
      ]);
      await expect(logos.getByRole("button", { name: l.pause })).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("home without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const l of languages) {
    test(`serves every section, final figures and prices in the HTML (${l.lang})`, async ({ page }) => {
      await page.goto(l.path);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([...l.headings]);
      // Both sit in Offscreen blocks (content-visibility: auto): brought near the viewport, and their
      // figures read until shown, as `.all()` takes only what matches at that instant.
      const stats = page.getByRole("region", { name: l.headings[1] });
      await stats.scrollIntoViewIfNeeded();
      await expect.poll(() => shownFigures(stats)).toEqual(l.counters);
      await page.locator("#pricing").scrollIntoViewIfNeeded();
      await expect.poll(() => planPrices(page.locator("#pricing [data-choice-panel]:visible"))).toEqual(l.prices[0]);
    });
  }
});
