import { createHash } from "node:crypto";
import { thirdParties, type ThirdParty } from "../consent/third-parties";
import type { PageId } from "../i18n/pages";

/**
 * The Content Security Policy of each prerendered page (issue 13). Scripts run only from our origin
 * and from inline scripts whose SHA-256 the build computed from that very page. A third party's hosts
 * (src/consent/third-parties.ts) are named only on the pages that embed it (`embeddedThirdParties`),
 * analytics' on every page of a build with a measurement id. Inline styles are allowed by hash too
 * (`styleSources`), except where a third party needs more.
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

/** A page's inline styles: the text of its `<style>` elements and its distinct style attribute values. */
type InlineStyles = { elements: string[]; attributes: string[] };

export function inlineStyles(html: string): InlineStyles {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body!);
  const attributes = new Set<string>();
  for (const [tag] of html.matchAll(/<[a-zA-Z][^>]*>/g)) {
    const value = /\sstyle="([^"]*)"/.exec(tag)?.[1];
    // The browser hashes the attribute's value, after character references are decoded.
    if (value !== undefined) attributes.add(decodeAttribute(value));
  }
  return { elements, attributes: [...attributes] };
}

const namedReferences: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
function decodeAttribute(value: string): string {
  return value.replace(/&(?:#(\d+)|#x([\da-f]+)|(amp|lt|gt|quot|apos));/gi, (_, decimal?: string, hex?: string, name?: string) =>
    decimal ? String.fromCodePoint(Number(decimal)) : hex ? String.fromCodePoint(parseInt(hex, 16)) : namedReferences[name!.toLowerCase()]!,
  );
}

/** The consent-gated third parties a finished page embeds: those whose embed attribute it has. */
export function embeddedThirdParties(html: string): ThirdParty["id"][] {
  return thirdParties.filter((party: ThirdParty) => party.embed && new RegExp(`\\s${party.embed}[\\s=>]`).test(html)).map((party) => party.id);
}

/** Whether a finished page has a form that sends to the forms endpoint (decision 0028). */
export function hasLeadForm(html: string): boolean {
  return /<form\b[^>]*\sdata-lead-form[\s=>]/.test(html);
}

/**
 * The origin the forms send to when the endpoint is a Worker on an origin of its own
 * (`FORMS_ENDPOINT=https://forms.example.com/api/leads`): it must be named in `form-action` (a post
 * without JavaScript) and `connect-src` (the site script's fetch). Undefined for a path on the site
 * itself or an absolute URL on the site's own origin, which 'self' covers, and for no endpoint.
 */
export function leadsOrigin(endpoint: string, siteOrigin: string): string | undefined {
  if (!/^https?:\/\//.test(endpoint)) return undefined;
  const origin = new URL(endpoint).origin;
  return origin === new URL(siteOrigin).origin ? undefined : origin;
}

type PolicyInput = {
  /** Inline scripts the page runs (the language detection and Astro's island loaders). */
  scripts: readonly string[];
  /** Inline styles of the page (`inlineStyles`), allowed by hash. */
  styles?: InlineStyles;
  /** The page's id in the page table, for what only some pages need (search's WebAssembly). */
  page?: PageId;
  /** The third parties the page embeds (`embeddedThirdParties`). */
  embeds?: readonly ThirdParty["id"][];
  /** Whether this build carries an analytics id (otherwise analytics can never load). */
  analytics: boolean;
  /** The forms endpoint's origin (`leadsOrigin`), on a page with a form that sends there (`hasLeadForm`). */
  leads?: string;
};

/**
 * The page's policy, directives in a fixed order, each kind of resource named. `default-src 'self'`
 * rather than 'none': Firefox checks `<link rel="prefetch">` (internal links prefetched on intent)
 * against it, as no directive of its own covers prefetching; other hosts stay out.
 */
export function pagePolicy({ scripts, styles = { elements: [], attributes: [] }, page, embeds = [], analytics, leads }: PolicyInput): string {
  const parties = thirdParties.filter((party) => (party.id === "analytics" ? analytics : embeds.includes(party.id)));
  const hosts = (directive: keyof ThirdParty["hosts"]) => [...new Set(parties.flatMap((party: ThirdParty) => party.hosts[directive] ?? []))];
  const hashes = [...new Set(scripts.map(sha256))];
  const embedsInlineStyles = parties.some((party: ThirdParty) => party.writesInlineStyles);
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    // The search page alone compiles WebAssembly (Pagefind's, in its worker or, when no worker can
    // start, on the page): 'wasm-unsafe-eval' allows that and nothing else, no eval() (decision 0015).
    ["script-src", ["'self'", ...(page === "search" ? ["'wasm-unsafe-eval'"] : []), ...hashes, ...hosts("script-src")]],
    ["style-src", ["'self'", ...styleSources(styles, embedsInlineStyles), ...hosts("style-src")]],
    // data: for the site icon, which every page carries in its head (src/layouts/Base.astro).
    ["img-src", ["'self'", "data:", ...hosts("img-src")]],
    ["font-src", ["'self'", ...hosts("font-src")]],
    ["connect-src", ["'self'", ...hosts("connect-src"), ...(leads ? [leads] : [])]],
    ["frame-src", hosts("frame-src")],
    ["form-action", ["'self'", ...(leads ? [leads] : [])]],
    ["base-uri", ["'none'"]],
    ["object-src", ["'none'"]],
  ];
  return directives
    .filter(([, sources]) => sources.length > 0)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/**
 * Inline styles by hash: the `<style>` elements (the fonts, the no-JavaScript rules) and, with
 * 'unsafe-hashes' (CSP Level 3), the style attributes React writes for per-item values (monogram
 * gradients, bar widths, grid places, loop lengths, reserved heights). Where a third party writes
 * style attributes of its own at run time, the page allows 'unsafe-inline' instead, and no hash:
 * browsers ignore 'unsafe-inline' in a directive that has a hash.
 */
function styleSources({ elements, attributes }: InlineStyles, thirdPartyInline: boolean): string[] {
  if (thirdPartyInline) return ["'unsafe-inline'"];
  return [...(attributes.length > 0 ? ["'unsafe-hashes'"] : []), ...new Set([...elements, ...attributes].map(sha256))];
}

/**
 * The content manager's policy (/admin, decision 0018). Its code comes from this origin only, but
 * Decap CMS compiles its config validators at run time (ajv: 'unsafe-eval') and its UI styles are
 * injected by emotion (style-src 'unsafe-inline'). It talks to the local decap-server on a laptop
 * (npm run cms) and to GitHub's API in production, and shows GitHub avatars and uploaded images.
 */
export function adminPolicy(localBackendPort: number): string {
  const local = [`http://localhost:${localBackendPort}`, `http://127.0.0.1:${localBackendPort}`];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
    "font-src 'self' data:",
    // blob:: Decap reads an upload back from its blob URL to send it with the entry.
    `connect-src 'self' blob: ${local.join(" ")} https://api.github.com`,
    "frame-src 'self' blob:",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join("; ");
}

/** Puts the policy first in <head> (before any script it governs). */
export function withPolicyMeta(html: string, policy: string): string {
  // React writes `<meta charSet="utf-8"/>`, Astro `<meta charset="utf-8">`.
  const charset = /<meta charset="utf-8"\/?>/i.exec(html)?.[0];
  if (!charset) throw new Error("withPolicyMeta: no <meta charSet> to anchor the policy to");
  const escaped = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${escaped}"/>`);
}
