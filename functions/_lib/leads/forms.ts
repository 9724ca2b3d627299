/**
 * The three forms' POSTs (decision 0028): the checks in their order, then the request stored with
 * its outbox row in one batch, answered, and delivered in the background. Nothing is stored or sent
 * when a check fails; nothing personal is logged.
 */
import { consentWording, messages } from "./messages";
import { randomBase64url, randomLowerAlnum, sha256 } from "./crypto";
import { checkFields, langOf, textOf, type CommentFields, type DemoFields, type FormKind, type NewsletterFields } from "./fields";
import { answerer, endpointPath, errorClass, parseForm, readLimited, siteOf, type AnswerPage } from "./http";
import { clientOf, overLimit } from "./limits";
import { enqueue, inBackground } from "./outbox";
import { confirmToken, confirmValidMs } from "./tokens";
import type { D1Database, Lang, LeadsContext, LeadsEnv } from "./types";

/** The least time between the first keystroke in a form and its POST. */
export const minFillMs = 3000;

const nextPage: Record<FormKind, AnswerPage> = { newsletter: "check-inbox", demo: "demo-requested", comment: "comment-received" };

/** The language of a post whose body could not be read: from the page it came from, if that is Swedish. */
function refererLang(request: Request): Lang {
  try {
    return /^\/sv(\/|$)/.test(new URL(request.headers.get("Referer") ?? "").pathname) ? "sv" : "en";
  } catch {
    return "en";
  }
}

/** The stored sign-up and its confirmation mail; nothing for an address that is confirmed already (the answer is the same). */
async function storeNewsletter(db: D1Database, secret: string, fields: NewsletterFields, endpoint: string, now: number): Promise<string[]> {
  const live = await db.prepare("SELECT id, status FROM subscribers WHERE email = ? AND status <> 'unsubscribed'").bind(fields.email).first<{ id: string; status: string }>();
  if (live?.status === "confirmed") return [];
  const id = live?.id ?? crypto.randomUUID();
  const nonce = randomBase64url(16);
  const tokenHash = await sha256(await confirmToken(secret, id, nonce));
  const consent = consentWording[fields.lang];
  const mail = enqueue(db, "confirm-mail", { subscriber: id, email: fields.email, lang: fields.lang, nonce, endpoint }, now);
  // A pending sign-up starts again: a new link (the old one stops working), its wording and page now.
  const stored = live
    ? db
        .prepare("UPDATE subscribers SET lang = ?, page = ?, consent_version = ?, consent_text = ?, signed_up_at = ?, token_hash = ?, token_expires_at = ? WHERE id = ?")
        .bind(fields.lang, fields.page, consentWording.version, consent, now, tokenHash, now + confirmValidMs, id)
    : db
        .prepare("INSERT INTO subscribers (id, email, status, lang, page, consent_version, consent_text, signed_up_at, token_hash, token_expires_at) VALUES (?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)")
        .bind(id, fields.email, fields.lang, fields.page, consentWording.version, consent, now, tokenHash, now + confirmValidMs);
  await db.batch([stored, mail.statement]);
  return [mail.id];
}

async function storeDemo(db: D1Database, fields: DemoFields, now: number): Promise<string[]> {
  const mail = enqueue(db, "demo-mail", { ...fields, sentAt: new Date(now).toISOString() }, now);
  await mail.statement.run();
  return [mail.id];
}

async function storeComment(db: D1Database, fields: CommentFields, now: number): Promise<string[]> {
  const date = new Date(now).toISOString().slice(0, 10);
  const slug = `${date}-${fields.post}-${fields.lang}-${randomLowerAlnum(6)}`;
  const draft = enqueue(db, "comment-pr", { slug, post: fields.post, lang: fields.lang, author: fields.name, date, text: fields.message, email: fields.email, page: fields.page }, now);
  await draft.statement.run();
  return [draft.id];
}

/** What a form needs of the host, or undefined: without the database or the secret, nothing can be kept. */
function storageOf(env: LeadsEnv): { db: D1Database; secret: string } | undefined {
  if (!env.LEADS_DB || !env.LEADS_SECRET) {
    console.error(`leads: not configured: ${[!env.LEADS_DB && "LEADS_DB", !env.LEADS_SECRET && "LEADS_SECRET"].filter(Boolean).join(", ")}`);
    return undefined;
  }
  return { db: env.LEADS_DB, secret: env.LEADS_SECRET };
}

/** One form's POST, from the first check to the answer. */
export async function handleForm(kind: FormKind, context: LeadsContext): Promise<Response> {
  const { request, env } = context;
  const site = siteOf(request, env);
  const now = Date.now();
  const body = await readLimited(request).catch(() => undefined);
  const form = body ? await parseForm(body, request.headers.get("Content-Type")) : new FormData();
  const lang = body ? langOf(textOf(form, "lang")) : refererLang(request);
  const answer = answerer(request, site, lang, textOf(form, "page"));
  try {
    // 1. Only the site's own pages may post (the browser always sends Origin with a POST).
    if (request.headers.get("Origin") !== site.origin) return answer.refuse("origin");
    // 2. At most 16 KB.
    if (!body) return answer.refuse("too-large");
    // 3. The hidden field only a robot fills in.
    if (textOf(form, "website") !== "") return answer.refuse("honeypot");
    // 4. Faster than a person can type (a `started` in the future is a fast clock, not a robot).
    const started = Number(textOf(form, "started") || Number.NaN);
    if (Number.isFinite(started) && now - started >= 0 && now - started < minFillMs) return answer.refuse("too-fast");
    // 5. The fields.
    const checked = checkFields(kind, form, lang);
    if (!checked.ok) return answer.refuse("invalid", { fields: checked.fields });
    const storage = storageOf(env);
    if (!storage) return answer.refuse("unavailable");
    // 6. Rate limits.
    const wait = await overLimit(storage.db, storage.secret, clientOf(request), `${kind}:${checked.data.email.toLowerCase()}`, now);
    if (wait !== undefined) return answer.refuse("rate-limited", { retryAfter: wait });

    const ids =
      kind === "newsletter"
        ? await storeNewsletter(storage.db, storage.secret, checked.data as NewsletterFields, `${new URL(request.url).origin}${endpointPath}`, now)
        : kind === "demo"
          ? await storeDemo(storage.db, checked.data as DemoFields, now)
          : await storeComment(storage.db, checked.data as CommentFields, now);
    inBackground(context, ids);
    return answer.accept(nextPage[kind], messages[lang].accepted[kind]);
  } catch (error) {
    console.error(`leads: ${kind} could not be stored: ${errorClass(error)}`);
    return answer.refuse("unavailable");
  }
}

export const newsletter = (context: LeadsContext) => handleForm("newsletter", context);
export const demo = (context: LeadsContext) => handleForm("demo", context);
export const comment = (context: LeadsContext) => handleForm("comment", context);
