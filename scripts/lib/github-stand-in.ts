// A stand-in for the GitHub REST endpoints the comment function calls to open a draft in Decap's
// editorial workflow (decision 0028, `comment-pr`): a branch's ref, a new ref, a file written on a
// branch, a pull request and its labels. Used by the tests (tests/functions/github-server.ts) and
// the laptop command (scripts/local.mjs). Branches and files live in one of two stores:
// - in memory (the tests' default): each pull request with the files its branch changed at GET /__pulls;
// - a local git repository (`npm run local`, and the CMS test that attaches its repository): the
//   pull request is the branch `cms/comments/<slug>` with the file committed on it and its status as
//   `branch.<name>.description`, exactly what decap-server's git mode reads as a draft In review.
// Git is driven with plumbing only (a temporary index, update-ref), never a checkout: decap-server
// checks branches out in the same repository while it works.
import { execFile } from "node:child_process";
import { randomBytes, createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where branches and files are kept. Every method answers for one repository. */
export type Store = {
  /** The commit a branch points at, or undefined when there is no such branch. */
  tip(branch: string): Promise<string | undefined>;
  /** Whether `sha` is a commit of this repository. */
  hasCommit(sha: string): Promise<boolean>;
  /** Makes a branch at `sha`; false when it exists. */
  createBranch(branch: string, sha: string): Promise<boolean>;
  /** A file's blob sha and text on a branch's tip. */
  file(branch: string, path: string): Promise<{ sha: string; text: string } | undefined>;
  /** Commits `content` as `path` on the branch's tip; the new commit and the file's blob sha. */
  write(branch: string, path: string, content: Buffer, message: string, author: { name: string; email: string }): Promise<{ commit: string; blob: string }>;
  /** The files a branch changed since it left `base`, with their text. */
  changed(base: string, branch: string): Promise<Record<string, string>>;
  /** Records a Decap status label on the branch (git mode: its description). */
  label(branch: string, label: string): Promise<void>;
};

const gitSha = (kind: string, data: Buffer) => createHash("sha1").update(`${kind} ${data.length}\0`).update(data).digest("hex");

/** Branches and files in memory, starting from one empty commit on `baseBranch`. */
export function memoryStore(baseBranch: string): Store & { adopt(sha: string): void } {
  type Commit = { files: Map<string, Buffer>; parent?: string };
  const commits = new Map<string, Commit>();
  const branches = new Map<string, string>();
  const root = gitSha("commit", Buffer.from(`stand-in root ${randomBytes(8).toString("hex")}`));
  commits.set(root, { files: new Map() });
  branches.set(baseBranch, root);
  return {
    async tip(branch) {
      return branches.get(branch);
    },
    async hasCommit(sha) {
      return commits.has(sha);
    },
    /** Takes `sha` (handed out by another store for the base branch) as another name of the base's tip. */
    adopt(sha) {
      if (!commits.has(sha)) commits.set(sha, commits.get(branches.get(baseBranch)!)!);
    },
    async createBranch(branch, sha) {
      if (branches.has(branch)) return false;
      branches.set(branch, sha);
      return true;
    },
    async file(branch, path) {
      const tip = branches.get(branch);
      const content = tip ? commits.get(tip)?.files.get(path) : undefined;
      return content ? { sha: gitSha("blob", content), text: content.toString("utf8") } : undefined;
    },
    async write(branch, path, content, message) {
      const tip = branches.get(branch)!;
      const files = new Map(commits.get(tip)!.files).set(path, content);
      const commit = gitSha("commit", Buffer.from(`${tip}\n${message}\n${randomBytes(8).toString("hex")}`));
      commits.set(commit, { files, parent: tip });
      branches.set(branch, commit);
      return { commit, blob: gitSha("blob", content) };
    },
    async changed(base, branch) {
      const from = commits.get(branches.get(base) ?? "")?.files ?? new Map<string, Buffer>();
      const to = commits.get(branches.get(branch) ?? "")?.files ?? new Map<string, Buffer>();
      return Object.fromEntries([...to].filter(([path, content]) => !from.get(path)?.equals(content)).map(([path, content]) => [path, content.toString("utf8")]));
    },
    async label() {},
  };
}

/** Runs git in `dir`; its output, trimmed unless `raw` (a file's text). */
function git(dir: string, args: string[], { input, env, raw = false }: { input?: Buffer | string; env?: Record<string, string>; raw?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile("git", args, { cwd: dir, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024, encoding: "buffer" }, (error, stdout, stderr) => {
      if (error) reject(new Error(`git ${args.join(" ")}: ${stderr.toString("utf8").trim() || error.message}`));
      else resolve(raw ? stdout.toString("utf8") : stdout.toString("utf8").trim());
    });
    if (input !== undefined) child.stdin?.end(input);
  });
}

const branchRef = (branch: string) => `refs/heads/${branch}`;

/** Branches and files in the local git repository at `dir`, through plumbing only (no checkout). */
export function gitStore(dir: string): Store {
  // One write at a time: each reads a tip and moves it.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const tip = (branch: string) => git(dir, ["rev-parse", "--verify", "--quiet", `${branchRef(branch)}^{commit}`]).catch(() => undefined);
  return {
    tip: (branch) => tip(branch).then((sha) => sha || undefined),
    hasCommit: (sha) => git(dir, ["cat-file", "-e", `${sha}^{commit}`]).then(() => true, () => false),
    createBranch: (branch, sha) =>
      serial(async () => {
        if (await tip(branch)) return false;
        // The empty old value: fails if the branch appeared meanwhile.
        await git(dir, ["update-ref", branchRef(branch), sha, ""]);
        return true;
      }),
    async file(branch, path) {
      const sha = await git(dir, ["rev-parse", "--verify", "--quiet", `${branchRef(branch)}:${path}`]).catch(() => "");
      return sha ? { sha, text: await git(dir, ["cat-file", "blob", sha], { raw: true }) } : undefined;
    },
    write: (branch, path, content, message, author) =>
      serial(async () => {
        const parent = (await tip(branch))!;
        const blob = await git(dir, ["hash-object", "-w", "--stdin"], { input: content });
        // A throwaway index, so that the repository's own index and files stay as they are.
        const scratch = mkdtempSync(join(tmpdir(), "github-stand-in-"));
        try {
          const env = { GIT_INDEX_FILE: join(scratch, "index") };
          await git(dir, ["read-tree", parent], { env });
          await git(dir, ["update-index", "--add", "--cacheinfo", `100644,${blob},${path}`], { env });
          const tree = await git(dir, ["write-tree"], { env });
          const identity = { GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email, GIT_COMMITTER_NAME: author.name, GIT_COMMITTER_EMAIL: author.email };
          const commit = await git(dir, ["commit-tree", tree, "-p", parent, "-F", "-"], { input: message, env: identity });
          await git(dir, ["update-ref", branchRef(branch), commit, parent]);
          return { commit, blob };
        } finally {
          rmSync(scratch, { recursive: true, force: true });
        }
      }),
    async changed(base, branch) {
      const paths = (await git(dir, ["diff", "--name-only", "--no-renames", "--diff-filter=AM", `${branchRef(base)}...${branchRef(branch)}`])).split("\n").filter(Boolean);
      return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, await git(dir, ["show", `${branchRef(branch)}:${path}`], { raw: true })] as const)));
    },
    // decap-server's git mode reads a draft's status from the branch's description.
    label: (branch, label) => git(dir, ["config", `branch.${branch}.description`, label]).then(() => undefined),
  };
}

/** A pull request as the stand-in keeps it. */
export type Pull = { number: number; title: string; body: string; head: string; base: string; draft: boolean; labels: string[]; state: "open"; createdAt: string; store: "memory" | "git" };

/** One REST call, for a test that must see that nothing reached GitHub. */
export type ApiCall = { at: string; method: string; path: string; status: number; body: string };

type Options = {
  /** The token every call must carry (`Authorization: Bearer <token>` or `token <token>`). */
  token: string;
  /** owner/name: the only repository the stand-in knows. */
  repo: string;
  /** The branch pull requests are based on. */
  baseBranch: string;
  /** A local git repository to keep everything in; in memory when not given. */
  gitDir?: string;
};

const decapLabel = /^decap-cms\//;

/**
 * The REST stand-in: `handle` answers a request and returns true, or returns false when the path is
 * not one of its own (the caller answers it).
 */
export function createGitHubApi(options: Options) {
  const memory = memoryStore(options.baseBranch);
  const standing: Store = options.gitDir ? gitStore(options.gitDir) : memory;
  /** A repository attached for a while (the CMS test): comments on this post go there. */
  let attached: { store: Store; post: string } | undefined;
  const pulls: Pull[] = [];
  /** The store each pull request's branch is in (the attached repository outlives its attachment). */
  const storeOf = new Map<number, Store>();
  const calls: ApiCall[] = [];
  const now = () => new Date().toISOString();

  /** The store a comment branch or file belongs to. */
  const storeFor = (name: string): Store => (attached && name.includes(`-${attached.post}-`) ? attached.store : standing);
  const kindOf = (store: Store): Pull["store"] => (store === memory ? "memory" : "git");

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "X-GitHub-Media-Type": "github.v3" });
    response.end(JSON.stringify(body));
  };
  const notFound = { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" };
  const refBody = (branch: string, sha: string) => ({ ref: branchRef(branch), object: { sha, type: "commit" } });
  const pullBody = (pull: Pull) => ({
    number: pull.number,
    state: pull.state,
    title: pull.title,
    body: pull.body,
    draft: pull.draft,
    html_url: `https://github.com/${options.repo}/pull/${pull.number}`,
    head: { ref: pull.head, label: `${options.repo.split("/")[0]}:${pull.head}` },
    base: { ref: pull.base },
    labels: pull.labels.map((name) => ({ name })),
  });

  async function api(method: string, rest: string, url: URL, text: string, response: ServerResponse): Promise<void> {
    let body: Record<string, unknown> = {};
    if (text) {
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        return send(response, 400, { message: "Problems parsing JSON" });
      }
    }
    let match: RegExpExecArray | null;
    if (method === "GET" && (match = /^git\/ref\/heads\/(.+)$/.exec(rest))) {
      const branch = decodeURIComponent(match[1]!);
      if (branch === options.baseBranch && attached) {
        // Both stores answer for the base: the attached one's tip, which the memory store then knows too.
        const sha = await attached.store.tip(branch);
        if (sha) memory.adopt(sha);
        return sha ? send(response, 200, refBody(branch, sha)) : send(response, 404, notFound);
      }
      const sha = await storeFor(branch).tip(branch);
      return sha ? send(response, 200, refBody(branch, sha)) : send(response, 404, notFound);
    }
    if (method === "POST" && rest === "git/refs") {
      const ref = String(body.ref ?? "");
      const sha = String(body.sha ?? "");
      if (!ref.startsWith("refs/heads/") || !/^[0-9a-f]{40}$/.test(sha)) return send(response, 422, { message: "Reference update failed" });
      const branch = ref.slice("refs/heads/".length);
      const store = storeFor(branch);
      if (!(await store.hasCommit(sha))) return send(response, 422, { message: "Object does not exist" });
      if (!(await store.createBranch(branch, sha))) return send(response, 422, { message: "Reference already exists" });
      return send(response, 201, refBody(branch, sha));
    }
    if ((method === "PUT" || method === "GET") && (match = /^contents\/(.+)$/.exec(rest))) {
      const path = match[1]!.split("/").map(decodeURIComponent).join("/");
      const branch = String((method === "PUT" ? body.branch : url.searchParams.get("ref")) ?? options.baseBranch);
      const store = storeFor(branch);
      if (!(await store.tip(branch))) return send(response, 404, { message: `No commit found for the ref ${branch}` });
      const existing = await store.file(branch, path);
      if (method === "GET") {
        if (!existing) return send(response, 404, notFound);
        return send(response, 200, { type: "file", encoding: "base64", path, name: path.split("/").at(-1), sha: existing.sha, content: Buffer.from(existing.text).toString("base64") });
      }
      if (typeof body.message !== "string" || typeof body.content !== "string") return send(response, 422, { message: "Invalid request.\n\n\"message\" and \"content\" are required." });
      if (existing && body.sha !== existing.sha) return send(response, 422, { message: `Invalid request.\n\n"sha" wasn't supplied.` });
      const author = (body.committer ?? body.author ?? { name: "GitHub stand-in", email: "stand-in@localhost" }) as { name: string; email: string };
      const written = await store.write(branch, path, Buffer.from(body.content, "base64"), body.message, author);
      return send(response, existing ? 200 : 201, { content: { name: path.split("/").at(-1), path, sha: written.blob, type: "file" }, commit: { sha: written.commit, message: body.message } });
    }
    if (method === "GET" && rest === "pulls") {
      const head = url.searchParams.get("head")?.split(":").at(-1);
      const base = url.searchParams.get("base");
      const state = url.searchParams.get("state") ?? "open";
      const found = pulls.filter((pull) => (!head || pull.head === head) && (!base || pull.base === base) && (state === "all" || pull.state === state));
      return send(response, 200, found.map(pullBody));
    }
    if (method === "POST" && rest === "pulls") {
      const head = String(body.head ?? "").split(":").at(-1)!;
      const base = String(body.base ?? "");
      const store = storeFor(head);
      if (!body.title || !head || !base) return send(response, 422, { message: "Validation Failed", errors: [{ resource: "PullRequest", code: "missing_field" }] });
      if (!(await store.tip(head)) || !(await store.tip(base))) return send(response, 422, { message: "Validation Failed", errors: [{ resource: "PullRequest", field: (await store.tip(head)) ? "base" : "head", code: "invalid" }] });
      if (pulls.some((pull) => pull.head === head && pull.state === "open")) return send(response, 422, { message: "Validation Failed", errors: [{ resource: "PullRequest", code: "custom", message: `A pull request already exists for ${head}.` }] });
      const pull: Pull = { number: pulls.length + 1, title: String(body.title), body: String(body.body ?? ""), head, base, draft: body.draft === true, labels: [], state: "open", createdAt: now(), store: kindOf(store) };
      pulls.push(pull);
      storeOf.set(pull.number, store);
      // As Decap labels a new draft; the label call below moves it on.
      await store.label(head, "decap-cms/draft");
      return send(response, 201, pullBody(pull));
    }
    if (method === "POST" && (match = /^issues\/(\d+)\/labels$/.exec(rest))) {
      const pull = pulls.find((one) => one.number === Number(match![1]));
      if (!pull) return send(response, 404, notFound);
      const labels = Array.isArray(body.labels) ? body.labels.map((one) => (typeof one === "string" ? one : String((one as { name?: string })?.name))) : [];
      if (labels.length === 0) return send(response, 422, { message: "Validation Failed" });
      for (const label of labels) if (!pull.labels.includes(label)) pull.labels.push(label);
      const status = labels.findLast((label) => decapLabel.test(label));
      if (status) await storeOf.get(pull.number)!.label(pull.head, status);
      return send(response, 200, pull.labels.map((name) => ({ name })));
    }
    return send(response, 404, notFound);
  }

  /** Answers a request under /repos/; false for any other path. */
  async function handle(request: IncomingMessage, response: ServerResponse, text: string): Promise<boolean> {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const prefix = `/repos/${options.repo}/`;
    if (!url.pathname.startsWith("/repos/")) return false;
    const record = () => calls.push({ at: now(), method: request.method ?? "", path: url.pathname + url.search, status: response.statusCode, body: text });
    response.on("finish", record);
    const authorization = request.headers.authorization ?? "";
    // GitHub refuses a request without a User-Agent (403) and a wrong token (401).
    if (!request.headers["user-agent"]) {
      send(response, 403, { message: "Request forbidden by administrative rules. Please make sure your request has a User-Agent header." });
      return true;
    }
    if (authorization !== `Bearer ${options.token}` && authorization !== `token ${options.token}`) {
      send(response, 401, { message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" });
      return true;
    }
    if (!url.pathname.startsWith(prefix)) {
      send(response, 404, notFound);
      return true;
    }
    try {
      await api(request.method ?? "GET", url.pathname.slice(prefix.length), url, text, response);
    } catch (error) {
      send(response, 500, { message: String(error) });
    }
    return true;
  }

  /** Every pull request with the files its branch changed (path to text). */
  async function listPulls(): Promise<(Pull & { files: Record<string, string> })[]> {
    return Promise.all(pulls.map(async (pull) => ({ ...pull, files: await storeOf.get(pull.number)!.changed(pull.base, pull.head).catch(() => ({})) })));
  }

  return {
    handle,
    listPulls,
    calls,
    /** Sends comments on `post` to the git repository at `dir` until `detach`. */
    attach(dir: string, post: string) {
      attached = { store: gitStore(dir), post };
    },
    detach() {
      attached = undefined;
    },
  };
}
