import { join } from "node:path";

/**
 * Where the build keeps what it need not redo next time (Open Graph cards, compressed twins), by
 * content. Under node_modules/.astro, Astro's own cache folder, which Cloudflare Pages' build cache
 * keeps between deployments: a publish redoes only what it changed (issue 56).
 */
export const buildCacheDir = (name: string): string => join(process.cwd(), "node_modules", ".astro", "orkestra", name);
