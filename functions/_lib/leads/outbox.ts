/**
 * The outbox (decision 0028, "Delivery"): every accepted request is a row, stored before the
 * visitor is answered and delivered after, in the background, with retries on a backoff. Also the
 * purge of what is kept no longer than the retention periods allow.
 */
import { sha256 } from "./crypto";
import { DeliveryError, reasonOf } from "./deliver";
import type { DemoFields } from "./fields";
import { errorClass } from "./http";
import { addContact, removeContact, salesAddress, sendConfirmMail, sendDemoMail } from "./mail";
import { openCommentDraft, type CommentDraft } from "./github";
import { confirmToken, confirmValidMs, unsubscribeToken } from "./tokens";
import type { D1Database, D1PreparedStatement, Lang, LeadsContext, LeadsEnv, OutboxKind } from "./types";

export type ConfirmMail = { subscriber: string; email: string; lang: Lang; nonce: string; endpoint: string };
export type SubscribeContact = { subscriber: string; email: string; lang: Lang; page: string; optInAt: string };
export type UnsubscribeContact = { subscriber: string; email: string };
export type DemoMail = DemoFields & { sentAt: string };

type Payloads = { "confirm-mail": ConfirmMail; "subscribe-contact": SubscribeContact; "unsubscribe-contact": UnsubscribeContact; "demo-mail": DemoMail; "comment-pr": CommentDraft };

const minute = 60_000;
/** The wait after the 1st, 2nd, ... failed attempt; every 12 hours after the last. */
export const backoffMs = [minute, 5 * minute, 30 * minute, 120 * minute] as const;
export const lastBackoffMs = 12 * 60 * minute;
const backoffSql = `CASE attempts ${backoffMs.map((wait, index) => `WHEN ${index} THEN ${wait}`).join(" ")} ELSE ${lastBackoffMs} END`;

/** The statement that stores a new row, due at once, and its id (run it in the batch that stores what it is about). */
export function enqueue<Kind extends OutboxKind>(db: D1Database, kind: Kind, payload: Payloads[Kind], now = Date.now()): { id: string; statement: D1PreparedStatement } {
  const id = crypto.randomUUID();
  const statement = db.prepare("INSERT INTO outbox (id, kind, payload, created_at, attempts, next_attempt_at) VALUES (?, ?, ?, ?, 0, ?)").bind(id, kind, JSON.stringify(payload), now, now);
  return { id, statement };
}

type Row = { id: string; kind: OutboxKind; payload: string; attempts: number };

/** Delivers one row's request; "skipped" when there is nothing left to deliver (a superseded or withdrawn request). */
async function send(env: LeadsEnv, db: D1Database, row: Row, save: (payload: unknown) => Promise<void>): Promise<"sent" | "skipped"> {
  const payload = JSON.parse(row.payload) as Payloads[OutboxKind];
  switch (row.kind) {
    case "confirm-mail": {
      const mail = payload as ConfirmMail;
      const secret = env.LEADS_SECRET;
      if (!secret) throw new DeliveryError("not configured: LEADS_SECRET");
      const token = await confirmToken(secret, mail.subscriber, mail.nonce);
      // Only the newest link of a sign-up still waiting for it is worth a mail.
      const current = await db.prepare("SELECT id FROM subscribers WHERE id = ? AND status = 'pending' AND token_hash = ?").bind(mail.subscriber, await sha256(token)).first();
      if (!current) return "skipped";
      const unsubscribe = await unsubscribeToken(secret, mail.subscriber, mail.email);
      await sendConfirmMail(env, mail.email, mail.lang, `${mail.endpoint}/confirm?token=${token}&lang=${mail.lang}`, `${mail.endpoint}/unsubscribe?token=${unsubscribe}`);
      return "sent";
    }
    case "subscribe-contact": {
      const contact = payload as SubscribeContact;
      // Unsubscribed before this was delivered: nothing to add.
      const confirmed = await db.prepare("SELECT id FROM subscribers WHERE id = ? AND status = 'confirmed'").bind(contact.subscriber).first();
      if (!confirmed) return "skipped";
      await addContact(env, contact);
      return "sent";
    }
    case "unsubscribe-contact":
      await removeContact(env, (payload as UnsubscribeContact).email);
      return "sent";
    case "demo-mail":
      await sendDemoMail(env, payload as DemoMail);
      return "sent";
    case "comment-pr": {
      const draft = payload as CommentDraft;
      await openCommentDraft(env, draft, (done) => save({ ...draft, done }));
      return "sent";
    }
  }
}

/**
 * Attempts one row if it is due: claims it (counts the attempt and sets the next one, so that a
 * second worker leaves it alone and a crash retries it later), delivers it, then records the outcome.
 * Returns the outcome, or undefined when the row was not due (delivered, or claimed elsewhere).
 */
export async function deliverRow(env: LeadsEnv, id: string, now = Date.now()): Promise<"sent" | "skipped" | "failed" | undefined> {
  const db = env.LEADS_DB;
  if (!db) return undefined;
  const row = await db
    .prepare(`UPDATE outbox SET next_attempt_at = ? + ${backoffSql}, attempts = attempts + 1 WHERE id = ? AND delivered_at IS NULL AND next_attempt_at <= ? RETURNING id, kind, payload, attempts`)
    .bind(now, id, now)
    .first<Row>();
  if (!row) return undefined;
  const save = async (payload: unknown) => {
    await db.prepare("UPDATE outbox SET payload = ? WHERE id = ?").bind(JSON.stringify(payload), id).run();
  };
  try {
    const outcome = await send(env, db, row, save);
    await db.prepare("UPDATE outbox SET delivered_at = ?, last_error = NULL WHERE id = ?").bind(Date.now(), id).run();
    return outcome;
  } catch (error) {
    const reason = reasonOf(error);
    console.warn(`leads: ${row.kind} ${id} attempt ${row.attempts} failed: ${error instanceof DeliveryError ? reason : errorClass(error)}`);
    await db.prepare("UPDATE outbox SET last_error = ? WHERE id = ?").bind(reason, id).run();
    return "failed";
  }
}

/** Attempts up to `limit` rows that are due, oldest first; how many were delivered. */
export async function deliverDue(env: LeadsEnv, limit = 5, now = Date.now()): Promise<number> {
  const db = env.LEADS_DB;
  if (!db) return 0;
  const { results } = await db.prepare("SELECT id FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?").bind(now, limit).all<{ id: string }>();
  let delivered = 0;
  for (const { id } of results) {
    const outcome = await deliverRow(env, id, now);
    if (outcome === "sent" || outcome === "skipped") delivered += 1;
  }
  return delivered;
}

const day = 24 * 60 * minute;
/** How long each kind of record is kept (decision 0028, "Retention"). */
export const retention = { pendingMs: confirmValidMs, deliveredMs: 30 * day, hitsMs: day, withdrawnMs: 3 * 365 * day } as const;

/** Deletes what is past its retention: unconfirmed sign-ups, delivered rows, old counters, old withdrawals. */
export async function purge(env: LeadsEnv, now = Date.now()): Promise<void> {
  const db = env.LEADS_DB;
  if (!db) return;
  await db.batch([
    db.prepare("DELETE FROM subscribers WHERE status = 'pending' AND signed_up_at < ?").bind(now - retention.pendingMs),
    db.prepare("DELETE FROM subscribers WHERE status = 'unsubscribed' AND unsubscribed_at < ?").bind(now - retention.withdrawnMs),
    db.prepare("DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?").bind(now - retention.deliveredMs),
    db.prepare("DELETE FROM hits WHERE window_start < ?").bind(now - retention.hitsMs),
  ]);
}

/** The work after an answer: the new rows first, then a few more that are due, then the purge. Never throws. */
export async function afterwards(env: LeadsEnv, ids: string[]): Promise<void> {
  try {
    for (const id of ids) await deliverRow(env, id);
    await deliverDue(env, 5);
    await purge(env);
  } catch (error) {
    console.error(`leads: background work failed: ${errorClass(error)}`);
  }
}

/** Runs `afterwards` past the answer: in the host's waitUntil, or detached when there is none (a test calling the Worker). */
export function inBackground(context: LeadsContext, ids: string[]): void {
  const work = afterwards(context.env, ids);
  if (context.waitUntil) context.waitUntil(work);
}

/** An undelivered row as the outbox listing shows it: the recipient, nothing else personal. */
export type Undelivered = { id: string; kind: OutboxKind; created: string; attempts: number; nextAttempt: string; lastError: string | null; to?: string };

function recipientOf(env: LeadsEnv, kind: OutboxKind, payload: string): string | undefined {
  if (kind === "demo-mail") return salesAddress(env);
  if (kind === "comment-pr") return undefined;
  try {
    const email = (JSON.parse(payload) as { email?: unknown }).email;
    return typeof email === "string" ? email : undefined;
  } catch {
    return undefined;
  }
}

export async function undelivered(env: LeadsEnv, db: D1Database): Promise<Undelivered[]> {
  const { results } = await db
    .prepare("SELECT id, kind, payload, created_at, attempts, next_attempt_at, last_error FROM outbox WHERE delivered_at IS NULL ORDER BY created_at")
    .all<{ id: string; kind: OutboxKind; payload: string; created_at: number; attempts: number; next_attempt_at: number; last_error: string | null }>();
  return results.map((row) => {
    const to = recipientOf(env, row.kind, row.payload);
    return { id: row.id, kind: row.kind, created: new Date(row.created_at).toISOString(), attempts: row.attempts, nextAttempt: new Date(row.next_attempt_at).toISOString(), lastError: row.last_error, ...(to ? { to } : {}) };
  });
}
