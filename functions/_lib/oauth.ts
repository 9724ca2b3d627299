/**
 * GitHub sign-in for the content manager (/admin, decision 0020): the OAuth provider Decap CMS's
 * `github` backend needs. Cloudflare Pages serves it beside the site (functions/api/auth.ts and
 * callback.ts); other hosts deploy the same code as a Worker (functions/_worker.ts). Only standard
 * Web APIs, so it runs unchanged in both. Pages does not route files under `_lib/`.
 */

/** The host's environment: variables and secrets of the Pages project or the Worker. */
export type Env = {
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  /** GitHub's origin (default https://github.com); the tests point it at a local stand-in. */
  GITHUB_OAUTH_ORIGIN?: string;
  /** Only for a Worker on an origin of its own: the site whose /admin receives the token. */
  SITE_ORIGIN?: string;
};

/** The part of a Pages Function's context used here (@cloudflare/workers-types is not installed). */
export type PagesFunction = (context: { request: Request; env: Env }) => Response | Promise<Response>;

const provider = "github";
/** Binds the state to the browser that started the sign-in; only /api/* ever reads it. */
const stateCookie = "cms_oauth_state";
/** Ten minutes to approve the app on GitHub. */
const stateMaxAge = 600;
/** What Decap asks for (`repo`, or `public_repo` for open authoring); anything else falls back to `repo`. */
const knownScopes = new Set(["repo", "public_repo", "read:org", "read:user", "user:email"]);

/** Nothing here may be cached, framed, sniffed or leak its URL (the callback's carries the code). */
export const commonHeaders = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "X-Frame-Options": "DENY",
  "X-Robots-Tag": "noindex, nofollow",
  "Cross-Origin-Resource-Policy": "same-origin",
};

type Settings = { clientId: string; clientSecret: string; github: string };

/** The secrets and GitHub's origin from the host, or what is wrong with them (never a guess). */
function settingsOf(env: Env): Settings | string {
  const clientId = env.GITHUB_CLIENT_ID?.trim();
  const clientSecret = env.GITHUB_CLIENT_SECRET?.trim();
  const missing = [!clientId && "GITHUB_CLIENT_ID", !clientSecret && "GITHUB_CLIENT_SECRET"].filter(Boolean);
  if (missing.length > 0) return `Sign-in is not set up on this site: ${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} missing from the host's environment.`;
  const github = originOf(env.GITHUB_OAUTH_ORIGIN || "https://github.com");
  if (!github) return "Sign-in is not set up on this site: GITHUB_OAUTH_ORIGIN is not an origin.";
  if (env.SITE_ORIGIN && !originOf(env.SITE_ORIGIN)) return "Sign-in is not set up on this site: SITE_ORIGIN is not an origin.";
  return { clientId: clientId as string, clientSecret: clientSecret as string, github };
}

function originOf(value: string): string | undefined {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The only origin the token may be posted to: the site's own, which is this request's on Pages. */
function siteOriginOf(request: Request, env: Env): string {
  return (env.SITE_ORIGIN && originOf(env.SITE_ORIGIN)) || new URL(request.url).origin;
}

/** Decap's scope if it only names scopes it uses, else `repo`, space-separated as GitHub wants. */
function scopeOf(requested: string | null): string {
  const scopes = [...new Set((requested ?? "").split(/[\s,]+/).filter(Boolean))];
  return scopes.length > 0 && scopes.every((scope) => knownScopes.has(scope)) ? scopes.join(" ") : "repo";
}

/** 32 random bytes, base64url: 43 characters. */
function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const cookie = (value: string, maxAge: number) => `${stateCookie}=${value}; Max-Age=${maxAge}; Path=/api; HttpOnly; Secure; SameSite=Lax`;

function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** Compares every byte whatever differs, so the time taken says nothing about the state. */
export function sameSecret(a: string, b: string): boolean {
  const left = new TextEncoder().encode(a);
  const right = new TextEncoder().encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < left.length; index++) difference |= (left[index] ?? 0) ^ (right[index] ?? 0);
  return difference === 0;
}

/**
 * The popup's half of Decap's handshake (decap-cms-lib-auth, netlify-auth.js): announce
 * `authorizing:github` to the opener, wait for the opener to echo it from the site's origin, then
 * post the outcome to that origin only. Constant, so the page's policy allows it by its hash; the
 * outcome comes from the JSON data block beside it.
 */
const handshakeScript = `(() => {
  const { origin, message } = JSON.parse(document.getElementById("handshake").textContent);
  const opener = window.opener;
  if (!opener) return;
  const answer = (event) => {
    if (event.source !== opener || event.origin !== origin || event.data !== "authorizing:${provider}") return;
    window.removeEventListener("message", answer);
    opener.postMessage(message, origin);
  };
  window.addEventListener("message", answer);
  opener.postMessage("authorizing:${provider}", origin);
})();`;

let scriptHash: Promise<string> | undefined;
function handshakeScriptHash(): Promise<string> {
  scriptHash ??= crypto.subtle.digest("SHA-256", new TextEncoder().encode(handshakeScript)).then((digest) => `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  return scriptHash;
}

/** GitHub's words as the end of a sentence, whether or not they end with a full stop. */
const sentence = (text: string) => text.trim().replace(/\.?$/, ".");

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Outcome = { token: string } | { error: string };

/** The page the popup ends on: the outcome for the opener, and words for an editor who sees it. */
async function handshakePage(status: number, siteOrigin: string, outcome: Outcome, extraHeaders: Record<string, string> = {}): Promise<Response> {
  const message = "token" in outcome ? `authorization:${provider}:success:${JSON.stringify({ token: outcome.token, provider })}` : `authorization:${provider}:error:${JSON.stringify({ message: outcome.error })}`;
  // `<` escaped: nothing in the data can close its script element.
  const data = JSON.stringify({ origin: siteOrigin, message }).replace(/</g, "\\u003c");
  const [title, text] = "token" in outcome ? ["Signed in", "This window closes by itself. If it stays open, close it and go back to the content manager."] : ["Sign-in failed", `${outcome.error} Close this window and try again from the content manager.`];
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} | Content manager</title>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${escapeHtml(text)}</p>
</main>
<script type="application/json" id="handshake">${data}</script>
<script>${handshakeScript}</script>
</body>
</html>
`;
  const policy = `default-src 'none'; script-src ${await handshakeScriptHash()}; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": policy, ...commonHeaders, ...extraHeaders },
  });
}

/** GET /api/auth: off to GitHub's consent page, with a fresh state bound to this browser. */
export async function signIn(request: Request, env: Env): Promise<Response> {
  const settings = settingsOf(env);
  if (typeof settings === "string") return handshakePage(500, siteOriginOf(request, env), { error: settings });
  const url = new URL(request.url);
  const state = randomState();
  const authorize = new URL("/login/oauth/authorize", settings.github);
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: `${url.origin}/api/callback`,
    scope: scopeOf(url.searchParams.get("scope")),
    state,
  }).toString();
  return new Response(null, { status: 302, headers: { Location: authorize.href, "Set-Cookie": cookie(state, stateMaxAge), ...commonHeaders } });
}

type TokenAnswer = { access_token?: unknown; error?: unknown; error_description?: unknown };

/**
 * GET /api/callback: GitHub sends the browser back with a code. Only a state that matches this
 * browser's cookie gets the code exchanged; the token goes to the site's /admin and nowhere else.
 */
export async function callback(request: Request, env: Env): Promise<Response> {
  const siteOrigin = siteOriginOf(request, env);
  // The state is single-use: cleared whatever happens next.
  const clear = { "Set-Cookie": cookie("", 0) };
  const fail = (status: number, error: string) => handshakePage(status, siteOrigin, { error }, clear);
  const settings = settingsOf(env);
  if (typeof settings === "string") return fail(500, settings);

  const url = new URL(request.url);
  const state = url.searchParams.get("state");
  const expected = cookieValue(request.headers.get("Cookie"), stateCookie);
  if (!state || !expected) return fail(400, "The sign-in could not be checked: it took longer than ten minutes, or the browser refused its cookie.");
  if (!sameSecret(state, expected)) return fail(403, "The sign-in was not started from this browser.");

  const refused = url.searchParams.get("error");
  if (refused) return fail(403, `GitHub refused the sign-in: ${sentence(url.searchParams.get("error_description") || refused)}`);
  const code = url.searchParams.get("code");
  if (!code) return fail(400, "GitHub sent no code.");

  let answer: TokenAnswer | undefined;
  try {
    const response = await fetch(new URL("/login/oauth/access_token", settings.github), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: settings.clientId, client_secret: settings.clientSecret, code, redirect_uri: `${url.origin}/api/callback` }),
    });
    answer = response.ok ? ((await response.json()) as TokenAnswer) : undefined;
  } catch {
    answer = undefined;
  }
  if (!answer) return fail(502, "GitHub could not be reached, or its answer could not be read.");
  // GitHub answers a refused exchange with 200 and an `error`.
  if (answer.error || typeof answer.access_token !== "string" || !answer.access_token) {
    return fail(403, `GitHub refused the sign-in: ${sentence(String(answer.error_description || answer.error || "no token"))}`);
  }
  return handshakePage(200, siteOrigin, { token: answer.access_token }, clear);
}
