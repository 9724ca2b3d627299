import { defineConfig } from "vitest/config";

// Separate from astro.config.ts: unit tests render components with React alone, no Astro.
// Components (.tsx) get a DOM (jsdom); logic (.ts) runs in plain Node, where setting up a DOM per
// file was half the stage's time. A .ts test that needs a DOM says so in its first line
// (`// @vitest-environment jsdom`).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
    projects: [
      { test: { name: "components", environment: "jsdom", include: ["src/**/*.test.tsx"] } },
      { test: { name: "logic", environment: "node", include: ["src/**/*.test.ts", "scripts/**/*.test.{ts,mjs}", "functions/**/*.test.ts"] } },
    ],
  },
});
