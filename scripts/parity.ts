// Issue 26's migration check: every page Astro builds must show what the React Router build shows,
// in both languages. Compares, per page, what a visitor and a crawler read: the language, the head
// tags and JSON-LD, the visible text, the links, the landmarks and the headings.
//
//   npm run parity                          every page in build-astro/client against build/client
//   npm run parity -- /ai /sv/ai            only these pages
//   npm run parity -- --astro DIR --ref DIR other build folders (the client folders themselves)
//
// Exit code 1 when a page differs (or is missing from the reference). With PARITY_JSON=<file> it
// also writes { passed, failed, pages } for the test runner's count.
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { JSDOM } from "jsdom";

export type PageFacts = {
  lang: string;
  head: string[];
  jsonLd: string[];
  text: string;
  links: string[];
  landmarks: string[];
  headings: string[];
};

/** Elements a visitor does not see, or that are not content: left out of text, links and headings. */
const unseen = "script, style, noscript, template, [hidden], dialog:not([open])";

const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** Stable JSON: objects with sorted keys, so key order never counts as a difference. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(",")}]`;
  if (value && typeof value === "object") {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  }
  return JSON.stringify(value);
}

/** Visible text of an element, skipping unseen subtrees; block boundaries become spaces. */
function visibleText(root: Element): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? "");
    if (node.nodeType !== 1) return;
    const element = node as Element;
    if (element.matches(unseen)) return;
    if (element.tagName === "BR") parts.push(" ");
    for (const child of element.childNodes) walk(child);
    parts.push(" ");
  };
  walk(root);
  return squash(parts.join(""));
}

function seen(element: Element): boolean {
  return !element.closest(unseen);
}

function accessibleName(element: Element, document: Document): string {
  const label = element.getAttribute("aria-label");
  if (label) return squash(label);
  const ids = element.getAttribute("aria-labelledby");
  if (ids) return squash(ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? "").join(" "));
  return "";
}

const landmarkSelector =
  'header, nav, main, footer, aside, section[aria-label], section[aria-labelledby], form[aria-label], form[aria-labelledby], [role="banner"], [role="navigation"], [role="main"], [role="contentinfo"], [role="complementary"], [role="region"], [role="search"], [role="dialog"]';

export function pageFacts(html: string): PageFacts {
  const { document } = new JSDOM(html).window;
  const head: string[] = [];
  head.push(`title: ${squash(document.title)}`);
  for (const meta of document.head.querySelectorAll("meta[name], meta[property]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property")!;
    if (key === "viewport" || key === "theme-color") continue;
    head.push(`meta ${key}: ${meta.getAttribute("content") ?? ""}`);
  }
  for (const link of document.head.querySelectorAll('link[rel="canonical"], link[rel="alternate"], link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')) {
    const hreflang = link.getAttribute("hreflang") ?? link.getAttribute("hrefLang");
    const extras = [hreflang?.toLowerCase(), link.getAttribute("type"), link.getAttribute("title")].filter(Boolean).map((value) => ` ${value}`).join("");
    head.push(`link ${link.getAttribute("rel")}${extras}: ${link.getAttribute("href")}`);
  }
  head.sort();
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => stable(JSON.parse(script.textContent ?? "null"))).sort();
  const links = [...document.body.querySelectorAll("a[href]")].filter(seen).map((a) => `${a.getAttribute("href")} ${visibleText(a) || accessibleName(a, document)}`);
  const landmarks = [...document.body.querySelectorAll(landmarkSelector)]
    .filter(seen)
    .map((element) => `${element.getAttribute("role") ?? element.tagName.toLowerCase()}${accessibleName(element, document) ? ` "${accessibleName(element, document)}"` : ""}`);
  const headings = [...document.body.querySelectorAll("h1, h2, h3, h4, h5, h6")].filter(seen).map((h) => `${h.tagName.toLowerCase()} ${visibleText(h)}`);
  return { lang: document.documentElement.lang, head, jsonLd, text: visibleText(document.body), links, landmarks, headings };
}

/** The first differences between two pages' facts, as readable lines (empty when at parity). */
export function compareFacts(reference: PageFacts, candidate: PageFacts): string[] {
  const problems: string[] = [];
  if (reference.lang !== candidate.lang) problems.push(`lang: ${reference.lang} -> ${candidate.lang}`);
  for (const key of ["head", "jsonLd", "links", "landmarks", "headings"] as const) {
    const a = reference[key];
    const b = candidate[key];
    const length = Math.max(a.length, b.length);
    for (let index = 0; index < length; index += 1) {
      if (a[index] === b[index]) continue;
      problems.push(`${key}[${index}]: ${a[index] ?? "(none)"}\n      -> ${b[index] ?? "(none)"}`);
      break;
    }
    if (a.length !== b.length) problems.push(`${key}: ${a.length} -> ${b.length} entries`);
  }
  if (reference.text !== candidate.text) {
    let at = 0;
    while (at < reference.text.length && reference.text[at] === candidate.text[at]) at += 1;
    const from = Math.max(0, at - 60);
    problems.push(`text differs at ${at}:\n      ${reference.text.slice(from, at + 80)}\n      -> ${candidate.text.slice(from, at + 80)}`);
  }
  return problems;
}

function pagePaths(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => "/" + relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"))
    .map((file) => (file === "/index.html" ? "/" : file.slice(0, -".html".length)))
    .sort();
}

const fileOf = (dir: string, path: string) => join(dir, path === "/" ? "index.html" : `${path.slice(1)}.html`);

function main(argv: string[]): number {
  const root = join(import.meta.dirname, "..");
  let astro = join(root, "build-astro", "client");
  let reference = join(root, process.env.BUILD_DIR || "build", "client");
  const only: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === "--astro") astro = join(root, argv[++index]!);
    else if (arg === "--ref") reference = join(root, argv[++index]!);
    else only.push(arg);
  }
  const paths = only.length ? only : pagePaths(astro);
  const pages: Record<string, string[]> = {};
  for (const path of paths) {
    const [a, b] = [fileOf(reference, path), fileOf(astro, path)];
    if (!existsSync(a) || !existsSync(b)) {
      pages[path] = [`missing: ${existsSync(a) ? "" : a} ${existsSync(b) ? "" : b}`.trim()];
      continue;
    }
    pages[path] = compareFacts(pageFacts(readFileSync(a, "utf8")), pageFacts(readFileSync(b, "utf8")));
  }
  const failed = Object.values(pages).filter((problems) => problems.length > 0).length;
  for (const [path, problems] of Object.entries(pages)) {
    console.log(`${problems.length ? "DIFF" : "same"} ${path}`);
    for (const problem of problems) console.log(`    ${problem}`);
  }
  console.log(`\nparity: ${paths.length - failed} of ${paths.length} pages the same as the React Router build`);
  if (process.env.PARITY_JSON) writeFileSync(process.env.PARITY_JSON, JSON.stringify({ passed: paths.length - failed, failed, pages }, null, 2));
  return failed === 0 && paths.length > 0 ? 0 : 1;
}

if (import.meta.main) process.exit(main(process.argv.slice(2)));
