import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { colorMixFallbacksOnly, scopeConsentVariables } from "./scripts/vite-plugins.ts";

const sharedModules = new RegExp(
  [
    "/app/i18n/(translate|use-locale|locales|pages|detect)\\.tsx?$",
    "/app/config/site\\.ts$",
    "/app/consent/(cookie|store|index)\\.ts$",
    "/app/components/forms/(newsletter-form|use-status-message)\\.tsx?$",
    "/app/components/layout/(logo|navigation|social-icon|site-footer|language-switcher)\\.tsx?$",
    "/app/components/ui/(button|section|field|static-html|heading)\\.tsx$",
    "/app/sections/blog/feed-link\\.ts$",
    "/app/lib/(cn|use-reveal)\\.ts$",
    "/app/seo/(route-meta|og-path|meta)\\.ts$",
    "/node_modules/lucide-react/dist/esm/(shared/|context|Icon|createLucideIcon|icons/(globe|arrow-up-right)\\.)",
    "/node_modules/(clsx|class-variance-authority)/",
  ].join("|"),
);

export default defineConfig({
  plugins: [scopeConsentVariables(), tailwindcss(), colorMixFallbacksOnly(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    // `NO_MINIFY=1 BUILD_DIR=build-prof npm run build` gives readable names in a CPU profile.
    minify: process.env.NO_MINIFY ? false : undefined,
    rolldownOptions: {
      output: {
        // The framework (React, React Router and their helpers) is one chunk that every page loads.
        // Left to automatic splitting, it is cut differently whenever a page starts using another
        // router export, which cost every page 1-2 KB gz (lost compression across the cuts) and
        // changed the hashes of chunks that had not changed.
        codeSplitting: {
          groups: [
            { name: "framework", priority: 2, test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/ },
            // The app's own modules that every page loads (layout parts, i18n, consent state, UI
            // primitives) as one chunk: as 17 small files they cost every page ~3 KB gz more, mostly
            // the import lines each file repeats. Only modules every page needs belong here.
            { name: "shared", priority: 1, test: (id) => sharedModules.test(id.replaceAll("\\", "/")) },
          ],
        },
      },
    },
  },
});
