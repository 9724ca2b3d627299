// Serves the production build like a static host would: clean URLs, and the language's 404 page
// with a real 404 status for unknown paths. Usage: npm run serve (PORT overrides 3000).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const root = join(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "127.0.0.1";

const assets = sirv(root, {
  extensions: ["html"],
  etag: true,
  gzip: false,
  // Hashed build assets can be cached for a year; HTML must always be revalidated.
  setHeaders(res, pathname) {
    if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    else res.setHeader("Cache-Control", "no-cache");
  },
});

const notFound = {
  en: readFileSync(join(root, "404.html")),
  sv: readFileSync(join(root, "sv", "404.html")),
};

const server = createServer((req, res) => {
  assets(req, res, () => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    const lang = path === "/sv" || path.startsWith("/sv/") ? "sv" : "en";
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(req.method === "HEAD" ? undefined : notFound[lang]);
  });
});

server.listen(port, host, () => {
  console.log(`Orkestra site (production build) at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});
