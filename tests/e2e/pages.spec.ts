import type { Page } from "@playwright/test";
import { messages } from "../../src/i18n/messages";
import { pageFromPath } from "../../src/i18n/pages";
import { builtPaths } from "../../scripts/lib/site.mjs";
import { answerConsent } from "./consent-helpers";
import { recordCspViolations, scrollThrough, unappliedStyleAttributes } from "./csp-helpers";
import { axeViolations, expect, hydrated, test } from "./fixtures";
import { langOf, onePerKind } from "./sample";
import { readTitles } from "../../src/content/registry";

const { en: enPages } = readTitles();

/**
 * The crawl in the browser, once per template (decision 0027): one page of each kind (every page of
 * the page table and one item of each collection) with axe-core in both themes at 390 px and 1440 px
 * and its Content Security Policy checked once every island has hydrated and every far section has
 * rendered; the same pages read without JavaScript; the not-found answers. What each page's file
 * carries (head tags, one h1 and its hero, headings, images, links, the policy's hashes, axe's rules
 * without layout) is checked on every page in every language by the static pass (tests/site).
 * Items of a collection are one template filled from content files, and the Swedish pages are the
 * English templates with Swedish copy: their colours, focus and layout rules are the template's, so
 * a browser visit per template sees what a visit per page saw. Swedish copy runs longer, so each
 * Swedish template is also read at 390 px (light theme), where long words would break the layout.
 */

const paths: string[] = builtPaths();
const kinds = onePerKind(paths);

/** Chromium logs "Failed to load resource ... 404" for a document served with status 404. That is
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

/** A returning visitor who declined analytics: the consent banner has its own tests (consent.spec.ts). */
const declined = async ({ page }: { page: Page }) => {
  await answerConsent(page, "reject");
};

test("every built page is served as HTML with status 200 (the static pass reads the same files)", async ({ request }) => {
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect.soft(response.status(), path).toBe(200);
    expect.soft(response.headers()["content-type"], path).toContain("text/html");
  }
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
      expect([...html.matchAll(/<h1\b[^>]*>([^<]*)<\/h1>/g)].map((match) => match[1])).toEqual(["404"]);
      // A host that answers unknown paths with 200 still keeps them out of the index.
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).not.toContain('rel="canonical"');

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

test.describe("in the browser, per template: accessibility at both widths and in both themes, the policy once scrolled through", () => {
  test.beforeEach(declined);
  // One visit per page, in chunks of a few pages per test so the chunks spread over the workers.
  // At 390 px: every rule on the Swedish template (the English one's markup with longer words) in
  // the light theme, the colour rules on the English one in the dark (the system's scheme, no stored
  // choice: the page is not reloaded). Scrolled through as a reader does (every island hydrated,
  // every far section rendered) with no Content Security Policy violation and every style attribute
  // applied. Then, English only, at 1440 px: every rule, and the colour rules in the dark theme.
  const chunkSize = 5;
  for (const lang of ["en", "sv"] as const) {
    const own = kinds.filter((entry) => langOf(entry) === lang);
    const full = lang === "en";
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
            // Every rule at 390 px on the Swedish template (the same markup, the longer words); the
            // English one gets the dark theme's colour rules there.
            if (!full) expect.soft(await axeViolations(page), `axe on ${path} at 390 px`).toEqual([]);
            if (full) {
              await switchScheme(page, "dark");
              expect.soft(await axeViolations(page, { colours: true }), `axe on ${path} at 390 px, dark theme`).toEqual([]);
              await switchScheme(page, "light");
            }
            await page.evaluate(scrollThrough);
            expect.soft(await page.evaluate(unappliedStyleAttributes), `style attributes not applied on ${path}`).toEqual([]);
            expect.soft(await violations(), `CSP on ${path}`).toEqual([]);
            if (!full) return;
            await page.setViewportSize({ width: 1440, height: 900 });
            // The h1 in the first screen, read from its box at once: toBeInViewport waits for an
            // IntersectionObserver callback, which never came here after the resize in two tests
            // of one full run (each hung to the test's timeout, its own 5 s notwithstanding).
            await expect
              .poll(() =>
                page.evaluate(() => {
                  scrollTo(0, 0);
                  const box = document.querySelector("h1")?.getBoundingClientRect();
                  return Boolean(box && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight);
                }),
              )
              .toBe(true);
            expect.soft(await axeViolations(page), `axe on ${path} at 1440 px`).toEqual([]);
            await switchScheme(page, "dark");
            expect.soft(await axeViolations(page, { colours: true }), `axe on ${path} at 1440 px, dark theme`).toEqual([]);
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
          expect.soft(await axeViolations(page, { colours: colorScheme === "dark" }), `axe on ${path} at ${width} px, ${colorScheme} theme`).toEqual([]);
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
  // One page of each kind, in English: items render their template's markup, whatever their copy,
  // and the Swedish pages are the same templates (every page's links are the static pass's).
  const english = kinds.filter((path) => langOf(path) === "en");
  const chunkSize = 10;
  for (let start = 0; start < english.length; start += chunkSize) {
    const chunk = english.slice(start, start + chunkSize);
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
        });
      }
    });
  }
});
