import { describe, expect, it, vi } from "vitest";
import { newsletter } from "./forms";
import { contextOf, formPost, humanStart, mailOrigin, secret, siteOrigin, stubFetch, testEnv, type Call, isolateEachTest } from "./kit.test-helper";
import { confirm, unsubscribe, unsubscribeOneClick } from "./links";
import { unsubscribeToken } from "./tokens";

isolateEachTest();

/** Signs `email` up and returns the two links of the mail it gets (from the mail service's stand-in). */
async function signUpAndRead(env: ReturnType<typeof testEnv>, email: string, lang = "en") {
  const calls: Call[] = stubFetch(() => new Response('{"messageId":"<1@x>"}', { status: 201 }));
  const context = contextOf(formPost("newsletter", { "newsletter-email": email, lang, page: "/blog", website: "", started: humanStart() }), env);
  await newsletter(context);
  await context.settled();
  const mail = calls.findLast((call) => call.url === `${mailOrigin}/v3/smtp/email`)?.body as { textContent: string };
  const [confirmUrl, unsubscribeUrl] = [...mail.textContent.matchAll(/https:\/\/\S+/g)].map((match) => match[0]);
  return { confirmUrl: confirmUrl!, unsubscribeUrl: unsubscribeUrl!, calls };
}

const get = (url: string, env: ReturnType<typeof testEnv>) => contextOf(new Request(url), env);
const subscriber = (env: ReturnType<typeof testEnv>) => env.LEADS_DB.rows("SELECT * FROM subscribers")[0];

describe("the confirmation link", () => {
  it("confirms once, clears the token, queues the list entry and lands on the subscribed page in the sign-up's language", async () => {
    const env = testEnv();
    const { confirmUrl, calls } = await signUpAndRead(env, "ana@example.com", "sv");
    expect(confirmUrl).toMatch(new RegExp(`^${siteOrigin}/api/leads/confirm\\?token=[A-Za-z0-9_-]{43}&lang=sv$`));
    const context = get(confirmUrl, env);
    const answer = await confirm(context);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/sv/subscribed");
    expect(subscriber(env)).toMatchObject({ status: "confirmed", token_hash: null, token_expires_at: null, confirmed_at: expect.any(Number) });
    await context.settled();
    const added = calls.find((call) => call.url === `${mailOrigin}/v3/contacts`);
    expect(added?.body).toEqual({ email: "ana@example.com", listIds: [7], updateEnabled: true, attributes: { LANGUAGE: "sv", OPT_IN_AT: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), SIGNUP_PAGE: "/blog" } });

    // Single use: the same link again is an expired link.
    const again = await confirm(get(confirmUrl, env));
    expect(again.headers.get("location")).toBe("/sv/link-expired");
    expect(env.LEADS_DB.rows("SELECT kind FROM outbox WHERE kind = 'subscribe-contact'")).toHaveLength(1);
  });

  it("sends a wrong token and an expired one to the expired-link page", async () => {
    const env = testEnv();
    const { confirmUrl } = await signUpAndRead(env, "bo@example.com");
    for (const token of ["", "short", "A".repeat(43)]) {
      const answer = await confirm(get(`${siteOrigin}/api/leads/confirm?token=${token}`, env));
      expect(answer.headers.get("location")).toBe("/link-expired");
    }
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 7 * 24 * 3600_000 + 1000);
    expect((await confirm(get(confirmUrl, env))).headers.get("location")).toBe("/link-expired");
    expect(subscriber(env)?.status).toBe("pending");
  });

  it("stops working when the address signs up again (the new mail's link works)", async () => {
    const env = testEnv();
    const first = await signUpAndRead(env, "cy@example.com");
    const second = await signUpAndRead(env, "cy@example.com");
    expect(second.confirmUrl).not.toBe(first.confirmUrl);
    expect((await confirm(get(first.confirmUrl, env))).headers.get("location")).toBe("/link-expired");
    expect((await confirm(get(second.confirmUrl, env))).headers.get("location")).toBe("/subscribed");
  });
});

describe("the unsubscribe link", () => {
  it("unsubscribes a confirmed address, keeps the proof, and takes it off the list", async () => {
    const env = testEnv();
    const { confirmUrl, unsubscribeUrl, calls } = await signUpAndRead(env, "dee@example.com", "sv");
    const confirming = get(confirmUrl, env);
    await confirm(confirming);
    await confirming.settled();
    expect(unsubscribeUrl).toBe(`${siteOrigin}/api/leads/unsubscribe?token=${await unsubscribeToken(secret, String(subscriber(env)?.id), "dee@example.com")}`);
    const context = get(unsubscribeUrl, env);
    const answer = await unsubscribe(context);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/sv/unsubscribed");
    await context.settled();
    expect(subscriber(env)).toMatchObject({ status: "unsubscribed", unsubscribed_at: expect.any(Number), consent_text: expect.stringContaining("Jag vill få Orkestras nyhetsbrev"), confirmed_at: expect.any(Number) });
    expect(calls.find((call) => call.url === `${mailOrigin}/v3/contacts/lists/7/contacts/remove`)?.body).toEqual({ emails: ["dee@example.com"] });
    // Again: the same page, nothing new queued.
    expect((await unsubscribe(get(unsubscribeUrl, env))).headers.get("location")).toBe("/sv/unsubscribed");
    expect(env.LEADS_DB.rows("SELECT kind FROM outbox WHERE kind = 'unsubscribe-contact'")).toHaveLength(1);
    // The address may sign up again beside its withdrawn sign-up.
    await signUpAndRead(env, "dee@example.com");
    expect(env.LEADS_DB.rows("SELECT status FROM subscribers ORDER BY signed_up_at")).toEqual([{ status: "unsubscribed" }, { status: "pending" }]);
  });

  it("answers the one-click POST with 200, a pending sign-up without a list change, and refuses a forged token", async () => {
    const env = testEnv();
    const { unsubscribeUrl, confirmUrl } = await signUpAndRead(env, "eve@example.com");
    const forged = unsubscribeUrl.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await unsubscribeOneClick(contextOf(new Request(forged, { method: "POST", body: "List-Unsubscribe=One-Click" }), env))).status).toBe(400);
    expect((await unsubscribe(get(forged, env))).headers.get("location")).toBe("/link-expired");
    expect(subscriber(env)?.status).toBe("pending");
    const answer = await unsubscribeOneClick(contextOf(new Request(unsubscribeUrl, { method: "POST", body: "List-Unsubscribe=One-Click" }), env));
    expect(answer.status).toBe(200);
    expect(subscriber(env)).toMatchObject({ status: "unsubscribed", token_hash: null });
    expect(env.LEADS_DB.rows("SELECT kind FROM outbox WHERE kind = 'unsubscribe-contact'")).toHaveLength(0);
    // Withdrawn before confirming: the confirmation link is dead.
    expect((await confirm(get(confirmUrl, env))).headers.get("location")).toBe("/link-expired");
  });
});
