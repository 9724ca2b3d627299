import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AxeResults, RunOptions } from "axe-core";
import { expect } from "vitest";
import { readTitles } from "../../src/content/registry";
import { messages } from "../../src/i18n/messages";
import { isAnswerPage, itemFromPath, pageFromPath } from "../../src/i18n/pages";
import { onePerKind } from "../e2e/sample";
import { cspHash, langOf, origin, parse, pathIn, paths, policyOf, textOf } from "./built";

/**
 * Everything a page's built file must carry, checked on every page in every language without a
 * browser (decision 0027): what a crawler, a screen reader's tree and the Content Security Policy
 * read from the HTML alone. Layout, colour, behaviour and the policy at run time are the browser's
 * checks, once per template (tests/e2e/pages.spec.ts and the specs of each kind of page).
 */

const copy = readTitles();
const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's rules that need what jsdom does not have (layout, painted colours, the stylesheet that makes
 * the skip link visually hidden): the browser runs them on one page per template in both themes.
 */
const layoutRules = ["color-contrast", "color-contrast-enhanced", "link-in-text-block", "target-size", "region", "scrollable-region-focusable", "css-orientation-lock"];

/** One page of each kind in each language: every page of the page table, the first item of each collection. */
const templates = new Set(onePerKind(paths));
/** The blog's collections that grow with every post: the posts and the lists of them. */
const blogLists = new Set(["blog-page", "blog-category", "blog-tag"]);

/**
 * Where axe runs on a page (issue 54: the cost of 100 more posts). The whole page for one page of
 * each kind and for every page of the page table, landing page, member and project (few, and their
 * blocks and photos vary). A post after the first: its body, the Markdown, the one part whose
 * markup its file writes (raw HTML included), on its own in a small page (`postBody`); the rest is
 * the post template's, axed on the first post. A later list of posts: not at all, as it is the list
 * template's markup filled with titles and excerpts, which the other checks here read (links,
 * headings, images). axe on a whole page is most of a page's time here: this way the blog's pages
 * cost little more than reading them.
 */
function axeScope(path: string, document: Document): { window: AxeWindow; context: Document | Element } | undefined {
  const window = document.defaultView as unknown as AxeWindow;
  if (templates.has(path)) return { window: withAxe(window), context: document };
  const collection = itemFromPath(path)?.collection;
  const prose = collection === "blog" ? document.querySelector(".post-prose") : null;
  if (prose) return postBody(document, prose);
  return collection && blogLists.has(collection) ? undefined : { window: withAxe(window), context: document };
}

type AxeWindow = Window & { eval: (source: string) => void; axe?: { run: (context: Document | Element, options: RunOptions) => Promise<AxeResults> } };

function withAxe(window: AxeWindow): AxeWindow {
  window.eval(axeSource);
  return window;
}

/** The page in which post bodies are axed: made once per worker, as loading axe costs more than checking a body. */
let bodyPage: AxeWindow | undefined;

/**
 * A post's body as axe sees it on the post: in <main>, under the post's h1, in the page's language.
 * Its own small page keeps axe from walking the template around it on every post.
 */
function postBody(document: Document, prose: Element) {
  bodyPage ??= withAxe(parse("<!doctype html><html><head><title>A post's body</title></head><body><main></main></body></html>").defaultView as unknown as AxeWindow);
  const page = bodyPage.document;
  page.documentElement.lang = document.documentElement.lang;
  const main = page.querySelector("main")!;
  main.replaceChildren(page.createElement("h1"));
  main.firstElementChild!.textContent = textOf(document.querySelector("h1"));
  main.insertAdjacentHTML("beforeend", prose.outerHTML);
  return { window: bodyPage, context: main.lastElementChild! };
}

/** Elements that fetch something when the served HTML is parsed, and the attributes naming what. */
const fetching: Record<string, string[]> = {
  script: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  video: ["src", "poster"],
  audio: ["src"],
  track: ["src"],
  iframe: ["src"],
  embed: ["src"],
  object: ["data"],
  input: ["src"], // type=image
};
/** Link relations that make the browser fetch or connect; canonical and alternate are only named. */
const namedOnly = new Set(["canonical", "alternate"]);

/** URLs in a fetching attribute (a srcset lists several). */
const urlsIn = (attribute: string, value: string) => (attribute === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value]);
const ownOrigin = (url: string) => url.startsWith("#") || url.startsWith("/") ? !url.startsWith("//") : url.startsWith(`${origin}/`) || url.startsWith("data:");

export async function checkPage(path: string, html: string) {
  const document = parse(html);
  const lang = langOf(path);
  const page = pageFromPath(path);
  const head = document.head;
  const metaContent = (selector: string) => [...head.querySelectorAll(selector)].map((meta) => meta.getAttribute("content") ?? "");

  // Language, title and description (SPEC §9).
  expect(document.documentElement.getAttribute("lang"), "lang").toBe(lang);
  const titles = [...head.querySelectorAll("title")].map(textOf);
  expect(titles, "one title").toHaveLength(1);
  expect(titles[0], "title").toMatch(/\S/);
  const descriptions = metaContent('meta[name="description"]');
  expect(descriptions, "one description").toHaveLength(1);
  expect(descriptions[0]!.length, "description length").toBeGreaterThan(20);

  // One h1, in the served HTML, and headings that never skip a level on the way down.
  const h1s = [...document.body.querySelectorAll("h1")].map(textOf);
  expect(h1s, "one h1").toHaveLength(1);
  const levels = [...document.body.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter((heading) => !heading.closest("[hidden], [aria-hidden='true']")).map((heading) => Number(heading.tagName[1]));
  for (const [index, level] of levels.entries()) if (index > 0) expect(level, `heading ${index + 1} (h${level}) after h${levels[index - 1]}`).toBeLessThanOrEqual(levels[index - 1]! + 1);

  // Images: a text alternative (empty for decoration) and their size, so nothing shifts as they load.
  for (const image of document.querySelectorAll("img")) {
    const name = image.getAttribute("src") ?? "";
    expect(image.hasAttribute("alt"), `alt on ${name}`).toBe(true);
    expect(image.getAttribute("width"), `width of ${name}`).toMatch(/^\d+$/);
    expect(image.getAttribute("height"), `height of ${name}`).toMatch(/^\d+$/);
  }

  // Nothing from another host before consent: every fetch the parsed HTML starts is our own.
  const fetched: string[] = [];
  for (const element of document.querySelectorAll(Object.keys(fetching).join())) {
    if (element.localName === "input" && element.getAttribute("type")?.toLowerCase() !== "image") continue;
    for (const attribute of fetching[element.localName]!) if (element.hasAttribute(attribute)) fetched.push(...urlsIn(attribute, element.getAttribute(attribute)!));
  }
  for (const link of head.ownerDocument.querySelectorAll("link[href]")) {
    const rels = (link.getAttribute("rel") ?? "").split(/\s+/);
    if (!rels.every((rel) => namedOnly.has(rel))) fetched.push(link.getAttribute("href") ?? "");
  }
  // CSS url()s in styles and style attributes; a script's text is no stylesheet (the head script's font loader builds one).
  for (const [, url] of html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) fetched.push(url!);
  expect(fetched.filter((url) => !ownOrigin(url)), "third-party fetches in the served HTML").toEqual([]);
  expect(document.querySelector('meta[http-equiv="refresh"]'), "meta refresh").toBeNull();

  // Issue 56: before its first paint a page asks for its stylesheet and module scripts (their chunks
  // preloaded), nothing else: Lighthouse's slow phone counts a font preload, a manifest or a linked icon
  // as waited for by the largest paint. The icon travels in the page; the touch icon is only named.
  const early = [...head.querySelectorAll("link[href]")]
    .filter((link) => !/^(canonical|alternate|stylesheet|modulepreload|apple-touch-icon)$/.test(link.getAttribute("rel") ?? ""))
    .filter((link) => !(link.getAttribute("rel") === "icon" && link.getAttribute("href")?.startsWith("data:image/svg+xml,")))
    .map((link) => link.outerHTML.slice(0, 80));
  expect(early, "what the head fetches besides the stylesheet and scripts").toEqual([]);

  // Links in the content lead somewhere without a script: an address, not javascript:.
  for (const link of document.querySelectorAll("main a[href]")) expect(link.getAttribute("href"), "a link in main").toMatch(/^(\/|#|https?:|mailto:|tel:)/);

  // The policy: in <head> before anything it governs, allowing exactly the inline scripts and styles the page has.
  expect(head.querySelector('meta[http-equiv="Content-Security-Policy"], script, style, link')?.getAttribute("http-equiv"), "the policy comes first").toBe("Content-Security-Policy");
  const policy = policyOf(document);
  const scriptSources = policy.get("script-src") ?? [];
  expect(scriptSources, "script-src").not.toContain("'unsafe-inline'");
  for (const script of document.querySelectorAll("script:not([src])")) {
    const type = script.getAttribute("type");
    if (type && type !== "module" && type !== "text/javascript") continue;
    expect(scriptSources, `hash of an inline script (${(script.textContent ?? "").slice(0, 40)}…)`).toContain(cspHash(script.textContent ?? ""));
  }
  const styleSources = policy.get("style-src") ?? [];
  if (!styleSources.includes("'unsafe-inline'")) {
    for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) expect(styleSources, "hash of a <style>").toContain(cspHash(body!));
    for (const element of document.querySelectorAll("[style]")) {
      expect(styleSources, `hash of style="${element.getAttribute("style")}"`).toContain(cspHash(element.getAttribute("style")!));
    }
  }

  // Canonical, language versions, Open Graph and structured data (issue 13). The forms' answer pages
  // (decision 0028) are kept from search engines instead: noindex, and none of those.
  const canonicals = [...head.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute("href") ?? "");
  if (page && isAnswerPage(page.id)) {
    expect(metaContent('meta[name="robots"]'), "robots meta of an answer page").toEqual(["noindex"]);
    expect(canonicals, "no canonical on an answer page").toEqual([]);
    expect(head.querySelectorAll('link[rel="alternate"][hreflang], meta[property^="og:"]'), "no alternates or Open Graph on an answer page").toHaveLength(0);
  } else {
    const alternates = Object.fromEntries([...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
    expect(canonicals, "one canonical").toHaveLength(1);
    const canonical = canonicals[0]!.slice(origin.length);
    expect(canonicals[0], "canonical origin").toBe(`${origin}${canonical}`);
    expect(head.querySelector('meta[name="robots"]'), "robots meta").toBeNull();
    expect(metaContent('meta[property="og:url"]'), "og:url").toEqual([canonicals[0]]);
    expect(metaContent('meta[property="og:title"]'), "og:title").toEqual([titles[0]]);
    expect(metaContent('meta[property="og:description"]'), "og:description").toEqual([descriptions[0]]);
    expect(metaContent('meta[property="og:locale"]'), "og:locale").toEqual([lang === "sv" ? "sv_SE" : "en_GB"]);
    expect(metaContent('meta[property="og:image"]')[0], "og:image").toMatch(new RegExp(`^${origin}/.+\\.(png|jpe?g|webp)$`));
    expect(alternates, "hreflang").toEqual({ en: `${origin}${pathIn(canonical, "en")}`, sv: `${origin}${pathIn(canonical, "sv")}`, "x-default": `${origin}${pathIn(canonical, "en")}` });
  }
  const canonical = canonicals[0]?.slice(origin.length) ?? path;

  const jsonLd = [...head.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>);
  for (const data of jsonLd) expect(data["@context"], "JSON-LD context").toBe("https://schema.org");
  const types = jsonLd.map((data) => data["@type"]);
  if (page?.id === "home") expect(types, "home's JSON-LD").toEqual(expect.arrayContaining(["Organization", "WebSite"]));
  else {
    const trail = jsonLd.find((data) => data["@type"] === "BreadcrumbList")?.itemListElement as { position: number; item: string; name: string }[];
    expect(trail.map((entry) => entry.position), "breadcrumb positions").toEqual(trail.map((_, index) => index + 1));
    expect(trail[0]!.item, "breadcrumb from home").toBe(`${origin}${lang === "sv" ? "/sv" : "/"}`);
    expect(trail.at(-1)!.item, "breadcrumb to the page").toBe(`${origin}${path}`);
    for (const entry of trail) expect(entry.name, "breadcrumb name").toMatch(/\S/);
  }

  // The page's own content: a page of the table shows its hero; SPEC's /error-404 the not-found text;
  // SPEC's /blog-details the newest post (blog.spec.ts checks which); the other details pages
  // (/team-details, ...) show their collection's first item under the page's hero, and name the item as canonical.
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const inert of body.querySelectorAll("script, template, style")) inert.remove();
  const text = textOf(body);
  if (page?.id === "error-404") {
    expect(h1s[0]).toBe("404");
    expect(text).toContain(messages[lang].notFound.text);
  } else if (page && page.id !== "blog-details") {
    const hero = copy[lang][page.id].hero;
    expect(h1s[0], "the hero's heading").toBe(hero.heading);
    // The intro's first sentence (a page may set a second sentence apart, e.g. as a note).
    expect(text, "the hero's intro").toContain(hero.intro.split(/(?<=[.!?])\s/)[0]);
  } else expect(h1s[0], "h1").toMatch(/\S/);
  if (canonical !== path) {
    expect(page?.id, `${path} names ${canonical} as canonical`).toMatch(/-details$/);
    expect(itemFromPath(canonical), canonical).toBeDefined();
    expect(paths, "the canonical is built").toContain(canonical);
    expect(langOf(canonical), "the canonical's language").toBe(lang);
  }

  // axe-core's rules that need no layout, on the parsed page (the browser runs all of them per template).
  const scope = axeScope(path, document);
  if (!scope) return document.defaultView!.close();
  const results = await scope.window.axe!.run(scope.context, {
    runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    rules: { ...Object.fromEntries(layoutRules.map((rule) => [rule, { enabled: false }])), "td-has-header": { enabled: true } },
    resultTypes: ["violations"],
  });
  const violations = results.violations.map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => node.target.join(" ")).slice(0, 5) }));
  document.defaultView!.close();
  expect(violations, "axe (rules without layout)").toEqual([]);
}
