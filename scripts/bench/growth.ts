// `npm run bench:growth [-- 100]`: what N more posts in each language cost the suite's per-page
// stages (issue 54: 100 more posts must add less than a minute). Builds the site twice, from
// content/ and from a copy with N copies of the posts in each language (new slugs and titles, the
// same words), each into its own folder, and times for each: the build, the HTML check and the
// static pass (tests/site). The browser stages test per template (decision 0027), so posts do not
// add to them. Run it on an idle machine: the figures are wall times.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import { decapFrontMatter, postFieldOrder, splitFrontMatter } from "../../src/content/format.ts";

const root = join(import.meta.dirname, "..", "..");
const added = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 100);
const work = join(root, ".cache", "growth");

/** A copy of content/ with `count` more posts in each language: the posts copied in turn, numbered. */
function grownContent(count: number): string {
  const content = join(work, "content");
  rmSync(work, { recursive: true, force: true });
  cpSync(join(root, "content"), content, { recursive: true });
  for (const language of readdirSync(join(content, "blog"))) {
    const folder = join(content, "blog", language);
    const posts = readdirSync(folder).filter((file) => file.endsWith(".md")).sort();
    for (let copy = 1; copy <= count; copy++) {
      const source = posts[(copy - 1) % posts.length]!;
      const parts = splitFrontMatter(readFileSync(join(folder, source), "utf8"))!;
      const front = YAML.parse(parts.yaml) as { title: string };
      // Titles stay unique, as the static pass asks of every page: numbered first, as a long
      // title is shortened at its end in the page's title.
      front.title = `${copy}. ${front.title}`.slice(0, 119);
      writeFileSync(join(folder, source.replace(/\.md$/, `-${copy}.md`)), decapFrontMatter({ ...front, body: parts.body }, postFieldOrder));
    }
  }
  return content;
}

/** Runs an npm script with the environment given; its wall time in seconds, or throws with its output. */
function timed(label: string, args: string[], env: Record<string, string>): number {
  const start = performance.now();
  const run = spawnSync("npm", args, { cwd: root, env: { ...process.env, ...env }, encoding: "utf8", maxBuffer: 1 << 28 });
  const seconds = (performance.now() - start) / 1000;
  if (run.status !== 0) throw new Error(`${label} failed:\n${(run.stdout + run.stderr).slice(-4000)}`);
  console.log(`  ${label}: ${seconds.toFixed(1)} s`);
  return seconds;
}

/** The three per-page stages on one content folder, built into `buildDir`. */
function stages(content: string, buildDir: string) {
  const env = { CONTENT_DIR: content, BUILD_DIR: buildDir };
  const build = timed("build", ["run", "--silent", "build"], env);
  const pages = readdirSync(join(root, buildDir, "client"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html") && !file.startsWith("assets")).length;
  const html = timed("HTML check", ["exec", "--", "node", "scripts/check-html.mjs"], env);
  const site = timed("static pass", ["run", "--silent", "test:site"], env);
  return { pages, build, html, site };
}

console.log(`Growth: the site as it is, then with ${added} more posts in each language`);
console.log("content/:");
const base = stages(join(root, "content"), relative(root, join(work, "build-base")));
console.log(`${relative(root, work)}/content (+${added} posts in each language):`);
const grown = stages(grownContent(added), relative(root, join(work, "build-grown")));

const rows = [
  ["pages", String(base.pages), String(grown.pages), `+${grown.pages - base.pages}`],
  ...(["build", "html", "site"] as const).map((stage) => [
    { build: "build", html: "HTML check", site: "static pass" }[stage],
    `${base[stage].toFixed(1)} s`,
    `${grown[stage].toFixed(1)} s`,
    `+${(grown[stage] - base[stage]).toFixed(1)} s`,
  ]),
];
const total = (run: typeof base) => run.build + run.html + run.site;
rows.push(["total", `${total(base).toFixed(1)} s`, `${total(grown).toFixed(1)} s`, `+${(total(grown) - total(base)).toFixed(1)} s`]);
console.log(`\n| stage | content/ | +${added} posts per language | added |\n|---|---|---|---|`);
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
