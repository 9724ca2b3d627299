import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { finishStaticBuild } from "../scripts/build-end";

/** After Astro has written the pages: CSP, JSON-LD, Open Graph cards, host files, precompression. */
export function finishBuild(): AstroIntegration {
  return {
    name: "orkestra:finish-build",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        await finishStaticBuild(fileURLToPath(dir).replace(/\/$/, ""));
      },
    },
  };
}
