import { readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { readPage } from "../../src/content/files";
import { decapYaml } from "../../src/content/format";
import { faqSchema } from "../../src/content/schemas/faq";
import { pricingSchema } from "../../src/content/schemas/pricing";
import type { Page } from "@playwright/test";
import { boxWithValue, buildFrom, expand, expect, loading, openEntry, project, publish, readYaml, snapshot, test } from "./cms-kit";

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

test("an editor changes a Swedish FAQ answer and an English plan feature: exactly those lines change, and the site's reader takes them", async ({ context, repo }) => {
  const faqFile = join(repo.content, "pages/faq.yaml");
  const pricingFile = join(repo.content, "pages/pricing.yaml");
  const before = snapshot(repo.content);
  const faq = readYaml(faqFile);
  const pricing = readYaml(pricingFile);
  const svGroup = faq.sv.groups[0];
  const svItem = svGroup.items[1];
  // Short enough for one line of YAML, so the file changes in exactly that line.
  const newAnswer = "Alla som planerar inköp åt ett grossistföretag.";
  const oldFeature: string = pricing.en.home[0].features[0];
  const newFeature = "Purchase orders approved in one click";

  let page = await openEntry(context, "faqs", "faq");
  await expand(page, svGroup.title);
  const item = await expand(page, svItem.question);
  await item.locator("textarea").fill(newAnswer);
  await publish(page);
  const editedFaq = structuredClone(faq);
  editedFaq.sv.groups[0].items[1].answer = newAnswer;
  await expect.poll(() => readFileSync(faqFile, "utf8")).toBe(decapYaml(editedFaq));

  page = await openEntry(context, "pricing", "pricing");
  await expand(page, pricing.en.home[0].id);
  await boxWithValue(page, oldFeature).first().fill(newFeature);
  await publish(page);
  const editedPricing = structuredClone(pricing);
  editedPricing.en.home[0].features[0] = newFeature;
  await expect.poll(() => readFileSync(pricingFile, "utf8")).toBe(decapYaml(editedPricing));

  // The two files differ from the originals in the edited lines only, and nothing else changed.
  const after = snapshot(repo.content);
  const changedLines = (file: string) => {
    const [old, now] = [before[file]!.split("\n"), after[file]!.split("\n")];
    return now.filter((line) => !old.includes(line));
  };
  expect(Object.keys(after).filter((file) => after[file] !== before[file]).sort()).toEqual(["pages/faq.yaml", "pages/pricing.yaml"]);
  expect(changedLines("pages/faq.yaml")).toEqual([`          answer: ${newAnswer}`]);
  expect(changedLines("pages/pricing.yaml")).toEqual([expect.stringContaining(newFeature)]);

  // What the build reads from the saved files: the content collections' own reader
  // (src/content.config.ts), on the edited repository, has the new words in place of the old. Not
  // built here (a build is a minute or more on a busy machine): that a build takes what the CMS saved
  // is every-entry.spec.ts's (an edit in every file, faq.yaml and pricing.yaml included, then built),
  // and that the built pages show an edit is company.spec.ts's (facts, members, photos) and
  // landing.spec.ts's; that the pages show every FAQ answer and plan feature of the files is
  // tests/e2e/faq.spec.ts's and pricing.spec.ts's.
  // Compared with what it reads from content/ (the repository's original): exactly the two edits.
  const readFaq = readPage("faq", faqSchema);
  readFaq.sv.groups[0]!.items[1]!.answer = newAnswer;
  expect(readPage("faq", faqSchema, repo.content)).toEqual(readFaq);
  const readPricing = readPage("pricing", pricingSchema);
  expect(readPricing.en.home[0]!.features[0]).toBe(oldFeature);
  readPricing.en.home[0]!.features[0] = newFeature;
  expect(readPage("pricing", pricingSchema, repo.content)).toEqual(readPricing);
});

test("the CMS refuses to publish an empty required field, or a price that is not a number beside one that is", async ({ context, repo }) => {
  const before = snapshot(repo.content);
  const faq = readYaml(join(repo.content, "pages/faq.yaml"));
  const plans = readYaml(join(repo.content, "plans.yaml"));

  // A refusal is said in the toast and the list, not thrown at the console as an uncaught error.
  const errors: string[] = [];
  const watch = (one: Page) => (one.on("pageerror", (error) => errors.push(error.message)), one);
  let page = watch(await openEntry(context, "faqs", "faq"));
  const svGroup = faq.sv.groups[0];
  await expand(page, svGroup.title);
  const item = await expand(page, svGroup.items[0].question);
  const answer = item.locator("textarea");
  await answer.fill("");
  // Folded again, as an editor may leave it: the refusal has to open it.
  await expand(page, svGroup.items[0].question);
  await expand(page, svGroup.title);
  await expect(answer).toBeHidden();
  await publish(page);
  // Decap checks the default language itself; the Swedish side is checked by our pre-save step,
  // which names the field in words and keeps the list up after Decap's toast has gone.
  const toast = page.getByText("Not saved: this field is empty: Swedish › Groups 1 › Items 1 › Answer");
  const refusal = page.getByRole("alert").filter({ hasText: "Not saved yet" });
  await expect(toast).toBeVisible();
  await expect(refusal.getByRole("listitem")).toHaveText(["Swedish › Groups 1 › Items 1 › Answer"]);
  // The first refused field is opened, focused and marked in words at once; the mark goes once it is filled in.
  const cue = "Fill this in";
  await expect(answer).toBeFocused();
  await expect(item.getByText(cue)).toBeVisible();
  await answer.pressSequentially("x");
  await expect(item.getByText(cue)).toBeHidden();
  await answer.fill("");
  await expect(toast).toBeHidden({ timeout: 20_000 });
  await expect(refusal).toBeVisible();

  // With the preview beside the English side, no pane shows Swedish: the field's entry in the list
  // (from the keyboard) switches to Swedish, opens the folded group and question, focuses and marks it.
  await page.getByTitle("Toggle preview").click();
  const swedish = page.getByRole("button", { name: "Writing in SV" });
  await expect(swedish).toBeHidden();
  await refusal.getByRole("button", { name: "Swedish › Groups 1 › Items 1 › Answer" }).press("Enter");
  await expect(swedish).toBeVisible();
  const svItem = page.getByText(svGroup.items[0].question, { exact: true }).locator("xpath=..");
  await expect(svItem.locator("textarea")).toBeFocused();
  await expect(svItem.locator("textarea")).toHaveValue("");
  await expect(svItem.getByText(cue)).toBeVisible();
  await refusal.getByRole("button", { name: "Close" }).click();
  await expect(refusal).toBeHidden();
  await expect(page.getByText(cue)).toBeHidden();

  // Decap refuses an empty English field itself, marking it in red: the field is opened and pointed at too.
  await swedish.click();
  await page.getByRole("menuitem", { name: "EN" }).click();
  const enGroup = faq.en.groups[0];
  await expand(page, enGroup.title);
  const enItem = await expand(page, enGroup.items[0].question);
  await enItem.locator("textarea").fill("");
  await expand(page, enGroup.items[0].question);
  await expand(page, enGroup.title);
  await expect(enItem.locator("textarea")).toBeHidden();
  await publish(page);
  await expect(enItem.locator("textarea")).toBeFocused();
  await expect(enItem.getByText(cue)).toBeVisible();

  page = watch(await openEntry(context, "plans", "plans"));
  await expand(page, plans.home.plans[0].name);
  // Held by its id: the value it is found by is about to change.
  const price = page.locator(`[id="${await boxWithValue(page, String(plans.home.plans[0].price.monthly)).first().getAttribute("id")}"]`);
  await price.fill("");
  await price.pressSequentially("abc");
  await expand(page, plans.home.plans[0].name);
  await expect(price).toBeHidden();
  await publish(page);
  // A plan's prices are all filled in or all empty (a custom price): one tab's alone is refused,
  // and the folded plan is opened at the price.
  const plansRefusal = page.getByRole("alert").filter({ hasText: "Not saved yet" });
  await expect(plansRefusal.getByRole("listitem")).toHaveText(["Home › Plans 1 › Price › Monthly"]);
  await expect(price).toBeFocused();
  // The list speaks of this entry: it goes when the editor leaves it for the list of pages (the
  // unsaved price given up, as Decap asks).
  page.on("dialog", (dialog) => void dialog.accept());
  await page.evaluate(() => (location.hash = "#/collections/pages"));
  await expect(page.getByRole("link", { name: "Home page" }).first()).toBeVisible(loading);
  await expect(plansRefusal).toBeHidden();
  expect(errors).toEqual([]);

  expect(snapshot(repo.content)).toEqual(before);
});

test("a broken file committed by hand fails the build, naming the file and the field", async ({ repo }) => {
  const buildDir = relative(project, test.info().outputPath("build"));
  const faqFile = join(repo.content, "pages/faq.yaml");
  const faq = readYaml(faqFile);
  faq.sv.groups[0].items[0].answer = "";
  writeFileSync(faqFile, decapYaml(faq));
  let build = buildFrom(repo.content, buildDir);
  expect(build.ok).toBe(false);
  expect(build.output).toContain("content/pages/faq.yaml: sv.groups.0.items.0.answer: is required and cannot be empty");

  const plansFile = join(repo.content, "plans.yaml");
  const plans = readYaml(plansFile);
  plans.home.plans[1].price.monthly = "499 euro";
  writeFileSync(faqFile, readFileSync(join(project, "content/pages/faq.yaml"), "utf8"));
  writeFileSync(plansFile, decapYaml(plans));
  build = buildFrom(repo.content, buildDir);
  expect(build.ok).toBe(false);
  expect(build.output).toContain("content/plans.yaml: home.plans.1.price.monthly: must be a price in whole euro (a number)");
});

test("the preview shows the copy in the site's words, brand and prices filled in, in the language being edited", async ({ context, repo }) => {
  // The FAQ answer on what it costs: written with {plan...} tokens, shown with the prices.
  const written = readYaml(join(repo.content, "pages/faq.yaml"));
  const faq = readPage("faq", faqSchema, repo.content);
  const groupIndex = written.en.groups.findIndex((group: { items: { answer: string }[] }) => group.items.some((item) => item.answer.includes("{plan.")));
  const itemIndex = written.en.groups[groupIndex].items.findIndex((item: { answer: string }) => item.answer.includes("{plan."));
  const firstParagraph = (language: "en" | "sv") => faq[language].groups[groupIndex]!.items[itemIndex]!.answer.split(/\n\s*\n/)[0]!;

  const page = await openEntry(context, "faqs", "faq");
  await page.getByTitle("Toggle preview").click();
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByText(firstParagraph("en"), { exact: true }), "English preview").toBeVisible();
  await expect(preview.locator("body")).not.toContainText("{");

  await page.getByRole("button", { name: /Writing in EN/i }).click();
  await page.getByRole("menuitem", { name: "SV" }).click();
  await expect(preview.getByText(firstParagraph("sv"), { exact: true }), "Swedish preview").toBeVisible();
  await expect(preview.locator("body")).not.toContainText("{");
});
