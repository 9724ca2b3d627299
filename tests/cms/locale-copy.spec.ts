import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cmsEntries, entryData } from "../setup/cms-entries";
import { decapFrontMatter, postFieldOrder } from "../../src/content/format";
import { expect, openEntry, publish, test } from "./cms-kit";

// "Fill in from another locale" (issue 37): a post's Swedish version, its text not yet written,
// takes the English one's fields, the body included, shown in the editor and saved.

test("filling a post's Swedish version in from English copies the body too, in the editor and in the saved file", async ({ context, repo }) => {
  test.setTimeout(180_000);
  const post = cmsEntries(repo.dir).find((entry) => entry.collection === "blog")!;
  const { en, sv } = entryData(repo.dir, post) as Record<"en" | "sv", Record<string, unknown>>;
  const svFile = join(repo.dir, post.languageFiles!.sv!);
  // The Swedish text not written yet: the front matter only.
  const { body: _, ...svWithoutBody } = sv;
  writeFileSync(svFile, decapFrontMatter(svWithoutBody, postFieldOrder));
  const englishBody = String(en.body);
  const firstSentence = englishBody.trim().split(". ")[0]!;

  const page = await openEntry(context, "blog", post.slug);
  // Side by side: the English pane's editor first, the Swedish one's second.
  const svEditor = page.locator(".cms-editor-visual [contenteditable=true]").last();
  await expect(page.locator(".cms-editor-visual [contenteditable=true]").first()).toContainText(firstSentence);
  await expect(svEditor).not.toContainText(firstSentence);

  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByText("Fill in from another locale").last().click();
  await page.getByRole("menuitem", { name: "en", exact: true }).click();
  await expect(svEditor).toContainText(firstSentence);

  await publish(page);
  const expected = decapFrontMatter({ ...sv, title: en.title, excerpt: en.excerpt, thread: en.thread, body: englishBody }, postFieldOrder);
  await expect.poll(() => readFileSync(svFile, "utf8"), { message: `${svFile} after the save` }).toBe(expected);

  // The editor, started afresh for the copy, keeps its place while the editor types in it.
  await svEditor.getByText(firstSentence).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Översatt.");
  await expect(svEditor).toContainText(" Översatt.");
});
