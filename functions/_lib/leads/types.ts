/**
 * What the lead functions (decision 0028) use of the host: the environment, the part of D1's API
 * they call, and a request's context. @cloudflare/workers-types is not installed, so these are
 * written out; unit tests give them a stand-in over node:sqlite (d1-sqlite.test-helper.ts).
 */

export type Lang = "en" | "sv";

/** A value D1 binds: no `undefined` (D1 refuses it) and no booleans (stored as numbers anyway). */
export type D1Value = string | number | null;

export type D1Result<Row = Record<string, unknown>> = { results: Row[]; success: boolean; meta: { changes?: number } & Record<string, unknown> };

export interface D1PreparedStatement {
  bind(...values: D1Value[]): D1PreparedStatement;
  first<Row = Record<string, unknown>>(): Promise<Row | null>;
  all<Row = Record<string, unknown>>(): Promise<D1Result<Row>>;
  run(): Promise<D1Result>;
}

export interface D1Database {
  prepare(query: string): D1PreparedStatement;
  /** Runs the statements in one transaction, in order. */
  batch(statements: D1PreparedStatement[]): Promise<D1Result[]>;
}

/** The host's environment: bindings, variables and secrets of the Pages project or the Worker. */
export type LeadsEnv = {
  LEADS_DB?: D1Database;
  /** HMAC key for tokens and for the hashed client addresses of the rate limits. */
  LEADS_SECRET?: string;
  LEADS_ADMIN_TOKEN?: string;
  MAIL_API_KEY?: string;
  MAIL_API_ORIGIN?: string;
  MAIL_LIST_ID?: string;
  MAIL_SENDER?: string;
  MAIL_SENDER_NAME?: string;
  MAIL_TEMPLATE_CONFIRM_EN?: string;
  MAIL_TEMPLATE_CONFIRM_SV?: string;
  SALES_EMAIL?: string;
  GITHUB_TOKEN?: string;
  GITHUB_API_ORIGIN?: string;
  GITHUB_REPO?: string;
  GITHUB_BRANCH?: string;
  /** Only for a Worker on an origin of its own: the site whose forms post here. */
  SITE_ORIGIN?: string;
};

/** A request with what a handler needs of its context: a Pages Function's, or the Worker's `ctx`. */
export type LeadsContext = {
  request: Request;
  env: LeadsEnv;
  /** Keeps the runtime alive for work after the answer (Pages: `context.waitUntil`; Worker: `ctx.waitUntil`). */
  waitUntil?: (promise: Promise<unknown>) => void;
};

/** A Pages Function of these routes (the part of Pages' context used). */
export type LeadsFunction = (context: LeadsContext) => Promise<Response>;

/** What the outbox delivers. */
export type OutboxKind = "confirm-mail" | "subscribe-contact" | "unsubscribe-contact" | "demo-mail" | "comment-pr";
