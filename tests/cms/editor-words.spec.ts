import { join } from "node:path";
import type { Page } from "@playwright/test";
import { boxWithValue, expect, loading, openAdmin, openEntry, readYaml, test } from "./cms-kit";

// Issue 53: the editor in a marketer's words. A page's headline is the first thing of its entry,
// fields say what they change, required lists say so before a save, and a fold opens from its words.

test.setTimeout(300_000);

/** A field's label (the first, English, one). */
const labelOf = (page: Page, label: string) => page.locator("label", { hasText: new RegExp(`^${label}( \\(optional\\))?$`) }).first();

/** A field's whole control (its label, box and hint), which Decap labels "<widget> field". */
const control = (page: Page, widget: string, label: string) => labelOf(page, label).locator(`xpath=ancestor::div[@aria-label="${widget} field"][1]`);

test("the Home page entry opens on the page's headline, and the tab title says it is the browser tab's", async ({ context, repo }) => {
  const home = readYaml(join(repo.content, "pages/home.yaml"));
  const page = await openEntry(context, "pages", "home");
  // The headline's box is the first of the form and shown without unfolding anything.
  const headline = boxWithValue(page, home.en.top.hero.heading).first();
  await expect(headline).toBeVisible();
  await expect(page.locator("input, textarea").first()).toHaveValue(home.en.top.hero.heading);
  await expect(control(page, "string", "Headline")).toBeVisible();
  const tab = control(page, "string", "Browser tab title");
  await expect(tab).toBeVisible();
  await expect(tab).toContainText("Shown in the browser tab");
  await expect(tab.locator("input")).toHaveValue(home.en.top.title);
  await expect(control(page, "text", "Search result text")).toContainText("search results");
  await page.screenshot({ path: test.info().outputPath("home-entry.png") });
});

test("a new team member's form says Background, Focus and Facts must be filled before any save", async ({ context, repo }) => {
  // The backend serves a copy of content/; the new member is never saved.
  void repo;
  const page = await openAdmin(context, "/collections/team/new", (at) => at.getByRole("button", { name: "Save", exact: true }));
  for (const label of ["Background", "Focus", "Facts"]) {
    const list = control(page, "list", label);
    await expect(list, label).toBeVisible();
    await expect(list, label).toContainText("Required: add at least one.");
    await expect(list.locator("label").first(), label).not.toContainText("optional");
  }
  // Nothing was refused: this is what the form says when it opens.
  await expect(page.getByText(/^Not saved/)).toHaveCount(0);
});

test("a folded list item opens from its summary, a folded group from its label", async ({ context, repo }) => {
  const faq = readYaml(join(repo.content, "pages/faq.yaml"));
  const group = faq.en.groups[0];
  let page = await openEntry(context, "faqs", "faq");
  const question = page.getByText(group.items[0].question, { exact: true }).first();
  await expect(question).toBeHidden();
  // A click on the folded item's words, not on its arrow.
  await page.getByText(group.title, { exact: true }).first().click();
  await expect(question).toBeVisible(loading);

  const home = readYaml(join(repo.content, "pages/home.yaml"));
  page = await openEntry(context, "pages", "home");
  const view = boxWithValue(page, home.en.hero.visual.view).first();
  await expect(view).toBeHidden();
  await labelOf(page, "Visual").click();
  await expect(view).toBeVisible(loading);
});
