import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: unit tests do not need the React Router build plugin.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "jsdom",
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    setupFiles: ["tests/setup/vitest.setup.ts"],
    restoreMocks: true,
  },
});
