-- Leads (decision 0028): newsletter sign-ups with their proof of consent, the outbox of everything
-- still to deliver, and the rate-limit counters. Times are milliseconds since the epoch (UTC).
-- Applied with `wrangler d1 migrations apply LEADS_DB`; functions/_lib/leads/ reads and writes it.

-- One row per sign-up. An unsubscribed row is kept as proof (3 years), so an address may sign up
-- again beside it: only one row per address is live (pending or confirmed).
CREATE TABLE subscribers (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
  lang TEXT NOT NULL CHECK (lang IN ('en', 'sv')),
  page TEXT,
  consent_version TEXT NOT NULL,
  consent_text TEXT NOT NULL,
  signed_up_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  unsubscribed_at INTEGER,
  -- SHA-256 of the confirmation token (never the token), cleared once it is used.
  token_hash TEXT,
  token_expires_at INTEGER
);
CREATE UNIQUE INDEX subscribers_live_email ON subscribers (email) WHERE status <> 'unsubscribed';
CREATE UNIQUE INDEX subscribers_token ON subscribers (token_hash) WHERE token_hash IS NOT NULL;
CREATE INDEX subscribers_status_times ON subscribers (status, signed_up_at, unsubscribed_at);

-- Every accepted request, stored before it is answered and delivered after. `last_error` says why
-- the last attempt failed, without personal data.
CREATE TABLE outbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('confirm-mail', 'subscribe-contact', 'unsubscribe-contact', 'demo-mail', 'comment-pr')),
  payload TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  delivered_at INTEGER
);
CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL;
CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;

-- Rate-limit counters: `key` is an HMAC of the client or of the address and kind, never either in
-- clear; one row per key and fixed window.
CREATE TABLE hits (
  key TEXT NOT NULL,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key, window_start)
);
CREATE INDEX hits_window ON hits (window_start);
