import { existsSync } from "node:fs";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, projectRoot } from "./scripts/lib/site.mjs";

const port = Number(process.env.E2E_PORT || 4300);
const resultsDir = process.env.TEST_RESULTS_DIR || "test-results";
const buildDir = process.env.BUILD_DIR || "build";

// Analytics tests (tagged @ga) need a second build made with a test GA id, served on its own port:
// `BUILD_DIR=<build>-ga VITE_GA_ID=G-TEST12345 npm run build` (scripts/test-all.mjs does this).
const gaBuildDir = process.env.GA_BUILD_DIR || `${buildDir}-ga`;
const gaPort = Number(process.env.E2E_GA_PORT || port + 50);
const withGa = existsSync(join(projectRoot, gaBuildDir, "client", "index.html"));
if (!withGa && !process.env.TEST_WORKER_INDEX) {
  console.warn(`No analytics build in ${gaBuildDir}/: the @ga consent tests are not run.`);
}

/** End-to-end tests run against the production build, served like a static host serves it. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 60_000,
  outputDir: `${resultsDir}/e2e-artifacts`,
  reporter: [["list"], ["json", { outputFile: `${resultsDir}/e2e.json` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [
    { name: "desktop", grepInvert: /@ga/, use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
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
