// npm run cms: the content manager on a laptop (decisions 0018, 0021). Open http://localhost:4321/admin.
// Drafts, review and publishing need git: decap-server's git mode keeps each draft on a branch
// cms/<collection>/<slug>, checks branches out while it works and commits with `git add .`. So it
// never touches this checkout: it works on a worktree of its own (.cache/cms-worktree, gitignored)
// on the branch `content-edits`. The dev server shows a second worktree, .cache/cms-site, held at
// the last published commit of `content-edits`: the backend's checkouts of draft branches (on every
// load of /admin) would otherwise rewrite the files the dev server watches and reload every page,
// /admin included, in a loop. Published edits are commits on `content-edits`: merge it, or push it.
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { editsBranch as branch, git, prepareWorktree, startCmsBackend } from "./lib/cms-worktree.mjs";
import { projectRoot } from "./lib/site.mjs";

const siteTree = join(projectRoot, ".cache/cms-site");

function fail(message) {
  console.error(`npm run cms: ${message}`);
  process.exit(1);
}

prepareWorktree(fail);

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

const children = [
  // decap-server's git mode on the worktree (scripts/lib/cms-worktree.mjs).
  startCmsBackend({ port: process.env.CMS_BACKEND_PORT || "8081" }),
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
