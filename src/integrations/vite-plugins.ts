import type { Plugin } from "vite";
import { dropColorMixDuplicates } from "./color-mix-fallbacks.ts";

/**
 * vanilla-cookieconsent declares its ~90 theme variables on :root. Inserting that stylesheet after
 * idle then restyles every element of the page (a ~30 ms task on the home page, counted as blocking
 * time); on #cc-main, where all of its elements live, it restyles only the banner.
 */
export function scopeConsentVariables(): Plugin {
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

/** Runs on Tailwind's output (a pre plugin listed after it); see src/integrations/color-mix-fallbacks.ts. */
export function colorMixFallbacksOnly(): Plugin {
  return {
    name: "orkestra:color-mix-fallbacks-only",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      // Tailwind's output for the one stylesheet the layouts import (plain `app.css` in Astro).
      if (!/\/src\/styles\/app\.css(\?transform-only)?$/.test(id)) return null;
      return { code: dropColorMixDuplicates(code), map: null };
    },
  };
}
