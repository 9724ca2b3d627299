import { transformWithEsbuild } from "vite";

const cache = new Map<string, Promise<string>>();

/**
 * The inline head scripts, minified once per build: every page parses them before its first paint,
 * and they are written from functions' source (`fn.toString()`), comments' whitespace and all.
 */
export function minifyInline(code: string): Promise<string> {
  let minified = cache.get(code);
  if (!minified) {
    minified = transformWithEsbuild(code, "inline.js", { minify: true, target: "es2020" }).then((result) => result.code.trim());
    cache.set(code, minified);
  }
  return minified;
}
