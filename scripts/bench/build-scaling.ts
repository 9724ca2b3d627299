// `npm run bench:build [-- 1000]`: what each added page costs the build (issue 56: at most 60 ms with
// 1,000 more posts in each language). Builds the site from content/ twice, then a scratch copy of it
// with N copies of the posts in each language (scripts/bench/growth.ts makes them) twice, each into
// its own folder under .cache/scaling. The Open Graph cards' cache is emptied first. The
// first build of each draws its new cards and compresses its new files (cold); the second finds them
// in the build cache (src/config/build-cache.ts), as a publish finds the pages it did not change (warm). Each
// added page's cost is the difference of the warm builds over the pages added; the cold one is
// printed beside it. Run it on an idle machine: the figures are wall times.
import { rmSync } from "node:fs";
import { join, relative } from "node:path";
import { buildCacheDir } from "../../src/config/build-cache.ts";
import { builtPageCount, grownContent, passed, start } from "./growth.ts";

const root = join(import.meta.dirname, "..", "..");
const added = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1000);
const work = join(root, ".cache", "scaling");

type Build = { pages: number; seconds: number; steps: string };

/** One `npm run build` of `content` into `buildDir`: its wall time, its pages, and the finishing steps it logged. */
async function build(label: string, content: string, buildDir: string): Promise<Build> {
  const run = await start(["npm", "run", "--silent", "build"], { CONTENT_DIR: content, BUILD_DIR: relative(root, buildDir) });
  const seconds = passed(label, run);
  const pages = builtPageCount(buildDir);
  const astro = /\[build\] \d+ page\(s\) built in (\S+(?: \S+s)?)/.exec(run.output);
  const steps = [astro ? `Astro ${astro[1]}` : "", /\[orkestra:finish-build\] (.*)/.exec(run.output)?.[1] ?? ""].filter(Boolean).join(", ");
  console.log(`    ${pages} pages; ${steps}`);
  return { pages, seconds, steps };
}

rmSync(buildCacheDir("og"), { recursive: true, force: true });
console.log(`Build scaling: the site as it is, then with ${added} more posts in each language (cold, then again)`);
const baseCold = await build("content/", join(root, "content"), join(work, "build-base"));
const baseWarm = await build("content/, again", join(root, "content"), join(work, "build-base"));
const content = grownContent(added, join(work, "grown"));
const grownCold = await build(`+${added} posts per language`, content, join(work, "build-grown"));
const grownWarm = await build(`+${added} posts per language, again`, content, join(work, "build-grown"));

const perPage = (grown: Build, base: Build) => ((grown.seconds - base.seconds) * 1000) / (grown.pages - base.pages);
console.log(`\n| build | pages | seconds | steps (Astro's total includes the finishing steps) |\n|---|---|---|---|`);
for (const [label, run] of [["content/", baseCold], ["content/, again", baseWarm], [`+${added} posts per language`, grownCold], ["the same, again", grownWarm]] as const) {
  console.log(`| ${label} | ${run.pages} | ${run.seconds.toFixed(1)} | ${run.steps} |`);
}
const warm = perPage(grownWarm, baseWarm);
console.log(`\nEach added page: ${warm.toFixed(0)} ms warm (budget 60 ms), ${perPage(grownCold, baseCold).toFixed(0)} ms in the build that first draws and compresses it.`);
process.exitCode = warm > 60 ? 1 : 0;
