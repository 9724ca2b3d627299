import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { createMailStandIn, linkify, viewerPage, type Mail } from "./mail-stand-in.ts";

// The mail service's stand-in (tests/functions, npm run local): what it accepts as Brevo does, a
// failure aimed at one address only, and an outbox viewer that shows a mail's words as text.

let server: Server | undefined;
afterEach(() => server?.close());

async function start() {
  const standIn = createMailStandIn({ apiKey: "key" });
  server = createServer((request, response) => void standIn.handle(request, response));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const send = (to: string, key = "key") =>
    fetch(`${origin}/v3/smtp/email`, { method: "POST", headers: { "api-key": key }, body: JSON.stringify({ sender: { email: "hello@orkestra.example" }, to: [{ email: to }], subject: "Hi", textContent: "Hello" }) });
  return { standIn, origin, send };
}

describe("the mail stand-in", () => {
  it("refuses a wrong key and an incomplete mail, and keeps what it accepts", async () => {
    const { standIn, origin, send } = await start();
    expect((await send("a@example.com", "wrong")).status).toBe(401);
    const incomplete = await fetch(`${origin}/v3/smtp/email`, { method: "POST", headers: { "api-key": "key" }, body: JSON.stringify({ to: [{ email: "a@example.com" }] }) });
    expect(incomplete.status).toBe(400);
    expect((await send("a@example.com")).status).toBe(201);
    expect(standIn.mails.map((mail) => mail.to)).toEqual([[{ email: "a@example.com" }]]);
  });

  it("fails the next calls about one address only, until told otherwise", async () => {
    const { origin, send } = await start();
    await fetch(`${origin}/__fail`, { method: "POST", body: JSON.stringify({ count: 2, status: 502, to: "b@example.com" }) });
    expect((await send("a@example.com")).status).toBe(201);
    expect((await send("b@example.com")).status).toBe(502);
    await fetch(`${origin}/__fail`, { method: "POST", body: JSON.stringify({ count: 0, to: "b@example.com" }) });
    expect((await send("b@example.com")).status).toBe(201);
    const calls = (await (await fetch(`${origin}/__calls?to=b@example.com`)).json()) as { status: number }[];
    expect(calls.map((call) => call.status)).toEqual([502, 201]);
  });

  it("shows a mail's markup as text and its addresses as links, newest first", () => {
    const mail = (subject: string, textContent: string): Mail => ({ id: subject, at: "2026-12-07T10:00:00.000Z", to: [{ email: "a@example.com" }], subject, textContent });
    const page = viewerPage([mail("First", "x"), mail("<b>Second</b>", "Confirm: https://site.example/api/leads/confirm?token=a&b=1.\n<script>alert(1)</script>")], []);
    expect(page.indexOf("&#60;b&#62;Second")).toBeLessThan(page.indexOf("First"));
    expect(page).not.toContain("<script>alert");
    expect(page).toContain('<a href="https://site.example/api/leads/confirm?token=a&#38;b=1">');
    expect(linkify("see https://x.example/a, then")).toBe('see <a href="https://x.example/a">https://x.example/a</a>, then');
  });
});
