// Static checks of the production build: every built HTML page passes html-validate, and every
// internal link, asset reference and same-page anchor resolves. Usage: npm run build, then
// `node scripts/check-html.mjs` (BUILD_DIR selects another build). Exits 1 with a list on failure.
//
// .htmlvalidate.json extends html-validate:recommended and adjusts only rules that reject React's
// valid HTML output (JSON allows no comments, so the reasons live here):
// - attr-case: React writes camelCase names (charSet, hrefLang, autoComplete); HTML attribute names
//   are case-insensitive, so lowercase and camelCase are both accepted.
// - void-style: React always self-closes void elements (<meta/>, <br/>), which HTML allows; the rule
//   now checks that this stays consistent instead of rejecting it.
// - attribute-boolean-style: React writes boolean attributes as required="" (valid HTML); the rule
//   now checks for that one consistent form.
// - attribute-empty-style: off. React's components write hidden="" while its streaming runtime
//   writes a bare `hidden`; both are valid and neither is ours to choose.
// - valid-id: React's useId ids start with "_" and its streaming markers are "B:0"/"S:0"; both are
//   valid HTML5 ids, so the relaxed (HTML5) check applies.
// - no-inline-style: off. React's `style` prop is how per-item values (an animation duration, a bar
//   width, a grid place) reach the HTML; the attribute is valid, and the build allows each value by
//   its hash in the page's CSP (decision 0010). Prefer a class where the value is fixed.
// scripts/html-validator.ts adds one rule of our own, orkestra/dl-content: <dl> groups in
// <dt>-then-<dd> order, which html-validate does not check and the W3C Nu checker does.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { htmlValidator } from "./html-validator.ts";
import { clientDir, projectRoot } from "./lib/site.mjs";

if (!existsSync(join(clientDir, "index.html"))) {
  console.error(`No build found in ${relative(projectRoot, clientDir)}: run \`npm run build\` first.`);
  process.exit(1);
}

/** Every file of the build, as site paths ("/ai/index.html"). */
const files = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else files.push("/" + relative(clientDir, full).split(sep).join("/"));
  }
})(clientDir);
const fileSet = new Set(files);
const htmlFiles = files.filter((file) => file.endsWith(".html")).sort();
const notFoundPages = new Set(["/404.html", "/sv/404.html"]);

/** The file a static host serves for a path with clean URLs, or undefined. */
function resolvePath(path) {
  const clean = path.replace(/\/+$/, "") || "/";
  const candidates = clean === "/" ? ["/index.html"] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates.find((candidate) => fileSet.has(candidate) && !notFoundPages.has(candidate));
}

/** The page's canonical origin, so absolute links to our own site are checked too. */
const origin = /<link rel="canonical" href="(https?:\/\/[^/"]+)\//.exec(readFileSync(join(clientDir, "index.html"), "utf8"))?.[1];

const attributePattern = /\s(href|src|srcset|poster|action|content)="([^"]*)"/g;
const idPattern = /\sid="([^"]*)"/g;
const scriptImportPattern = /\bimport\s*(?:\(\s*)?"(\/[^"]+)"/g;
const cssUrlPattern = /url\(\s*["']?(\/[^"')]+)["']?\s*\)/g;
/** The module scripts the after-paint loader adds (src/integrations/defer-scripts.ts): its JSON list. */
const loaderListPattern = /function addModuleScripts\b[\s\S]*?\}\)\((\[[^\]]*\])\)/g;

/** Internal references of a page: attribute links, module imports in inline scripts, CSS urls, the loader's scripts. */
function references(html) {
  const refs = [];
  for (const [, attr, raw] of html.matchAll(attributePattern)) {
    const value = raw.replaceAll("&amp;", "&");
    const parts = attr === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0] ?? "") : [value];
    for (const part of parts) {
      if (attr === "content" && !(origin && part.startsWith(origin + "/"))) continue; // only og:image-like URLs
      refs.push({ attr, value: part });
    }
  }
  for (const [, value] of html.matchAll(scriptImportPattern)) refs.push({ attr: "import", value });
  for (const [, value] of html.matchAll(cssUrlPattern)) refs.push({ attr: "url()", value });
  for (const [, list] of html.matchAll(loaderListPattern)) for (const value of JSON.parse(list)) refs.push({ attr: "loader", value });
  return refs;
}

const problems = new Map();
const report = (file, message) => {
  if (!problems.has(file)) problems.set(file, []);
  problems.get(file).push(message);
};

const validator = htmlValidator();
let linkCount = 0;

for (const file of htmlFiles) {
  const html = readFileSync(join(clientDir, file), "utf8");

  const result = await validator.validateString(html, file);
  for (const message of result.results.flatMap((entry) => entry.messages)) {
    report(file, `${message.line}:${message.column} ${message.message} (${message.ruleId})`);
  }

  const ids = new Set([...html.matchAll(idPattern)].map((match) => match[1]));
  for (const { attr, value } of references(html)) {
    let target = value;
    if (origin && target.startsWith(origin + "/")) target = target.slice(origin.length);
    if (target.startsWith("#")) {
      linkCount += 1;
      const id = decodeURIComponent(target.slice(1));
      if (id && !ids.has(id)) report(file, `${attr}="${value}": no element with id "${id}" on this page`);
      continue;
    }
    if (!target.startsWith("/") || target.startsWith("//")) continue; // external, mailto:, tel:
    // A form that sends posts to the site's functions (decisions 0020, 0028), which are no file of the build.
    if (attr === "action" && target.startsWith("/api/")) continue;
    linkCount += 1;
    const path = decodeURI(target.split(/[?#]/)[0] ?? "/");
    if (!resolvePath(path)) report(file, `${attr}="${value}": nothing is built at ${path}`);
  }
}

const total = [...problems.values()].reduce((sum, list) => sum + list.length, 0);
if (total > 0) {
  console.error(`HTML check failed: ${total} problem(s) in ${problems.size} of ${htmlFiles.length} files.\n`);
  for (const [file, list] of problems) {
    console.error(relative(projectRoot, join(clientDir, file)));
    for (const message of list.slice(0, 25)) console.error(`  ${message}`);
    if (list.length > 25) console.error(`  ... and ${list.length - 25} more`);
  }
  process.exit(1);
}
console.log(`HTML check passed: ${htmlFiles.length} files valid, ${linkCount} internal links and assets resolve.`);
