/** Unit tests only: requests as the site's forms send them, a context that keeps its background work, an environment, a recording fetch. */
import { afterEach, beforeEach, vi } from "vitest";
import { sqliteD1, type SqliteD1 } from "./d1-sqlite.test-helper";
import type { LeadsContext, LeadsEnv } from "./types";

export const siteOrigin = "https://www.orkestra.example";
export const mailOrigin = "https://mail.stand-in.test";
export const githubApiOrigin = "https://github.stand-in.test";
export const secret = "unit-test-secret";
export const adminToken = "unit-test-admin-token";

export function testEnv(extra: Partial<LeadsEnv> = {}): LeadsEnv & { LEADS_DB: SqliteD1 } {
  return {
    LEADS_DB: sqliteD1(),
    LEADS_SECRET: secret,
    LEADS_ADMIN_TOKEN: adminToken,
    MAIL_API_KEY: "mail-key",
    MAIL_API_ORIGIN: mailOrigin,
    MAIL_LIST_ID: "7",
    MAIL_SENDER: "news@orkestra.example",
    MAIL_SENDER_NAME: "Orkestra",
    SALES_EMAIL: "sales@orkestra.example",
    GITHUB_TOKEN: "gh-token",
    GITHUB_API_ORIGIN: githubApiOrigin,
    ...extra,
  } as LeadsEnv & { LEADS_DB: SqliteD1 };
}

/** Several seconds ago: a person's pace. */
export const humanStart = () => String(Date.now() - 10_000);

type PostOptions = { json?: boolean; origin?: string | null; client?: string; headers?: Record<string, string>; multipart?: boolean; base?: string };

/** A form POST to E/<path> as the site sends it: urlencoded (or multipart), from the site's origin. */
export function formPost(path: string, fields: Record<string, string>, options: PostOptions = {}): Request {
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? siteOrigin : options.origin;
  if (origin) headers.set("Origin", origin);
  headers.set("Accept", options.json ? "application/json" : "text/html,application/xhtml+xml");
  headers.set("CF-Connecting-IP", options.client ?? "192.0.2.1");
  let body: BodyInit;
  if (options.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    body = form;
  } else {
    body = new URLSearchParams(fields);
  }
  return new Request(`${options.base ?? siteOrigin}/api/leads/${path}`, { method: "POST", headers, body });
}

/** Every context's background work not yet waited for. */
const unsettled: Promise<unknown>[] = [];

/** Waits for all background work still running (before the fetch stand-in goes: none of it may reach the network). */
export async function settleAll(): Promise<void> {
  while (unsettled.length > 0) await Promise.all(unsettled.splice(0));
}

/** A context whose background work a test can wait for. */
export function contextOf(request: Request, env: LeadsEnv): LeadsContext & { settled(): Promise<void> } {
  const work: Promise<unknown>[] = [];
  return {
    request,
    env,
    waitUntil: (promise) => {
      work.push(promise);
      unsettled.push(promise);
    },
    settled: async () => {
      await Promise.all(work);
    },
  };
}

export type Call = { method: string; url: string; headers: Record<string, string>; body: unknown };

/** Replaces fetch with `answer`, recording every call (JSON bodies parsed). */
export function stubFetch(answer: (call: Call) => Response | Promise<Response>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call = { method: request.method, url: request.url, headers: Object.fromEntries(request.headers), body };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

export const jsonAnswer = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** Every test of a file: failed deliveries' warnings kept quiet, and its background work settled before the fetch stand-in and any fake clock go. */
export function isolateEachTest(): void {
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await settleAll();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
