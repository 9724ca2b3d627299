import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/lib/site.mjs";

const port = Number(process.env.E2E_PORT || 4300);
const resultsDir = process.env.TEST_RESULTS_DIR || "test-results";

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
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: "node scripts/serve.mjs",
    env: { PORT: String(port), BUILD_DIR: process.env.BUILD_DIR || "build" },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
