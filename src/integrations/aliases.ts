import { join, resolve } from "node:path";

/**
 * The import aliases of every Vite build (the site, /admin): `~` is src/, `~content` the content
 * folder the build reads, CONTENT_DIR when set (the CMS tests build a copy the CMS has edited), as
 * src/content/files.ts reads it. tsconfig.json maps both for the type checker, Vitest and Playwright.
 */
export function aliases(projectRoot: string): Record<string, string> {
  return {
    "~": join(projectRoot, "src"),
    "~content": process.env.CONTENT_DIR ? resolve(process.env.CONTENT_DIR) : join(projectRoot, "content"),
  };
}
