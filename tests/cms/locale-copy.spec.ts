import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { cmsEntries, entryData } from "../setup/cms-entries";
import { landingFixture } from "../setup/landing-page";
import { decapFrontMatter, decapYaml, postFieldOrder } from "../../src/content/format";
import type { LandingBlock } from "../../src/content/schemas/landing-page";
import { cmsConfig } from "../../src/cms/config";
import type { CmsField } from "../../src/cms/fields";
import { expect, git, openEntry, publish, readYaml, test } from "./cms-kit";

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

// Issue 53: "Fill in from another locale" on a language whose lists were empty filled them, but
// what the editor then typed into a block, a card, a FAQ question or a comment was never saved (the
// saved file kept the copied English). Filling asks before it replaces what a language already says.

type Language = "en" | "sv";
const writing = (page: Page, language: Language) => page.getByRole("button", { name: `Writing in ${language.toUpperCase()}`, exact: true });

/** A language's pane (English left, Swedish right): the innermost box with its "Writing in" bar and its fields. */
const pane = (page: Page, language: Language): Locator =>
  page
    .locator("div")
    .filter({ has: writing(page, language) })
    .filter({ has: page.getByRole("textbox") })
    .filter({ hasNot: writing(page, language === "en" ? "sv" : "en") })
    .last();

/**
 * What the editor shows as a field's label, from the CMS configuration (labels are the schemas'
 * words, which change): the path goes through fields, a list's types and its field.
 */
function labelAt(collection: string, path: string[]): string {
  let fields = (cmsConfig().collections as { name: string; fields?: CmsField[] }[]).find((one) => one.name === collection)!.fields!;
  let found: CmsField | undefined;
  for (const name of path) {
    found = fields.find((one) => one.name === name);
    if (!found) throw new Error(`${collection}: no field ${path.join(".")}`);
    fields = (found.fields ?? found.types ?? (found.field ? [found.field] : [])) as CmsField[];
  }
  return found!.required === false ? `${found!.label} (optional)` : found!.label;
}

const exactly = (label: string) => new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\s*$`);
const box = (scope: Locator, label: string) => scope.getByRole("textbox", { name: label, exact: true });
/** A landing page's block by its kind's label ("Card grid"). */
const block = (scope: Locator, type: string): Locator => scope.locator("label").filter({ hasText: exactly(type) }).locator("xpath=..");
/** A list's item by the summary on its bar (a card's title, a comment's author): the first such item. */
const item = (list: Locator, summary: string): Locator => list.getByText(summary, { exact: true }).first().locator("xpath=..");

/** Shows a list item's fields (its bar's arrow, if it is folded), `inside` being one of them. */
async function unfold(listItem: Locator, inside: Locator) {
  await expect(listItem).toBeVisible();
  if (!(await inside.isVisible())) await listItem.locator("button").first().click();
  await expect(inside).toBeVisible();
}

/** A folded group of fields (Primary) by its label, opened. */
async function group(scope: Locator, label: string): Promise<Locator> {
  const id = await scope.locator("label").filter({ hasText: exactly(label) }).first().getAttribute("for");
  const fields = scope.locator(`[id="${id}"]`);
  await fields.getByRole("button", { name: "Expand" }).first().click();
  await expect(fields.getByRole("button", { name: "Collapse" }).first()).toBeVisible();
  return fields;
}

let marks = 0;

/**
 * Types a translation over the copied text, as an editor does (select all, delete, type). The box is
 * pinned first: a locator by a list item's summary stops matching once the box it shows is cleared.
 */
async function translate(textbox: Locator, value: string) {
  const mark = `translated-${++marks}`;
  await textbox.evaluate((element, id) => element.setAttribute("data-test-box", id), mark);
  const pinned = textbox.page().locator(`[data-test-box="${mark}"]`);
  await pinned.click();
  await pinned.press("ControlOrMeta+a");
  await pinned.press("Backspace");
  await expect(pinned).toHaveValue("");
  await pinned.pressSequentially(value);
  await expect(pinned).toHaveValue(value);
}

/**
 * "Fill in from another locale" of the Swedish pane, from English. `answer` is what the editor says
 * to the question it asks first; the question is returned.
 */
async function fillSwedishFromEnglish(page: Page, answer: "accept" | "dismiss"): Promise<string> {
  const asked = new Promise<string>((resolve) =>
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void (answer === "accept" ? dialog.accept() : dialog.dismiss());
    }),
  );
  await pane(page, "sv").getByText("Fill in from another locale").click();
  await page.getByRole("menuitem", { name: "en", exact: true }).click();
  return asked;
}

test("a landing page's Swedish blocks filled in from English, then translated: the saved file has the Swedish typed in every block, folded parts included", async ({ context, repo }) => {
  test.setTimeout(300_000);
  const address = "fill-in-from-english";
  const { en } = landingFixture(address);
  // A page written in English, its Swedish started (title and description) but with no blocks yet.
  const sv = { address, noindex: false, title: "Träffa oss på mässan", description: "Besök vår monter på mässan och se planeringen live." };
  const file = join(repo.content, "landing", `${address}.yaml`);
  writeFileSync(file, decapYaml({ en, sv }));
  // A new file: staged, so it is committed as published content with the hand edits.
  git(repo.dir, "add", "--all");

  const label = (...path: string[]) => labelAt("landing", path);
  const kind = (type: string) => label("blocks", type);
  const page = await openEntry(context, "landing", address);
  const swedish = pane(page, "sv");
  const title = box(swedish, label("title"));
  await expect(title).toHaveValue(sv.title);

  // Asked first: answered No, nothing is replaced.
  expect(await fillSwedishFromEnglish(page, "dismiss")).toMatch(/^Fill in this language from EN\?.*already filled in: what they say is replaced\. Cancel leaves this language as it is\.$/);
  await expect(title).toHaveValue(sv.title);
  await expect(block(swedish, kind("hero"))).toHaveCount(0);
  // Answered Yes: every block comes over.
  await fillSwedishFromEnglish(page, "accept");
  await expect(block(swedish, kind("cta"))).toHaveCount(1);
  await expect(title).toHaveValue(en.title);

  const typed = {
    title: "Träffa oss på vårens mässa",
    hero: { heading: "Träffa planeringsteamet i monter B12", primary: "Planer" },
    cards: { heading: "Tre saker att prova", card: "Andra kortet" },
    split: { heading: "Text bredvid en teckning", point: "En punkt" },
    pricing: { heading: "Planer för besökare" },
    faq: { heading: "Frågor om mässan", question: "Är det här en testsida?" },
    cta: { heading: "Hör av er", text: "En avslutande rad." },
  };
  await translate(title, typed.title);

  /** A block of the Swedish pane by its kind, unfolded, with a box by its field's name. */
  const open = async (type: string) => {
    const one = block(swedish, kind(type));
    const field = (...path: string[]) => box(one, label("blocks", type, ...path));
    await unfold(one, field("heading"));
    return { one, field };
  };
  const hero = await open("hero");
  await translate(hero.field("heading"), typed.hero.heading);
  // The button's label, in the folded Primary group.
  await translate(box(await group(hero.one, label("blocks", "hero", "primary")), label("blocks", "hero", "primary", "label")), typed.hero.primary);

  const cards = await open("cards");
  await translate(cards.field("heading"), typed.cards.heading);
  // The fixture's second card, by its title.
  const card = item(cards.one.locator('[id^="cards-field-"]'), "Second card");
  const cardTitle = box(card, label("blocks", "cards", "cards", "title"));
  await unfold(card, cardTitle);
  await translate(cardTitle, typed.cards.card);

  const split = await open("split");
  await translate(split.field("heading"), typed.split.heading);
  await translate(split.one.locator('[id^="points-field-"]').getByRole("textbox").first(), typed.split.point);

  const pricing = await open("pricing");
  await translate(pricing.field("heading"), typed.pricing.heading);

  const faq = await open("faq");
  await translate(faq.field("heading"), typed.faq.heading);
  const question = item(faq.one.locator('[id^="items-field-"]'), "Is this a test page?");
  const questionBox = box(question, label("blocks", "faq", "items", "question"));
  await unfold(question, questionBox);
  await translate(questionBox, typed.faq.question);

  const cta = await open("cta");
  await translate(cta.field("heading"), typed.cta.heading);
  await translate(cta.field("text"), typed.cta.text);

  await publish(page);
  await expect(page.getByRole("button", { name: "Published", exact: true })).toBeVisible();
  const saved = readYaml(file) as { en: typeof en; sv: typeof en };
  // English as it was; Swedish: the English copy with every typed word in its place.
  expect(saved.en).toEqual(en);
  type Block<T extends LandingBlock["type"]> = Extract<LandingBlock, { type: T }>;
  const [heroBlock, cardsBlock, splitBlock, pricingBlock, faqBlock, ctaBlock] = en.blocks as unknown as [Block<"hero">, Block<"cards">, Block<"split">, Block<"pricing">, Block<"faq">, Block<"cta">];
  const blocks = [
    { ...heroBlock, heading: typed.hero.heading, primary: { ...heroBlock.primary, label: typed.hero.primary } },
    { ...cardsBlock, heading: typed.cards.heading, cards: [cardsBlock.cards[0], { ...cardsBlock.cards[1], title: typed.cards.card }] },
    { ...splitBlock, heading: typed.split.heading, points: [typed.split.point, ...splitBlock.points.slice(1)] },
    { ...pricingBlock, heading: typed.pricing.heading },
    { ...faqBlock, heading: typed.faq.heading, items: [{ ...faqBlock.items[0], question: typed.faq.question }] },
    { ...ctaBlock, ...typed.cta },
  ];
  expect(saved.sv).toEqual({ ...en, title: typed.title, blocks });
});

test("a post's Swedish comments filled in from English, then translated: the saved file has the Swedish typed, replies included", async ({ context, repo }) => {
  test.setTimeout(240_000);
  const post = cmsEntries(repo.dir).find((entry) => entry.collection === "blog" && Array.isArray((entryData(repo.dir, entry) as Record<"en", { thread?: unknown[] }>).en.thread))!;
  type Comment = { author: string; text: string; replies?: Comment[] };
  const { en, sv } = entryData(repo.dir, post) as Record<"en" | "sv", Record<string, unknown> & { title: string; thread: Comment[] }>;
  const svFile = join(repo.dir, post.languageFiles!.sv!);
  // The Swedish front matter and text written, its comments not yet.
  const { thread: _, ...svWithoutThread } = sv;
  writeFileSync(svFile, decapFrontMatter(svWithoutThread, postFieldOrder));
  const comment = en.thread[0]!;
  const reply = comment.replies![0]!;

  const label = (...path: string[]) => labelAt("blog", path);
  const page = await openEntry(context, "blog", post.slug);
  const swedish = pane(page, "sv");
  const title = box(swedish, label("title"));
  await expect(title).toHaveValue(sv.title);
  // Asked first: answered No, the Swedish title stays.
  await fillSwedishFromEnglish(page, "dismiss");
  await expect(title).toHaveValue(sv.title);
  await fillSwedishFromEnglish(page, "accept");
  await expect(title).toHaveValue(en.title);

  const typed = { title: sv.title, comment: "Vi står precis här, översatt.", reply: "De flesta av våra kunder gör så, översatt." };
  await translate(title, typed.title);
  const thread = swedish.locator('[id^="thread-field-"]');
  // The list of comments is folded under its bar: open it, then the first comment and its first reply.
  const first = item(thread, comment.author);
  const commentBox = box(first, label("thread", "text")).first();
  await unfold(first, commentBox);
  await translate(commentBox, typed.comment);
  const answer = item(first.locator('[id^="replies-field-"]'), reply.author);
  const replyBox = box(answer, label("thread", "replies", "text"));
  await unfold(answer, replyBox);
  await translate(replyBox, typed.reply);

  await publish(page);
  const saved = entryData(repo.dir, post) as Record<"en" | "sv", Record<string, unknown> & { title: string; thread: Comment[] }>;
  const [, ...otherReplies] = comment.replies!;
  const expected = [{ ...comment, text: typed.comment, replies: [{ ...reply, text: typed.reply }, ...otherReplies] }, ...en.thread.slice(1)];
  expect(saved.sv.thread).toEqual(expected);
  expect(saved.sv.title).toBe(typed.title);
  expect(saved.en).toEqual(en);
});
