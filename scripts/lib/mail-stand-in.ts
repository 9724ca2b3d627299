// A stand-in for the three Brevo endpoints the lead functions call (decision 0028), for the tests
// (tests/functions/mail-server.ts) and the laptop command (scripts/local.mjs). It answers as Brevo
// does, keeps every mail and list change in memory, shows them to a person at `/` (the outbox
// viewer) and to a test as JSON, and can be told to fail or hang, as a real outage would.
import type { IncomingMessage, ServerResponse } from "node:http";

type Person = { email: string; name?: string };

/** A transactional mail as the stand-in accepted it (POST /v3/smtp/email). */
export type Mail = {
  id: string;
  at: string;
  to: Person[];
  replyTo?: Person;
  sender?: Person;
  subject?: string;
  htmlContent?: string;
  textContent?: string;
  templateId?: number;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
};

/** A contact and the lists it is on (POST /v3/contacts, .../contacts/remove). */
export type Contact = { email: string; attributes: Record<string, unknown>; listIds: number[]; updatedAt: string };

/** One call to a Brevo endpoint, failed or not: what a test checks when nothing must have been sent. */
export type Call = { at: string; path: string; status: number; emails: string[] };

/** What POST /__fail takes: the next `count` calls (about `to`, when given) fail with `status`, or hang. */
export type Failure = { count: number; status?: number; hang?: boolean; to?: string };

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  response.end(status === 204 ? undefined : JSON.stringify(body));
};

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const isAddress = (value: unknown): value is string => typeof value === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const lower = (value: string) => value.toLowerCase();

/** The e-mail addresses a Brevo call is about, lower case: whom a failure aimed at one address hits. */
function addressesOf(path: string, body: Record<string, unknown>): string[] {
  if (path === "/v3/smtp/email") return [...((body.to as Person[] | undefined) ?? []), ...((body.cc as Person[] | undefined) ?? []), ...((body.bcc as Person[] | undefined) ?? [])].map((one) => lower(String(one?.email)));
  if (path === "/v3/contacts") return typeof body.email === "string" ? [lower(body.email)] : [];
  return Array.isArray(body.emails) ? body.emails.map((one) => lower(String(one))) : [];
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Text with its web addresses as links, everything escaped. */
export function linkify(text: string): string {
  let out = "";
  let last = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g)) {
    out += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(match[0])}">${escapeHtml(match[0])}</a>`;
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}

/** A mail's readable text: its text part, else its HTML part reduced to text (links kept as addresses). */
export function readableText(mail: Mail): string {
  if (mail.textContent) return mail.textContent;
  if (mail.htmlContent) {
    return mail.htmlContent
      .replace(/<a\b[^>]*\bhref\s*=\s*"([^"]*)"[^>]*>([^]*?)<\/a>/gi, (_, href: string, label: string) => `${label.replace(/<[^>]+>/g, "")} (${href.replaceAll("&amp;", "&")})`)
      .replace(/<(br|\/p|\/div|\/h\d|\/li)\b[^>]*>/gi, "\n")
      .replace(/<[^>]+>/g, "")
      .replaceAll("&nbsp;", " ")
      .replaceAll("&amp;", "&")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  }
  return `Brevo template ${mail.templateId ?? "?"} with:\n${JSON.stringify(mail.params ?? {}, null, 2)}`;
}

const personText = (person?: Person) => (person ? (person.name ? `${person.name} <${person.email}>` : person.email) : "");

const viewerStyle = `body{font:16px/1.5 system-ui,sans-serif;max-width:50rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
article{border:1px solid #999;border-radius:.5rem;padding:1rem;margin:1rem 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:0 0 1rem}
dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}pre{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;background:#f3f3f3;padding:.75rem;margin:0}
a{color:#0645ad}table{border-collapse:collapse}td,th{border:1px solid #999;padding:.25rem .5rem;text-align:left}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}pre{background:#222}a{color:#8ab4f8}}`;

/** The outbox viewer: every mail, newest first, and the mailing list, for a person at the laptop. */
export function viewerPage(mails: readonly Mail[], contacts: readonly Contact[]): string {
  const articles = [...mails]
    .reverse()
    .map(
      (mail) => `<article>
<h2>${escapeHtml(mail.subject ?? `Template ${mail.templateId ?? ""}`)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(mail.to.map(personText).join(", "))}</dd>
<dt>From</dt><dd>${escapeHtml(personText(mail.sender))}</dd>
${mail.replyTo ? `<dt>Reply to</dt><dd>${escapeHtml(personText(mail.replyTo))}</dd>` : ""}
<dt>Sent</dt><dd><time datetime="${escapeHtml(mail.at)}">${escapeHtml(mail.at.replace("T", " ").slice(0, 19))} UTC</time></dd>
${Object.entries(mail.headers ?? {})
  .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${linkify(String(value))}</dd>`)
  .join("\n")}
</dl>
<pre>${linkify(readableText(mail))}</pre>
</article>`,
    )
    .join("\n");
  const rows = contacts.map((contact) => `<tr><td>${escapeHtml(contact.email)}</td><td>${escapeHtml(contact.listIds.join(", ") || "none")}</td><td>${escapeHtml(JSON.stringify(contact.attributes))}</td></tr>`).join("\n");
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox (${mails.length})</title><link rel="icon" href="data:,"><style>${viewerStyle}</style></head>
<body>
<header><h1>Outbox</h1><p>Every mail the site's functions sent to the mail service on this laptop, newest first. Nothing leaves the laptop. <a href="/">Reload</a></p></header>
<main>
${articles || "<p>No mail yet. Sign up for the newsletter, request a demo or leave a comment on the site.</p>"}
<h2>Mailing list</h2>
${rows ? `<table><thead><tr><th scope="col">E-mail</th><th scope="col">Lists</th><th scope="col">Attributes</th></tr></thead><tbody>\n${rows}\n</tbody></table>` : "<p>No one on a list yet: confirm a sign-up from its mail.</p>"}
</main>
</body>
</html>
`;
}

/**
 * The stand-in's state and its request handler. `apiKey` is the key every Brevo call must carry in
 * its `api-key` header (else 401, as Brevo answers).
 */
export function createMailStandIn({ apiKey }: { apiKey: string }) {
  const mails: Mail[] = [];
  const contacts = new Map<string, Contact>();
  const calls: Call[] = [];
  let failures: Failure[] = [];
  let sequence = 0;

  /** The failure this call meets, if any (counting it down). */
  function failureFor(emails: string[]): Failure | undefined {
    const failure = failures.find((one) => one.count > 0 && (!one.to || emails.includes(lower(one.to))));
    if (!failure) return undefined;
    failure.count -= 1;
    failures = failures.filter((one) => one.count > 0);
    return failure;
  }

  /** Brevo's three endpoints. */
  function brevo(path: string, body: Record<string, unknown>, response: ServerResponse): void {
    const now = new Date().toISOString();
    if (path === "/v3/smtp/email") {
      const to = body.to as Person[] | undefined;
      const templated = typeof body.templateId === "number";
      const sender = body.sender as Person | undefined;
      const missing =
        !Array.isArray(to) || to.length === 0 || !to.every((one) => isAddress(one?.email))
          ? "to is missing or not a list of addresses"
          : !templated && !isAddress(sender?.email)
            ? "sender is missing"
            : !templated && !body.subject
              ? "subject is missing"
              : !templated && !body.htmlContent && !body.textContent
                ? "htmlContent or textContent is missing"
                : body.replyTo !== undefined && !isAddress((body.replyTo as Person)?.email)
                  ? "replyTo.email is not an address"
                  : undefined;
      if (missing) return json(response, 400, { code: "missing_parameter", message: missing });
      sequence += 1;
      const messageId = `<${now.replace(/\D/g, "")}.${sequence}@stand-in.localhost>`;
      const { replyTo, subject, htmlContent, textContent, templateId, params, headers } = body as Partial<Mail>;
      mails.push({ id: messageId, at: now, to: to as Person[], sender, replyTo, subject, htmlContent, textContent, templateId, params, headers });
      return json(response, 201, { messageId });
    }
    if (path === "/v3/contacts") {
      if (!isAddress(body.email)) return json(response, 400, { code: "invalid_parameter", message: "email is not valid" });
      const email = lower(body.email);
      const known = contacts.get(email);
      if (known && body.updateEnabled !== true) return json(response, 400, { code: "duplicate_parameter", message: "Contact already exist" });
      const listIds = Array.isArray(body.listIds) ? body.listIds.map(Number) : [];
      if (listIds.some((id) => !Number.isInteger(id) || id <= 0)) return json(response, 400, { code: "invalid_parameter", message: "listIds must be list ids" });
      const attributes = { ...known?.attributes, ...(body.attributes as Record<string, unknown> | undefined) };
      contacts.set(email, { email, attributes, listIds: [...new Set([...(known?.listIds ?? []), ...listIds])], updatedAt: now });
      sequence += 1;
      return known ? json(response, 204, undefined) : json(response, 201, { id: sequence });
    }
    const remove = /^\/v3\/contacts\/lists\/(\d+)\/contacts\/remove$/.exec(path);
    if (remove) {
      const listId = Number(remove[1]);
      const emails = Array.isArray(body.emails) ? body.emails.map((one) => lower(String(one))) : [];
      if (emails.length === 0) return json(response, 400, { code: "missing_parameter", message: "emails is missing" });
      const success: string[] = [];
      const failure: string[] = [];
      for (const email of emails) {
        const contact = contacts.get(email);
        if (contact?.listIds.includes(listId)) {
          contacts.set(email, { ...contact, listIds: contact.listIds.filter((id) => id !== listId), updatedAt: now });
          success.push(email);
        } else failure.push(email);
      }
      return json(response, 201, { contacts: { success, failure } });
    }
    return json(response, 404, { code: "not_found", message: "Invalid route" });
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const path = url.pathname;
    if (request.method === "POST" && path.startsWith("/v3/")) {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
        if (!body || typeof body !== "object") throw new Error("not an object");
      } catch {
        return json(response, 400, { code: "bad_request", message: "the body is not JSON" });
      }
      const emails = addressesOf(path, body);
      const record = (status: number) => calls.push({ at: new Date().toISOString(), path, status, emails });
      if (request.headers["api-key"] !== apiKey) {
        record(401);
        return json(response, 401, { code: "unauthorized", message: "Key not found" });
      }
      const failure = failureFor(emails);
      if (failure?.hang) {
        // Never answered: the caller's timeout ends it (or the stand-in, after a minute).
        record(0);
        const timer = setTimeout(() => response.destroy(), 60_000);
        response.on("close", () => clearTimeout(timer));
        return;
      }
      if (failure) {
        const status = failure.status ?? 503;
        record(status);
        return json(response, status, { code: "service_unavailable", message: "The stand-in was told to fail this call" });
      }
      brevo(path, body, response);
      record(response.statusCode);
      return;
    }
    const to = url.searchParams.get("to");
    const about = (emails: string[]) => !to || emails.includes(lower(to));
    if (request.method === "GET" && path === "/__mails") return json(response, 200, mails.filter((mail) => about(mail.to.map((one) => lower(one.email)))));
    if (request.method === "GET" && path === "/__contacts") return json(response, 200, [...contacts.values()].filter((contact) => about([contact.email])));
    if (request.method === "GET" && path === "/__calls") return json(response, 200, calls.filter((call) => about(call.emails)));
    if (request.method === "POST" && path === "/__fail") {
      const failure = JSON.parse((await bodyOf(request)) || "{}") as Failure;
      // A count of 0 clears the failures (about `to`, or all).
      if (!failure.count) failures = failures.filter((one) => failure.to !== undefined && lower(one.to ?? "") !== lower(failure.to));
      else failures.push({ ...failure });
      return json(response, 200, failures);
    }
    if (request.method === "GET" && path === "/") {
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:" });
      response.end(viewerPage(mails, [...contacts.values()]));
      return;
    }
    return json(response, 404, { code: "not_found", message: "Invalid route" });
  }

  return { handle, mails, contacts, calls };
}
