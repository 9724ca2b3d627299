import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const shared = { environment: "jsdom" as const, setupFiles: ["tests/setup/vitest.setup.ts"], restoreMocks: true };

// Separate from the build configs: unit tests need neither React Router's plugin nor Astro.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      { extends: true, test: { ...shared, name: "app", include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"] } },
      {
        // The Astro side renders sections with links as plain anchors, as astro.config.ts does.
        extends: true,
        resolve: { alias: { "react-router": fileURLToPath(new URL("./src/lib/router.tsx", import.meta.url)) } },
        test: { ...shared, name: "astro", include: ["src/**/*.test.{ts,tsx}"] },
      },
    ],
  },
});
