// Serves the production build like the real hosts do (deploy/nginx, Cloudflare Pages): clean URLs
// (/ai is ai.html), the build's precompressed .br/.gz files, the security headers of every response,
// a 301 from a trailing slash or another spelling of a page (/Ai), and the language's not-found page
// with a real 404 for anything else. Usage: npm run serve (PORT overrides 3000).
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";
import { adminHeaders, immutableAssets, securityHeaders } from "../src/integrations/hosting.ts";

const root = join(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "127.0.0.1";

// Hashed build assets can be cached for a year; everything else must be revalidated.
const cacheControl = (pathname) => (pathname.startsWith("/assets/") ? immutableAssets : "no-cache");

function setCommonHeaders(res, pathname) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (pathname === "/admin" || pathname === "/admin.html") for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
  res.setHeader("Cache-Control", cacheControl(pathname));
}

const files = sirv(root, {
  extensions: ["html"],
  etag: true,
  brotli: true,
  gzip: true,
  setHeaders(res, pathname) {
    setCommonHeaders(res, pathname);
  },
});

/** Whether a clean URL path is a built page (`/ai` -> ai.html, `/` -> index.html). */
function isPage(path) {
  if (path.includes("..")) return false;
  return existsSync(join(root, path === "/" ? "index.html" : `${path.slice(1)}.html`));
}

function notFoundPage(path) {
  const lang = path === "/sv" || path.startsWith("/sv/") ? "sv" : "en";
  return readFileSync(join(root, lang === "sv" ? "sv/404.html" : "404.html"));
}

function sendNotFound(req, res, path) {
  const body = notFoundPage(path);
  setCommonHeaders(res, path);
  res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

function redirect(res, location) {
  setCommonHeaders(res, location);
  res.writeHead(301, { Location: location });
  res.end();
}

// The not-found pages are served for unknown paths, never as pages of their own.
const notFoundPaths = new Set(["/404", "/404.html", "/sv/404", "/sv/404.html"]);

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  if (notFoundPaths.has(path)) return sendNotFound(req, res, path);
  // One URL per page: no trailing slash.
  if (path.length > 1 && path.endsWith("/")) return redirect(res, path.replace(/\/+$/, "") + url.search);
  files(req, res, () => {
    // Paths are lowercase; another spelling of a page (SPEC links "/Ai") goes to the real page.
    const lower = path.toLowerCase();
    if (lower !== path && isPage(lower)) return redirect(res, lower + url.search);
    sendNotFound(req, res, path);
  });
});

server.listen(port, host, () => {
  console.log(`Orkestra site (production build) at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});
