import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FrameLocator, Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { boxWithValue, expand, expect, git, openEntry, readYaml, test } from "./cms-kit";

// Issue 53 (item 6): /admin previews plans, company facts and posts with the site's own sections,
// in the light theme, from the entry as it is being edited.

test.setTimeout(180_000);

/** Opens the preview pane (the eye button) of the open entry; Decap remembers it open for the next entry. */
async function preview(page: Page): Promise<FrameLocator> {
  if (!(await page.locator("#preview-pane").isVisible())) await page.getByTitle("Toggle preview").click();
  return page.frameLocator("#preview-pane");
}

const px = (box: Locator) => box.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

test("plans and prices preview as the site's pricing cards: prices as the site writes them, user accounts as words, edits and languages followed", async ({ context, repo }, testInfo) => {
  const plans = readYaml(join(repo.content, "plans.yaml"));
  const [basic, pro] = plans.home.plans;
  const page = await openEntry(context, "plans", "plans");
  const frame = await preview(page);

  // The home page's first tab: a card per plan, its price in euro and its users as the card says them.
  const card = frame.getByRole("article", { name: basic.name }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText(`€${basic.price.monthly}`, { exact: true })).toBeVisible();
  await expect(card.getByText(`${basic.users.monthly} user accounts`, { exact: true })).toBeVisible();
  await expect(frame.getByRole("article", { name: pro.name }).first()).toContainText(`€${pro.price.monthly}`);
  await page.screenshot({ path: testInfo.outputPath("plans.png") });
  await expect(frame.locator("body")).not.toContainText(`Monthly: ${basic.users.monthly}`);
  // Both tabs of the table, as on the site: the second shows its own prices.
  await frame.getByText("Quarterly", { exact: true }).first().click();
  await expect(frame.getByRole("article", { name: basic.name }).first()).toContainText(`€${basic.price.quarterly}`);

  // An edit shows at once, in the card and in the other plans' words that name it.
  await expand(page, basic.name);
  await boxWithValue(page, basic.name).first().fill("Starter");
  await expect(frame.getByRole("article", { name: "Starter" }).first()).toBeVisible();
  await expect(frame.getByRole("article", { name: pro.name }).first()).toContainText("Everything from Starter");

  // In Swedish: the Swedish words and the price as Swedish writes it.
  await frame.getByText("Svenska", { exact: true }).click();
  await expect(frame.getByRole("article", { name: "Starter" }).filter({ visible: true }).first()).toContainText(`${basic.price.monthly}\u00a0€`);
});

test("company facts preview as the contact page's offices, following an edited address", async ({ context, repo }, testInfo) => {
  const company = JSON.parse(readFileSync(join(repo.content, "company.json"), "utf8"));
  const [head, second] = company.offices;
  const page = await openEntry(context, "company", "company");
  const frame = await preview(page);
  const offices = frame.locator("#offices").first();
  await expect(offices.getByRole("heading", { name: head.city, exact: true })).toBeVisible();
  await expect(offices.getByText(head.street)).toBeVisible();
  await expect(offices.getByRole("heading", { name: second.city, exact: true })).toBeVisible();
  await expect(offices.getByRole("link", { name: head.phone.replace(/ /g, "\u00a0") })).toBeVisible();

  const office = await expand(page, head.id);
  await office.getByRole("textbox", { name: "Street", exact: true }).fill("1 Canada Square");
  await expect(offices.getByText("1 Canada Square")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("company.png") });
});

test("a post previews as its page: photo or drawn cover, author, date, title, and the site's heading sizes, in the light theme", async ({ context, repo }, testInfo) => {
  const blog = join(repo.content, "blog");
  const [withPhoto, withCover] = readdirSync(join(blog, "en"))
    .sort()
    .map((file) => file.replace(/\.md$/, ""));
  // One post given a photo by hand, as a published upload is written.
  mkdirSync(join(repo.content, "media"), { recursive: true });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#0f766e"/></svg>`;
  await sharp(Buffer.from(svg)).png().toFile(join(repo.content, "media", "dock.png"));
  const alt = "Pallets on the loading dock";
  for (const locale of ["en", "sv"]) {
    const file = join(blog, locale, `${withPhoto}.md`);
    writeFileSync(file, readFileSync(file, "utf8").replace(/\ncover: (.+)\n/, `\ncover: $1\nphoto:\n  image: media/dock.png\n  alt: ${alt}\n`));
  }
  // A new file too: openEntry commits changed files only.
  git(repo.dir, "add", "--all");
  const postFacts = (slug: string) => {
    const text = readFileSync(join(blog, "en", `${slug}.md`), "utf8");
    return { author: /\nauthor: (.+)\n/.exec(text)![1]!, date: /\ndate: "?([\d-]+)/.exec(text)![1]!, title: /\ntitle: "?(.+?)"?\n/.exec(text)![1]! };
  };
  const writtenDate = (iso: string) => new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso}T00:00:00Z`));

  // An editor whose system is dark still reviews the light page.
  const page = await openEntry(context, "blog", withPhoto!);
  await page.emulateMedia({ colorScheme: "dark" });
  let frame = await preview(page);
  const facts = postFacts(withPhoto!);
  const author = readYaml(join(repo.content, "team", `${facts.author}.yaml`)).en;
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(frame.getByRole("img", { name: alt })).toBeVisible();
  await expect(frame.getByText(`By ${author.name}, ${author.title}`)).toBeVisible();
  await expect(frame.getByText(writtenDate(facts.date), { exact: true })).toBeVisible();
  const root = frame.locator("html");
  await expect.poll(() => root.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe("rgb(255, 255, 255)");
  const heading = frame.locator(".post-prose h2").first();
  const paragraph = frame.locator(".post-prose p").first();
  await expect(heading).toBeVisible();
  expect(await px(heading)).toBeGreaterThan((await px(paragraph)) * 1.3);
  await heading.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("post-body.png") });

  // Without a photo: the drawn cover the site shows.
  const other = await openEntry(context, "blog", withCover!);
  frame = await preview(other);
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(frame.locator('svg[viewBox="0 0 640 360"]')).toBeVisible();
  await expect(frame.getByText(writtenDate(postFacts(withCover!).date), { exact: true })).toBeVisible();
  await other.screenshot({ path: testInfo.outputPath("post-cover.png") });
});
