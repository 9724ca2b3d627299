import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { siteOrigin } from "./src/config/env";
import { blogMarkdown, syntaxHighlight } from "./src/content/blog/markdown";
import { aliases } from "./src/integrations/aliases";
import { cmsAdmin } from "./src/integrations/cms";
import { finishBuild } from "./src/integrations/finish-build";
import { paintedDirective } from "./src/integrations/painted-directive";
import { colorMixFallbacksOnly, scopeConsentVariables } from "./src/integrations/vite-plugins.ts";

// BUILD_DIR lets side builds live next to each other; the site goes to <dir>/client, which the
// static server, nginx, the host tests and the benches read.
const outDir = `${process.env.BUILD_DIR || "build"}/client`;

export default defineConfig({
  site: siteOrigin,
  srcDir: "./src",
  publicDir: "./public",
  outDir,
  // `/ai` is `ai.html`, as every host we ship expects.
  build: { format: "file", assets: "assets" },
  trailingSlash: "never",
  // SPEC: moving between pages feels instant. Every page is its own document, so internal links are
  // fetched when a visitor shows intent (hover, focus, touch start).
  prefetch: { prefetchAll: true, defaultStrategy: "hover" },
  // The blog's posts are the only Markdown: rendered as src/content/blog/markdown.ts says.
  markdown: { processor: blogMarkdown, syntaxHighlight },
  integrations: [react(), paintedDirective(), cmsAdmin(), finishBuild()],
  vite: {
    plugins: [scopeConsentVariables(), tailwindcss(), colorMixFallbacksOnly()],
    resolve: { alias: aliases(fileURLToPath(new URL(".", import.meta.url))) },
    build: { assetsInlineLimit: 0 },
  },
});
