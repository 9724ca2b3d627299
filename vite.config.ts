import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { dropColorMixDuplicates } from "./scripts/color-mix-fallbacks.ts";

/**
 * vanilla-cookieconsent declares its ~90 theme variables on :root. Inserting that stylesheet after
 * idle then restyles every element of the page (a ~30 ms task on the home page, counted as blocking
 * time); on #cc-main, where all of its elements live, it restyles only the banner.
 */
function scopeConsentVariables(): Plugin {
  return {
    name: "orkestra:scope-consent-variables",
    enforce: "pre",
    transform(code, id) {
      if (!id.split("?")[0]!.endsWith("vanilla-cookieconsent/dist/cookieconsent.css")) return null;
      if (!code.includes(":root{")) throw new Error("cookieconsent.css no longer declares its variables on :root; revisit scopeConsentVariables");
      return { code: code.replace(":root{", "#cc-main{"), map: null };
    },
  };
}

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

/** Runs on Tailwind's output (a pre plugin listed after it); see scripts/color-mix-fallbacks.ts. */
function colorMixFallbacksOnly(): Plugin {
  return {
    name: "orkestra:color-mix-fallbacks-only",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      // Tailwind's output arrives as `app.css?transform-only`; the `?url` module is only a JS stub.
      if (!/\/app\/styles\/app\.css(\?transform-only)?$/.test(id)) return null;
      return { code: dropColorMixDuplicates(code), map: null };
    },
  };
}

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
