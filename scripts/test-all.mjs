// The whole suite, as CI runs it: Chromium check, typecheck, lint, unit tests, production build,
// static HTML checks and end-to-end tests against the build. Ends with one `N passed, N failed` line.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./lib/site.mjs";

const results = join(projectRoot, "test-results");
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const env = { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0" };

let passed = 0;
let failed = 0;

function run(label, command, args, extraEnv = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { cwd: projectRoot, env: { ...env, ...extraEnv }, stdio: "inherit" });
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
  const outcomes = await Promise.all(
    steps.map(
      ([label, command, args, extraEnv = {}]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: projectRoot, env: { ...env, ...extraEnv } });
          const output = [];
          child.stdout.on("data", (chunk) => output.push(chunk));
          child.stderr.on("data", (chunk) => output.push(chunk));
          child.on("close", (code) => resolve({ label, command, args, code, output: Buffer.concat(output) }));
        }),
    ),
  );
  return outcomes.map(({ label, command, args, code, output }) => {
    console.log(`\n=== ${label}: ${[command, ...args].join(" ")}`);
    process.stdout.write(output);
    return tally(code === 0);
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(results, file), "utf8"));
  } catch {
    return undefined;
  }
}

const npx = (bin) => join(projectRoot, "node_modules", ".bin", bin);

check("Browsers and servers", "bash", ["scripts/ensure-system.sh"]);
await together([
  ["Typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npm", ["run", "--silent", "lint"]],
]);

const unitOk = run("Unit tests", npx("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(results, "unit.json")}`]);
const unit = readJson("unit.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
}
if (!unitOk && (!unit || unit.numFailedTests === 0)) failed += 1;

const built = check("Build", "npm", ["run", "--silent", "build"]);
if (built) {
  // Beside the HTML check, a second build with a test GA id, served by playwright.config.ts to the
  // @ga consent tests (without the content manager's bundle: no @ga test opens /admin).
  const gaBuildDir = process.env.GA_BUILD_DIR || `${process.env.BUILD_DIR || "build"}-ga`;
  await together([
    ["HTML validation and internal links", process.execPath, ["scripts/check-html.mjs"]],
    ["Build with a test analytics id", "npm", ["run", "--silent", "build"], { BUILD_DIR: gaBuildDir, VITE_GA_ID: "G-TEST12345", SKIP_CMS_ADMIN: "1" }],
  ]);
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
} else {
  failed += 1; // end-to-end suite could not run without a build
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
