import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig({
  plugins: [scopeConsentVariables(), tailwindcss(), reactRouter()],
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
          groups: [{ name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/ }],
        },
      },
    },
  },
});
