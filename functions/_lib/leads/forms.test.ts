import { beforeEach, describe, expect, it, vi } from "vitest";
import { comment, demo, newsletter } from "./forms";
import { contextOf, formPost, humanStart, siteOrigin, stubFetch, testEnv, isolateEachTest } from "./kit.test-helper";
import { consentWording } from "./messages";
import { limits } from "./limits";

isolateEachTest();
beforeEach(() => {
  // Deliveries in the background answer at once; these tests are about the answers and the storage.
  stubFetch(() => new Response("{}", { status: 201 }));
});

const signUp = (email: string, extra: Record<string, string> = {}) => ({ "newsletter-email": email, lang: "en", page: "/blog", website: "", started: humanStart(), ...extra });
const demoFields = (extra: Record<string, string> = {}) => ({
  "demo-name": "Alex Berg",
  "demo-email": "alex@example.com",
  "demo-company": "Berg Logistik AB",
  "demo-message": "We run three warehouses.",
  "demo-times": "Tuesdays",
  lang: "sv",
  page: "/sv/contact",
  website: "",
  started: humanStart(),
  ...extra,
});
const commentFields = (extra: Record<string, string> = {}) => ({
  "comment-name": "Kim",
  "comment-email": "kim@example.com",
  "comment-message": "Good point about lead times.",
  post: "ai-in-demand-planning",
  lang: "en",
  page: "/blog/ai-in-demand-planning",
  website: "",
  started: humanStart(),
  ...extra,
});

const stored = (env: ReturnType<typeof testEnv>) => ({
  subscribers: env.LEADS_DB.rows("SELECT * FROM subscribers"),
  outbox: env.LEADS_DB.rows("SELECT * FROM outbox"),
});

describe("an accepted form", () => {
  it("answers the script with JSON and a plain post with a 303 to the answer page in its language", async () => {
    const env = testEnv();
    const json = await newsletter(contextOf(formPost("newsletter", signUp("ana@example.com", { lang: "sv" }), { json: true }), env));
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ ok: true, next: "/sv/check-inbox", message: "Nästan klart: vi har mejlat dig en länk. Klicka på den för att bekräfta prenumerationen." });
    expect(json.headers.get("cache-control")).toBe("no-store");
    expect(json.headers.get("x-content-type-options")).toBe("nosniff");
    expect(json.headers.get("access-control-allow-origin")).toBeNull();

    const plain = await newsletter(contextOf(formPost("newsletter", signUp("bo@example.com")), env));
    expect(plain.status).toBe(303);
    expect(plain.headers.get("location")).toBe("/check-inbox");

    const demoAnswer = await demo(contextOf(formPost("demo", demoFields()), env));
    expect(demoAnswer.headers.get("location")).toBe("/sv/demo-requested");
    const commentAnswer = await comment(contextOf(formPost("comment", commentFields(), { multipart: true }), env));
    expect(commentAnswer.status).toBe(303);
    expect(commentAnswer.headers.get("location")).toBe("/comment-received");
  });

  it("stores a sign-up as pending, with its proof of consent and only a hash of its link, and queues the mail", async () => {
    const env = testEnv();
    const context = contextOf(formPost("newsletter", { ...signUp("  Ana@Example.COM "), "newsletter-email": "  Ana@Example.COM " }), env);
    await newsletter(context);
    const { subscribers, outbox } = stored(env);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: "ana@example.com", status: "pending", lang: "en", page: "/blog", consent_version: consentWording.version, consent_text: consentWording.en, confirmed_at: null });
    expect(subscribers[0]?.token_hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(subscribers[0]?.token_expires_at) - Number(subscribers[0]?.signed_up_at)).toBe(7 * 24 * 3600_000);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: "confirm-mail" });
    const payload = JSON.parse(String(outbox[0]?.payload));
    expect(payload).toMatchObject({ subscriber: subscribers[0]?.id, email: "ana@example.com", lang: "en", endpoint: `${siteOrigin}/api/leads` });
    expect(JSON.stringify(payload)).not.toContain(String(subscribers[0]?.token_hash));
    // Delivered after the answer.
    await context.settled();
    expect(env.LEADS_DB.rows("SELECT delivered_at FROM outbox")[0]?.delivered_at).toEqual(expect.any(Number));
  });

  it("takes the sidebar's field name, and says the same to an address that is confirmed already without sending anything", async () => {
    const env = testEnv();
    const sidebar = { "sidebar-newsletter": "cy@example.com", lang: "en", page: "/blog", website: "" };
    const first = contextOf(formPost("newsletter", sidebar), env);
    expect((await newsletter(first)).status).toBe(303);
    await first.settled();
    env.LEADS_DB.sqlite.exec("UPDATE subscribers SET status = 'confirmed', token_hash = NULL");
    const before = stored(env);
    const again = await newsletter(contextOf(formPost("newsletter", sidebar, { json: true }), env));
    expect(await again.json()).toMatchObject({ ok: true, next: "/check-inbox" });
    expect(stored(env)).toEqual(before);
  });

  it("gives a pending address a new link (the old one stops working) and a new mail", async () => {
    const env = testEnv();
    await newsletter(contextOf(formPost("newsletter", signUp("dee@example.com")), env));
    const [first] = stored(env).subscribers;
    await newsletter(contextOf(formPost("newsletter", signUp("dee@example.com", { lang: "sv" })), env));
    const { subscribers, outbox } = stored(env);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]?.id).toBe(first?.id);
    expect(subscribers[0]?.token_hash).not.toBe(first?.token_hash);
    expect(subscribers[0]?.lang).toBe("sv");
    expect(outbox.map((row) => row.kind)).toEqual(["confirm-mail", "confirm-mail"]);
  });

  it("stores a demo request and a comment (its e-mail in the outbox row only) with a slug of the contract's form", async () => {
    const env = testEnv();
    await demo(contextOf(formPost("demo", demoFields({ "demo-times": "" })), env));
    await comment(contextOf(formPost("comment", commentFields({ "comment-message": "Line one\r\nLine two" })), env));
    const [demoRow, commentRow] = env.LEADS_DB.rows<{ kind: string; payload: string }>("SELECT kind, payload FROM outbox ORDER BY kind DESC");
    expect(demoRow?.kind).toBe("demo-mail");
    expect(JSON.parse(demoRow!.payload)).toMatchObject({ name: "Alex Berg", email: "alex@example.com", company: "Berg Logistik AB", times: "", lang: "sv", page: "/sv/contact" });
    expect(commentRow?.kind).toBe("comment-pr");
    const draft = JSON.parse(commentRow!.payload);
    expect(draft).toMatchObject({ post: "ai-in-demand-planning", lang: "en", author: "Kim", text: "Line one\nLine two", email: "kim@example.com" });
    expect(draft.slug).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)}-ai-in-demand-planning-en-[a-z0-9]{6}$`));
  });
});

describe("the checks, in their order", () => {
  it("refuses a post from another origin, or without one, with 403 before anything else", async () => {
    const env = testEnv();
    for (const origin of ["https://evil.example", null]) {
      const answer = await newsletter(contextOf(formPost("newsletter", signUp("x@example.com", { website: "bot" }), { json: true, origin }), env));
      expect(answer.status).toBe(403);
      expect(await answer.json()).toEqual({ ok: false, error: "origin", message: "This form can only be sent from our website." });
    }
    expect(stored(env)).toEqual({ subscribers: [], outbox: [] });
  });

  it("refuses a body over 16 KB with 413, declared or not", async () => {
    const env = testEnv();
    const big = signUp("x@example.com", { page: "/" + "a".repeat(17_000) });
    const declared = await newsletter(contextOf(formPost("newsletter", big, { json: true }), env));
    expect(declared.status).toBe(413);
    expect((await declared.json()).error).toBe("too-large");
    // Streamed without a length: read no further than the limit.
    const chunks = new URLSearchParams(big).toString();
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(chunks));
        controller.close();
      },
    });
    const request = new Request(`${siteOrigin}/api/leads/newsletter`, { method: "POST", body: stream, duplex: "half", headers: { Origin: siteOrigin, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" } } as RequestInit);
    expect((await newsletter(contextOf(request, env))).status).toBe(413);
    // A declared length over the limit is refused without reading the body.
    let pulled = false;
    const unread = new ReadableStream(
      {
        pull(controller) {
          pulled = true;
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const declaredOnly = new Request(`${siteOrigin}/api/leads/newsletter`, { method: "POST", body: unread, duplex: "half", headers: { Origin: siteOrigin, Accept: "application/json", "Content-Length": "16385", "Content-Type": "application/x-www-form-urlencoded" } } as RequestInit);
    expect((await newsletter(contextOf(declaredOnly, env))).status).toBe(413);
    expect(pulled).toBe(false);
    // 16 KB exactly is fine (as far as size goes).
    const atLimit = new URLSearchParams(signUp("x@example.com")).toString();
    const padded = `${atLimit}&pad=${"a".repeat(16 * 1024 - atLimit.length - 5)}`;
    expect(padded.length).toBe(16 * 1024);
    const fits = new Request(`${siteOrigin}/api/leads/newsletter`, { method: "POST", body: padded, headers: { Origin: siteOrigin, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" } });
    expect((await newsletter(contextOf(fits, env))).status).toBe(200);
  });

  it("refuses a filled-in honeypot, then a post sent within 3 s of the first keystroke (400)", async () => {
    const env = testEnv();
    const honey = await newsletter(contextOf(formPost("newsletter", signUp("x@example.com", { website: "https://spam.example", started: String(Date.now()) }), { json: true }), env));
    expect(honey.status).toBe(400);
    expect((await honey.json()).error).toBe("honeypot");
    const fast = await newsletter(contextOf(formPost("newsletter", signUp("x@example.com", { started: String(Date.now() - 1000) }), { json: true }), env));
    expect(fast.status).toBe(400);
    expect(await fast.json()).toMatchObject({ error: "too-fast" });
    // Without JavaScript there is no `started`: allowed.
    const { started: _, ...noScript } = signUp("x@example.com");
    expect((await newsletter(contextOf(formPost("newsletter", noScript), env))).status).toBe(303);
    expect(stored(env).subscribers).toHaveLength(1);
  });

  it("names each invalid field in the visitor's language", async () => {
    const env = testEnv();
    const english = await demo(
      contextOf(formPost("demo", demoFields({ lang: "en", "demo-name": "", "demo-email": "not-an-address", "demo-company": "c".repeat(151), "demo-message": "m".repeat(4001), "demo-times": "t".repeat(301) }), { json: true }), env),
    );
    expect(english.status).toBe(400);
    expect(await english.json()).toEqual({
      ok: false,
      error: "invalid",
      message: "Some fields need correcting.",
      fields: {
        "demo-name": "Please fill this in.",
        "demo-email": "Enter an e-mail address such as name@example.com.",
        "demo-company": "Use at most 150 characters.",
        "demo-message": "Use at most 4000 characters.",
        "demo-times": "Use at most 300 characters.",
      },
    });
    const swedish = await comment(contextOf(formPost("comment", commentFields({ lang: "sv", "comment-email": `${"a".repeat(250)}@example.com`, "comment-message": "x".repeat(2001), post: "../etc" }), { json: true }), env));
    expect(await swedish.json()).toEqual({
      ok: false,
      error: "invalid",
      message: "Några fält behöver rättas.",
      fields: { "comment-email": "Använd högst 254 tecken.", "comment-message": "Använd högst 2000 tecken.", post: "Vi kunde inte se vilket inlägg kommentaren gäller." },
    });
    const nameAndPage = await comment(contextOf(formPost("comment", commentFields({ "comment-name": "n".repeat(101), page: "/" + "p".repeat(300) }), { json: true }), env));
    expect((await nameAndPage.json()).fields).toEqual({ "comment-name": "Use at most 100 characters.", page: "Use at most 300 characters." });
    const noAddress = await newsletter(contextOf(formPost("newsletter", { lang: "xx", page: "/" }, { json: true }), env));
    expect((await noAddress.json()).fields).toEqual({ "newsletter-email": "Please fill this in." });
    expect(stored(env)).toEqual({ subscribers: [], outbox: [] });
  });

  it("refuses the 11th post from one client in 10 minutes, and the 4th for one address and kind in an hour, with Retry-After", async () => {
    expect(limits).toEqual({ client: { count: 10, windowMs: 10 * 60_000 }, address: { count: 3, windowMs: 3600_000 } });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-12-07T10:00:30Z"));
    const env = testEnv();
    for (let index = 0; index < limits.client.count; index++) {
      expect((await newsletter(contextOf(formPost("newsletter", signUp(`n${index}@example.com`), { client: "198.51.100.7" }), env))).status).toBe(303);
    }
    const over = await newsletter(contextOf(formPost("newsletter", signUp("n10@example.com"), { client: "198.51.100.7", json: true }), env));
    expect(over.status).toBe(429);
    // The 10-minute window started at 10:00:00.
    expect(over.headers.get("retry-after")).toBe(String(10 * 60 - 30));
    expect(await over.json()).toMatchObject({ ok: false, error: "rate-limited" });
    // Another client is not held back; the counter key is not the address.
    expect((await newsletter(contextOf(formPost("newsletter", signUp("n10@example.com"), { client: "198.51.100.8" }), env))).status).toBe(303);
    expect(JSON.stringify(env.LEADS_DB.rows("SELECT key FROM hits"))).not.toMatch(/198\.51|example\.com/);

    for (let index = 0; index < limits.address.count; index++) {
      expect((await demo(contextOf(formPost("demo", demoFields(), { client: `203.0.113.${index}` }), env))).status).toBe(303);
    }
    const sameAddress = await demo(contextOf(formPost("demo", demoFields({ "demo-email": "ALEX@example.com" }), { client: "203.0.113.99" }), env));
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.headers.get("retry-after")).toBe(String(60 * 60 - 30));
    // The same address for another kind is counted apart.
    expect((await newsletter(contextOf(formPost("newsletter", signUp("alex@example.com"), { client: "203.0.113.98" }), env))).status).toBe(303);
  });

  it("answers 503 `unavailable` when the database is missing or fails, and logs nothing personal", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const missing = await newsletter(contextOf(formPost("newsletter", signUp("secret-person@example.com"), { json: true }), { ...testEnv(), LEADS_DB: undefined }));
    expect(missing.status).toBe(503);
    expect(await missing.json()).toEqual({ ok: false, error: "unavailable", message: "We couldn't send the form just now. Please try again later, or e-mail us at hello@orkestra.example." });
    const env = testEnv();
    env.LEADS_DB.breakDown();
    const broken = await demo(contextOf(formPost("demo", demoFields({ "demo-email": "secret-person@example.com" })), env));
    expect(broken.status).toBe(503);
    expect(await broken.text()).toContain("Vi kunde inte skicka formuläret just nu.");
    expect(JSON.stringify(errors.mock.calls)).not.toMatch(/secret-person|Alex|stand-in broken/);
    expect(errors).toHaveBeenCalled();
  });
});

describe("the refusal page of a plain form post", () => {
  it("is a small page in the visitor's language: why, the Back button, and a link to the page it came from", async () => {
    const env = testEnv();
    const answer = await comment(contextOf(formPost("comment", commentFields({ lang: "sv", page: "/sv/blog/ai-in-demand-planning", "comment-name": "" })), env));
    expect(answer.status).toBe(400);
    expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    const html = await answer.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="sv">/);
    expect(html).toContain("<title>Inte skickat | Orkestra</title>");
    expect(html).toContain("<h1>Formuläret skickades inte</h1>");
    expect(html).toContain("<li>Namn: Fyll i det här fältet.</li>");
    expect(html).toContain("Gå tillbaka till formuläret med webbläsarens bakåtknapp: det du skrev finns kvar.");
    expect(html).toContain('<a href="/sv/blog/ai-in-demand-planning">Tillbaka till sidan du kom från</a>');
  });

  it("links back only to a path on the site", async () => {
    const env = testEnv();
    for (const page of ["https://evil.example/", "//evil.example/", "javascript:alert(1)", '/"><script>']) {
      const html = await (await newsletter(contextOf(formPost("newsletter", signUp("x@example.com", { page, website: "bot" })), env))).text();
      expect(html).not.toContain("<a ");
      expect(html).not.toContain("<script>");
    }
  });

  it("takes its language from the referring page when the body could not be read", async () => {
    const env = testEnv();
    const request = formPost("newsletter", { page: "/" + "x".repeat(17_000) }, { headers: { Referer: `${siteOrigin}/sv/blog` } });
    const answer = await newsletter(contextOf(request, env));
    expect(answer.status).toBe(413);
    expect(await answer.text()).toContain('<html lang="sv">');
  });
});
