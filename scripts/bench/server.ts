// What the bench talks to: the build files behind its URLs, and a Chromium
// that can reach nothing else.
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve, sep } from "node:path";
import { gzipSync } from "node:zlib";
import type { Browser } from "@playwright/test";
import { chromiumArgs, chromiumPath, clientDir } from "../lib/site.mjs";

/** Chromium through Playwright, in which only the local server resolves: anything else (an embed, a font CDN) fails at once. */
export async function launchOffline(): Promise<Browser> {
  const { chromium } = await import("@playwright/test");
  const offline = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1";
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, offline] });
}

const gzCache = new Map<string, number>();
/** Gzipped size of a build file: its precompressed `.gz` twin when the build wrote one, else gzip of it. */
export function gzipBytes(file: string): number {
  let size = gzCache.get(file);
  if (size === undefined) {
    size = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length;
    gzCache.set(file, size);
  }
  return size;
}

/** The build file a URL path of the site is served from, or null when there is none. */
export function buildFile(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const file = resolve(clientDir, `.${decoded}`);
  if (!file.startsWith(clientDir + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

export type Kind = "js" | "css";

/** Whether a requested resource is a script or a stylesheet, by its file extension, else by how it was requested. */
export function kindOf(url: URL, resourceType: string): Kind | null {
  if (/\.(js|mjs)$/.test(url.pathname)) return "js";
  if (/\.css$/.test(url.pathname)) return "css";
  if (resourceType === "script") return "js";
  if (resourceType === "stylesheet") return "css";
  return null;
}
