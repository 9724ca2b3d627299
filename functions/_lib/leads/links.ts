/**
 * The newsletter's two links (decision 0028): the confirmation from the opt-in mail and the
 * unsubscribe link (also RFC 8058's one-click POST, which mail providers send without an Origin).
 */
import { sha256 } from "./crypto";
import { errorClass, plain, redirectTo, siteOf } from "./http";
import { enqueue, inBackground } from "./outbox";
import { isUnsubscribeToken, unsubscribeId } from "./tokens";
import type { Lang, LeadsContext } from "./types";

const langOfRow = (lang: unknown): Lang => (lang === "sv" ? "sv" : "en");

/** GET E/confirm?token=T: a pending sign-up confirmed once; a wrong, used or expired link says so. */
export async function confirm(context: LeadsContext): Promise<Response> {
  const { request, env } = context;
  const site = siteOf(request, env);
  const { searchParams } = new URL(request.url);
  const token = searchParams.get("token") ?? "";
  // The link names its language, so a used one (its row forgets the token) still answers in it.
  const linkLang = langOfRow(searchParams.get("lang"));
  const db = env.LEADS_DB;
  try {
    if (!db) throw new Error("LEADS_DB is missing");
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return redirectTo(site, "link-expired", linkLang);
    const now = Date.now();
    const hash = await sha256(token);
    const row = await db.prepare("SELECT id, email, lang, page, token_expires_at FROM subscribers WHERE token_hash = ? AND status = 'pending'").bind(hash).first<{ id: string; email: string; lang: string; page: string | null; token_expires_at: number }>();
    if (!row) return redirectTo(site, "link-expired", linkLang);
    const lang = langOfRow(row.lang);
    if (row.token_expires_at < now) return redirectTo(site, "link-expired", lang);
    const contact = enqueue(db, "subscribe-contact", { subscriber: row.id, email: row.email, lang, page: row.page ?? "", optInAt: new Date(now).toISOString() }, now);
    // The token is single-use: cleared with the confirmation, in the batch that queues the list entry.
    const [confirmed] = await db.batch([
      db.prepare("UPDATE subscribers SET status = 'confirmed', confirmed_at = ?, token_hash = NULL, token_expires_at = NULL WHERE id = ? AND token_hash = ? AND status = 'pending'").bind(now, row.id, hash),
      contact.statement,
    ]);
    if (!confirmed?.meta.changes) {
      // Used by a click a moment earlier: drop the list entry queued with this one.
      await db.prepare("DELETE FROM outbox WHERE id = ?").bind(contact.id).run();
      return redirectTo(site, "link-expired", lang);
    }
    inBackground(context, [contact.id]);
    return redirectTo(site, "subscribed", lang);
  } catch (error) {
    console.error(`leads: confirm failed: ${errorClass(error)}`);
    return plain(503, "The confirmation could not be stored just now. Please try the link again later.");
  }
}

/** Withdraws a sign-up by its unsubscribe token; the language of the row, or undefined when the token is wrong. */
async function withdraw(context: LeadsContext): Promise<{ lang: Lang } | undefined> {
  const { request, env } = context;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const id = unsubscribeId(token);
  const db = env.LEADS_DB;
  const secret = env.LEADS_SECRET;
  if (!db || !secret) throw new Error("LEADS_DB or LEADS_SECRET is missing");
  if (!id) return undefined;
  const row = await db.prepare("SELECT id, email, status, lang FROM subscribers WHERE id = ?").bind(id).first<{ id: string; email: string; status: string; lang: string }>();
  if (!row || !(await isUnsubscribeToken(secret, token, row.id, row.email))) return undefined;
  const lang = langOfRow(row.lang);
  if (row.status === "unsubscribed") return { lang };
  const now = Date.now();
  const update = db.prepare("UPDATE subscribers SET status = 'unsubscribed', unsubscribed_at = ?, token_hash = NULL, token_expires_at = NULL WHERE id = ? AND status <> 'unsubscribed'").bind(now, row.id);
  // Only a confirmed address was put on the list.
  const removal = row.status === "confirmed" ? enqueue(db, "unsubscribe-contact", { subscriber: row.id, email: row.email }, now) : undefined;
  await db.batch(removal ? [update, removal.statement] : [update]);
  inBackground(context, removal ? [removal.id] : []);
  return { lang };
}

/** GET E/unsubscribe?token=U: unsubscribed, then the answer page (a wrong link: the expired-link page). */
export async function unsubscribe(context: LeadsContext): Promise<Response> {
  const site = siteOf(context.request, context.env);
  try {
    const done = await withdraw(context);
    return done ? redirectTo(site, "unsubscribed", done.lang) : redirectTo(site, "link-expired", "en");
  } catch (error) {
    console.error(`leads: unsubscribe failed: ${errorClass(error)}`);
    return plain(503, "The unsubscribe could not be stored just now. Please try the link again later.");
  }
}

/** POST E/unsubscribe?token=U: the one-click unsubscribe mail providers send (RFC 8058). */
export async function unsubscribeOneClick(context: LeadsContext): Promise<Response> {
  try {
    return (await withdraw(context)) ? plain(200, "Unsubscribed.") : plain(400, "This unsubscribe link is not valid.");
  } catch (error) {
    console.error(`leads: unsubscribe failed: ${errorClass(error)}`);
    return plain(503, "The unsubscribe could not be stored just now. Please try again later.");
  }
}
