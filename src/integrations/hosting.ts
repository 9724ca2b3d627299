/**
 * What every host must send with every response, whatever serves the files: nginx
 * (deploy/nginx/security-headers.conf, checked against this list by tests/e2e/nginx.spec.ts), the
 * `_headers` file of Cloudflare Pages and Netlify (written by the build from this list) and the local
 * server (scripts/serve.mjs). The per-page script policy is in each page's <meta> (src/integrations/csp.ts);
 * frame-ancestors cannot live there, so the header carries it.
 */
export const securityHeaders = {
  "Content-Security-Policy": "frame-ancestors 'none'",
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
} as const;

/** For HTTPS hosts only (never on plain HTTP): two years, subdomains included. */
export const strictTransportSecurity = "max-age=63072000; includeSubDomains";

/** Hashed build assets never change; everything else is revalidated. */
export const immutableAssets = "public, max-age=31536000, immutable";

/**
 * The content manager (/admin) on top of the common headers: never indexed, and its GitHub sign-in
 * popup must keep its opener (Decap's OAuth flow posts the token back to it).
 */
export const adminHeaders = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
} as const;

/** `_headers` for Cloudflare Pages and Netlify (both HTTPS-only, so HSTS is included). */
export function headersFile(): string {
  const all = Object.entries({ ...securityHeaders, "Strict-Transport-Security": strictTransportSecurity })
    .map(([name, value]) => `  ${name}: ${value}`)
    .join("\n");
  // "! Name" drops the common value first (Cloudflare Pages would join the two).
  const admin = Object.entries(adminHeaders)
    .map(([name, value]) => (name in securityHeaders ? `  ! ${name}\n  ${name}: ${value}` : `  ${name}: ${value}`))
    .join("\n");
  return `/*\n${all}\n\n/assets/*\n  Cache-Control: ${immutableAssets}\n\n/admin\n${admin}\n`;
}

/**
 * `_redirects` for Cloudflare Pages and Netlify: a 301 from a trailing slash and from the capitalised
 * and upper-case spellings of every page (SPEC links to /Ai) to the real path. nginx does the same
 * with a map the build writes (`nginxPagesMap`).
 */
export function redirectsFile(paths: readonly string[]): string {
  const lines: string[] = [];
  for (const path of paths) {
    if (path === "/") continue;
    lines.push(`${path}/ ${path} 301`);
    for (const variant of caseVariants(path)) lines.push(`${variant} ${path} 301`);
  }
  return `${lines.join("\n")}\n`;
}

/** `/sv/team/sara-lindgren` -> `/sv/Team/Sara-lindgren`, `/SV/TEAM/SARA-LINDGREN`: other spellings of a path. */
export function caseVariants(path: string): string[] {
  const capitalised = path.replace(/\/([a-z])/g, (_, letter: string) => `/${letter.toUpperCase()}`);
  return [...new Set([capitalised, path.toUpperCase()])].filter((variant) => variant !== path);
}

/**
 * nginx (http level): `$orkestra_page` is the real path of any other spelling of a page. site.conf
 * reads it only when no file matched the request, so the page's own path never gets here (and map's
 * plain keys are case-insensitive, which is why every entry is a case-insensitive expression).
 */
export function nginxPagesMap(paths: readonly string[]): string {
  const variants = paths.filter((path) => path !== "/").map((path) => `  "~*^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$" ${path};`);
  return `# Written by the build (src/integrations/hosting.ts): the page any spelling of a page path redirects to.\nmap $uri $orkestra_page {\n  default "";\n${variants.join("\n")}\n}\n`;
}

type Middleware = (req: { url?: string }, res: { statusCode: number; setHeader(name: string, value: string): void; end(): void }, next: () => void) => void;

/** `astro dev`: `/admin/` is a 301 to `/admin` (query kept), as on every host; anything else goes on. */
export const adminSlashRedirect: Middleware = (req, res, next) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  if (url.pathname !== "/admin/") return next();
  res.statusCode = 301;
  res.setHeader("Location", `/admin${url.search}`);
  res.end();
};

/**
 * A Vite plugin for astro.config.ts's `vite.plugins` that puts `adminSlashRedirect` first in the dev
 * server's stack. With trailingSlash "never" Astro's dev server answers /admin/ with 404: it unshifts
 * its trailing-slash check in its own post hook (after every plugin's and integration's setup), so
 * ours must be unshifted in a post hook that runs after Astro's (`order: "post"` sorts it there).
 */
export function adminTrailingSlash() {
  return {
    name: "orkestra:admin-trailing-slash",
    apply: "serve" as const,
    configureServer: {
      order: "post" as const,
      handler: (server: { middlewares: { stack: { route: string; handle: Middleware }[] } }) => () => {
        server.middlewares.stack.unshift({ route: "", handle: adminSlashRedirect });
      },
    },
  };
}
