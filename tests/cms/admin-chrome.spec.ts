import { readdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { boxWithValue, expect, git, loading, openEntry, readYaml, saveDraft, test } from "./cms-kit";

// Issue 53: /admin's own chrome in the site's and the marketer's terms: the sign-in page shows the
// site, delete buttons say what they delete, and an edited address opens the entry it names.

test.setTimeout(300_000);

const companyName = (content: string): string => readYaml(join(content, "company.json")).name;

/** The buttons of the editor's toolbar whose words start with "Delete". */
const deleteButtons = (page: Page) => page.getByRole("button", { name: /^Delete/ });

test("the sign-in page shows the site's mark and name, not Decap's logo", async ({ context, repo }) => {
  const page = await context.newPage();
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible(loading);
  const logo = page.getByRole("img", { name: companyName(repo.content), exact: true });
  await expect(logo).toBeVisible();
  // It drew (an image the policy refused would have no size), and holds the name as text.
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(decodeURIComponent((await logo.getAttribute("src")) ?? "")).toContain(`>${companyName(repo.content)}</text>`);
  // Decap's logo is its pink mark, drawn inline.
  await expect(page.locator('svg path[fill="#FF0082"]')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath("sign-in.png") });
});

test("a published entry offers no Delete unpublished action, and a draft's says the site does not change", async ({ context, repo }) => {
  // Two members of the team, whoever they are today.
  const [member, other] = readdirSync(join(repo.content, "team")).sort().map((file) => file.replace(/\.yaml$/, ""));
  let page = await openEntry(context, "team", member!);
  // Published, no draft: the one delete is the published entry's.
  await expect(deleteButtons(page)).toHaveText(["Delete published entry"]);
  const title = boxWithValue(page, readYaml(join(repo.content, `team/${member}.yaml`)).en.title).first();
  await title.fill(`${await title.inputValue()}, Nordics`);
  expect(await saveDraft(page)).toBe(true);
  await expect(deleteButtons(page)).toHaveText(["Delete unpublished changes"]);
  // Another member deleted on the published branch meanwhile: decap-server then reports that file as
  // added by the draft, and Decap called the draft's delete "Delete unpublished entry".
  git(repo.dir, "rm", "--quiet", `content/team/${other}.yaml`);
  git(repo.dir, "commit", "--quiet", "--message", "A member removed");
  page = await openEntry(context, "team", member!);
  await expect(deleteButtons(page)).toHaveCount(1);
  await expect(deleteButtons(page)).not.toHaveText(/Delete unpublished entry/);
  await expect(deleteButtons(page)).toHaveText(/^(Delete unpublished changes|Delete this draft \(the site does not change\))$/);
});

test("changing the address to another entry opens that entry, and asks first when there are unsaved changes", async ({ context, repo }) => {
  const about = readYaml(join(repo.content, "pages/about.yaml"));
  const home = readYaml(join(repo.content, "pages/home.yaml"));
  const page = await openEntry(context, "pages", "home");
  const homeHeading = boxWithValue(page, home.en.top.hero.heading).first();
  await expect(homeHeading).toBeVisible();

  // Unsaved changes: the editor is asked, and staying keeps the entry, the edit and the address.
  await homeHeading.fill(`${home.en.top.hero.heading} Now.`);
  await expect(page.getByText("Unsaved Changes")).toBeVisible();
  const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
  await page.evaluate(() => (location.hash = "#/collections/pages/entries/about"));
  expect(await asked).toContain("leave");
  await expect(page).toHaveURL(/#\/collections\/pages\/entries\/home$/);
  await expect(boxWithValue(page, `${home.en.top.hero.heading} Now.`).first()).toBeVisible();

  // Saved (as it was): the other entry opens with its own words.
  await boxWithValue(page, `${home.en.top.hero.heading} Now.`).first().fill(home.en.top.hero.heading);
  await expect(page.getByText("Changes saved")).toBeVisible();
  await page.evaluate(() => (location.hash = "#/collections/pages/entries/about"));
  await expect(boxWithValue(page, about.en.top.hero.heading).first()).toBeVisible(loading);
  await expect(boxWithValue(page, about.en.story.heading).first()).toBeVisible();
  await expect(boxWithValue(page, home.en.top.hero.heading)).toHaveCount(0);
  await expect(page).toHaveURL(/#\/collections\/pages\/entries\/about$/);
});
