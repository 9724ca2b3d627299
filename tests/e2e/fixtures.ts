import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

/** Hosts the site may contact. Anything else before consent is a privacy leak. */
export const firstPartyHosts = new Set(["localhost", "127.0.0.1"]);

type Fixtures = {
  /** Console errors and uncaught exceptions seen on the page; checked after each test. */
  consoleErrors: string[];
};

/**
 * `test` with a console-error guard: any console error or page error fails the test, and every
 * request to a third-party host is blocked (nothing may be fetched from the internet in tests).
 */
export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await page.route(/^https?:\/\//, (route) => {
        const host = new URL(route.request().url()).hostname;
        return firstPartyHosts.has(host) ? route.fallback() : route.abort("blockedbyclient");
      });
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** axe's rules that read colours: what a second theme on the same page can break. */
const colourRules = ["color-contrast", "link-in-text-block"];

/** Run axe-core (WCAG 2.x A/AA rules) and return the violations, summarised for readable failures. */
export async function axeViolations(page: Page, { colours = false }: { colours?: boolean } = {}) {
  // Contrast is measured on what is painted: let fades that are under way (scroll reveals) end first.
  // Endless animations (the logo rows) are left running. Far sections skipped by content-visibility
  // (components/ui/offscreen.tsx) render first, as a reader's scroll would: a transition inside a
  // skipped section never settles its `finished` promise, which hung this wait now and then.
  await page.evaluate(() => {
    for (const block of document.querySelectorAll<HTMLElement>(".offscreen")) block.style.contentVisibility = "visible";
    return Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  // td-has-header (WCAG 1.3.1) is marked experimental in axe, so the tags alone leave it out; Lighthouse runs it.
  // A page without frames is checked by axe.run in the page itself ("legacy mode"): the default
  // merges per-frame results in a second, blank page: a page opened and closed per check, and the
  // suspect when the checked page once stopped running animation frames on a loaded machine.
  // `colours`: only the rules a change of theme can change (a theme changes colours, nothing else).
  const builder = new AxeBuilder({ page });
  if (colours) builder.withRules(colourRules);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  const results = await builder
    .options({ resultTypes: ["violations"], rules: { "td-has-header": { enabled: !colours } } })
    .setLegacyMode(page.frames().length === 1)
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5),
  }));
}

/**
 * Resolves once the chrome works: its one module script (src/chrome/site.ts) has wired the header,
 * menu, language switcher, consent banner, Cookie settings and forms, and marked
 * `<html data-hydrated>`. Widgets need no wait: they work from the first paint (decision 0019), so
 * a test uses them at once, as a visitor does.
 */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Scrolls until `target` is just below the viewport (200 px), as a reader nearing it, leaving it out
 * of sight: for what a widget does as it comes into view (the count-ups). Waits for nothing else.
 */
export async function nearView(target: Locator) {
  await target.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight - 200));
  await expect(target, "still out of sight").not.toBeInViewport();
}
