// `npm run bench:growth [-- 100]`: what N more posts in each language cost the suite's per-page
// stages (issue 54: 100 more posts must add less than a minute). Builds the site twice, from
// content/ and from a copy with N copies of the posts in each language (new slugs and titles, the
// same words), each into its own folder, and times for each the stages as `npm test` runs them: the
// build, then the HTML check and the static pass (tests/site) side by side. The browser stages
// test per template (decision 0027), so posts do not add to them. Run it on an idle machine: the
// figures are wall times.
import { spawn } from "node:child_process";
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import { decapFrontMatter, postFieldOrder, splitFrontMatter } from "../../src/content/format.ts";

const root = join(import.meta.dirname, "..", "..");
const added = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 100);
const work = join(root, ".cache", "growth");

/** A copy of content/ in `into` with `count` more posts in each language: the posts copied in turn, numbered. */
export function grownContent(count: number, into = work): string {
  const content = join(into, "content");
  rmSync(into, { recursive: true, force: true });
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

/** The pages of a build folder: its client folder's HTML files, outside the assets. */
export function builtPageCount(buildDir: string): number {
  return readdirSync(join(buildDir, "client"), { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".html") && !file.startsWith("assets")).length;
}

export type Run = { seconds: number; ok: boolean; output: string };

/** Runs a command in the project with the environment given; resolves to its wall time and output. */
export function start(args: string[], env: Record<string, string>): Promise<Run> {
  const began = performance.now();
  return new Promise((resolve) => {
    const child = spawn(args[0]!, args.slice(1), { cwd: root, env: { ...process.env, ...env } });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code) => resolve({ seconds: (performance.now() - began) / 1000, ok: code === 0, output: Buffer.concat(output).toString("utf8") }));
  });
}

export function passed(label: string, run: Run): number {
  if (!run.ok) throw new Error(`${label} failed:\n${run.output.slice(-4000)}`);
  console.log(`  ${label}: ${run.seconds.toFixed(1)} s`);
  return run.seconds;
}

/**
 * The per-page stages on one content folder, built into `buildDir`, run as `npm test` runs them
 * (scripts/test-all.mjs): the build with the analytics tests' copy, then the HTML check and the
 * static pass side by side on the two cores. Each check's own time is printed too.
 */
async function stages(content: string, buildDir: string) {
  const env = { CONTENT_DIR: content, BUILD_DIR: buildDir };
  const build = passed("build", await start(["npm", "run", "--silent", "build"], { ...env, ANALYTICS_VARIANT_DIR: `${buildDir}-ga` }));
  const pages = builtPageCount(join(root, buildDir));
  const began = performance.now();
  const [html, site] = await Promise.all([start(["npm", "exec", "--", "node", "scripts/check-html.mjs"], env), start(["npm", "run", "--silent", "test:site"], env)]);
  passed("HTML check", html!);
  passed("static pass", site!);
  const checks = (performance.now() - began) / 1000;
  console.log(`  both, side by side: ${checks.toFixed(1)} s`);
  return { pages, build, checks };
}

if (import.meta.main) await main();

async function main() {
  console.log(`Growth: the site as it is, then with ${added} more posts in each language`);
  console.log("content/:");
  const base = await stages(join(root, "content"), relative(root, join(work, "build-base")));
  console.log(`${relative(root, work)}/content (+${added} posts in each language):`);
  const grown = await stages(grownContent(added), relative(root, join(work, "build-grown")));

  const rows = [
    ["pages", String(base.pages), String(grown.pages), `+${grown.pages - base.pages}`],
    ...(["build", "checks"] as const).map((stage) => [
      { build: "build", checks: "HTML check + static pass" }[stage],
      `${base[stage].toFixed(1)} s`,
      `${grown[stage].toFixed(1)} s`,
      `+${(grown[stage] - base[stage]).toFixed(1)} s`,
    ]),
  ];
  const total = (run: typeof base) => run.build + run.checks;
  rows.push(["total", `${total(base).toFixed(1)} s`, `${total(grown).toFixed(1)} s`, `+${(total(grown) - total(base)).toFixed(1)} s`]);
  console.log(`\n| stage | content/ | +${added} posts per language | added |\n|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
}
