import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createGitHubApi } from "./github-stand-in.ts";

// The GitHub stand-in's git mode (npm run local, tests/cms/comment-review.spec.ts): a comment's pull
// request becomes the branch decap-server's git mode reads as a draft In review, and the
// repository's own files and index are never touched (decap-server checks branches out there).

const git = (dir: string, ...args: string[]) => execFileSync("git", args, { cwd: dir, encoding: "utf8" });
let server: Server | undefined;
let dir = "";

afterEach(() => {
  server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function start(gitDir?: string) {
  const api = createGitHubApi({ token: "t0ken", repo: "orkestra/website", baseBranch: "main", gitDir });
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (!(await api.handle(request, response, Buffer.concat(chunks).toString("utf8")))) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const call = async (method: string, path: string, body?: unknown, token = "t0ken") => {
    const response = await fetch(`http://127.0.0.1:${port}/repos/orkestra/website${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "User-Agent": "test" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { api, call };
}

/** The five calls the comment function makes, as it makes them. */
async function openDraft(call: Awaited<ReturnType<typeof start>>["call"], slug: string, text: string) {
  const base = await call("GET", "/git/ref/heads/main");
  const sha = (base.body.object as { sha: string }).sha;
  const branch = `cms/comments/${slug}`;
  expect((await call("POST", "/git/refs", { ref: `refs/heads/${branch}`, sha })).status).toBe(201);
  expect((await call("POST", "/git/refs", { ref: `refs/heads/${branch}`, sha })).status).toBe(422);
  const path = `/contents/content/comments/${slug}.yaml`;
  expect((await call("PUT", path, { message: "Create Comment", content: Buffer.from(text).toString("base64"), branch })).status).toBe(201);
  expect((await call("PUT", path, { message: "Create Comment", content: Buffer.from(text).toString("base64"), branch })).status).toBe(422);
  const pull = await call("POST", "/pulls", { title: "Create Comment", head: branch, base: "main", body: "" });
  expect(pull.status).toBe(201);
  expect((await call("POST", `/issues/${pull.body.number}/labels`, { labels: ["decap-cms/pending_review"] })).status).toBe(200);
  return branch;
}

describe("the GitHub stand-in", () => {
  it("refuses a wrong token, and answers 404 for a branch it does not have, as GitHub does", async () => {
    const { call } = await start();
    expect((await call("GET", "/git/ref/heads/main", undefined, "wrong")).status).toBe(401);
    expect((await call("GET", "/git/ref/heads/no-such-branch")).status).toBe(404);
  });

  it("in memory: lists each pull request with its label and the file its branch added", async () => {
    const { api, call } = await start();
    await openDraft(call, "2026-12-07-post-en-abc123", "post: post\nlang: en\n");
    expect(await api.listPulls()).toMatchObject([{ head: "cms/comments/2026-12-07-post-en-abc123", base: "main", labels: ["decap-cms/pending_review"], store: "memory", files: { "content/comments/2026-12-07-post-en-abc123.yaml": "post: post\nlang: en\n" } }]);
  });

  it("in git: the draft is a branch with the file committed, In review in its description; the files and index stay as they were", async () => {
    dir = mkdtempSync(join(tmpdir(), "github-stand-in-test-"));
    git(dir, "init", "--quiet", "--initial-branch", "main");
    for (const [key, value] of [["user.name", "Test"], ["user.email", "test@localhost"], ["commit.gpgsign", "false"]]) git(dir, "config", key!, value!);
    writeFileSync(join(dir, "README.md"), "published\n");
    git(dir, "add", "--all");
    git(dir, "commit", "--quiet", "--message", "Published");
    // An editor's file not yet committed: the stand-in must leave it alone.
    writeFileSync(join(dir, "draft.txt"), "in progress\n");
    const { call } = await start(dir);
    const text = "post: post\nlang: sv\nauthor: Åsa\n";
    const branch = await openDraft(call, "2026-12-07-post-sv-zz9999", text);
    expect(git(dir, "show", `${branch}:content/comments/2026-12-07-post-sv-zz9999.yaml`)).toBe(text);
    expect(git(dir, "config", `branch.${branch}.description`).trim()).toBe("decap-cms/pending_review");
    expect(git(dir, "rev-parse", `${branch}~1`)).toBe(git(dir, "rev-parse", "main"));
    expect(git(dir, "branch", "--show-current").trim()).toBe("main");
    expect(git(dir, "status", "--porcelain")).toBe("?? draft.txt\n");
  });
});
