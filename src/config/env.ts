/** What a build is configured with (environment variables), apart from the content files. */

// Vite inlines VITE_* variables in the bundles (and Astro the others in the prerender); the build
// hooks (Node) read process.env, which also has what Vite leaves out where the config is loaded
// (FORMS_ENDPOINT). The browser has no process: there only the inlined VITE_* variables are set.
const env = {
  ...(globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env,
  ...(import.meta.env as Record<string, string | undefined> | undefined),
} as Record<string, string | undefined>;

/** The public origin, without a trailing slash. Set `VITE_SITE_ORIGIN` at build time. */
export const siteOrigin = String(env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");

/** GA4 measurement id; when empty, no analytics code is ever loaded. Set `VITE_GA_ID`. */
export const analyticsId = String(env.VITE_GA_ID ?? "").trim();

/**
 * Where the forms send what a visitor writes (decision 0028), without a trailing slash: empty for
 * nowhere (every form validates and says nothing was sent), `/api/leads` for the Pages project's own
 * functions, or an absolute URL of a Worker on its own origin. Set `FORMS_ENDPOINT` at build time.
 * Only the prerender and the build hooks read it: it is written into each form's `action`, where the
 * site script reads it, so the browser bundles never need it (there it is always empty).
 */
export const formsEndpoint = leadsEndpoint(env.FORMS_ENDPOINT);

/** `FORMS_ENDPOINT` checked and trimmed; a value that is neither a path nor an http(s) URL stops the build. */
export function leadsEndpoint(value: string | undefined): string {
  const endpoint = String(value ?? "").trim().replace(/\/+$/, "");
  if (endpoint === "" || /^\/(?!\/)/.test(endpoint) || /^https?:\/\/[^/]+/.test(endpoint)) return endpoint;
  throw new Error(`FORMS_ENDPOINT must be empty, a path such as /api/leads, or an absolute URL such as https://forms.example.com/api/leads; it is "${endpoint}"`);
}
