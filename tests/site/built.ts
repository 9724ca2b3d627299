import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { JSDOM, VirtualConsole } from "jsdom";
import { builtPaths, clientDir, pageFile } from "../../scripts/lib/site.mjs";

/**
 * The built site as the static pass reads it (decision 0027): every page's file, parsed once, without
 * running its scripts or loading anything. jsdom gives the DOM for the per-page checks and for axe's
 * rules that need no layout.
 */

export const paths: string[] = builtPaths();
export { clientDir };

export const langOf = (path: string) => (path === "/sv" || path.startsWith("/sv/") ? "sv" : "en");

/** The origin the build was made for (VITE_SITE_ORIGIN), as written into canonicals and the sitemap. */
export const origin = String(process.env.VITE_SITE_ORIGIN || "https://orkestra.example").replace(/\/+$/, "");

/** The same page in the other language, for a path of either. */
export function pathIn(path: string, lang: "en" | "sv"): string {
  const bare = langOf(path) === "sv" ? path.slice(3) || "/" : path;
  return lang === "en" ? bare : bare === "/" ? "/sv" : `/sv${bare}`;
}

export const htmlOf = (path: string): string => readFileSync(pageFile(path), "utf8");

/**
 * A page's DOM. Style elements are dropped: without layout jsdom cannot use them, and its cascade is
 * what makes axe slow here; visibility comes from attributes (hidden, aria-hidden) alone.
 */
export function parse(html: string): Document {
  const dom = new JSDOM(html.replace(/<style\b[\s\S]*?<\/style>/g, ""), { runScripts: "outside-only", virtualConsole: new VirtualConsole() });
  return dom.window.document;
}

/** Base64 SHA-256 as CSP writes it, computed here from the served text (not by the build's code). */
export const cspHash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The page's policy, directive by directive, from its first meta tag. */
export function policyOf(document: Document): Map<string, string[]> {
  const content = document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content") ?? "";
  return new Map(
    content
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Text of an element as a reader gets it: whitespace folded. */
export const textOf = (element: Element | null | undefined) => (element?.textContent ?? "").replace(/\s+/g, " ").trim();
