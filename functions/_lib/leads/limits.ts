/**
 * Rate limits (decision 0028, check 6), counted in D1's `hits` table per fixed window. Keys are
 * HMACs under LEADS_SECRET: neither a client's address nor an e-mail address is stored in clear.
 */
import { hmac } from "./crypto";
import type { D1Database } from "./types";

/** Form posts per client across all lead forms, and per e-mail address and kind. */
export const limits = {
  client: { count: 10, windowMs: 10 * 60_000 },
  address: { count: 3, windowMs: 60 * 60_000 },
} as const;

/**
 * The client as the host sees it: Cloudflare sets CF-Connecting-IP (and `wrangler pages dev` sets
 * it from the socket unless the request already carries one, which lets a test act as many
 * clients); X-Forwarded-For's first entry when it is missing (not on Cloudflare).
 */
export function clientOf(request: Request): string {
  const connecting = request.headers.get("CF-Connecting-IP")?.trim();
  if (connecting) return connecting;
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  return forwarded || "unknown";
}

/**
 * Counts this post for its client and for its address and kind; the seconds until the fuller of
 * the two windows ends when either is over its limit, else undefined.
 */
export async function overLimit(db: D1Database, secret: string, client: string, addressKey: string, now = Date.now()): Promise<number | undefined> {
  const counters = [
    { key: `client:${await hmac(secret, `client:${client}`)}`, ...limits.client },
    { key: `address:${await hmac(secret, `address:${addressKey}`)}`, ...limits.address },
  ].map((counter) => ({ ...counter, windowStart: now - (now % counter.windowMs) }));
  const upsert = "INSERT INTO hits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO UPDATE SET count = count + 1 RETURNING count";
  const results = await db.batch(counters.map((counter) => db.prepare(upsert).bind(counter.key, counter.windowStart)));
  let wait: number | undefined;
  counters.forEach((counter, index) => {
    const count = Number((results[index]?.results[0] as { count?: number } | undefined)?.count ?? 0);
    if (count > counter.count) wait = Math.max(wait ?? 0, Math.ceil((counter.windowStart + counter.windowMs - now) / 1000));
  });
  return wait;
}
