import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { type Route } from "@playwright/test";
import { cmsConfig, cmsRepository } from "../../src/cms/config";
import { pageFiles } from "../../src/content/registry";
import { projectRoot } from "../../scripts/lib/site.mjs";
import { exchangesOf } from "./github";
import { expect, test } from "./fixtures";

/**
 * /admin's "Login with GitHub" end to end in Chromium: Decap's github backend opens the popup, the
 * functions sign the editor in against the GitHub stand-in, and the CMS, signed in, lists the
 * collections and reads their files through GitHub's API with the token. That API is answered here
 * from this checkout's content/ (read-only); nothing reaches the internet.
 */

const { repo, branch } = cmsRepository;

/** Git's id of a file's contents, as GitHub's trees and blobs name them. */
const blobSha = (bytes: Buffer) => createHash("sha1").update(`blob ${bytes.length}\0`).update(bytes).digest("hex");

/** GitHub's REST API for one repository whose branch is this checkout's content/, read-only. */
function githubApi(calls: { path: string; authorization: string }[]) {
  const blobs = new Map<string, Buffer>();
  const tree = (folder: string, recursive: boolean) => {
    const dir = join(projectRoot, folder);
    if (!(folder === "content" || folder.startsWith("content/")) || !existsSync(dir)) return [];
    return readdirSync(dir, { recursive, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const bytes = readFileSync(join(entry.parentPath, entry.name));
        const sha = blobSha(bytes);
        blobs.set(sha, bytes);
        return { path: relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"), mode: "100644", type: "blob", sha, size: bytes.length };
      });
  };
  return (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    calls.push({ path: url.pathname + url.search, authorization: request.headers().authorization ?? "" });
    const json = (body: unknown, status = 200) => route.fulfill({ status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) });
    const inRepo = url.pathname.startsWith(`/repos/${repo}/`) ? decodeURIComponent(url.pathname.slice(`/repos/${repo}/`.length)) : undefined;
    if (request.method() !== "GET") return json({ message: "Not Found" }, 404);
    if (url.pathname === "/user") return json({ login: "editor", id: 1, name: "Eda Editor" });
    if (url.pathname === `/repos/${repo}`) return json({ full_name: repo, owner: { login: repo.split("/")[0] }, default_branch: branch, permissions: { admin: false, push: true, pull: true } });
    if (inRepo?.startsWith(`git/trees/${branch}:`)) {
      const folder = inRepo.slice(`git/trees/${branch}:`.length);
      return json({ sha: blobSha(Buffer.from(folder)), tree: tree(folder, url.searchParams.get("recursive") === "1"), truncated: false });
    }
    if (inRepo?.startsWith("git/blobs/")) {
      const bytes = blobs.get(inRepo.slice("git/blobs/".length));
      return bytes ? json({ sha: blobSha(bytes), size: bytes.length, encoding: "base64", content: bytes.toString("base64") }) : json({ message: "Not Found" }, 404);
    }
    // Drafts and review (decision 0021): the open pull requests (drafts), none yet.
    if (inRepo === "pulls") return json([]);
    if (inRepo === "commits") return json([{ commit: { author: { name: "Eda Editor", email: "eda@example.com", date: "2026-11-27T12:00:00Z" } } }]);
    return json({ message: "Not Found" }, 404);
  };
}

test("an editor signs in with GitHub and the CMS lists and reads the collections with the token", async ({ page, context }) => {
  const calls: { path: string; authorization: string }[] = [];
  await context.route("https://api.github.com/**", githubApi(calls));

  await page.goto("/admin");
  const login = page.getByRole("button", { name: "Login with GitHub" });
  const opened = page.waitForEvent("popup");
  await login.click();
  const popup = await opened;
  const closed = popup.waitForEvent("close");
  await popup.getByRole("button", { name: "Authorize", exact: true }).click();
  // Decap closes the popup once it has the token.
  await closed;

  await expect(login).toBeHidden();
  const collections = page.getByRole("complementary");
  for (const name of cmsConfig().collections.map((collection) => collection.label)) await expect(collections.getByRole("link", { name, exact: true })).toBeVisible();
  // The Pages collection's entries, once Decap has read each file from "GitHub" (some 40 requests).
  await expect(page.getByRole("main").getByText(pageFiles.find((file) => file.name === "home")?.label ?? "?", { exact: true })).toBeVisible({ timeout: 30_000 });

  const token = /^token (gho_(approved-[0-9a-f-]{36}))$/.exec(calls[0]?.authorization ?? "");
  expect(token, "the token from the sign-in").not.toBeNull();
  expect(new Set(calls.map((call) => call.authorization))).toEqual(new Set([token?.[0]]));
  expect(calls.map((call) => call.path)).toEqual(expect.arrayContaining(["/user", `/repos/${repo}`, expect.stringMatching(/\/git\/blobs\//)]));
  expect(await exchangesOf(token?.[2] ?? "")).toHaveLength(1);
});
