import { test as base, expect } from "@playwright/test";
import { consentCookieString, type ConsentCategory } from "../../src/consent/cookie";
import { firstPartyHosts } from "../e2e/fixtures";
import { launchEngine, type Engine, type EngineName, type Tab } from "./browsers";
import { startSiteProxy, type SiteProxy } from "./site-proxy";

/**
 * The Firefox and WebKit tests (playwright.config.ts, projects `firefox` and `webkit`): Playwright's
 * runner with a browser of Debian's instead of Playwright's own (tests/engines/browsers.ts). Each
 * worker starts its engine and a site proxy once; each test gets a fresh profile (`tab`), and fails
 * on any uncaught error, rejected promise, console error or CSP violation the page had.
 */
type WorkerFixtures = { engineName: EngineName; site: SiteProxy; engine: Engine };
type TestFixtures = { tab: Tab };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineName: ["firefox", { option: true, scope: "worker" }],
  site: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      const site = await startSiteProxy(String(workerInfo.project.use.baseURL));
      await provide(site);
      await site.close();
    },
    { scope: "worker" },
  ],
  engine: [
    async ({ engineName, site }, provide) => {
      const engine = await launchEngine(engineName, { proxy: site.proxy });
      await provide(engine);
      await engine.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  // Its own time limit: starting a WebKit session on a loaded machine must not eat the test's.
  tab: [
    async ({ engine, site }, provide) => {
      site.reset();
      const tab = await engine.newTab();
      await tab.setViewport(1440, 900);
      await provide(tab);
      const errors = await pageErrors(tab);
      await tab.close();
      expect(errors, "errors in the page").toEqual([]);
    },
    { timeout: 60_000 },
  ],
});

export { expect };

/** Everything the page reported since the last call: the probe's records and the browser's own. */
export async function pageErrors(tab: Tab): Promise<string[]> {
  const probed = await tab.evaluate(() => (window as unknown as { __engineProbe?: () => string[] }).__engineProbe?.() ?? []).catch(() => []);
  return [...tab.browserErrors.splice(0), ...probed];
}

/**
 * Requests to other hosts since the last call. Firefox reports each request of the page; WebKit's
 * come from the site proxy, which sees all of the browser's traffic (MiniBrowser makes none of its
 * own, whereas Firefox calls its own services, which must not count against the page).
 */
export function thirdPartyRequests(tab: Tab, site: SiteProxy): string[] {
  return tab.requests ? tab.requests.splice(0).filter((url) => !firstPartyHosts.has(new URL(url).hostname)) : site.requests.splice(0);
}

/**
 * Polls `fn` in the page until it returns something truthy (a plain value: a DOM node does not
 * survive the trip out of Firefox), and returns that (state, not time: the
 * timeout only bounds a failure). The message names what was awaited.
 */
export async function until<A extends unknown[], R>(tab: Tab, message: string, fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
  const deadline = Date.now() + 15_000;
  let last: Awaited<R> | undefined;
  let failure: unknown;
  while (Date.now() < deadline) {
    try {
      last = await tab.evaluate(fn, ...args);
      failure = undefined;
      if (last) return last;
    } catch (error) {
      // A navigation can swap the document during the evaluation (Firefox then has no
      // documentElement for a moment): look again, and report the error only at the deadline.
      failure = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const detail = failure ? `last error: ${(failure as Error).message}` : `last value: ${JSON.stringify(last)}`;
  throw new Error(`${tab.engine}: timed out waiting for ${message} (${detail})`);
}

/**
 * Opens a page of the site and waits until its chrome works (src/chrome/site.ts marks `<html
 * data-hydrated>`). Widgets are islands that hydrate on their own; `tab.click` waits for one.
 */
export async function open(tab: Tab, site: SiteProxy, path: string): Promise<void> {
  await tab.goto(site.origin + path);
  await until(tab, `hydration of ${path}`, () => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Answers the consent banner before the next page, as a returning visitor has: a same-origin
 * document (robots.txt) sets the cookie the consent library writes.
 */
export async function answerConsent(tab: Tab, site: SiteProxy, categories: ConsentCategory[]): Promise<void> {
  await tab.goto(`${site.origin}/robots.txt`);
  await tab.evaluate((cookie) => {
    document.cookie = cookie;
  }, consentCookieString(categories));
}

/**
 * A selector for the first element that matches `selector` and whose text or accessible label
 * contains `text` (visible ones first), for clicks by what a visitor reads.
 */
export function byText(tab: Tab, selector: string, text: string): Promise<string> {
  return until(
    tab,
    `${selector} with "${text}"`,
    (css, wanted) => {
      const matches = [...document.querySelectorAll<HTMLElement>(css)].filter((element) =>
        [element.textContent, element.getAttribute("aria-label")].some((value) => value?.replace(/\s+/g, " ").includes(wanted)),
      );
      const element = matches.find((candidate) => candidate.getClientRects().length > 0) ?? matches[0];
      if (!element) return "";
      const id = element.dataset.engineMark || String(Math.random()).slice(2);
      element.dataset.engineMark = id;
      return `[data-engine-mark="${id}"]`;
    },
    selector,
    text,
  );
}

/** What has focus, as a visitor would name it: its label or text, trimmed. */
export function focusedName(tab: Tab): Promise<string> {
  return tab.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return "";
    const labelled = element.getAttribute("aria-labelledby");
    const label = labelled ? document.getElementById(labelled)?.textContent : element.getAttribute("aria-label");
    return (label || element.textContent || element.tagName).replace(/\s+/g, " ").trim();
  });
}
