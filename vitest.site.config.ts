import { defineConfig } from "vitest/config";

// The static pass over the build (tests/site, decision 0027): every built page read from disk, no browser.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    include: ["tests/site/**/*.test.ts"],
    testTimeout: 30_000,
    // A language per file, a file per core; beside html-validate, which is quick.
    maxWorkers: 2,
  },
});
