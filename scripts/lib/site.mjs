// Shared by the bench, screenshot and test scripts: the built pages, a local server and Chromium.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

export const projectRoot = join(import.meta.dirname, "..", "..");
export const clientDir = join(projectRoot, process.env.BUILD_DIR || "build", "client");

/** Debian's Chromium; Playwright cannot download its own browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** Flags that keep headless Chromium off the (closed) network and quiet. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** The built file of a page path: `/` is index.html, every other page a flat file (`/ai` -> ai.html). */
export function pageFile(path) {
  return join(clientDir, path === "/" ? "index.html" : `${path.slice(1)}.html`);
}

/** Every prerendered page URL path, derived from the build output (its .html files, not the 404 pages nor the content manager, /admin). */
export function builtPaths() {
  if (!existsSync(clientDir)) throw new Error("No build found: run `npm run build` first.");
  const paths = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== "assets") walk(full);
      } else if (name.endsWith(".html") && name !== "404.html" && full !== join(clientDir, "admin.html")) {
        const rel = relative(clientDir, full).split(sep).join("/").slice(0, -".html".length);
        paths.push(rel === "index" ? "/" : `/${rel}`);
      }
    }
  };
  walk(clientDir);
  return paths.sort((a, b) => (a.startsWith("/sv") === b.startsWith("/sv") ? a.localeCompare(b) : a.startsWith("/sv") ? 1 : -1));
}

/**
 * Start the production static server on a port, for any build folder, also one without a home page
 * yet (a partial Astro build): ready once this server says it listens and `readyPath`, a page of
 * that build, answers. A port that is taken fails here instead of measuring whatever else listens on it.
 */
export async function startServer(port, readyPath = "/") {
  const child = spawn(process.execPath, [join(projectRoot, "scripts", "serve.mjs")], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = `http://localhost:${port}`;
  let listening = false;
  child.stdout.on("data", (chunk) => {
    if (String(chunk).includes("Orkestra site")) listening = true;
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Static server on port ${port} exited (port taken?)`);
    if (listening) {
      try {
        const res = await fetch(origin + readyPath);
        if (res.ok) return { origin, close: () => child.kill() };
      } catch {
        // not up yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`Static server did not start on ${origin} (or does not serve ${readyPath})`);
}
