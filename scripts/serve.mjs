// Serves the production build like a static host would: clean URLs, compressed text (brotli or
// gzip, as every real host does), and the language's 404 page with a real 404 status for unknown
// paths. Usage: npm run serve (PORT overrides 3000).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, relative, sep } from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import sirv from "sirv";

const root = join(import.meta.dirname, "..", process.env.BUILD_DIR || "build", "client");
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "127.0.0.1";

// Hashed build assets can be cached for a year; HTML must always be revalidated.
const cacheControl = (pathname) => (pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache");

const assets = sirv(root, {
  extensions: ["html"],
  etag: true,
  gzip: false,
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControl(pathname));
  },
});

/** Text files worth compressing, with their content types. */
const textTypes = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
};

/** Text files of the build (listed at start); their brotli and gzip forms are made on first request. */
const textFiles = new Map();
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (textTypes[extname(name)] && statSync(full).size >= 1024) textFiles.set("/" + relative(root, full).split(sep).join("/"), full);
  }
})(root);
const compressedCache = new Map();

function compressedFile(file, encoding) {
  const key = `${encoding}:${file}`;
  if (!compressedCache.has(key)) {
    const raw = readFileSync(textFiles.get(file));
    const hash = createHash("sha1").update(raw).digest("base64url").slice(0, 16);
    const body = encoding === "br" ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(raw, { level: 9 });
    compressedCache.set(key, { body, etag: `"${encoding}-${hash}"`, type: textTypes[extname(file)] });
  }
  return compressedCache.get(key);
}

function acceptedEncoding(req) {
  const accepted = String(req.headers["accept-encoding"] || "");
  return /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : null;
}

/** Serve the compressed version of a file when the client accepts one; false when sirv should. */
function sendCompressed(req, res, path) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const encoding = acceptedEncoding(req);
  if (!encoding) return false;
  // The same clean-URL lookup as sirv: /ai -> /ai, /ai.html, /ai/index.html.
  const base = path.replace(/\/+$/, "");
  const file = [base, `${base}.html`, `${base}/index.html`].find((candidate) => textFiles.has(candidate));
  if (!file) return false;
  const { body, etag, type } = compressedFile(file, encoding);
  const headers = { "Content-Type": type, "Cache-Control": cacheControl(path), Vary: "Accept-Encoding", ETag: etag };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return true;
  }
  res.writeHead(200, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}

const notFound = {
  en: readFileSync(join(root, "404.html")),
  sv: readFileSync(join(root, "sv", "404.html")),
};

/** Whether a clean URL path is a built page (`/ai` -> ai/index.html). */
function isPage(path) {
  const file = join(root, path, "index.html");
  return !path.includes("..") && existsSync(file) && statSync(file).isFile();
}

function sendNotFound(req, res, path) {
  const lang = path === "/sv" || path.startsWith("/sv/") ? "sv" : "en";
  const encoding = acceptedEncoding(req);
  const packed = encoding ? compressedFile(lang === "sv" ? "/sv/404.html" : "/404.html", encoding) : null;
  const body = packed ? packed.body : notFound[lang];
  res.writeHead(404, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-cache",
    Vary: "Accept-Encoding",
    ...(packed ? { "Content-Encoding": encoding } : {}),
    "Content-Length": body.length,
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

// The not-found pages themselves are not pages: asking for them directly is a 404 too.
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
  if (!path.includes("..") && sendCompressed(req, res, path)) return;
  assets(req, res, () => {
    // Paths are lowercase; a mistyped case (SPEC links "/Ai") goes to the real page.
    const lower = path.toLowerCase().replace(/\/+$/, "") || "/";
    if (lower !== path && isPage(lower)) {
      res.writeHead(301, { Location: lower + url.search, "Cache-Control": "no-cache" });
      return res.end();
    }
    sendNotFound(req, res, path);
  });
});

server.listen(port, host, () => {
  console.log(`Orkestra site (production build) at http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});
