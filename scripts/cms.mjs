// npm run cms: the content manager on a laptop. Starts decap-server (Decap's local backend, which
// reads and writes this checkout's files) and the dev server; open http://localhost:4321/admin.
// Saved changes are plain file edits: review them with git and commit as usual (docs/editing.md).
import { spawn } from "node:child_process";
import { join } from "node:path";
import { projectRoot } from "./lib/site.mjs";

const children = [
  spawn(process.execPath, [join(projectRoot, "node_modules/decap-server/dist/index.js")], {
    cwd: projectRoot,
    env: { ...process.env, PORT: process.env.CMS_BACKEND_PORT || "8081", MODE: "fs", GIT_REPO_DIRECTORY: projectRoot },
    stdio: "inherit",
  }),
  spawn(join(projectRoot, "node_modules/.bin/astro"), ["dev", ...process.argv.slice(2)], { cwd: projectRoot, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" }, stdio: "inherit" }),
];
console.log("Content manager: http://localhost:4321/admin (Ctrl+C stops both servers)");

const stop = () => {
  for (const child of children) child.kill();
};
for (const child of children) child.on("exit", (code) => {
  stop();
  process.exitCode = code ?? 0;
});
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
