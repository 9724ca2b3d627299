import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { APIResponse } from "@playwright/test";
import { adminHeaders, caseVariants, immutableAssets, securityHeaders, strictTransportSecurity } from "../../src/integrations/hosting";
import { builtPaths, clientDir } from "../../scripts/lib/site.mjs";
import { answerConsent } from "./consent-helpers";
import { expect, hydrated, test } from "./fixtures";

/**
 * The build on the real hosts (issue 13), in two Playwright projects (playwright.config.ts):
 * - "nginx": the production config of deploy/nginx on Debian's nginx;
 * - "pages": Cloudflare Pages' own local runtime (`wrangler pages dev`) reading the build's
 *   `_headers` and `_redirects` (Netlify reads the same two files).
 * Every page at its clean URL in both languages, the language's 404 page with status 404, 301s for a
 * trailing slash and other spellings, caching, and the security headers on every response.
 */

const paths = builtPaths();
const assets = readdirSync(join(clientDir, "assets")).filter((name) => /\.(js|css|woff2)$/.test(name));

/** What differs between the hosts. */
const hosts = {
  // nginx serves the build's .br/.gz twins itself and says "no-cache" for HTML; plain HTTP here, so no HSTS.
  nginx: { hsts: false, precompressed: true, htmlCacheControl: "no-cache" },
  // Cloudflare compresses at its edge and revalidates HTML by default; Pages is HTTPS-only, so HSTS.
  pages: { hsts: true, precompressed: false, htmlCacheControl: undefined },
} as const;
type Host = (typeof hosts)[keyof typeof hosts];
const hostOf = (name: string): Host => hosts[name as keyof typeof hosts];

function expectSecurityHeaders(host: Host, response: APIResponse, what: string) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders)) expect.soft(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  if (host.hsts) expect.soft(headers["strict-transport-security"], `HSTS on ${what}`).toBe(strictTransportSecurity);
  else expect.soft(headers["strict-transport-security"], `HSTS on ${what}`).toBeUndefined();
}

/** A redirect's target path (Cloudflare writes absolute Location headers, nginx relative ones). */
const locationPath = (response: APIResponse) => {
  const location = response.headers().location ?? "";
  return location.startsWith("/") ? location : new URL(location).pathname + new URL(location).search;
};

const get = (request: Parameters<Parameters<typeof test>[2]>[0]["request"], path: string, encoding = "br, gzip") =>
  request.get(path, { headers: { "Accept-Encoding": encoding }, maxRedirects: 0 });

test("serves the content manager at /admin, never indexed, its sign-in popup keeping its opener", async ({ request }) => {
  const response = await get(request, "/admin");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('id="cms-config"');
  const headers = response.headers();
  for (const [name, value] of Object.entries(adminHeaders)) expect.soft(headers[name.toLowerCase()], name).toBe(value);
  expect.soft(headers["x-frame-options"]).toBe(securityHeaders["X-Frame-Options"]);
  expect((await get(request, "/cms/admin.js")).status()).toBe(200);
});

test("sends /admin/ (with a trailing slash) to the content manager at /admin", async ({ request }) => {
  const response = await get(request, "/admin/");
  // Pages answers 308 for its own clean-URL redirects; either is a permanent move.
  expect([301, 308]).toContain(response.status());
  expect(locationPath(response)).toBe("/admin");
  const followed = await request.get("/admin/");
  expect(followed.status()).toBe(200);
  expect(await followed.text()).toContain('id="cms-config"');
});

test("serves every page at its clean URL, revalidated, compressed, with the security headers", async ({ request }, testInfo) => {
  test.setTimeout(180_000);
  const host = hostOf(testInfo.project.name);
  for (const path of paths) {
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip", "gzip"],
      ["identity", undefined],
    ] as const) {
      const response = await get(request, path, accept);
      const what = `${path} (${accept})`;
      expect.soft(response.status(), what).toBe(200);
      expect.soft(response.headers()["content-type"], what).toMatch(/^text\/html; charset=utf-8$/i);
      if (host.htmlCacheControl) expect.soft(response.headers()["cache-control"], what).toBe(host.htmlCacheControl);
      if (host.precompressed) {
        expect.soft(response.headers()["content-encoding"], what).toBe(encoding);
        expect.soft(response.headers().vary ?? "", what).toMatch(/Accept-Encoding/);
      }
      expectSecurityHeaders(host, response, what);
      if (accept === "identity") expect.soft(await response.text(), what).toContain(`lang="${path === "/sv" || path.startsWith("/sv/") ? "sv" : "en"}"`);
    }
  }
});

test("caches hashed assets for a year as immutable, with the security headers", async ({ request }, testInfo) => {
  const host = hostOf(testInfo.project.name);
  expect(assets.length).toBeGreaterThan(10);
  for (const name of assets) {
    const response = await get(request, `/assets/${name}`);
    expect.soft(response.status(), name).toBe(200);
    expect.soft(response.headers()["cache-control"], name).toBe(immutableAssets);
    // Text files of 1 KB or more have precompressed twins; smaller ones and fonts go as they are.
    if (host.precompressed) expect.soft(response.headers()["content-encoding"], name).toBe(existsSync(join(clientDir, "assets", `${name}.br`)) ? "br" : undefined);
    expectSecurityHeaders(host, response, name);
  }
});

test("answers unknown paths with the language's not-found page and status 404", async ({ request }, testInfo) => {
  const host = hostOf(testInfo.project.name);
  for (const [path, lang] of [
    ["/nowhere", "en"],
    ["/a/b/c", "en"],
    ["/ai/more", "en"],
    ["/assets/missing.js", "en"],
    ["/sv/nowhere", "sv"],
    ["/sv/a/b", "sv"],
    // The not-found pages are not pages of their own (nginx; Cloudflare serves its files as they are).
    ...(testInfo.project.name === "nginx"
      ? ([
          ["/404", "en"],
          ["/404.html", "en"],
          ["/sv/404", "sv"],
          ["/sv/404.html", "sv"],
        ] as const)
      : []),
  ] as const) {
    const response = await get(request, path, "identity");
    expect.soft(response.status(), path).toBe(404);
    const html = await response.text();
    expect.soft(html, path).toContain(`<html lang="${lang}"`);
    expect.soft(html, path).toMatch(/<h1[^>]*>404<\/h1>/);
    expectSecurityHeaders(host, response, path);
  }
});

test("301s a trailing slash and every other spelling of a page to the page, keeping the query", async ({ request }, testInfo) => {
  test.setTimeout(180_000);
  const host = hostOf(testInfo.project.name);
  for (const path of paths.filter((entry) => entry !== "/")) {
    for (const from of [`${path}/`, ...caseVariants(path)]) {
      const response = await get(request, `${from}?ref=x`);
      expect.soft(response.status(), from).toBe(301);
      expect.soft(locationPath(response), from).toBe(`${path}?ref=x`);
      expectSecurityHeaders(host, response, from);
    }
  }
  // SPEC links to /Ai.
  expect(locationPath(await get(request, "/Ai"))).toBe("/ai");
});

test("in the browser: a page loads, hydrates and navigates in the app with the host's headers", async ({ page }) => {
  await answerConsent(page, "reject");
  await page.goto("/sv/ai");
  // The site script loads and runs under the host's headers and policy.
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: /Automatiserade inköpsorder/ }).click();
  await expect(page).toHaveURL("/sv/procurement");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
