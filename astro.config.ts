import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteOrigin } from "./src/config/env";
import { blogMarkdown, syntaxHighlight } from "./src/content/blog/markdown";
import { aliases } from "./src/integrations/aliases";
import { cmsAdmin } from "./src/integrations/cms";
import { finishBuild } from "./src/integrations/finish-build";
import { adminTrailingSlash } from "./src/integrations/hosting";
import { paintedDirective } from "./src/integrations/painted-directive";
import { colorMixFallbacksOnly, markContentReloads, refreshContentStore, scopeConsentVariables } from "./src/integrations/vite-plugins.ts";

// BUILD_DIR lets side builds live next to each other; the site goes to <dir>/client, which the
// static server, nginx, the host tests and the benches read.
const outDir = `${process.env.BUILD_DIR || "build"}/client`;
const projectRoot = fileURLToPath(new URL(".", import.meta.url));
const importAliases = aliases(projectRoot);

export default defineConfig({
  site: siteOrigin,
  srcDir: "./src",
  publicDir: "./public",
  outDir,
  // `/ai` is `ai.html`, as every host we ship expects.
  // Four pages at a time (issue 56): a page waiting on its Open Graph card (drawn off the main thread)
  // or on a cached file no longer holds the rest back. Astro's parallel prerendering needs 7.4.
  build: { format: "file", assets: "assets", concurrency: 4 },
  trailingSlash: "never",
  // SPEC: moving between pages feels instant. Every page is its own document, so internal links are
  // fetched when a visitor shows intent (hover, focus, touch start).
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  // The blog's posts are the only Markdown: rendered as src/content/blog/markdown.ts says.
  markdown: { processor: blogMarkdown, syntaxHighlight },
  integrations: [react(), paintedDirective(), cmsAdmin(), finishBuild()],
  // `npm run cms` is for the marketing team: no developer toolbar over /admin and the pages.
  devToolbar: { enabled: !process.env.ORKESTRA_CMS },
  vite: {
    // /admin's script (a .ts file a page loads by address) is not among what Astro has Vite scan at
    // start, so its packages were found on the first visit and re-bundled, answering "504 Outdated
    // Optimize Dep" to the modules already asked for and leaving /admin blank (issue 53).
    optimizeDeps: { entries: ["src/cms/admin.ts"] },
    // …and its modules compiled at start, so the first visit does not wait for them one by one.
    server: { warmup: { clientFiles: ["./src/cms/admin.ts"] } },
    plugins: [scopeConsentVariables(), tailwindcss(), colorMixFallbacksOnly(), markContentReloads(importAliases["~content"]!), refreshContentStore(), adminTrailingSlash()],
    resolve: { alias: importAliases },
    build: { assetsInlineLimit: 0 },
  },
});
