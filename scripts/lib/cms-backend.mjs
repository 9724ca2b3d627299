// Decap's local backend in git mode (decision 0021), for `npm run cms` and the CMS tests: decap-server's
// own middlewares (PORT, GIT_REPO_DIRECTORY and LOG_LEVEL as decap-server reads them), with two fixes.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import { resolve } from "node:path";

const require = createRequire(import.meta.url);
const fromServer = createRequire(require.resolve("decap-server/package.json"));
const express = fromServer("express");
const { registerLocalGit } = require("decap-server/dist/middlewares.js");

const repository = resolve(process.env.GIT_REPO_DIRECTORY || process.cwd());

/**
 * The files a draft changed since it branched off the published branch. decap-server compares the
 * two branches' tips, so whatever was published after the draft was saved (another entry's edit, a
 * deleted file) counted as part of the draft: Decap then opened the draft from another entry's file
 * (its words in this entry's form, to be saved over it) or took it for a new entry (issue 53).
 */
function draftFiles(published, draft) {
  try {
    return new Set(execFileSync("git", ["diff", "--name-only", `${published}...${draft}`], { cwd: repository, encoding: "utf8" }).split("\n").filter(Boolean));
  } catch {
    return undefined;
  }
}

const app = express();
app.use(express.json({ limit: "50mb" }));
app.post("/api/v1", (request, response, next) => {
  const { action, params } = request.body ?? {};
  // A draft of a blog post that changes one language's file only cannot be opened again: the CMS
  // asks for the unchanged file with an empty `id`, which decap-server's request check refuses. Its
  // git mode reads the file by path and ignores the id, so the path stands in for it.
  if (action === "unpublishedEntryDataFile" && params && !params.id) params.id = params.path;
  if (action === "unpublishedEntry" && params?.branch) {
    const answer = response.json.bind(response);
    response.json = (body) => {
      const own = body?.diffs && draftFiles(params.branch, `cms/${body.collection}/${body.slug}`);
      if (own) body.diffs = body.diffs.filter((diff) => own.has(diff.path) || own.has(diff.oldPath));
      return answer(body);
    };
  }
  next();
});
await registerLocalGit(app, { logLevel: process.env.LOG_LEVEL });
const port = Number(process.env.PORT || 8081);
app.listen(port, () => console.log(`Decap's local backend (git mode) on port ${port}, repository ${repository}`));
