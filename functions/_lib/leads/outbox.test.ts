import { describe, expect, it, vi } from "vitest";
import { outbox as outboxRoute } from "./admin";
import { demo, newsletter } from "./forms";
import { confirm, unsubscribe } from "./links";
import { confirmToken, unsubscribeToken } from "./tokens";
import { adminToken, contextOf, secret, formPost, humanStart, jsonAnswer, mailOrigin, siteOrigin, stubFetch, testEnv, type Call, isolateEachTest } from "./kit.test-helper";
import { backoffMs, deliverDue, deliverRow, enqueue, lastBackoffMs, purge, retention } from "./outbox";
import type { LeadsEnv } from "./types";

// A failed attempt is logged (kind, id, reason): quiet here, checked where it matters.
isolateEachTest();

type Env = ReturnType<typeof testEnv>;
const rows = (env: Env) => env.LEADS_DB.rows<{ id: string; kind: string; attempts: number; next_attempt_at: number; last_error: string | null; delivered_at: number | null; payload: string }>("SELECT * FROM outbox ORDER BY created_at");

/** A demo request stored (its own delivery held back: the mail service is down for it). */
async function storedDemo(env: Env, extra: Record<string, string> = {}) {
  stubFetch(() => jsonAnswer(503, { code: "service_unavailable" }));
  const context = contextOf(formPost("demo", { "demo-name": "Alex Berg", "demo-email": "alex@example.com", "demo-company": "Berg\nLogistik  AB", "demo-message": "Three warehouses.\nOne ERP.", "demo-times": "", lang: "sv", page: "/sv/contact", website: "", started: humanStart(), ...extra }), env);
  await demo(context);
  await context.settled();
}

describe("delivery", () => {
  it("retries a failed delivery on the backoff (1 min, 5 min, 30 min, 2 h, then every 12 h) and records why, without personal data", async () => {
    const warnings = vi.mocked(console.warn);
    const env = testEnv();
    await storedDemo(env);
    const [row] = rows(env);
    expect(row).toMatchObject({ attempts: 1, last_error: "the mail service answered 503", delivered_at: null });
    const created = Number(env.LEADS_DB.rows("SELECT created_at FROM outbox")[0]?.created_at);
    expect(row!.next_attempt_at - created).toBeGreaterThanOrEqual(backoffMs[0]);
    expect(row!.next_attempt_at - created).toBeLessThan(backoffMs[0] + 1000);

    // Not due yet: left alone.
    expect(await deliverRow(env, row!.id, row!.next_attempt_at - 1)).toBeUndefined();
    // Each further failure waits longer; a network error says so.
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed");
    });
    let at = row!.next_attempt_at;
    // The contract's figures, not the module's constants: a change to them must fail here.
    expect(backoffMs[0]).toBe(60_000);
    for (const wait of [5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000, 12 * 3600_000]) {
      expect(await deliverRow(env, row!.id, at)).toBe("failed");
      const after = rows(env)[0]!;
      expect(after.next_attempt_at - at).toBe(wait);
      expect(after.last_error).toBe("network error reaching the mail service");
      at = after.next_attempt_at;
    }
    expect(rows(env)[0]?.attempts).toBe(6);
    expect(JSON.stringify(warnings.mock.calls)).not.toMatch(/alex|Berg/i);

    // The service is back: delivered on the next due pass.
    const calls = stubFetch(() => jsonAnswer(201, { messageId: "<1@x>" }));
    expect(await deliverDue(env, 5, at)).toBe(1);
    expect(rows(env)[0]).toMatchObject({ delivered_at: expect.any(Number), last_error: null, attempts: 7 });
    expect(calls).toHaveLength(1);
    expect(await deliverDue(env, 5, at + lastBackoffMs * 2)).toBe(0);
  });

  it("gives up on a call after 10 s", async () => {
    const env = testEnv();
    const timeout = vi.spyOn(AbortSignal, "timeout").mockImplementation(() => AbortSignal.abort(new DOMException("The operation timed out.", "TimeoutError")));
    vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
      init.signal?.throwIfAborted();
      return jsonAnswer(201);
    });
    const { id, statement } = enqueue(env.LEADS_DB, "unsubscribe-contact", { subscriber: "s", email: "gone@example.com" });
    await statement.run();
    expect(await deliverRow(env, id)).toBe("failed");
    expect(timeout).toHaveBeenCalledWith(10_000);
    expect(rows(env)[0]?.last_error).toBe("the mail service did not answer within 10 s");
  });

  it("keeps a request whose service is not configured, and says which setting is missing", async () => {
    const env = testEnv({ MAIL_API_KEY: undefined, MAIL_SENDER: " " });
    await storedDemo(env);
    expect(rows(env)[0]?.last_error).toBe("not configured: MAIL_API_KEY, MAIL_SENDER");
    const list = { ...env, MAIL_API_KEY: "k", MAIL_LIST_ID: "" } satisfies LeadsEnv;
    const { id, statement } = enqueue(env.LEADS_DB, "unsubscribe-contact", { subscriber: "s", email: "x@example.com" });
    await statement.run();
    await deliverRow(list, id);
    expect(rows(env)[1]?.last_error).toBe("not configured: MAIL_LIST_ID");
  });

  it("mails the sales team a demo request to answer by replying", async () => {
    const env = testEnv();
    await storedDemo(env);
    const calls = stubFetch(() => jsonAnswer(201, { messageId: "<1@x>" }));
    await deliverDue(env, 5, Date.now() + backoffMs[0]);
    const [mail] = calls;
    expect(mail?.url).toBe(`${mailOrigin}/v3/smtp/email`);
    expect(mail?.headers["api-key"]).toBe("mail-key");
    const body = mail?.body as Record<string, unknown>;
    expect(body).toMatchObject({ sender: { email: "news@orkestra.example", name: "Orkestra" }, to: [{ email: "sales@orkestra.example" }], replyTo: { email: "alex@example.com", name: "Alex Berg" }, subject: "Demo request: Berg Logistik AB" });
    expect(body.textContent).toContain("Name: Alex Berg\nE-mail: alex@example.com\nCompany: Berg\nLogistik  AB\nTimes that suit them: (not given)\n\nMessage:\nThree warehouses.\nOne ERP.\n");
    expect(body.textContent).toMatch(/Sent from \/sv\/contact in Swedish at \d{4}-/);

    // Without SALES_EMAIL: the company's address.
    const fallback = testEnv({ SALES_EMAIL: undefined });
    await storedDemo(fallback);
    const again = stubFetch(() => jsonAnswer(201, {}));
    await deliverDue(fallback, 5, Date.now() + backoffMs[0]);
    expect((again[0]?.body as { to: unknown }).to).toEqual([{ email: "hello@orkestra.example" }]);
  });

  it("sends the opt-in mail in the sign-up's language with both links and the one-click headers, or the language's template", async () => {
    for (const [lang, template] of [
      ["sv", undefined],
      ["en", "12"],
    ] as const) {
      const env = testEnv({ MAIL_TEMPLATE_CONFIRM_EN: template });
      const calls: Call[] = stubFetch(() => jsonAnswer(201, {}));
      const context = contextOf(formPost("newsletter", { "newsletter-email": "ana@example.com", lang, page: "/" }), env);
      await newsletter(context);
      await context.settled();
      const body = calls[0]?.body as Record<string, unknown> & { headers: Record<string, string>; textContent: string; htmlContent: string };
      const unsubscribeUrl = /<(.+)>/.exec(body.headers["List-Unsubscribe"] ?? "")?.[1];
      expect(unsubscribeUrl).toMatch(new RegExp(`^${siteOrigin}/api/leads/unsubscribe\\?token=[0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}$`));
      expect(body.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(body.to).toEqual([{ email: "ana@example.com" }]);
      if (template) {
        expect(body).toMatchObject({ templateId: 12, params: { confirmUrl: expect.stringMatching(/\/api\/leads\/confirm\?token=/), unsubscribeUrl } });
        expect(body.subject).toBeUndefined();
        continue;
      }
      expect(body.subject).toBe("Bekräfta din prenumeration på Orkestras nyhetsbrev");
      expect(body.textContent).toContain("Länken fungerar i 7 dagar.");
      expect(body.textContent).toContain(`Avsluta prenumerationen här: ${unsubscribeUrl}`);
      expect(body.htmlContent).toContain('<html lang="sv">');
      expect(body.htmlContent).toMatch(/<a href="https:\/\/www\.orkestra\.example\/api\/leads\/confirm\?token=[A-Za-z0-9_-]{43}&#38;lang=sv">Bekräfta prenumerationen<\/a>/);
    }
  });

  it("skips a superseded opt-in mail and a list entry for an address unsubscribed meanwhile", async () => {
    const env = testEnv({ MAIL_API_KEY: undefined });
    const post = () => formPost("newsletter", { "newsletter-email": "bo@example.com", lang: "en", page: "/" });
    for (let index = 0; index < 2; index++) {
      const context = contextOf(post(), env);
      await newsletter(context);
      await context.settled();
    }
    const calls = stubFetch(() => jsonAnswer(201, {}));
    const later = Date.now() + backoffMs[0];
    expect(await deliverDue({ ...env, MAIL_API_KEY: "k" }, 5, later)).toBe(2);
    // Only the newer link is mailed.
    expect(calls).toHaveLength(1);

    // Confirmed while the mail service is down, then unsubscribed: nothing goes onto the list.
    const mail = JSON.parse(rows(env).at(-1)!.payload) as { subscriber: string; nonce: string };
    const token = await confirmToken(secret, mail.subscriber, mail.nonce);
    const confirming = contextOf(new Request(`${siteOrigin}/api/leads/confirm?token=${token}`), env);
    expect((await confirm(confirming)).headers.get("location")).toBe("/subscribed");
    await confirming.settled();
    const leaving = contextOf(new Request(`${siteOrigin}/api/leads/unsubscribe?token=${await unsubscribeToken(secret, mail.subscriber, "bo@example.com")}`), env);
    await unsubscribe(leaving);
    await leaving.settled();
    expect(rows(env).map((row) => [row.kind, row.delivered_at === null])).toEqual([
      ["confirm-mail", false],
      ["confirm-mail", false],
      ["subscribe-contact", true],
      ["unsubscribe-contact", true],
    ]);
    const listCalls = stubFetch(() => jsonAnswer(201, {}));
    expect(await deliverDue({ ...env, MAIL_API_KEY: "k" }, 5, later + backoffMs[0])).toBe(2);
    expect(listCalls.map((call) => new URL(call.url).pathname)).toEqual(["/v3/contacts/lists/7/contacts/remove"]);
  });
});

describe("the purge", () => {
  it("deletes unconfirmed sign-ups after 7 days, delivered rows after 30, counters after a day, withdrawals after 3 years", async () => {
    const env = testEnv();
    const now = Date.parse("2030-01-01T00:00:00Z");
    const db = env.LEADS_DB.sqlite;
    const subscriber = db.prepare("INSERT INTO subscribers (id, email, status, lang, consent_version, consent_text, signed_up_at, unsubscribed_at) VALUES (?, ?, ?, 'en', 'v', 't', ?, ?)");
    subscriber.run("p-old", "a@x.se", "pending", now - retention.pendingMs - 1, null);
    subscriber.run("p-new", "b@x.se", "pending", now - retention.pendingMs + 1000, null);
    subscriber.run("c-old", "c@x.se", "confirmed", now - 10 * retention.withdrawnMs, null);
    subscriber.run("u-old", "d@x.se", "unsubscribed", now - 10 * retention.withdrawnMs, now - retention.withdrawnMs - 1);
    subscriber.run("u-new", "e@x.se", "unsubscribed", now - 10 * retention.withdrawnMs, now - retention.withdrawnMs + 1000);
    const row = db.prepare("INSERT INTO outbox (id, kind, payload, created_at, next_attempt_at, delivered_at) VALUES (?, 'demo-mail', '{}', 0, 0, ?)");
    row.run("d-old", now - retention.deliveredMs - 1);
    row.run("d-new", now - retention.deliveredMs + 1000);
    row.run("undelivered", null);
    const hit = db.prepare("INSERT INTO hits (key, window_start, count) VALUES (?, ?, 1)");
    hit.run("old", now - retention.hitsMs - 1);
    hit.run("new", now - retention.hitsMs + 1000);

    expect(retention).toEqual({ pendingMs: 7 * 24 * 3600_000, deliveredMs: 30 * 24 * 3600_000, hitsMs: 24 * 3600_000, withdrawnMs: 3 * 365 * 24 * 3600_000 });
    await purge(env, now);
    expect(env.LEADS_DB.rows("SELECT id FROM subscribers ORDER BY id").map((one) => one.id)).toEqual(["c-old", "p-new", "u-new"]);
    expect(env.LEADS_DB.rows("SELECT id FROM outbox ORDER BY id").map((one) => one.id)).toEqual(["d-new", "undelivered"]);
    expect(env.LEADS_DB.rows("SELECT key FROM hits").map((one) => one.key)).toEqual(["new"]);
  });
});

describe("E/outbox", () => {
  const listing = (env: LeadsEnv, authorization?: string, method = "GET") => outboxRoute(contextOf(new Request(`${siteOrigin}/api/leads/outbox`, { method, headers: authorization ? { Authorization: authorization } : {} }), env));

  it("does not exist without LEADS_ADMIN_TOKEN, and needs the token", async () => {
    expect((await listing(testEnv({ LEADS_ADMIN_TOKEN: undefined }), "Bearer anything")).status).toBe(404);
    const env = testEnv();
    expect((await listing(env)).status).toBe(401);
    const wrong = await listing(env, `Bearer ${adminToken}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await listing(env, `Basic ${adminToken}`)).status).toBe(401);
    expect((await listing(env, `Bearer ${adminToken}`)).status).toBe(200);
  });

  it("lists what is undelivered with its recipient and reason, and a POST delivers what is due", async () => {
    const env = testEnv();
    await storedDemo(env);
    const answer = await listing(env, `Bearer ${adminToken}`);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const { undelivered } = (await answer.json()) as { undelivered: Record<string, unknown>[] };
    expect(undelivered).toEqual([{ id: expect.any(String), kind: "demo-mail", created: expect.stringMatching(/Z$/), attempts: 1, nextAttempt: expect.stringMatching(/Z$/), lastError: "the mail service answered 503", to: "sales@orkestra.example" }]);
    expect(JSON.stringify(undelivered)).not.toContain("alex");

    // Not due for a minute: a POST leaves it; once due, a POST delivers it.
    stubFetch(() => jsonAnswer(201, {}));
    expect((await (await listing(env, `Bearer ${adminToken}`, "POST")).json()).undelivered).toHaveLength(1);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + backoffMs[0]);
    expect(await (await listing(env, `Bearer ${adminToken}`, "POST")).json()).toEqual({ undelivered: [] });
  });
});
