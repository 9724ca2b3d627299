// npm run local: the whole site on a laptop, forms included (decision 0028), with no account anywhere.
// Builds the site as Cloudflare Pages does (FORMS_ENDPOINT=/api/leads), keeps the leads database in
// .cache/local-d1 (migrations applied), and runs, until Ctrl+C:
// - `wrangler pages dev`: the site and its functions, every binding set, at http://localhost:8788;
// - the mail service's stand-in with an outbox viewer at http://localhost:8025 (scripts/lib/mail-stand-in.ts);
// - GitHub's stand-in on the content manager's worktree (.cache/cms-worktree, scripts/lib/cms-worktree.mjs):
//   a comment becomes the draft branch cms/comments/<slug> there, In review (scripts/lib/github-stand-in.ts);
// - decap-server on the same worktree, so /admin on localhost shows the comment under Workflow.
// `npm run local -- --no-build` serves the last build again. Ports: LOCAL_SITE_PORT, LOCAL_MAIL_PORT,
// LOCAL_GITHUB_PORT, CMS_BACKEND_PORT (also written into /admin by the build).
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { editsBranch, prepareWorktree, startCmsBackend, worktree } from "./lib/cms-worktree.mjs";
import { createGitHubApi } from "./lib/github-stand-in.ts";
import { leadsDbArguments, migrateLeadsDb } from "./lib/leads-db.ts";
import { createMailStandIn } from "./lib/mail-stand-in.ts";
import { projectRoot } from "./lib/site.mjs";

const sitePort = Number(process.env.LOCAL_SITE_PORT || 8788);
const mailPort = Number(process.env.LOCAL_MAIL_PORT || 8025);
const githubPort = Number(process.env.LOCAL_GITHUB_PORT || 8026);
const backendPort = process.env.CMS_BACKEND_PORT || "8081";
const buildDir = ".cache/local-build";
const databaseDir = join(projectRoot, ".cache/local-d1");
const site = `http://localhost:${sitePort}`;
const outbox = `http://localhost:${mailPort}`;

function fail(message) {
  console.error(`npm run local: ${message}`);
  process.exit(1);
}

// The stand-ins' keys: local and well known, as nothing here reaches a real service.
const keys = { mail: "local-mail-key", github: "local-github-token", admin: "local-admin-token" };
const bindings = {
  LEADS_SECRET: "local-leads-secret-not-for-production",
  LEADS_ADMIN_TOKEN: keys.admin,
  MAIL_API_KEY: keys.mail,
  MAIL_API_ORIGIN: `http://127.0.0.1:${mailPort}`,
  MAIL_LIST_ID: "1",
  MAIL_SENDER: "hello@orkestra.localhost",
  MAIL_SENDER_NAME: "Orkestra (on this laptop)",
  GITHUB_TOKEN: keys.github,
  GITHUB_API_ORIGIN: `http://127.0.0.1:${githubPort}`,
  GITHUB_REPO: "orkestra/website",
  // Comments are drafts on the content manager's branch, as /admin's local backend publishes to it.
  GITHUB_BRANCH: editsBranch,
};

prepareWorktree(fail);

if (!process.argv.includes("--no-build")) {
  console.log("Building the site as Cloudflare Pages does (FORMS_ENDPOINT=/api/leads), into .cache/local-build …");
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: projectRoot,
    // /admin works on the content manager's branch, through decap-server on its port.
    env: { ...process.env, FORMS_ENDPOINT: "/api/leads", BUILD_DIR: buildDir, CMS_GITHUB_BRANCH: editsBranch, CMS_BACKEND_PORT: backendPort },
    stdio: "inherit",
  });
  if (build.status !== 0) fail("the build failed (see above).");
} else if (!existsSync(join(projectRoot, buildDir, "client", "index.html"))) fail(`no build in ${buildDir} yet: run npm run local without --no-build once.`);

try {
  migrateLeadsDb(databaseDir);
} catch (error) {
  fail(`could not prepare the leads database in ${databaseDir}: ${error instanceof Error ? error.message : error}`);
}

/** Listens on `port` on this machine only; fails naming the port when it is taken. */
function listen(name, port, handler) {
  const server = createServer(handler);
  server.on("error", (error) => fail(`${name} could not listen on port ${port} (${error.message}); set another port, see the top of scripts/local.mjs.`));
  server.listen(port, "127.0.0.1");
  return server;
}

const mail = createMailStandIn({ apiKey: keys.mail });
const github = createGitHubApi({ token: keys.github, repo: bindings.GITHUB_REPO, baseBranch: editsBranch, gitDir: worktree });
const servers = [
  listen("The outbox viewer", mailPort, (request, response) => void mail.handle(request, response)),
  listen("GitHub's stand-in", githubPort, async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    if (!(await github.handle(request, response, Buffer.concat(chunks).toString("utf8")))) {
      response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("GitHub stand-in: only /repos/… is answered here.\n");
    }
  }),
];

// Each child in a process group of its own, so that stopping it stops what it started (workerd).
const children = [
  startCmsBackend({ port: backendPort }),
  spawn(
    process.execPath,
    [
      join(projectRoot, "node_modules/wrangler/bin/wrangler.js"),
      "pages",
      "dev",
      join(buildDir, "client"),
      "--port",
      String(sitePort),
      "--ip",
      "127.0.0.1",
      ...leadsDbArguments(databaseDir),
      ...Object.entries(bindings).flatMap(([name, value]) => ["--binding", `${name}=${value}`]),
    ],
    { cwd: projectRoot, env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, stdio: "inherit", detached: true },
  ),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || !child.pid) continue;
    try {
      if (child.spawnargs.includes("pages")) process.kill(-child.pid, "SIGTERM");
      else child.kill();
    } catch {
      // already gone
    }
  }
  // Closed with their open connections (a browser's keep-alive), so that the process can end.
  for (const server of servers) {
    server.close();
    server.closeAllConnections();
  }
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => {
  if (!stopping) console.error(`npm run local: ${child.spawnargs.includes("pages") ? "wrangler pages dev" : "decap-server"} stopped (exit ${code}); stopping everything.`);
  stop(code ?? 0);
});
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());

async function ready() {
  for (let tries = 0; tries < 240 && !stopping; tries += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${sitePort}/`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

if (await ready()) {
  console.log(`
The site runs on this laptop with its forms; nothing leaves the machine.
  Site and functions   ${site}
  Outbox (every mail)  ${outbox}
  Content manager      ${site}/admin   (Login, then Workflow)

Try:
  1. Sign up for the newsletter at the foot of any page (${site}/ or ${site}/sv).
  2. Open the outbox, follow the confirmation link in the mail: you land on the "subscribed" page,
     and the outbox's Mailing list shows the address on list ${bindings.MAIL_LIST_ID}.
  3. Request a demo on ${site}/contact: the mail to sales appears in the outbox, Reply-To you.
  4. Leave a comment under a post (${site}/blog): /admin shows it under Workflow, In review.
     Publish it there: it becomes a commit on ${editsBranch}; after git merge ${editsBranch}, the next
     npm run local shows it under its post.
  Still undelivered: curl -H "Authorization: Bearer ${keys.admin}" ${site}/api/leads/outbox

The leads database stays in .cache/local-d1 (delete the folder to start again). Ctrl+C stops everything.
`);
} else if (!stopping) {
  console.error(`npm run local: the site did not answer at ${site} within two minutes: see the messages above.`);
  stop(1);
}
