import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { finishStaticBuild } from "./build-end";

/** The rule Astro writes as an inline <style> before a page's first island; app.css carries it. */
const islandStyles = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

/**
 * Astro's inline island style sits in <body>, where a <style> element is not valid HTML, and an
 * inline style would need its own CSP allowance: drop it (the same rule is in src/styles/app.css).
 */
function dropIslandStyles(html: string): string {
  const result = html.replaceAll(islandStyles, "");
  // A changed rule would slip through as invalid HTML: fail the build instead.
  if (/<style>[^<]*astro-island/.test(result)) throw new Error("Astro's island style changed; update src/integrations/finish-build.ts and app.css");
  return result;
}

/**
 * After Astro has written the pages: CSP, host files, the search index, precompression
 * (./build-end.ts). Module scripts stay as Astro writes them (decision 0022: deferring them until
 * after the first paint cost more blocking time than it saved).
 */
export function finishBuild(): AstroIntegration {
  return {
    name: "orkestra:finish-build",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await finishStaticBuild(fileURLToPath(dir).replace(/\/$/, ""), dropIslandStyles);
      },
    },
  };
}
