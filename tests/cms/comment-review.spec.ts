import { allPosts } from "../../src/content/blog/posts";
import { attachRepository, pagesOrigin, uniqueAddress, uniqueClient } from "../functions/leads";
import { expect, git, loading, openWorkflow, publishNow, setStatus, statusButton, test } from "./cms-kit";

// A visitor's comment (decision 0028) from the form's function to the site: the Pages runtime turns
// it into a draft through the GitHub stand-in, which keeps it in this test's repository as
// decap-server's git mode keeps drafts (scripts/lib/github-stand-in.ts); /admin's Workflow shows it
// In review, an editor publishes it, and the file lands on the published branch exactly as the
// function wrote it. How a published comment shows under its post is the build's (src/content/blog).

test.setTimeout(300_000);

// The second post, in English: tests/functions/leads.spec.ts comments on the first, in Swedish.
const post = allPosts("en")[1]!.slug;

test(`a comment sent from /blog/${post} waits In review in /admin's Workflow and, published, is its file on the published branch`, async ({ context, repo }) => {
  const attached = await attachRepository(repo.dir, post);
  try {
    const address = uniqueAddress("reviewed");
    const author = `Ingrid Holm ${address.split("@")[0]!.split(".")[1]}`;
    const text = "Safety stock is a risk decision.\nWe set ours per item class: it freed up cash.";
    const sent = await fetch(`${pagesOrigin}/api/leads/comment`, {
      method: "POST",
      headers: { Origin: pagesOrigin, Accept: "application/json", "CF-Connecting-IP": uniqueClient() },
      body: new URLSearchParams({ "comment-name": author, "comment-email": address, "comment-message": text, post, lang: "en", page: `/blog/${post}`, website: "" }),
    });
    expect(sent.status).toBe(200);

    // The draft's branch, In review, with the comment's file as the function wrote it.
    const branches = () => git(repo.dir, "branch", "--list", `cms/comments/*-${post}-en-*`, "--format=%(refname:short)").split("\n").filter(Boolean);
    const reviewed = (branch: string) => {
      try {
        return git(repo.dir, "config", `branch.${branch}.description`).trim();
      } catch {
        return "";
      }
    };
    await expect.poll(() => branches().map(reviewed), loading).toEqual(["decap-cms/pending_review"]);
    const [branch] = branches();
    const slug = branch!.slice("cms/comments/".length);
    const file = `content/comments/${slug}.yaml`;
    const written = git(repo.dir, "show", `${branch}:${file}`);
    expect(written).toContain(`author: ${author}`);
    expect(written).not.toContain(address);
    expect(git(repo.dir, "status", "--porcelain"), "the working tree").toBe("");

    const workflow = await openWorkflow(context);
    const card = workflow.column("In Review").getByText(`${author} on ${post} (en)`);
    await expect(card).toBeVisible(loading);
    await card.click();
    const page = workflow.page;
    await expect(statusButton(page, "In review")).toBeVisible(loading);
    await setStatus(page, "Ready");
    await publishNow(page);

    expect(git(repo.dir, "show", `${repo.branch}:${file}`)).toBe(written);
    expect(git(repo.dir, "branch", "--list", branch!)).toBe("");
  } finally {
    await attached.detach();
  }
});
