/** What a build is configured with (environment variables), apart from the content files. */

// Vite inlines VITE_* variables in the bundles; the build hooks (Node) read process.env instead.
const env = (import.meta.env ?? (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {}) as Record<
  string,
  string | undefined
>;

/** The public origin, without a trailing slash. Set `VITE_SITE_ORIGIN` at build time. */
export const siteOrigin = String(env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");

/** GA4 measurement id; when empty, no analytics code is ever loaded. Set `VITE_GA_ID`. */
export const analyticsId = String(env.VITE_GA_ID ?? "").trim();
