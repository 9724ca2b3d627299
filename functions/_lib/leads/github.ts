/**
 * A visitor's comment as a draft in Decap's editorial workflow (decision 0028, `comment-pr`): a
 * branch `cms/comments/<slug>` from the site's branch, the comment's file on it, a pull request and
 * the In review label, as /admin's GitHub backend reads them. Each step records that it is done, and
 * an "already exists" answer to a step counts as done, so a retry after a partial success completes.
 */
import { commentFieldOrder, decapYaml } from "../../../src/content/format";
import { call, DeliveryError, notConfigured, serviceOrigin } from "./deliver";
import type { Lang, LeadsEnv } from "./types";

const service = "GitHub";

/** The comment as the outbox keeps it; `email` stays there and never goes to GitHub. */
export type CommentDraft = {
  slug: string;
  post: string;
  lang: Lang;
  author: string;
  date: string;
  text: string;
  email: string;
  page: string;
  done?: { branch?: boolean; file?: boolean; pull?: number; labelled?: boolean };
};

/** The comment's file: the five fields in the CMS's order, written as Decap writes YAML. */
export const commentFile = (draft: Pick<CommentDraft, "post" | "lang" | "author" | "date" | "text">) =>
  decapYaml({ post: draft.post, lang: draft.lang, author: draft.author, date: draft.date, text: draft.text }, commentFieldOrder);

export const commentPath = (slug: string) => `content/comments/${slug}.yaml`;
export const commentBranch = (slug: string) => `cms/comments/${slug}`;

/** Decap's label for a draft In review. */
export const reviewLabel = "decap-cms/pending_review";

function settingsOf(env: LeadsEnv) {
  const token = env.GITHUB_TOKEN?.trim();
  if (!token) throw notConfigured("GITHUB_TOKEN");
  const repo = env.GITHUB_REPO?.trim() || "orkestra/website";
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new DeliveryError("not configured: GITHUB_REPO is not owner/name");
  return { token, repo, branch: env.GITHUB_BRANCH?.trim() || "main", origin: serviceOrigin("GITHUB_API_ORIGIN", env.GITHUB_API_ORIGIN, "https://api.github.com") };
}

function base64Utf8(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

type Answer = { status: number; body: Record<string, unknown> | unknown[] | undefined };

/**
 * Opens the draft's pull request, skipping what is done; `save` records progress in the outbox row
 * after each step. Throws a DeliveryError naming the step that failed.
 */
export async function openCommentDraft(env: LeadsEnv, draft: CommentDraft, save: (done: NonNullable<CommentDraft["done"]>) => Promise<void>): Promise<void> {
  const settings = settingsOf(env);
  const repoPath = `/repos/${settings.repo}`;
  const head = commentBranch(draft.slug);
  const done = { ...draft.done };

  const github = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await call(service, `${settings.origin}${repoPath}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${settings.token}`,
        Accept: "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        // GitHub refuses a request without one.
        "User-Agent": "orkestra-website-leads",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const parsed = (await response.json().catch(() => undefined)) as Answer["body"];
    return { status: response.status, body: parsed };
  };
  const failed = (step: string, status: number) => new DeliveryError(`${service} answered ${status} (${step})`);
  const ok = (status: number) => status >= 200 && status < 300;

  if (!done.branch) {
    const base = await github("GET", `/git/ref/heads/${settings.branch}`);
    const sha = (base.body as { object?: { sha?: unknown } } | undefined)?.object?.sha;
    if (!ok(base.status) || typeof sha !== "string") throw failed("base branch", base.status);
    const created = await github("POST", "/git/refs", { ref: `refs/heads/${head}`, sha });
    if (!ok(created.status)) {
      // 422: the branch exists already, from an attempt whose answer never arrived.
      if (created.status !== 422 || !ok((await github("GET", `/git/ref/heads/${head}`)).status)) throw failed("branch", created.status);
    }
    done.branch = true;
    await save(done);
  }

  if (!done.file) {
    const path = commentPath(draft.slug);
    const message = `Create Comment “${draft.slug}”`;
    const written = await github("PUT", `/contents/${path}`, { message, content: base64Utf8(commentFile(draft)), branch: head });
    if (!ok(written.status)) {
      // 422: the file is on the branch already (a put without its sha cannot overwrite it).
      if (written.status !== 422 || !ok((await github("GET", `/contents/${path}?ref=${encodeURIComponent(head)}`)).status)) throw failed("file", written.status);
    }
    done.file = true;
    await save(done);
  }

  if (!done.pull) {
    const owner = settings.repo.split("/")[0];
    const opened = await github("POST", "/pulls", { title: `Create Comment “${draft.slug}”`, head, base: settings.branch, body: `A visitor's comment on the post \`${draft.post}\` (${draft.lang}), sent from the site's form. Publish it in /admin (Workflow) to show it under the post.` });
    let number = (opened.body as { number?: unknown } | undefined)?.number;
    if (!ok(opened.status)) {
      // 422: the pull request is open already.
      const found = opened.status === 422 ? await github("GET", `/pulls?head=${encodeURIComponent(`${owner}:${head}`)}&state=open`) : undefined;
      number = Array.isArray(found?.body) ? (found.body[0] as { number?: unknown } | undefined)?.number : undefined;
      if (!found || !ok(found.status) || typeof number !== "number") throw failed("pull request", opened.status);
    }
    if (typeof number !== "number") throw failed("pull request", opened.status);
    done.pull = number;
    await save(done);
  }

  if (!done.labelled) {
    const labelled = await github("POST", `/issues/${done.pull}/labels`, { labels: [reviewLabel] });
    if (!ok(labelled.status)) throw failed("label", labelled.status);
    done.labelled = true;
    await save(done);
  }
}
