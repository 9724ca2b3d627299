import { existsSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, projectRoot } from "./scripts/lib/site.mjs";
import { engineNames } from "./tests/engines/browsers";
import type { test as engineTest } from "./tests/engines/fixtures";
import { leadsDbArguments } from "./scripts/lib/leads-db.ts";
import { githubPort, oauthBindings } from "./tests/functions/github";
import { leadsBindings, leadsDbDir, mailPort } from "./tests/functions/leads";

const port = Number(process.env.E2E_PORT || 4300);
const resultsDir = process.env.TEST_RESULTS_DIR || "test-results";
const buildDir = process.env.BUILD_DIR || "build";

// Analytics tests (tagged @ga) need the site as a build with a test GA id makes it, served on its own
// port: the build writes it beside itself when asked, in seconds (`ANALYTICS_VARIANT_DIR=<build>-ga
// npm run build`; scripts/test-all.mjs does this, decision 0027).
const gaBuildDir = process.env.GA_BUILD_DIR || `${buildDir}-ga`;
const gaPort = Number(process.env.E2E_GA_PORT || port + 50);
const withGa = existsSync(join(projectRoot, gaBuildDir, "client", "index.html"));

// The same build on the real hosts, for tests/e2e/hosts.spec.ts: the production nginx config
// (deploy/nginx) and Cloudflare Pages' local runtime (wrangler pages dev, offline).
const nginxPort = Number(process.env.E2E_NGINX_PORT || port + 70);
const pagesPort = Number(process.env.E2E_PAGES_PORT || port + 80);
const withNginx = existsSync(process.env.NGINX_PATH || "/usr/sbin/nginx");
if (!withNginx && !process.env.TEST_WORKER_INDEX) console.warn("No nginx found: the nginx tests are not run (scripts/ensure-system.sh installs it).");
const hostProject = (name: string, hostPort: number) => ({
  name,
  testMatch: /hosts\.spec\.ts/,
  use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${hostPort}` },
});
if (!withGa && !process.env.TEST_WORKER_INDEX) {
  console.warn(`No analytics build in ${gaBuildDir}/: the @ga consent tests are not run.`);
}

/** End-to-end tests run against the production build, served like a static host serves it. */
export default defineConfig<Parameters<typeof engineTest.use>[0]>({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two on the 2-core CI machine, CI variable or not (Playwright's default is half the cores: one):
  // the test process mostly waits on the browsers. E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || 2,
  timeout: 60_000,
  outputDir: `${resultsDir}/e2e-artifacts`,
  reporter: [["list"], ["json", { outputFile: `${resultsDir}/e2e.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test cost a fifth of the browser stage (a DOM snapshot per action;
    // more on /admin's large pages), kept only for the few that fail. A failure in CI is retried
    // with a trace; locally, `npm run test:e2e -- --trace on` records one.
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    // First in the list, so its one-at-a-time chain (about 8 minutes) starts at once and runs beside
    // the other projects on the second worker, not alone at the end with a worker idle.
    // The content manager at /admin against decap-server (tests/cms): one test at a time, as the CMS
    // always talks to the backend's one port. Its views wait on git in the backend and on 1.5 MB of
    // script, beside the other tests on a 2-core machine: a longer wait for each state.
    { name: "cms", testDir: "tests/cms", fullyParallel: false, workers: 1, expect: { timeout: 30_000 }, use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
    {
      name: "desktop",
      grepInvert: /@ga/,
      testIgnore: /hosts\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    // Firefox ESR and WebKitGTK from Debian (issue 25): a page walk and every widget, driven through
    // tests/engines/browsers.ts, as Playwright's own builds of those engines cannot be downloaded here.
    ...engineNames.map((engineName) => ({ name: engineName, testDir: "tests/engines", use: { engineName, trace: "off" as const } })),
    ...(withNginx ? [hostProject("nginx", nginxPort)] : []),
    hostProject("pages", pagesPort),
    // /admin's GitHub sign-in (functions/, decision 0020) in the same Pages runtime, against a local
    // stand-in for GitHub's OAuth endpoints. `cms.localhost` is this machine and a secure context, but
    // not a host where Decap looks for its local backend, so /admin uses the github backend there.
    {
      name: "functions",
      testDir: "tests/functions",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, baseURL: `http://cms.localhost:${pagesPort}` },
    },
    ...(withGa
      ? [
          {
            name: "ga",
            grep: /@ga/,
            use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, baseURL: `http://localhost:${gaPort}` },
          },
        ]
      : []),
  ],
  webServer: [
    {
      command: "node scripts/serve.mjs",
      env: { PORT: String(port), BUILD_DIR: buildDir },
      url: `http://localhost:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: "node tests/functions/github-server.ts",
      env: { PORT: String(githubPort) },
      url: `http://127.0.0.1:${githubPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // The mail service's stand-in for the lead functions (decision 0028); its outbox viewer at `/`.
      command: "node tests/functions/mail-server.ts",
      env: { PORT: String(mailPort) },
      url: `http://127.0.0.1:${mailPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      // Also serves functions/ (the project root's), with the stand-ins' clients and origins, and the
      // leads database, made afresh with migrations/ applied.
      command: `node scripts/lib/leads-db.ts --fresh ${leadsDbDir} && wrangler pages dev ${buildDir}/client --port ${pagesPort} --ip 127.0.0.1 ${leadsDbArguments(leadsDbDir).join(" ")} ${Object.entries({ ...oauthBindings, ...leadsBindings })
        .map(([name, value]) => `--binding ${name}=${value}`)
        .join(" ")}`,
      env: { WRANGLER_SEND_METRICS: "false", WRANGLER_LOG: "warn" },
      url: `http://localhost:${pagesPort}/`,
      reuseExistingServer: !process.env.CI,
      // workerd takes a while to start on a busy machine.
      timeout: 120_000,
    },
    ...(withNginx
      ? [
          {
            command: "node scripts/nginx.mjs",
            env: { PORT: String(nginxPort), BUILD_DIR: buildDir },
            url: `http://localhost:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
    ...(withGa
      ? [
          {
            command: "node scripts/serve.mjs",
            env: { PORT: String(gaPort), BUILD_DIR: gaBuildDir },
            url: `http://localhost:${gaPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
