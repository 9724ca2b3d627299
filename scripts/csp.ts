import { createHash } from "node:crypto";
import { thirdParties, type ThirdParty } from "../app/consent/third-parties";

/**
 * The Content Security Policy of each prerendered page (issue 13). Scripts run only from our origin
 * and from inline scripts whose SHA-256 the build computed from that very page. Third-party hosts
 * (app/consent/third-parties.ts) are allowed site-wide: the site navigates client-side after the
 * first load, so the landing page's policy must already allow what /contact loads after consent.
 * The policy travels in a <meta http-equiv> at the top of <head>, so every host enforces it; the
 * servers add the directives a meta policy cannot carry (frame-ancestors) as a header.
 */

/** Base64 SHA-256 of a script's text, as CSP writes it. */
export function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The contents of a page's inline, executable scripts (JSON-LD and other data blocks do not run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs!)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs!)?.[1];
    if (type && type !== "module" && type !== "text/javascript") continue;
    scripts.push(body!);
  }
  return scripts;
}

type PolicyInput = {
  /** Inline scripts the page runs (the language detection and Astro's island loaders). */
  scripts: readonly string[];
  /** Whether this build carries an analytics id (otherwise analytics can never load). */
  analytics: boolean;
};

/**
 * The page's policy, directives in a fixed order, each kind of resource named. `default-src 'self'`
 * rather than 'none': Firefox checks `<link rel="prefetch">` (internal links prefetched on intent)
 * against it, as no directive of its own covers prefetching; other hosts stay out.
 */
export function pagePolicy({ scripts, analytics }: PolicyInput): string {
  const parties = thirdParties.filter((party) => party.id !== "analytics" || analytics);
  const hosts = (directive: keyof ThirdParty["hosts"]) => [...new Set(parties.flatMap((party: ThirdParty) => party.hosts[directive] ?? []))];
  const hashes = [...new Set(scripts.map(sha256))];
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...hashes, ...hosts("script-src")]],
    // React writes style attributes (animation lengths, generated gradients) and the fonts are an
    // inline <style>: styles may be inline. Scripts may not.
    ["style-src", ["'self'", "'unsafe-inline'", ...hosts("style-src")]],
    ["img-src", ["'self'", ...hosts("img-src")]],
    ["font-src", ["'self'", ...hosts("font-src")]],
    ["connect-src", ["'self'", ...hosts("connect-src")]],
    ["frame-src", hosts("frame-src")],
    ["manifest-src", ["'self'"]],
    ["form-action", ["'self'"]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
  ];
  return directives
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Puts the policy first in <head> (before any script it governs). */
export function withPolicyMeta(html: string, policy: string): string {
  // React writes `<meta charSet="utf-8"/>`, Astro `<meta charset="utf-8">`.
  const charset = /<meta charset="utf-8"\/?>/i.exec(html)?.[0];
  if (!charset) throw new Error("withPolicyMeta: no <meta charSet> to anchor the policy to");
  const escaped = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${escaped}"/>`);
}
