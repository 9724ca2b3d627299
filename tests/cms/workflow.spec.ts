import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { boxWithValue, expand, expect, git, loading, openEntry, openWorkflow, publishNow, saveDraft, setStatus, statusButton, test } from "./cms-kit";

// Drafts and review (decision 0021): a save is a branch, the published content changes only when
// the draft is published, and then only in the edited line.

test.setTimeout(300_000);

test("a draft goes through review and changes the published file only when published, in exactly the edited line", async ({ context, repo }) => {
  const file = "content/pages/faq.yaml";
  const draftBranch = "cms/faqs/faq";
  const published = () => git(repo.dir, "show", `${repo.branch}:${file}`);
  const original = published();
  // The published branch as the fixture made it: a copy of content/, committed.
  const start = git(repo.dir, "rev-parse", repo.branch);
  const group = YAML.parse(original).sv.groups[0];
  const oldQuestion: string = group.items[1].question;
  // New words without placeholders, so the built page shows them as written.
  const newQuestion = "Vem är tjänsten byggd för?";

  let page = await openEntry(context, "faqs", "faq");
  await expand(page, group.title);
  await expand(page, oldQuestion);
  await boxWithValue(page, oldQuestion).first().fill(newQuestion);
  expect(await saveDraft(page), "the draft is saved").toBe(true);
  await expect(statusButton(page, "Draft")).toBeVisible();
  expect(git(repo.dir, "show", `${draftBranch}:${file}`)).toContain(`question: ${newQuestion}`);

  // The Workflow tab lists it under Drafts; opened from there (a new tab: read back from the backend), the change is there.
  let workflow = await openWorkflow(context);
  const card = (column: "Drafts" | "In Review" | "Ready") => workflow.column(column).locator('a[href*="collections/faqs/entries/faq"]');
  await expect(card("Drafts")).toBeVisible();
  await expect(card("In Review")).toHaveCount(0);
  await card("Drafts").click();
  page = workflow.page;
  await expect(statusButton(page, "Draft")).toBeVisible(loading);
  await expand(page, group.title);
  await expand(page, newQuestion);
  await expect(boxWithValue(page, newQuestion)).toHaveCount(1);
  await setStatus(page, "In review");

  workflow = await openWorkflow(context);
  await expect(card("In Review")).toBeVisible();
  await expect(card("Drafts")).toHaveCount(0);
  await card("In Review").click();
  page = workflow.page;
  await expect(statusButton(page, "In review")).toBeVisible(loading);
  await setStatus(page, "Ready");

  // Ready, not published: the published branch has not moved (no commit at all), and the file and
  // the working tree are as before.
  expect(git(repo.dir, "rev-parse", repo.branch)).toBe(start);
  expect(published()).toBe(original);
  expect(readFileSync(join(repo.dir, file), "utf8")).toBe(original);
  expect(git(repo.dir, "status", "--porcelain"), "the working tree").toBe("");
  // A build from the published branch is then a build of content/ as it is, which is the site the
  // tests serve (the fixture's repository is a copy of content/): read there, not built again. It
  // still asks the old question, and the draft's is nowhere on it.
  const svFaq = await (await context.request.get("/sv/faq-1")).text();
  expect(svFaq).toContain(oldQuestion.split("{")[0]!.trim());
  expect(svFaq).not.toContain(newQuestion);

  await publishNow(page);
  // Published: the branch has exactly the edited line changed, the draft's branch is gone, the working tree has it.
  const [before, after] = [original.split("\n"), published().split("\n")];
  expect(after).toHaveLength(before.length);
  expect(after.filter((line, index) => line !== before[index])).toEqual([expect.stringMatching(new RegExp(`^\\s+(- )?question: ${newQuestion.replace("?", "\\?")}$`))]);
  expect(git(repo.dir, "branch", "--list", "cms/*").trim()).toBe("");
  expect(readFileSync(join(repo.dir, file), "utf8")).toBe(published());
  await expect(statusButton(page)).toHaveCount(0);
});
