// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";

// The local backend (scripts/lib/cms-backend.mjs) on a repository where something was published
// after a draft was saved: the draft is its own file only.
const repo = mkdtempSync(join(tmpdir(), "cms-backend-"));
const port = 18_000 + (process.pid % 1000);
const git = (...args: string[]) => execFileSync("git", args, { cwd: repo, encoding: "utf8" });
let backend: ChildProcess;

function write(file: string, text: string) {
  mkdirSync(join(repo, "content/team"), { recursive: true });
  writeFileSync(join(repo, file), text);
}

beforeAll(async () => {
  git("init", "--quiet", "--initial-branch", "main");
  for (const [key, value] of [["user.name", "Test"], ["user.email", "test@localhost"], ["commit.gpgsign", "false"]]) git("config", key!, value!);
  write("content/team/elin.yaml", "en:\n  title: Planner\n");
  write("content/team/jonas.yaml", "en:\n  title: Buyer\n");
  git("add", "--all");
  git("commit", "--quiet", "-m", "published");
  // A draft of Elin, then Jonas published, as the CMS does it.
  git("checkout", "--quiet", "-b", "cms/team/elin");
  write("content/team/elin.yaml", "en:\n  title: Head planner\n");
  git("commit", "--quiet", "-am", "draft");
  git("config", "branch.cms/team/elin.description", "decap-cms/draft");
  git("checkout", "--quiet", "main");
  write("content/team/jonas.yaml", "en:\n  title: Head buyer\n");
  git("commit", "--quiet", "-am", "Jonas published");
  backend = spawn(process.execPath, [join(process.cwd(), "scripts/lib/cms-backend.mjs")], { env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repo, LOG_LEVEL: "error" }, stdio: "ignore" });
  // Listening once it answers "info".
  for (let tries = 0; !(await ask("info").then((answer) => answer.ok, () => false)); tries += 1) {
    if (tries > 150) throw new Error("the backend did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 30_000);

afterAll(() => {
  backend?.kill();
  rmSync(repo, { recursive: true, force: true });
});

const ask = (action: string, params: Record<string, unknown> = {}) =>
  fetch(`http://127.0.0.1:${port}/api/v1`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ action, params }) });

test("a draft is the files it changed, not what was published since it was saved", async () => {
  const answer = await ask("unpublishedEntry", { branch: "main", collection: "team", slug: "elin" });
  expect(answer.ok).toBe(true);
  const entry = (await answer.json()) as { diffs: { path: string; newFile: boolean }[] };
  expect(entry.diffs.map((diff) => [diff.path, diff.newFile])).toEqual([["content/team/elin.yaml", false]]);
});
