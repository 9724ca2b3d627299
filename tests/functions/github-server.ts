// A stand-in for github.com's OAuth endpoints (run by playwright.config.ts with PORT): a consent page
// whose buttons answer as GitHub does, a token endpoint that answers like GitHub's, and a record of
// every exchange, so a test can prove that a refused sign-in never exchanged its code. Also GitHub's
// REST endpoints for the comment function's pull requests (scripts/lib/github-stand-in.ts), in
// memory, with test controls: GET /__pulls, GET /__api-calls, POST and DELETE /__attach.
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { createGitHubApi } from "../../scripts/lib/github-stand-in.ts";
import { apiToken, clientId, clientSecret, leadsBranch, leadsRepo, refusedCode, tokenFor, type Exchange } from "./github.ts";

const api = createGitHubApi({ token: apiToken, repo: leadsRepo, baseBranch: leadsBranch });

const exchanges: Exchange[] = [];

function send(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", ...headers });
  response.end(body);
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** GitHub answers a refused exchange with 200 and an `error`, in the form the client accepts. */
function answer(response: ServerResponse, accept: string, fields: Record<string, string>) {
  if (accept.includes("application/json")) send(response, 200, JSON.stringify(fields), { "Content-Type": "application/json; charset=utf-8" });
  else send(response, 200, new URLSearchParams(fields).toString(), { "Content-Type": "application/x-www-form-urlencoded; charset=utf-8" });
}

const escape = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** GitHub's consent page, reduced to its choices (and one GitHub offers by accident: a code that expires first). */
const consentPage = (redirectUri: string, state: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Authorize application</title><link rel="icon" href="data:,"></head>
<body>
<h1>Authorize the content manager</h1>
<form method="get" action="/login/oauth/authorize/answer">
<input type="hidden" name="redirect_uri" value="${escape(redirectUri)}">
<input type="hidden" name="state" value="${escape(state)}">
<button name="answer" value="approve">Authorize</button>
<button name="answer" value="expired">Authorize with an expired code</button>
<button name="answer" value="deny">Cancel</button>
</form>
</body>
</html>
`;

const json = (response: ServerResponse, body: unknown) => send(response, 200, JSON.stringify(body), { "Content-Type": "application/json" });

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? "/", "http://stand-in");
  if (url.pathname.startsWith("/repos/")) {
    await api.handle(request, response, await bodyOf(request));
    return;
  }
  if (request.method === "GET" && url.pathname === "/__pulls") return json(response, await api.listPulls());
  if (request.method === "GET" && url.pathname === "/__api-calls") return json(response, api.calls);
  if (url.pathname === "/__attach") {
    // The CMS test's repository: comments on its post become branches there, until it lets go.
    if (request.method === "POST") {
      const { dir, post } = JSON.parse(await bodyOf(request)) as { dir: string; post: string };
      api.attach(dir, post);
    } else api.detach();
    return json(response, { ok: true });
  }
  if (request.method === "GET" && url.pathname === "/login/oauth/authorize") {
    const redirectUri = url.searchParams.get("redirect_uri");
    if (url.searchParams.get("client_id") !== clientId || !redirectUri) return send(response, 404, "Not Found");
    return send(response, 200, consentPage(redirectUri, url.searchParams.get("state") ?? ""), { "Content-Type": "text/html; charset=utf-8" });
  }
  if (request.method === "GET" && url.pathname === "/login/oauth/authorize/answer") {
    // Back to the app as GitHub sends it: a fresh code, or the editor's refusal, and the state as given.
    const back = new URL(url.searchParams.get("redirect_uri") ?? "");
    const answer = url.searchParams.get("answer");
    if (answer === "deny") {
      back.searchParams.set("error", "access_denied");
      back.searchParams.set("error_description", "The user has denied your application access.");
    } else {
      back.searchParams.set("code", `${answer === "expired" ? refusedCode : "approved"}-${randomUUID()}`);
    }
    back.searchParams.set("state", url.searchParams.get("state") ?? "");
    return send(response, 302, "", { Location: back.href });
  }
  if (request.method === "POST" && url.pathname === "/login/oauth/access_token") {
    const type = request.headers["content-type"] ?? "";
    const text = await bodyOf(request);
    const fields = type.includes("application/json") ? (JSON.parse(text) as Record<string, string>) : Object.fromEntries(new URLSearchParams(text));
    const accept = request.headers.accept ?? "";
    const code = fields.code ?? "";
    exchanges.push({ code, clientId: fields.client_id ?? "", clientSecret: fields.client_secret ?? "", redirectUri: fields.redirect_uri ?? "", accept, contentType: type });
    if (fields.client_id !== clientId || fields.client_secret !== clientSecret) {
      return answer(response, accept, { error: "incorrect_client_credentials", error_description: "The client_id and/or client_secret passed are incorrect." });
    }
    if (code.startsWith(refusedCode)) return answer(response, accept, { error: "bad_verification_code", error_description: "The code passed is incorrect or expired." });
    return answer(response, accept, { access_token: tokenFor(code), token_type: "bearer", scope: "repo" });
  }
  if (request.method === "GET" && url.pathname === "/__exchanges") {
    return send(response, 200, JSON.stringify(exchanges.filter((one) => one.code === url.searchParams.get("code"))), { "Content-Type": "application/json" });
  }
  if (request.method === "GET" && url.pathname === "/") return send(response, 200, "GitHub OAuth stand-in\n");
  return send(response, 404, "Not Found");
});

server.listen(Number(process.env.PORT), "127.0.0.1");
