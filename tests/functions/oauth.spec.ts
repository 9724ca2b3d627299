import { createHash } from "node:crypto";
import { clientId, clientSecret, exchangesOf, githubOrigin, refusedCode, tokenFor, uniqueCode } from "./github";
import { directOrigin, expect, handshakeOf, test } from "./fixtures";

/**
 * /api/auth and /api/callback (functions/, decision 0020) over plain HTTP in Cloudflare Pages' local
 * runtime, against the GitHub stand-in: what a browser is sent, and what reaches GitHub.
 */

let site = "";
test.beforeEach(({ baseURL }) => {
  site = directOrigin(baseURL);
});

type Cookie = { name: string; value: string; attributes: Record<string, string | true> };
function parseCookie(header: string): Cookie {
  const [pair = "", ...rest] = header.split(";").map((part) => part.trim());
  const [name = "", value = ""] = pair.split("=");
  return { name, value, attributes: Object.fromEntries(rest.map((part) => [part.split("=")[0]!.toLowerCase(), part.includes("=") ? part.slice(part.indexOf("=") + 1) : true])) };
}

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site}${path}`, { redirect: "manual", headers });

/** Starts a sign-in as the popup does: GitHub's address, the state in it and the cookie set. */
async function startSignIn(query = "?provider=github&site_id=cms.localhost&scope=repo") {
  const response = await get(`/api/auth${query}`);
  const location = new URL(response.headers.get("location") ?? "about:blank");
  const cookies = response.headers.getSetCookie();
  const state = location.searchParams.get("state") ?? "";
  return { response, location, cookies, state, cookieHeader: `cms_oauth_state=${state}` };
}

/** The state cookie cleared on a callback's response. */
const expectCleared = (response: Response) => {
  const cleared = response.headers.getSetCookie().map(parseCookie);
  expect(cleared).toHaveLength(1);
  expect(cleared[0]).toMatchObject({ name: "cms_oauth_state", value: "", attributes: { "max-age": "0", path: "/api" } });
};

const expectPrivate = (response: Response) => {
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("no-referrer");
  // Not Pages' `_headers` rules (they skip Functions): COOP same-origin would cut the popup from /admin.
  expect(response.headers.get("cross-origin-opener-policy")).toBeNull();
};

test("/api/auth sends the browser to GitHub's consent page with the client, callback, scope and a fresh state in a short-lived cookie", async () => {
  const first = await startSignIn();
  expect(first.response.status).toBe(302);
  expectPrivate(first.response);
  expect(first.location.origin + first.location.pathname).toBe(`${githubOrigin}/login/oauth/authorize`);
  expect([...first.location.searchParams.keys()].sort()).toEqual(["client_id", "redirect_uri", "scope", "state"]);
  expect(first.location.searchParams.get("client_id")).toBe(clientId);
  expect(first.location.searchParams.get("redirect_uri")).toBe(`${site}/api/callback`);
  expect(first.location.searchParams.get("scope")).toBe("repo");
  expect(first.state).toMatch(/^[A-Za-z0-9_-]{43}$/);

  expect(first.cookies).toHaveLength(1);
  const cookie = parseCookie(first.cookies[0]!);
  expect(cookie.name).toBe("cms_oauth_state");
  expect(cookie.value).toBe(first.state);
  expect(cookie.attributes).toEqual({ "max-age": "600", path: "/api", httponly: true, secure: true, samesite: "Lax" });

  const second = await startSignIn();
  expect(second.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(second.state).not.toBe(first.state);

  // Decap's scope is honoured when it names scopes Decap uses; otherwise, and by default, `repo`.
  for (const [query, scope] of [
    ["", "repo"],
    ["?scope=public_repo", "public_repo"],
    ["?scope=public_repo,read:org", "public_repo read:org"],
    ["?scope=delete_repo", "repo"],
    ["?scope=repo,admin:org", "repo"],
  ] as const) {
    expect((await startSignIn(query)).location.searchParams.get("scope"), query).toBe(scope);
  }
});

test("/api/callback refuses a forged or missing state, and GitHub never sees the code", async () => {
  const mine = await startSignIn();
  const theirs = await startSignIn();
  const codes: string[] = [];
  for (const [what, query, cookie, status] of [
    // An attacker's own sign-in, finished in the victim's browser (login CSRF).
    ["another sign-in's state", `state=${theirs.state}`, mine.cookieHeader, 403],
    ["a made-up state", `state=${"A".repeat(43)}`, mine.cookieHeader, 403],
    ["no state", "", mine.cookieHeader, 400],
    ["no cookie", `state=${mine.state}`, "", 400],
    ["an empty state", "state=", mine.cookieHeader, 400],
  ] as const) {
    const code = uniqueCode("forged");
    codes.push(code);
    const response = await get(`/api/callback?code=${code}&${query}`, cookie ? { Cookie: cookie } : {});
    expect.soft(response.status, what).toBe(status);
    const html = await response.text();
    expect.soft(html, what).not.toContain(tokenFor(code));
    expect.soft(handshakeOf(html).data.message, what).toMatch(/^authorization:github:error:\{"message":"The sign-in (could not be checked|was not started from this browser)/);
    expectCleared(response);
    expectPrivate(response);
  }
  // The stand-in would have recorded any exchange before the callback answered.
  for (const code of codes) expect(await exchangesOf(code), code).toEqual([]);
});

test("/api/callback exchanges the code once and hands the token to the site's own origin, under a hash-pinned policy", async () => {
  const { state, cookieHeader } = await startSignIn();
  const code = uniqueCode("ok");
  const response = await get(`/api/callback?code=${code}&state=${state}`, { Cookie: cookieHeader });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expectPrivate(response);
  expectCleared(response);

  const html = await response.text();
  const { data, script } = handshakeOf(html);
  expect(data.origin).toBe(site);
  expect(data.message).toBe(`authorization:github:success:${JSON.stringify({ token: tokenFor(code), provider: "github" })}`);
  // The script posts to the origin from the data, never to any origin.
  expect(script).toContain("opener.postMessage(message, origin)");
  expect(script).not.toMatch(/["']\*["']/);

  const policy = Object.fromEntries((response.headers.get("content-security-policy") ?? "").split(";").map((part) => part.trim().split(/\s+/)).map(([name = "", ...values]) => [name, values]));
  expect(policy["default-src"]).toEqual(["'none'"]);
  expect(policy["script-src"]).toEqual([`'sha256-${createHash("sha256").update(script).digest("base64")}'`]);
  expect(policy["frame-ancestors"]).toEqual(["'none'"]);
  expect(response.headers.get("content-security-policy")).not.toContain("unsafe-inline");

  expect(await exchangesOf(code)).toEqual([
    { code, clientId, clientSecret, redirectUri: `${site}/api/callback`, accept: "application/json", contentType: "application/x-www-form-urlencoded" },
  ]);
});

test("markup in GitHub's answer stays inside the page's data", async () => {
  const { state, cookieHeader } = await startSignIn();
  const code = `${uniqueCode("markup")}</script><script>alert(1)</script><!--`;
  const response = await get(`/api/callback?code=${encodeURIComponent(code)}&state=${state}`, { Cookie: cookieHeader });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).not.toContain("<script>alert(1)");
  expect(html).not.toContain("<!--");
  expect(handshakeOf(html).data.message).toBe(`authorization:github:success:${JSON.stringify({ token: tokenFor(code), provider: "github" })}`);
});

test("GitHub refusing the sign-in ends in Decap's error message, with no token", async () => {
  // The editor says no on GitHub's consent page: no exchange at all.
  const denied = await startSignIn();
  const unused = uniqueCode("denied");
  const refusal = await get(`/api/callback?error=access_denied&error_description=${encodeURIComponent("The user has denied your application access.")}&code=${unused}&state=${denied.state}`, {
    Cookie: denied.cookieHeader,
  });
  expect(refusal.status).toBe(403);
  expectCleared(refusal);
  expect(handshakeOf(await refusal.text()).data.message).toBe(`authorization:github:error:${JSON.stringify({ message: "GitHub refused the sign-in: The user has denied your application access." })}`);
  expect(await exchangesOf(unused)).toEqual([]);

  // GitHub refuses the code itself (expired, used twice).
  const expired = await startSignIn();
  const code = uniqueCode(refusedCode);
  const response = await get(`/api/callback?code=${code}&state=${expired.state}`, { Cookie: expired.cookieHeader });
  expect(response.status).toBe(403);
  const html = await response.text();
  expect(html).not.toContain(tokenFor(code));
  expect(handshakeOf(html).data.message).toBe(`authorization:github:error:${JSON.stringify({ message: "GitHub refused the sign-in: The code passed is incorrect or expired." })}`);
  expect(await exchangesOf(code)).toHaveLength(1);
});
