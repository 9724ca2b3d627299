import worker from "../../functions/_worker";
import { clientId, exchangesOf, githubOrigin, oauthBindings, tokenFor, uniqueCode } from "./github";
import { expect, handshakeOf, test } from "./fixtures";

/**
 * The Worker entry for hosts without Pages Functions (nginx, Docker), called in Node with the same
 * Web APIs workerd has: its two routes reach the same handlers, the callback is its own, and the
 * token goes to the site's origin (SITE_ORIGIN), not the Worker's. The handlers themselves run in
 * the real runtime in the other specs.
 */

const workerOrigin = "https://orkestra-cms-auth.example.workers.dev";
const siteOrigin = "https://www.orkestra.example";
const env = { ...oauthBindings, SITE_ORIGIN: `${siteOrigin}/` };

test("the Worker signs in on its own origin and hands the token to the site's", async () => {
  const auth = await worker.fetch(new Request(`${workerOrigin}/api/auth?provider=github&scope=repo`), env);
  expect(auth.status).toBe(302);
  const location = new URL(auth.headers.get("location") ?? "");
  expect(location.origin + location.pathname).toBe(`${githubOrigin}/login/oauth/authorize`);
  expect(location.searchParams.get("client_id")).toBe(clientId);
  expect(location.searchParams.get("redirect_uri")).toBe(`${workerOrigin}/api/callback`);
  const state = location.searchParams.get("state") ?? "";

  const code = uniqueCode("worker");
  const back = await worker.fetch(new Request(`${workerOrigin}/api/callback?code=${code}&state=${state}`, { headers: { Cookie: `cms_oauth_state=${state}` } }), env);
  expect(back.status).toBe(200);
  expect(handshakeOf(await back.text()).data).toEqual({ origin: siteOrigin, message: `authorization:github:success:${JSON.stringify({ token: tokenFor(code), provider: "github" })}` });
  expect((await exchangesOf(code)).map((exchange) => exchange.redirectUri)).toEqual([`${workerOrigin}/api/callback`]);
});

test("the Worker answers nothing else, and says which secret is missing", async () => {
  for (const [method, path] of [
    ["GET", "/"],
    ["GET", "/api/other"],
    ["POST", "/api/auth"],
  ] as const) {
    expect((await worker.fetch(new Request(`${workerOrigin}${path}`, { method }), env)).status, `${method} ${path}`).toBe(404);
  }
  const unset = await worker.fetch(new Request(`${workerOrigin}/api/auth`), { GITHUB_CLIENT_ID: clientId });
  expect(unset.status).toBe(500);
  expect(unset.headers.get("location")).toBeNull();
  expect(handshakeOf(await unset.text()).data.message).toBe(`authorization:github:error:${JSON.stringify({ message: "Sign-in is not set up on this site: GITHUB_CLIENT_SECRET is missing from the host's environment." })}`);
});
