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
  build: { assetsInlineLimit: 0 },
});
