import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import worker from "../../_worker";
import { formPost, humanStart, jsonAnswer, mailOrigin, siteOrigin, stubFetch, testEnv, type Call, isolateEachTest } from "./kit.test-helper";
import { backoffMs } from "./outbox";

isolateEachTest();

/** The Worker on an origin of its own, for a site elsewhere (nginx, Docker). */
const workerOrigin = "https://forms.orkestra.example";
const envOf = () => testEnv({ SITE_ORIGIN: `${siteOrigin}/` });

function runtime() {
  const work: Promise<unknown>[] = [];
  return { ctx: { waitUntil: (promise: Promise<unknown>) => void work.push(promise) }, settled: () => Promise.all(work) };
}

const signUp = { "newsletter-email": "ana@example.com", lang: "sv", page: "/sv/blog", website: "", started: humanStart() };

describe("the lead routes on the Worker", () => {
  it("allow the site's origin (CORS), answer its preflight, and send the browser back to the site", async () => {
    const env = envOf();
    const calls: Call[] = stubFetch(() => jsonAnswer(201, {}));
    const { ctx, settled } = runtime();
    const json = await worker.fetch(formPost("newsletter", signUp, { json: true, base: workerOrigin }), env, ctx);
    expect(json.status).toBe(200);
    expect(json.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    expect(json.headers.get("vary")).toBe("Origin");
    expect(await json.json()).toMatchObject({ ok: true, next: "/sv/check-inbox" });

    const plain = await worker.fetch(formPost("newsletter", { ...signUp, "newsletter-email": "bo@example.com" }, { base: workerOrigin }), env, ctx);
    expect(plain.headers.get("location")).toBe(`${siteOrigin}/sv/check-inbox`);

    const preflight = await worker.fetch(new Request(`${workerOrigin}/api/leads/demo`, { method: "OPTIONS", headers: { Origin: siteOrigin, "Access-Control-Request-Method": "POST" } }), env, ctx);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");

    // The mail's links point at the Worker, which sends the browser on to the site.
    await settled();
    const text = (calls[0]?.body as { textContent: string }).textContent;
    const confirmUrl = /https:\/\/\S+confirm\S+/.exec(text)?.[0] ?? "";
    expect(confirmUrl.startsWith(`${workerOrigin}/api/leads/confirm?token=`)).toBe(true);
    const confirmed = await worker.fetch(new Request(confirmUrl), env, ctx);
    expect(confirmed.headers.get("location")).toBe(`${siteOrigin}/sv/subscribed`);
    expect(calls[0]?.url).toBe(`${mailOrigin}/v3/smtp/email`);
  });

  it("refuse a post from the Worker's own origin or another, with a way back to the site's page", async () => {
    const env = envOf();
    stubFetch(() => jsonAnswer(201, {}));
    for (const origin of [workerOrigin, "https://evil.example"]) {
      const answer = await worker.fetch(formPost("newsletter", signUp, { origin, base: workerOrigin }), env);
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain(`<a href="${siteOrigin}/sv/blog">`);
    }
  });

  it("answer nothing else, and the schedule delivers what is due and purges", async () => {
    const env = envOf();
    expect((await worker.fetch(new Request(`${workerOrigin}/api/leads/other`, { method: "POST" }), env)).status).toBe(404);
    expect((await worker.fetch(new Request(`${workerOrigin}/api/leads/newsletter`), env)).status).toBe(404);

    stubFetch(() => jsonAnswer(503, {}));
    const { ctx, settled } = runtime();
    await worker.fetch(formPost("demo", { "demo-name": "A", "demo-email": "a@example.com", "demo-company": "C", "demo-message": "M", lang: "en", page: "/contact", website: "" }, { base: workerOrigin }), env, ctx);
    await settled();
    expect(env.LEADS_DB.rows("SELECT last_error FROM outbox")).toEqual([{ last_error: "the mail service answered 503" }]);
    env.LEADS_DB.sqlite.exec("INSERT INTO hits (key, window_start, count) VALUES ('old', 0, 1)");

    const calls = stubFetch(() => jsonAnswer(201, {}));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + backoffMs[0]);
    const cron = runtime();
    worker.scheduled({}, env, cron.ctx);
    await cron.settled();
    expect(calls).toHaveLength(1);
    expect(env.LEADS_DB.rows("SELECT delivered_at IS NOT NULL AS done FROM outbox")).toEqual([{ done: 1 }]);
    expect(env.LEADS_DB.rows("SELECT key FROM hits WHERE key = 'old'")).toEqual([]);
  });
});

describe("the Worker's deployment file (deploy/worker/wrangler.jsonc)", () => {
  it("deploys this Worker with the leads database its code reads, the schema's folder and a schedule", () => {
    const file = join(process.cwd(), "deploy/worker/wrangler.jsonc");
    // JSONC: whole-line comments only, so stripping them leaves JSON.
    const config = JSON.parse(readFileSync(file, "utf8").replace(/^\s*\/\/.*$/gm, "")) as {
      main: string;
      d1_databases: { binding: string; migrations_dir: string }[];
      triggers: { crons: string[] };
      vars: Record<string, string>;
    };
    expect(join(dirname(file), config.main)).toBe(join(process.cwd(), "functions/_worker.ts"));
    expect(config.d1_databases.map((database) => database.binding)).toEqual(["LEADS_DB"]);
    expect(existsSync(join(dirname(file), config.d1_databases[0]!.migrations_dir, "0001_leads.sql"))).toBe(true);
    expect(config.triggers.crons).toHaveLength(1);
    expect(Object.keys(config.vars)).toEqual(["SITE_ORIGIN"]);
  });
});
