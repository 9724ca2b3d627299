import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { decapYaml } from "../../../src/content/format";
import { comment } from "./forms";
import { commentFile, reviewLabel } from "./github";
import { contextOf, formPost, githubApiOrigin, humanStart, jsonAnswer, stubFetch, testEnv, type Call, isolateEachTest } from "./kit.test-helper";
import { backoffMs, deliverDue } from "./outbox";

isolateEachTest();

const repo = "orkestra/website";
const baseSha = "a".repeat(40);

/** GitHub's REST answers for one repository, in memory; `failNext` makes the next call to a step answer 500. */
function fakeGitHub() {
  const branches = new Map<string, string>([["main", baseSha]]);
  const files = new Map<string, string>();
  const pulls: { number: number; head: string; base: string; title: string; body: string; labels: string[] }[] = [];
  const failing = new Set<string>();
  const calls = stubFetch((call: Call) => {
    const url = new URL(call.url);
    const rest = url.pathname.slice(`/repos/${repo}`.length);
    const body = call.body as Record<string, unknown>;
    const step = `${call.method} ${rest.replace(/\/\d+\//, "/N/").split("/").slice(0, 3).join("/")}`;
    if (failing.delete(step)) return jsonAnswer(500, { message: "Server Error" });
    let match: RegExpExecArray | null;
    if (call.method === "GET" && (match = /^\/git\/ref\/heads\/(.+)$/.exec(rest))) {
      const sha = branches.get(match[1]!);
      return sha ? jsonAnswer(200, { ref: `refs/heads/${match[1]}`, object: { sha, type: "commit" } }) : jsonAnswer(404, { message: "Not Found" });
    }
    if (call.method === "POST" && rest === "/git/refs") {
      const name = String(body.ref).replace("refs/heads/", "");
      if (branches.has(name)) return jsonAnswer(422, { message: "Reference already exists" });
      branches.set(name, String(body.sha));
      return jsonAnswer(201, { ref: body.ref });
    }
    if ((match = /^\/contents\/(.+)$/.exec(rest))) {
      const branch = call.method === "GET" ? url.searchParams.get("ref") : String(body.branch);
      const key = `${branch}:${match[1]}`;
      if (call.method === "GET") return files.has(key) ? jsonAnswer(200, { type: "file" }) : jsonAnswer(404, { message: "Not Found" });
      if (files.has(key)) return jsonAnswer(422, { message: `Invalid request.\n\n"sha" wasn't supplied.` });
      files.set(key, new TextDecoder().decode(Uint8Array.from(atob(String(body.content)), (character) => character.charCodeAt(0))));
      return jsonAnswer(201, { content: { path: match[1] } });
    }
    if (call.method === "POST" && rest === "/pulls") {
      if (pulls.some((pull) => pull.head === body.head)) return jsonAnswer(422, { message: "Validation Failed", errors: [{ message: `A pull request already exists for ${body.head}.` }] });
      const pull = { number: pulls.length + 41, head: String(body.head), base: String(body.base), title: String(body.title), body: String(body.body), labels: [] };
      pulls.push(pull);
      return jsonAnswer(201, { number: pull.number });
    }
    if (call.method === "GET" && rest === "/pulls") {
      const head = url.searchParams.get("head")?.split(":")[1];
      return jsonAnswer(
        200,
        pulls.filter((pull) => pull.head === head).map((pull) => ({ number: pull.number })),
      );
    }
    if (call.method === "POST" && (match = /^\/issues\/(\d+)\/labels$/.exec(rest))) {
      const pull = pulls.find((one) => one.number === Number(match![1]));
      if (!pull) return jsonAnswer(404, { message: "Not Found" });
      pull.labels.push(...(body.labels as string[]));
      return jsonAnswer(200, pull.labels.map((name) => ({ name })));
    }
    return jsonAnswer(404, { message: "Not Found" });
  });
  return { branches, files, pulls, calls, failNext: (step: string) => failing.add(step) };
}

const fields = { "comment-name": "Kim: \"the planner\"", "comment-email": "kim@example.com", "comment-message": "Two things:\n- lead times\n- safety stock", post: "ai-in-demand-planning", lang: "sv", page: "/sv/blog/ai-in-demand-planning", website: "", started: humanStart() };

async function postComment(env: ReturnType<typeof testEnv>) {
  const context = contextOf(formPost("comment", fields), env);
  await comment(context);
  await context.settled();
  const [row] = env.LEADS_DB.rows<{ payload: string; delivered_at: number | null; last_error: string | null }>("SELECT payload, delivered_at, last_error FROM outbox");
  return { row: row!, slug: (JSON.parse(row!.payload) as { slug: string }).slug };
}

const stepsOf = (calls: Call[]) => calls.map((call) => `${call.method} ${new URL(call.url).pathname.replace(`/repos/${repo}`, "")}${new URL(call.url).search}`);

describe("a comment's draft in the CMS's workflow", () => {
  it("is a branch, the comment's file (without the e-mail), a pull request and the In review label", async () => {
    const github = fakeGitHub();
    const env = testEnv();
    const { row, slug } = await postComment(env);
    expect(row.delivered_at).toEqual(expect.any(Number));
    const branch = `cms/comments/${slug}`;
    expect(stepsOf(github.calls)).toEqual([
      "GET /git/ref/heads/main",
      "POST /git/refs",
      `PUT /contents/content/comments/${slug}.yaml`,
      "POST /pulls",
      "POST /issues/41/labels",
    ]);
    expect(github.calls[1]?.body).toEqual({ ref: `refs/heads/${branch}`, sha: baseSha });
    expect(github.calls[2]?.body).toMatchObject({ branch, message: `Create Comment “${slug}”` });
    expect(github.calls[3]?.body).toMatchObject({ head: branch, base: "main" });
    expect(github.calls[4]?.body).toEqual({ labels: [reviewLabel] });
    for (const call of github.calls) {
      expect(call.url.startsWith(`${githubApiOrigin}/repos/${repo}/`)).toBe(true);
      expect(call.headers.authorization).toBe("Bearer gh-token");
      expect(call.headers["user-agent"]).toBeTruthy();
    }
    const file = github.files.get(`${branch}:content/comments/${slug}.yaml`)!;
    const date = slug.slice(0, 10);
    expect(file).toBe(decapYaml({ post: "ai-in-demand-planning", lang: "sv", author: 'Kim: "the planner"', date, text: "Two things:\n- lead times\n- safety stock" }, ["post", "lang", "author", "date", "text"]));
    expect(parse(file)).toEqual({ post: "ai-in-demand-planning", lang: "sv", author: 'Kim: "the planner"', date, text: "Two things:\n- lead times\n- safety stock" });
    expect(JSON.stringify(github.calls)).not.toContain("kim@example.com");
    expect(github.pulls[0]?.labels).toEqual([reviewLabel]);
  });

  it("is written in the form Decap writes, field order fixed whatever the input's", () => {
    expect(commentFile({ text: "Short.", date: "2026-12-07", author: "Kim", lang: "en", post: "p" })).toBe("post: p\nlang: en\nauthor: Kim\ndate: 2026-12-07\ntext: Short.\n");
    expect(commentFile({ post: "p", lang: "sv", author: "Åsa", date: "2026-12-07", text: "Rad ett\nRad två: slut" })).toBe("post: p\nlang: sv\nauthor: Åsa\ndate: 2026-12-07\ntext: |-\n  Rad ett\n  Rad två: slut\n");
  });

  it("resumes after a partial success with the step that failed, and completes", async () => {
    const github = fakeGitHub();
    github.failNext("POST /pulls");
    const env = testEnv();
    const { row, slug } = await postComment(env);
    expect(row).toMatchObject({ delivered_at: null, last_error: "GitHub answered 500 (pull request)" });
    expect(JSON.parse(row.payload).done).toEqual({ branch: true, file: true });
    github.calls.length = 0;
    expect(await deliverDue(env, 5, Date.now() + backoffMs[0])).toBe(1);
    expect(stepsOf(github.calls)).toEqual(["POST /pulls", "POST /issues/41/labels"]);
    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]?.head).toBe(`cms/comments/${slug}`);
  });

  it("takes GitHub's 'already exists' as done when an earlier attempt's answers were lost", async () => {
    const github = fakeGitHub();
    const env = testEnv({ GITHUB_TOKEN: undefined });
    const { row, slug } = await postComment(env);
    expect(row.last_error).toBe("not configured: GITHUB_TOKEN");
    // Everything happened on GitHub, but nothing was recorded here.
    const branch = `cms/comments/${slug}`;
    github.branches.set(branch, baseSha);
    github.files.set(`${branch}:content/comments/${slug}.yaml`, "post: x\n");
    github.pulls.push({ number: 7, head: branch, base: "main", title: "t", body: "b", labels: [] });
    expect(await deliverDue({ ...env, GITHUB_TOKEN: "gh-token" }, 5, Date.now() + backoffMs[0])).toBe(1);
    expect(stepsOf(github.calls)).toEqual([
      "GET /git/ref/heads/main",
      "POST /git/refs",
      `GET /git/ref/heads/${branch}`,
      `PUT /contents/content/comments/${slug}.yaml`,
      `GET /contents/content/comments/${slug}.yaml?ref=${encodeURIComponent(branch)}`,
      "POST /pulls",
      `GET /pulls?head=${encodeURIComponent(`orkestra:${branch}`)}&state=open`,
      "POST /issues/7/labels",
    ]);
    expect(github.pulls[0]?.labels).toEqual([reviewLabel]);
  });

  it("fails a step whose refusal is not 'already exists'", async () => {
    const github = fakeGitHub();
    github.branches.delete("main");
    const env = testEnv({ GITHUB_BRANCH: "main" });
    const { row } = await postComment(env);
    expect(row.last_error).toBe("GitHub answered 404 (base branch)");
    expect(github.pulls).toHaveLength(0);
  });
});
