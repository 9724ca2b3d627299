/**
 * How the lead functions answer (decision 0028, "Answers to a form POST"): JSON for the site script,
 * a 303 to an answer page or a small refusal page for a plain form post; always the security
 * headers of the sign-in functions, and CORS for the site when it lives on another origin (Worker).
 */
import company from "../../../content/company.json" with { type: "json" };
import { commonHeaders, escapeHtml } from "../oauth";
import type { FieldError } from "./fields";
import { fill, messages, type Refusal } from "./messages";
import type { Lang, LeadsEnv } from "./types";

/** Where the functions live: on Pages beside the site, on a Worker at the same path of its own origin. */
export const endpointPath = "/api/leads";

/** The answer pages of the page table (English at `/<id>`, Swedish at `/sv/<id>`). */
export type AnswerPage = "check-inbox" | "subscribed" | "link-expired" | "unsubscribed" | "demo-requested" | "comment-received";

export const pagePath = (page: AnswerPage, lang: Lang) => (lang === "sv" ? `/sv/${page}` : `/${page}`);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * The site the forms are on: the request's own origin on Pages; `SITE_ORIGIN` on a Worker, whose
 * answers then send the browser back to the site with absolute addresses and allow it CORS.
 */
export type Site = { origin: string; separate: boolean };

export function siteOf(request: Request, env: LeadsEnv): Site {
  const own = new URL(request.url).origin;
  const configured = originOf(env.SITE_ORIGIN);
  return configured && configured !== own ? { origin: configured, separate: true } : { origin: own, separate: false };
}

/** A path on the site as the answer's `Location` or link: relative beside the site, absolute from a Worker. */
export const siteHref = (site: Site, path: string) => (site.separate ? `${site.origin}${path}` : path);

/** A `page` field that is a path on this site (not `//host`, not a URL), or undefined. */
export const sitePath = (page: string | undefined) => (page && /^\/(?![/\\])/.test(page) && !/[\s<>"']/.test(page) ? page : undefined);

export function corsHeaders(site: Site): Record<string, string> {
  return site.separate ? { "Access-Control-Allow-Origin": site.origin, Vary: "Origin" } : {};
}

/** The Worker's answer to a CORS preflight for the lead routes. */
export function preflight(request: Request, env: LeadsEnv): Response {
  const site = siteOf(request, env);
  return new Response(null, {
    status: 204,
    headers: { ...commonHeaders, ...corsHeaders(site), "Access-Control-Allow-Methods": "GET, POST, OPTIONS", "Access-Control-Allow-Headers": "Accept, Content-Type", "Access-Control-Max-Age": "86400" },
  });
}


export const statusOf: Record<Refusal, number> = { invalid: 400, origin: 403, "too-large": 413, "rate-limited": 429, "too-fast": 400, honeypot: 400, unavailable: 503 };

/** A refusal's words in the visitor's language. */
export const refusalMessage = (refusal: Refusal, lang: Lang) => fill(messages[lang].refused[refusal], { email: company.email });

/** The page a plain form post gets when it is refused: why, and the way back to the form as it was. */
function refusalPage(refusal: Refusal, lang: Lang, fields: Record<string, FieldError> | undefined, back: string | undefined): string {
  const words = messages[lang].refusalPage;
  const list = fields ? `<ul>\n${Object.values(fields).map((field) => `<li>${escapeHtml(field.label)}: ${escapeHtml(field.message)}</li>`).join("\n")}\n</ul>\n` : "";
  const link = back ? `<p><a href="${escapeHtml(back)}">${escapeHtml(words.link)}</a></p>\n` : "";
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(words.title)} | ${escapeHtml(company.name)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(words.heading)}</h1>
<p>${escapeHtml(refusalMessage(refusal, lang))}</p>
${list}<p>${escapeHtml(words.back)}</p>
${link}</main>
</body>
</html>
`;
}

const pagePolicy = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Whether the sender asked for JSON (the site script) rather than a page (a plain form post). */
export const wantsJson = (request: Request) => (request.headers.get("Accept") ?? "").includes("application/json");

/** Answers for one form post, in the visitor's language, in the form it asked for. */
export function answerer(request: Request, site: Site, lang: Lang, page: string | undefined) {
  const json = wantsJson(request);
  const base = { ...commonHeaders, ...corsHeaders(site) };
  return {
    accept(next: AnswerPage, message: string): Response {
      const path = pagePath(next, lang);
      if (json) return Response.json({ ok: true, next: path, message }, { status: 200, headers: base });
      return new Response(null, { status: 303, headers: { ...base, Location: siteHref(site, path) } });
    },
    refuse(refusal: Refusal, extra: { fields?: Record<string, FieldError>; retryAfter?: number } = {}): Response {
      const status = statusOf[refusal];
      const headers: Record<string, string> = { ...base, ...(extra.retryAfter ? { "Retry-After": String(extra.retryAfter) } : {}) };
      if (json) {
        const fields = extra.fields ? Object.fromEntries(Object.entries(extra.fields).map(([name, field]) => [name, field.message])) : undefined;
        return Response.json({ ok: false, error: refusal, message: refusalMessage(refusal, lang), ...(fields ? { fields } : {}) }, { status, headers });
      }
      const back = sitePath(page);
      return new Response(refusalPage(refusal, lang, extra.fields, back && siteHref(site, back)), {
        status,
        headers: { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": pagePolicy },
      });
    },
  };
}

/** A redirect to an answer page (the confirmation and unsubscribe links). */
export const redirectTo = (site: Site, page: AnswerPage, lang: Lang) => new Response(null, { status: 303, headers: { ...commonHeaders, Location: siteHref(site, pagePath(page, lang)) } });

export const plain = (status: number, text: string, headers: Record<string, string> = {}) => new Response(`${text}\n`, { status, headers: { ...commonHeaders, "Content-Type": "text/plain; charset=utf-8", ...headers } });

/** The largest body a form may send (decision 0028, check 2). */
export const maxBodyBytes = 16 * 1024;

/** The body's bytes, or undefined when it is larger than `limit` (read no further than that). */
export async function readLimited(request: Request, limit = maxBodyBytes): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > limit) return undefined;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

/** The form in a body (urlencoded or multipart); anything else reads as an empty form. */
export async function parseForm(body: Uint8Array<ArrayBuffer>, contentType: string | null): Promise<FormData> {
  if (!contentType) return new FormData();
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return new FormData();
  }
}

/** The error's class for the log: never its message, which may quote what a visitor sent. */
export const errorClass = (error: unknown) => (error instanceof Error ? error.name : typeof error);
