import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { answerPages, itemFromPath, pageFromPath } from "../../src/i18n/pages";
import { clientDir, htmlOf, langOf, origin, pathIn, paths } from "./built";

/** What the static pass checks across pages: the set of pages, unique titles, the sitemap and robots.txt. */

const titleOf = (path: string) => /<title>([^<]*)<\/title>/.exec(htmlOf(path))?.[1] ?? "";
const canonicalOf = (path: string) => /<link rel="canonical" href="([^"]*)"/.exec(htmlOf(path))?.[1];
const noindex = (html: string) => /<meta name="robots" content="[^"]*noindex/.test(html);

test("the build has every page of the page table in both languages, and nothing else", () => {
  expect(paths.length).toBeGreaterThanOrEqual(58);
  for (const path of paths) expect(pageFromPath(path) ?? itemFromPath(path), path).toBeDefined();
  for (const path of paths) expect(paths, `${path} in the other language`).toContain(pathIn(path, langOf(path) === "en" ? "sv" : "en"));
  expect(paths).toEqual(expect.arrayContaining(["/", "/sv", "/sv/faq-1", "/home-4", "/sv/error-404"]));
});

for (const lang of ["en", "sv"] as const) {
  test(`titles are unique among the ${lang} pages`, () => {
    const titles = new Map<string, string[]>();
    // /blog-details repeats the newest post under its canonical URL, title included.
    for (const path of paths.filter((entry) => langOf(entry) === lang && pageFromPath(entry)?.id !== "blog-details")) {
      titles.set(titleOf(path), [...(titles.get(titleOf(path)) ?? []), path]);
    }
    expect([...titles].filter(([, where]) => where.length > 1)).toEqual([]);
  });
}

test("only the not-found answers, the forms' answer pages (decision 0028) and /admin are kept from search engines", () => {
  const kept = ["/404.html", "/sv/404.html", "/admin.html", ...paths.map((path) => (path === "/" ? "/index.html" : `${path}.html`))].filter((file) => noindex(readFileSync(join(clientDir, file), "utf8")));
  const answers = answerPages.flatMap((id) => [`/${id}.html`, `/sv/${id}.html`]);
  expect(kept.sort()).toEqual(["/404.html", "/admin.html", "/sv/404.html", ...answers].sort());
});

test("the sitemap lists every canonical, indexable page but /error-404, in both languages with its alternates, and nothing else", () => {
  const xml = readFileSync(join(clientDir, "sitemap.xml"), "utf8");
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!);
  const locs = urls.map((url) => /<loc>([^<]+)<\/loc>/.exec(url)?.[1]);
  // Pages whose canonical is another page (SPEC's details pages) are not listed; their item is.
  const expected = paths.filter((path) => pageFromPath(path)?.id !== "error-404" && canonicalOf(path) === `${origin}${path}` && !noindex(htmlOf(path))).map((path) => `${origin}${path}`);
  // Left out besides: the answer pages (noindex), in both languages.
  expect(expected.length).toBeGreaterThan(paths.length - 10 - 2 * answerPages.length);
  expect(locs.sort()).toEqual(expected.sort());
  for (const url of urls) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(url)![1]!;
    const path = loc.slice(origin.length);
    const alternates = Object.fromEntries([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]));
    expect(alternates, loc).toEqual({ en: `${origin}${pathIn(path, "en")}`, sv: `${origin}${pathIn(path, "sv")}`, "x-default": `${origin}${pathIn(path, "en")}` });
  }
});

test("robots.txt allows crawling and points at the sitemap", () => {
  const text = readFileSync(join(clientDir, "robots.txt"), "utf8");
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).not.toMatch(/^Disallow: \/\s*$/m);
  expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
