import { defineConfig } from "vitest/config";

// Separate from astro.config.ts: unit tests render components with React alone, no Astro.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
  },
});
