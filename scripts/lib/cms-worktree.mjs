// The content manager's own git worktree on a laptop (decisions 0018, 0021), shared by `npm run cms`
// (scripts/cms.mjs) and `npm run local` (scripts/local.mjs): decap-server's git mode keeps each draft
// on a branch cms/<collection>/<slug>, checks branches out while it works and commits with
// `git add .`, so it never works in this checkout but in .cache/cms-worktree (gitignored), on the
// branch `content-edits` (CMS_EDIT_BRANCH), and its backend runs there.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./site.mjs";

export const worktree = join(projectRoot, ".cache/cms-worktree");
export const editsBranch = process.env.CMS_EDIT_BRANCH || "content-edits";

/**
 * Runs git (in this checkout unless `cwd` says otherwise).
 * @param {string[]} args
 * @param {string} [cwd]
 * @returns {string | null} its trimmed output, or null when it fails
 */
export function git(args, cwd = projectRoot) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Makes the worktree on the edits branch if it is missing, brings it back to that branch, clean,
 * and fast-forwards it to this checkout while every published edit is in it. Calls `fail` with what
 * to do when it cannot (it is expected not to return).
 * @param {(message: string) => never} fail
 * @returns {{ head: string }} this checkout's commit
 */
export function prepareWorktree(fail) {
  if (git(["rev-parse", "--is-inside-work-tree"]) !== "true") fail("this folder is not a git checkout; the content manager keeps drafts as git branches (clone the repository).");
  const head = git(["rev-parse", "HEAD"]);
  if (!head) fail("this checkout has no commit yet.");

  // The worktree outlives each run (its drafts are branches, its published edits commits). Made on
  // the first run from this checkout's commit; a deleted folder is registered again.
  if (!existsSync(join(worktree, ".git"))) {
    git(["worktree", "prune"]);
    const made = git(["show-ref", "--verify", "--quiet", `refs/heads/${editsBranch}`]) !== null ? git(["worktree", "add", worktree, editsBranch]) : git(["worktree", "add", "-b", editsBranch, worktree, head]);
    if (made === null) fail(`could not make the worktree ${worktree} on branch ${editsBranch} (is ${editsBranch} checked out elsewhere? Run: git worktree list).`);
    console.log(`Made ${worktree} (branch ${editsBranch}) for the content manager.`);
  }
  // Left on a draft's branch by an interrupted run: back to the edits branch (its work is committed).
  if (git(["branch", "--show-current"], worktree) !== editsBranch && git(["checkout", editsBranch], worktree) === null) fail(`could not check out ${editsBranch} in ${worktree}: look at it with git status there.`);
  if (git(["status", "--porcelain"], worktree) !== "") fail(`${worktree} has uncommitted changes (an interrupted save?): commit or discard them there first.`);

  // Follow this checkout while every published edit is in it; else say how to take the edits in.
  const edits = git(["rev-parse", editsBranch]);
  if (edits !== head && git(["merge-base", "--is-ancestor", editsBranch, head]) !== null) git(["merge", "--ff-only", "--quiet", head], worktree);
  else if (edits !== head) {
    const count = git(["rev-list", "--count", `${head}..${editsBranch}`]);
    if (count && count !== "0") console.log(`${count} commit(s) of published edits on ${editsBranch} are not in your branch yet: git merge ${editsBranch} (or push ${editsBranch} and open a pull request).`);
  }
  return { head: /** @type {string} */ (head) };
}

/**
 * decap-server commits as the git user; a laptop without one still gets commits, in the CMS's name.
 * @returns {Record<string, string>} the environment to add for git commits in the worktree
 */
export function commitIdentity() {
  return git(["config", "user.email"], worktree)
    ? {}
    : { GIT_AUTHOR_NAME: "Content manager", GIT_AUTHOR_EMAIL: "cms@localhost", GIT_COMMITTER_NAME: "Content manager", GIT_COMMITTER_EMAIL: "cms@localhost" };
}

/**
 * Starts decap-server's git mode on the worktree (scripts/lib/cms-backend.mjs: with a fix for
 * one-language drafts of posts).
 * @param {{ port: string, stdio?: import("node:child_process").StdioOptions }} options
 */
export function startCmsBackend({ port, stdio = "inherit" }) {
  return spawn(process.execPath, [join(projectRoot, "scripts/lib/cms-backend.mjs")], {
    cwd: worktree,
    env: { ...process.env, ...commitIdentity(), PORT: port, GIT_REPO_DIRECTORY: worktree },
    stdio,
  });
}
