/**
 * The newsletter's links. A confirmation token is derived from a random nonce (kept in the outbox
 * row, so a retried mail carries the same link) under LEADS_SECRET; the subscriber's row keeps only
 * its SHA-256, so neither table alone gives a working link. An unsubscribe token is the row's id
 * and an HMAC of the address: it works for as long as the row exists and needs no storage.
 */
import { sameSecret } from "../oauth";
import { hmac } from "./crypto";

/** How long a confirmation link works, and an unconfirmed sign-up is kept. */
export const confirmValidMs = 7 * 24 * 60 * 60_000;

export const confirmToken = (secret: string, subscriberId: string, nonce: string) => hmac(secret, `confirm:${subscriberId}:${nonce}`);

export const unsubscribeToken = async (secret: string, subscriberId: string, email: string) => `${subscriberId}.${await hmac(secret, `unsubscribe:${email}`)}`;

/** The subscriber id an unsubscribe token names, if the token is well formed. */
export function unsubscribeId(token: string | null): string | undefined {
  const match = /^([0-9a-f-]{36})\.[A-Za-z0-9_-]{43}$/.exec(token ?? "");
  return match?.[1];
}

/** Whether `token` is the unsubscribe token of this row (constant-time). */
export async function isUnsubscribeToken(secret: string, token: string, subscriberId: string, email: string): Promise<boolean> {
  return sameSecret(token, await unsubscribeToken(secret, subscriberId, email));
}
