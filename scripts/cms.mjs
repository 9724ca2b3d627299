// npm run cms: the content manager on a laptop (decisions 0018, 0021). Open http://localhost:4321/admin.
// Drafts, review and publishing need git: decap-server's git mode keeps each draft on a branch
// cms/<collection>/<slug>, checks branches out while it works and commits with `git add .`. So it
// never touches this checkout: it works on a worktree of its own (.cache/cms-worktree, gitignored)
// on the branch `content-edits`. The dev server shows a second worktree, .cache/cms-site, held at
// the last published commit of `content-edits`: the backend's checkouts of draft branches (on every
// load of /admin) would otherwise rewrite the files the dev server watches and reload every page,
// /admin included, in a loop. Published edits are commits on `content-edits`: merge it, or push it.
import { execFile, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { projectRoot } from "./lib/site.mjs";

const worktree = join(projectRoot, ".cache/cms-worktree");
const siteTree = join(projectRoot, ".cache/cms-site");
const branch = process.env.CMS_EDIT_BRANCH || "content-edits";

/** Runs git (in this checkout unless `cwd` says otherwise); its trimmed output, or null when it fails. */
function git(args, cwd = projectRoot) {
  const result = spawnSync("git", args, { cwd, encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : null;
}

function fail(message) {
  console.error(`npm run cms: ${message}`);
  process.exit(1);
}

if (git(["rev-parse", "--is-inside-work-tree"]) !== "true") fail("this folder is not a git checkout; the content manager keeps drafts as git branches (clone the repository).");
const head = git(["rev-parse", "HEAD"]);
if (!head) fail("this checkout has no commit yet.");

// The worktree outlives each run (its drafts are branches, its published edits commits). Made on
// the first run from this checkout's commit; a deleted folder is registered again.
if (!existsSync(join(worktree, ".git"))) {
  git(["worktree", "prune"]);
  const made = git(["show-ref", "--verify", "--quiet", `refs/heads/${branch}`]) !== null ? git(["worktree", "add", worktree, branch]) : git(["worktree", "add", "-b", branch, worktree, head]);
  if (made === null) fail(`could not make the worktree ${worktree} on branch ${branch} (is ${branch} checked out elsewhere? Run: git worktree list).`);
  console.log(`Made ${worktree} (branch ${branch}) for the content manager.`);
}
// Left on a draft's branch by an interrupted run: back to the edits branch (its work is committed).
if (git(["branch", "--show-current"], worktree) !== branch && git(["checkout", branch], worktree) === null) fail(`could not check out ${branch} in ${worktree}: look at it with git status there.`);
if (git(["status", "--porcelain"], worktree) !== "") fail(`${worktree} has uncommitted changes (an interrupted save?): commit or discard them there first.`);

// Follow this checkout while every published edit is in it; else say how to take the edits in.
const edits = git(["rev-parse", branch]);
if (edits !== head && git(["merge-base", "--is-ancestor", branch, head]) !== null) git(["merge", "--ff-only", "--quiet", head], worktree);
else if (edits !== head) {
  const count = git(["rev-list", "--count", `${head}..${branch}`]);
  if (count && count !== "0") console.log(`${count} commit(s) of published edits on ${branch} are not in your branch yet: git merge ${branch} (or push ${branch} and open a pull request).`);
}

// The site's worktree: detached at what is published, so nothing there is ever a draft.
if (!existsSync(join(siteTree, ".git"))) {
  git(["worktree", "prune"]);
  if (git(["worktree", "add", "--detach", siteTree, branch]) === null) fail(`could not make the worktree ${siteTree} for the dev server (look at: git worktree list).`);
}
let shown = git(["rev-parse", branch]);
if (git(["checkout", "--quiet", "--force", "--detach", shown], siteTree) === null) fail(`could not bring ${siteTree} to ${branch}: look at it with git status there.`);

/** Brings the site's worktree to a newly published commit: git writes only the files that changed, once. */
function followPublished() {
  execFile("git", ["rev-parse", branch], { cwd: projectRoot }, (error, stdout) => {
    const published = stdout.trim();
    if (error || !published || published === shown) return;
    execFile("git", ["checkout", "--quiet", "--force", "--detach", published], { cwd: siteTree }, (failed) => {
      if (failed) console.error(`npm run cms: could not show ${published.slice(0, 7)} on the dev site: ${failed.message}`);
      else shown = published;
    });
  });
}
const following = setInterval(followPublished, 1000);

// decap-server commits as the git user; a laptop without one still gets commits, in the CMS's name.
const identity = git(["config", "user.email"], worktree)
  ? {}
  : { GIT_AUTHOR_NAME: "Content manager", GIT_AUTHOR_EMAIL: "cms@localhost", GIT_COMMITTER_NAME: "Content manager", GIT_COMMITTER_EMAIL: "cms@localhost" };

const children = [
  // decap-server's git mode (scripts/lib/cms-backend.mjs: with a fix for one-language drafts of posts).
  spawn(process.execPath, [join(projectRoot, "scripts/lib/cms-backend.mjs")], {
    cwd: worktree,
    env: { ...process.env, ...identity, PORT: process.env.CMS_BACKEND_PORT || "8081", GIT_REPO_DIRECTORY: worktree },
    stdio: "inherit",
  }),
  // The CMS works on the edits branch (its backend branch), the site shows what is published on it.
  spawn(join(projectRoot, "node_modules/.bin/astro"), ["dev", ...process.argv.slice(2)], {
    cwd: projectRoot,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1", ORKESTRA_CMS: "1", CONTENT_DIR: join(siteTree, "content"), CMS_GITHUB_BRANCH: branch },
    stdio: "inherit",
  }),
];
// The dev server says "ready" before it has bundled Decap and compiled /admin's modules, which takes
// a while on first run: do that now, then say where to go, so the first visit opens at once.
const portArgument = process.argv.indexOf("--port");
const address = `http://localhost:${portArgument > 0 ? process.argv[portArgument + 1] : "4321"}`;
async function warmUp() {
  for (let tries = 0; tries < 240; tries += 1) {
    try {
      if ((await fetch(`${address}/admin`)).ok && (await fetch(`${address}/src/cms/admin.ts`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
void warmUp().then((ready) =>
  console.log(
    ready
      ? `\nContent manager ready: ${address}/admin (Ctrl+C stops both servers). Published edits become commits on ${branch}.\n`
      : `\nThe dev server did not answer at ${address}/admin within two minutes: see the messages above.\n`,
  ),
);

const stop = () => {
  clearInterval(following);
  for (const child of children) child.kill();
};
for (const child of children) child.on("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
