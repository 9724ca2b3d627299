import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { aliases } from "./aliases";
import { build } from "vite";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));

/** Where the built content manager's code is served from (src/pages/admin.astro loads it). */
export const adminScript = "/cms/admin.js";

/**
 * Builds the content manager's code (src/cms/admin.ts, Decap CMS with the site's React) on its own,
 * after the site: in Astro's bundle it would share chunks with the site's islands and change what
 * site pages load. It goes to /cms/ (admin.js and its chunks), which only /admin requests; not to
 * /admin/, since a folder beside admin.html would make /admin ambiguous to static hosts.
 * Runs before orkestra:finish-build, which precompresses it with the rest.
 */
export function cmsAdmin(): AstroIntegration {
  return {
    name: "orkestra:cms-admin",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        // The CMS tests build the site from edited content and look at site pages only.
        if (process.env.SKIP_CMS_ADMIN) return;
        const outDir = join(fileURLToPath(dir), "cms");
        await build({
          configFile: false,
          root: projectRoot,
          logLevel: "warn",
          resolve: { alias: aliases(projectRoot) },
          define: { "process.env.NODE_ENV": JSON.stringify("production") },
          build: {
            outDir,
            emptyOutDir: false,
            copyPublicDir: false,
            sourcemap: false,
            chunkSizeWarningLimit: 8000,
            rollupOptions: {
              input: join(projectRoot, "src/cms/admin.ts"),
              output: { entryFileNames: "admin.js", chunkFileNames: "chunks/[name].[hash].js", assetFileNames: "chunks/[name].[hash][extname]" },
            },
          },
        });
        const size = (await readFile(join(outDir, "admin.js"))).length;
        logger.info(`content manager built: ${adminScript} (${Math.round(size / 1024)} KB)`);
      },
    },
  };
}
