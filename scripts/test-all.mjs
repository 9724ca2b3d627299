// The whole suite, as CI runs it, in layers from the cheapest (decision 0027): browsers and servers,
// typecheck and lint, unit tests, the production build, the static pass over every built page
// (html-validate and links; tests/site), then the browser tests against the build. Ends with each
// stage's wall time and one `N passed, N failed` line. `--check` (npm run check) stops after the static
// pass: the quick loop before each commit.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./lib/site.mjs";

const results = join(projectRoot, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };
const quick = process.argv.includes("--check");

let passed = 0;
let failed = 0;
/** [stage, seconds, ok] in the order the stages ran. */
const stages = [];
const started = performance.now();

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(" ")}`);
  const start = performance.now();
  const result = spawnSync(command, args, { cwd: projectRoot, env: { ...env, ...extraEnv }, stdio: "inherit" });
  stages.push([label, (performance.now() - start) / 1000, result.status === 0]);
  return result.status === 0;
}

/** Counts a step that is not a test runner as one check, passed or failed. */
function tally(ok) {
  if (ok) passed += 1;
  else failed += 1;
  return ok;
}

function check(label, command, args, extraEnv) {
  return tally(run(label, command, args, extraEnv));
}

/**
 * Steps that use one core each, run side by side on the two: their output is held and printed
 * whole, in order, once all have ended. Resolves to each step's success.
 */
async function together(steps) {
  const start = performance.now();
  const outcomes = await Promise.all(
    steps.map(
      ([label, command, args, extraEnv = {}, report]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: projectRoot, env: { ...env, ...extraEnv } });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => resolve({ label, command, args, code, report, output: Buffer.concat(output) }));
        }),
    ),
  );
  stages.push([outcomes.map(({ label }) => label).join(" + "), (performance.now() - start) / 1000, outcomes.every(({ code }) => code === 0)]);
  return outcomes.map(({ label, command, args, code, report, output }) => {
    console.log(`\n=== ${label}: ${[command, ...args].join(" ")}`);
    process.stdout.write(output);
    return report ? countVitest(code === 0, report) : tally(code === 0);
  });
}

/** A runner's JSON report (Vitest's or Playwright's), if it wrote one. */

function readJson(file) {
  if (!existsSync(join(results, file))) return undefined;
  try {
    return JSON.parse(readFileSync(join(results, file), "utf8"));
  } catch {
    return undefined;
  }
}

const npx = (bin) => join(projectRoot, "node_modules", ".bin", bin);

function vitest(label, args, report) {
  return countVitest(run(label, npx("vitest"), ["run", ...args, "--reporter=default", "--reporter=json", `--outputFile=${join(results, report)}`]), report);
}

/** Adds a Vitest run's JSON report to the tally; a run that failed without a failed test counts once. */
function countVitest(ok, report) {
  const counts = readJson(report);
  if (counts) {
    passed += counts.numPassedTests;
    failed += counts.numFailedTests;
  }
  if (!ok && (!counts || counts.numFailedTests === 0)) failed += 1;
  return ok;
}

if (!quick) check("Browsers and servers", "bash", ["scripts/ensure-system.sh"]);
await together([
  ["Typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npm", ["run", "--silent", "lint"]],
]);
vitest("Unit tests", [], "unit.json");

// The analytics tests' site (tagged @ga) is this build with a test measurement id, written beside it
// by the build itself (src/integrations/build-end.ts): no second build.
const buildDir = process.env.BUILD_DIR || "build";
const gaBuildDir = process.env.GA_BUILD_DIR || `${buildDir}-ga`;
// The forms post to the Pages project's own functions, as in production on Cloudflare Pages
// (decision 0028): tests/functions sends them there, to the Pages runtime.
const formsEnv = { FORMS_ENDPOINT: "/api/leads" };
const built = check("Build", "npm", ["run", "--silent", "build"], quick ? formsEnv : { ...formsEnv, ANALYTICS_VARIANT_DIR: gaBuildDir });
if (built) {
  // The static pass: every built page, read from disk, html-validate and the links beside the
  // per-page checks and axe on jsdom (tests/site, on both cores).
  await together([
    ["HTML validation and internal links", process.execPath, ["scripts/check-html.mjs"]],
    ["Static pass over every page", npx("vitest"), ["run", "--config", "vitest.site.config.ts", "--reporter=default", "--reporter=json", `--outputFile=${join(results, "site.json")}`], {}, "site.json"],
  ]);
  // The browsers run even when the static pass failed: their failures are worth seeing in the same run.
  if (!quick) {
    const e2eOk = run("End-to-end tests", npx("playwright"), ["test"]);
    const e2e = readJson("e2e.json");
    if (e2e?.stats) {
      passed += e2e.stats.expected + e2e.stats.flaky;
      failed += e2e.stats.unexpected;
      // A test that passed only on its retry is a flaky test to fix: name it, and the slowest files.
      const runs = [];
      const walk = (suite, file) => {
        for (const child of suite.suites ?? []) walk(child, child.file ?? file);
        for (const spec of suite.specs ?? []) for (const one of spec.tests) runs.push({ file, title: spec.title, project: one.projectName, status: one.status, ms: one.results.reduce((sum, result) => sum + result.duration, 0) });
      };
      walk(e2e);
      for (const run of runs.filter((one) => one.status === "flaky")) console.log(`flaky: [${run.project}] ${run.file} › ${run.title}`);
      const byFile = Object.entries(Object.groupBy(runs, (run) => `[${run.project}] ${run.file}`)).map(([file, list]) => [file, list.reduce((sum, run) => sum + run.ms, 0)]);
      console.log(`\nEnd-to-end time by file (summed over workers), slowest first:\n${byFile.sort((a, b) => b[1] - a[1]).slice(0, 12).map(([file, ms]) => `  ${(ms / 60_000).toFixed(1)} min  ${file}`).join("\n")}`);
    }
    if (!e2eOk && (!e2e?.stats || e2e.stats.unexpected === 0)) failed += 1;
  }
} else {
  failed += 1; // nothing after the build can run without it
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, "0")}`;
console.log(`\nStage wall times (budget: ${quick ? "about 5 minutes" : "25 minutes"} in all, README):`);
for (const [label, seconds, ok] of stages) console.log(`  ${minutes(seconds).padStart(6)}  ${ok ? "ok    " : "FAILED"}  ${label}`);
console.log(`  ${minutes((performance.now() - started) / 1000).padStart(6)}          in all`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
