import { readFileSync } from "node:fs";
import { messages } from "../../src/i18n/messages";
import { itemFromPath, pageFromPath, type PageId } from "../../src/i18n/pages";
import { builtPaths, pageFile } from "../../scripts/lib/site.mjs";
import { answerConsent } from "./consent-helpers";
import { recordCspViolations, unappliedStyleAttributes } from "./csp-helpers";
import { expect, hydrated, test } from "./fixtures";
import { langOf, onePerKind } from "./sample";

/**
 * Walks over the built pages (issue 13): every internal link of every page answers with a page; a
 * link to every page and to one item of each collection clicked, before consent, each landing on a
 * real page; one page of each kind (English; Swedish where its fallback has its own words) with
 * consent given but every third-party host unreachable. Each
 * page without a Content Security Policy violation (styles included: issue 26) and with every style
 * attribute applied. Content, axe, the no-JavaScript reading and the policy once every island has hydrated,
 * on every page, are the crawl's (pages.spec.ts).
 */

const paths: string[] = builtPaths();
// Items share their collection's template, and a link is a plain navigation (no client-side router):
// the server check below covers every link's target, the clicks one page of each kind.
const kinds = onePerKind(paths);
const html = (path: string) => readFileSync(pageFile(path), "utf8");
const titleOf = (path: string) => /<title>([^<]*)<\/title>/.exec(html(path))?.[1]?.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

/** Internal page links of a built page: same-origin paths, without hash and query, no files. */
function internalLinks(path: string): string[] {
  const found = new Set<string>();
  for (const [tag] of html(path).matchAll(/<a\b[^>]*>/g)) {
    const href = /\shref="([^"]*)"/.exec(tag)?.[1];
    // Language switches are the layout spec's: they also store the visitor's language choice.
    if (!href || !href.startsWith("/") || href.startsWith("//") || /\s(target|hrefLang)="/i.test(tag) || /\sdownload\b/.test(tag)) continue;
    const target = href.replace(/[#?].*$/, "") || "/";
    if (/\.[a-z0-9]+$/i.test(target)) continue;
    found.add(target);
  }
  return [...found];
}

// A link to each page, and to one item of each collection, is clicked once, as a chain: from each
// page reached, the first link (in its markup's order) to a kind not reached yet; where a page has
// none, the walk goes on by address from a page that carries such a link. Each page is reached once,
// with no way back: half the loads of clicking every link from its source and returning.
const kindOf = (path: string) => {
  const item = itemFromPath(path);
  return item ? `${langOf(path)} ${item.collection}` : path;
};
type Step = { from: string; to: string };
const reachable = new Set(kinds.flatMap((path) => internalLinks(path).filter((target) => target !== path).map(kindOf)));
const reached = new Set<string>();
/** The walk in legs, each begun by address at its first step's `from`. */
const legs: Step[][] = [];
for (const start of kinds) {
  let here = start;
  const leg: Step[] = [];
  for (;;) {
    const next = internalLinks(here).find((target) => target !== here && !reached.has(kindOf(target)));
    if (!next) break;
    reached.add(kindOf(next));
    leg.push({ from: here, to: next });
    here = next;
  }
  if (leg.length) legs.push(leg);
}

test("every internal link of every page answers 200 from the server", async ({ request }) => {
  const targets = new Set<string>();
  for (const path of paths) for (const [, href] of html(path).matchAll(/<a\b[^>]*\shref="(\/[^/"][^"]*|\/)"/g)) targets.add(href!.replace(/#.*$/, ""));
  expect(targets.size).toBeGreaterThan(paths.length / 2);
  for (const target of targets) {
    const response = await request.get(target);
    expect.soft(response.status(), target).toBe(200);
  }
});

test("the walk reaches every kind of page that some page links to", () => {
  expect([...reachable].filter((kind) => !reached.has(kind))).toEqual([]);
});

test.describe("clicking a link to each page and to one item of each collection, before any consent is given", () => {
  // Chunks of about 25 clicks, so the walk spreads over the workers.
  const chunks: Step[][][] = [];
  let chunk: Step[][] = [];
  let size = 0;
  for (const leg of legs) {
    chunk.push(leg);
    size += leg.length;
    if (size >= 25) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
  }
  if (chunk.length > 0) chunks.push(chunk);

  for (const group of chunks) {
    const steps = group.flat();
    test(`links from ${steps[0]!.from} ... to ${steps.at(-1)!.to} lead to real pages`, async ({ page }) => {
      test.setTimeout(60_000 + steps.length * 5_000);
      const violations = await recordCspViolations(page);
      /** The page just reached: a first visit's state, its own title, no policy violation. */
      const arrived = async (path: string) => {
        await expect(page, path).toHaveURL((url) => url.pathname === path);
        await expect(page, path).toHaveTitle(titleOf(path)!);
        if (pageFromPath(path)?.id !== "error-404") await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("404");
        await hydrated(page);
        // A first visit: the consent banner is up and the page is in its pre-consent state.
        await expect(page.locator("[data-consent-banner]")).toBeVisible();
        expect.soft(await violations(), `CSP on ${path}`).toEqual([]);
        expect.soft(await page.evaluate(unappliedStyleAttributes), `style attributes not applied on ${path}`).toEqual([]);
      };
      for (const leg of group) {
        await test.step(`from ${leg[0]!.from}`, async () => {
          await page.goto(leg[0]!.from);
          await arrived(leg[0]!.from);
          for (const { from, to } of leg) {
            // A click on the link itself (it may sit in a closed menu).
            await page.locator(`a[href="${to}"], a[href^="${to}#"]`).first().evaluate((link: HTMLAnchorElement) => link.click());
            await test.step(`${from} -> ${to}`, () => arrived(to));
          }
        });
      }
    });
  }
});

/** What a page shows in place of a third party that could not load (after consent). */
const fallbacks: Partial<Record<PageId, (lang: "en" | "sv") => string>> = {
  contact: (lang) => messages[lang].scheduling.failed,
};

// On the build with an analytics id (@ga), where consent loads Google Analytics on every page and
// the scheduling widget on /contact: every third party the site knows is attempted and fails.
for (const tag of [" @ga"]) {
  test.describe(`every third-party host unreachable, all consent given${tag}`, () => {
    // Each English template, and each Swedish one with a fallback of its own words: a page's third
    // parties and policy hosts are its template's, the same in both languages, and its hashes are
    // the build's pages' (the static pass checks them on every page; the analytics build only adds
    // the id and analytics' hosts, src/integrations/build-end.ts).
    const walked = kinds.filter((path) => langOf(path) === "en" || Boolean(fallbacks[pageFromPath(path)?.id as PageId]));
    const chunkSize = 12;
    for (let start = 0; start < walked.length; start += chunkSize) {
      const chunk = walked.slice(start, start + chunkSize);
      test(`${chunk[0]} ... ${chunk.at(-1)} work and show their fallbacks${tag}`, async ({ page, consoleErrors }) => {
        test.setTimeout(chunk.length * 15_000);
        await answerConsent(page, "accept");
        const violations = await recordCspViolations(page);
        // The fixture already aborts every request to another host; this counts them.
        const blocked: string[] = [];
        page.on("requestfailed", (request) => {
          if (!/^https?:\/\/(localhost|127\.0\.0\.1)[:/]/.test(request.url())) blocked.push(request.url());
        });
        for (const path of chunk) {
          await test.step(path, async () => {
            await page.goto(path);
            await hydrated(page);
            await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
            const id = pageFromPath(path)?.id;
            const fallback = id && fallbacks[id];
            if (fallback) await expect(page.getByText(fallback(langOf(path)))).toBeVisible();
            expect(await page.evaluate(unappliedStyleAttributes), `style attributes not applied on ${path}`).toEqual([]);
            expect(await violations(), `CSP on ${path}`).toEqual([]);
          });
        }
        if (tag) expect(blocked.some((url) => url.includes("googletagmanager.com")), "analytics was attempted").toBe(true);
        // Only the blocked loads may be logged; an uncaught error or anything else fails the fixture.
        const rest = consoleErrors.filter((message) => !/^Failed to load resource: net::ERR_(BLOCKED_BY_CLIENT(\.Inspector)?|FAILED)$/.test(message));
        consoleErrors.splice(0, consoleErrors.length, ...rest);
      });
    }
  });
}
