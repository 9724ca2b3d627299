// Decap's local backend in git mode (decision 0021), for `npm run cms` and the CMS tests: decap-server's
// own middlewares (PORT, GIT_REPO_DIRECTORY and LOG_LEVEL as decap-server reads them), with one fix.
// A draft of a blog post that changes one language's file only cannot be opened again: the CMS asks
// for the unchanged file with an empty `id`, which decap-server's request check refuses. Its git mode
// reads the file by path and ignores the id, so the path stands in for it.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const fromServer = createRequire(require.resolve("decap-server/package.json"));
const express = fromServer("express");
const { registerLocalGit } = require("decap-server/dist/middlewares.js");

const app = express();
app.use(express.json({ limit: "50mb" }));
app.post("/api/v1", (request, _response, next) => {
  const params = request.body?.params;
  if (request.body?.action === "unpublishedEntryDataFile" && params && !params.id) params.id = params.path;
  next();
});
await registerLocalGit(app, { logLevel: process.env.LOG_LEVEL });
const port = Number(process.env.PORT || 8081);
app.listen(port, () => console.log(`Decap's local backend (git mode) on port ${port}, repository ${process.env.GIT_REPO_DIRECTORY}`));
