import type { Page } from "@playwright/test";
import { site } from "../../src/config/site";
import { readPage } from "../../src/content/files";
import { ctaCopy } from "../../src/content/schemas/cta";
import { faqSchema } from "../../src/content/schemas/faq";
import { messages } from "../../src/i18n/messages";
import { expect, test } from "./fixtures";
import { readTitles } from "../../src/content/registry";
import { testsBehaviour } from "./sample";

const { en: enPages, sv: svPages } = readTitles();

/**
 * Issue 11, item 6: /faq-1 (SPEC §2 "FAQ", §4: four tabs of 8 questions, one open at a time, the
 * first open, each tab keeping its own open item, the active one never collapsing) and /faq-2 (the
 * same questions on one page with a filter), in both languages, by mouse, keyboard and without
 * JavaScript. Every widget is used as soon as the page is there, as a visitor does (issue 36): the
 * topics are a radio group whose checked topic shows its panel with CSS, the questions `<details
 * name>` items; no test waits for a script. Accessibility and the raw HTML are the crawl's (pages.spec.ts).
 */

const faq = readPage("faq", faqSchema);
const { en: enCta, sv: svCta } = readPage("cta", ctaCopy);
const ui = {
  en: { prefix: "", faq: faq.en, pages: enPages, cta: enCta, t: messages.en.faq, locale: "en-GB" },
  sv: { prefix: "/sv", faq: faq.sv, pages: svPages, cta: svCta, t: messages.sv.faq, locale: "sv-SE" },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

// The keyboard walks check the whole widget after each key: allow a busy machine more than the default minute.
test.describe.configure({ timeout: 120_000 });

/** The paragraphs of an answer as the page shows them. */
const paragraphs = (answer: string) => answer.split(/\n\s*\n/);

for (const lang of ["en", "sv"] as const) {
  const l = ui[lang];
  // Behaviour (the tabs and the accordion by mouse and keys) in English only (testsBehaviour); Swedish
  // keeps what its words change: the tabs' names, the filter, the pages' text.
  const behaviourToo = testsBehaviour(lang);
  const groups = l.faq.groups;
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);

  test.describe(`/faq-1 (${lang})`, () => {
    const url = `${l.prefix}/faq-1`;
    const titles = groups.map((group) => group.title);

    /**
     * The topic choice (a radio group named by its legend, each label a visible tab) and the one
     * topic panel shown: the checked radio shows its panel with CSS, before and without any script.
     */
    const topics = (page: Page) => {
      const group = page.getByRole("group", { name: l.t.tabsLabel });
      return {
        group,
        radios: group.getByRole("radio"),
        /** What a visitor clicks: the label around the visually hidden radio. */
        labels: group.locator("label"),
        shown: page.locator("[data-choice-panel]:visible"),
      };
    };

    /** The accordion of the shown topic: its summaries (the questions), and each one's answer. */
    const accordion = (page: Page) => {
      const panel = page.locator("[data-choice-panel]:visible");
      const summaries = panel.locator("[data-accordion] > details > summary");
      const answer = (index: number) => panel.locator("[data-accordion] > details").nth(index).locator("summary + *");
      return { panel, summaries, answer };
    };

    /**
     * Exactly the `open` question of the shown topic is open and its answer alone shown; the open one
     * shows by its pointer that it is not a control any more (SPEC §4: it does not collapse).
     */
    async function expectOpen(page: Page, group: number, open: number) {
      const { panel, answer } = accordion(page);
      const questions = groups[group]!.items;
      const read = () =>
        panel.locator("[data-accordion] > details").evaluateAll((items) =>
          items.map((item) => {
            const summary = item.querySelector("summary")!;
            return {
              question: (summary.textContent ?? "").replace(/\s+/g, " ").trim(),
              open: (item as HTMLDetailsElement).open,
              shown: (summary.nextElementSibling as HTMLElement).checkVisibility(),
              cursor: getComputedStyle(summary).cursor,
            };
          }),
        );
      const want = questions.map((item, index) => ({ question: item.question, open: index === open, shown: index === open, cursor: index === open ? "default" : "pointer" }));
      await expect.poll(read, { message: `question ${open + 1} of topic ${group + 1} open alone`, timeout: 15_000 }).toEqual(want);
      await expect(answer(open)).toContainText(paragraphs(questions[open]!.answer)[0]!);
    }

    /** Topic `selected` is the checked one, and its panel alone is shown, titled with it. */
    async function expectTopic(page: Page, selected: number) {
      const { radios, shown } = topics(page);
      await expect(radios.nth(selected)).toBeChecked();
      const read = () =>
        page.locator("[data-choice]").evaluate((root) => ({
          checked: [...root.querySelectorAll<HTMLInputElement>("input[type=radio]")].filter((radio) => radio.checked).map((radio) => radio.value),
          shown: [...root.querySelectorAll<HTMLElement>("[data-choice-panel]")].filter((panel) => panel.checkVisibility()).map((panel) => panel.dataset.choicePanel),
        }));
      const id = groups[selected]!.id;
      await expect.poll(read, { message: `topic ${selected + 1} checked and shown alone`, timeout: 15_000 }).toEqual({ checked: [id], shown: [id] });
      await expect(shown.getByRole("heading", { level: 2 })).toHaveText(groups[selected]!.title);
    }

    test("four topic tabs, the first selected, its first question open; hero, help and the free-trial call to action", async ({ page }) => {
      await page.goto(url);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages["faq-1"].hero.heading);
      const { group, radios, labels } = topics(page);
      await expect(group).toBeVisible();
      // SPEC §2's four tabs, in order: each a radio named by its visible label.
      await expect(labels).toHaveText(titles);
      for (const [index, title] of titles.entries()) {
        await expect(labels.nth(index)).toBeVisible();
        await expect(radios.nth(index)).toHaveAccessibleName(title);
      }
      if (lang === "en") await expect(labels).toHaveText(["General questions", "About the company", "About artificial intelligence", "About the team"]);
      await expectTopic(page, 0);
      await expectOpen(page, 0, 0);
      // Each question is a heading in its summary, under the topic's h2.
      await expect(accordion(page).panel.getByRole("heading", { level: 3 })).toHaveText(groups[0]!.items.map((item) => item.question));
      // The hero leads to the other FAQ page; the page ends with the help note and the shared CTA.
      await expect(main.getByRole("link", { name: l.faq.switch.toList })).toHaveAttribute("href", `${l.prefix}/faq-2`);
      await expect(main.getByRole("link", { name: l.faq.help.mail })).toHaveAttribute("href", `mailto:${site.email}`);
      await expect(main.getByRole("heading", { level: 2 }).last()).toHaveText(l.cta.heading);
    });

    if (behaviourToo) test("tabs by mouse: each tab shows its own 8 questions with the first open", async ({ page }) => {
      await page.goto(url);
      const { labels } = topics(page);
      for (const index of [2, 3, 1, 0]) {
        await labels.nth(index).click();
        await expectTopic(page, index);
        await expectOpen(page, index, 0);
      }
    });

    if (behaviourToo) test("tabs by keyboard: one tab stop; arrow keys (wrapping) move focus and select", async ({ page }) => {
      await page.goto(url);
      const { radios, labels } = topics(page);
      // Only the checked topic is in the tab order: Tab from the hero's last link lands on it.
      await page.getByRole("main").getByRole("link", { name: l.faq.switch.toList }).focus();
      await page.keyboard.press("Tab");
      await expect(radios.nth(0)).toBeFocused();
      const steps: [string, number][] = [
        ["ArrowRight", 1],
        ["ArrowRight", 2],
        ["ArrowLeft", 1],
        ["ArrowDown", 2],
        ["ArrowRight", 3],
        ["ArrowRight", 0],
        ["ArrowLeft", 3],
        ["ArrowUp", 2],
      ];
      for (const [key, index] of steps) {
        await page.keyboard.press(key);
        await expect(radios.nth(index)).toBeFocused();
        await expectTopic(page, index);
      }
      // The focused topic shows a focus ring (on its label: the radio itself is visually hidden).
      expect(await labels.nth(2).evaluate((label) => getComputedStyle(label).outlineStyle)).toBe("solid");
      // Tab moves from the topics into the shown panel's first question, and Shift+Tab back to the checked topic.
      await page.keyboard.press("Tab");
      await expect(accordion(page).summaries.nth(0)).toBeFocused();
      await expect(accordion(page).summaries.nth(0)).toHaveText(groups[2]!.items[0]!.question);
      await page.keyboard.press("Shift+Tab");
      await expect(radios.nth(2)).toBeFocused();
      await expectTopic(page, 2);
    });

    if (behaviourToo) test("the accordion: one question open at a time, the open one stays open, each tab keeps its own", async ({ page }) => {
      await page.goto(url);
      const { labels } = topics(page);
      const { summaries } = accordion(page);
      await summaries.nth(3).click();
      await expectOpen(page, 0, 3);
      // Clicking the open question keeps it open (SPEC §4).
      await summaries.nth(3).click();
      await expectOpen(page, 0, 3);
      await summaries.nth(7).click();
      await expectOpen(page, 0, 7);

      await labels.nth(2).click();
      await expectTopic(page, 2);
      await expectOpen(page, 2, 0);
      await accordion(page).summaries.nth(5).click();
      await expectOpen(page, 2, 5);

      // Back on the first tab its question 8 is still open, and the third tab's question 6.
      await labels.nth(0).click();
      await expectOpen(page, 0, 7);
      await labels.nth(2).click();
      await expectOpen(page, 2, 5);
      await labels.nth(3).click();
      await expectOpen(page, 3, 0);
    });

    if (behaviourToo) test("the accordion by keyboard: arrows (wrapping), Home and End move between questions, Enter and Space open", async ({ page }) => {
      await page.goto(url);
      const { summaries } = accordion(page);
      await summaries.nth(0).focus();
      await page.keyboard.press("ArrowDown");
      await expect(summaries.nth(1)).toBeFocused();
      // Moving focus opens nothing.
      await expectOpen(page, 0, 0);
      await page.keyboard.press("Enter");
      await expectOpen(page, 0, 1);
      await page.keyboard.press("End");
      await expect(summaries.nth(7)).toBeFocused();
      await page.keyboard.press("Space");
      await expectOpen(page, 0, 7);
      // Space and Enter on the open question leave it open.
      await page.keyboard.press("Space");
      await expectOpen(page, 0, 7);
      await page.keyboard.press("Enter");
      await expectOpen(page, 0, 7);
      await page.keyboard.press("ArrowDown");
      await expect(summaries.nth(0)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(summaries.nth(7)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(summaries.nth(6)).toBeFocused();
      await page.keyboard.press("Home");
      await expect(summaries.nth(0)).toBeFocused();
      await page.keyboard.press("Enter");
      await expectOpen(page, 0, 0);
    });
  });

  test.describe(`/faq-2 (${lang})`, () => {
    const url = `${l.prefix}/faq-2`;
    const questions = (page: Page) => page.getByRole("main").getByRole("heading", { level: 3 });

    /** The questions whose question or answer contains every word, in page order. */
    const expected = (query: string) => {
      const terms = query.toLocaleLowerCase(l.locale).split(/\s+/).filter(Boolean);
      return groups.flatMap((group) =>
        group.items.filter((item) => terms.every((term) => `${item.question}\n${item.answer}`.toLocaleLowerCase(l.locale).includes(term))).map((item) => item.question),
      );
    };

    test("every topic and all questions with their answers on one page, and the hero leads back to the tabs", async ({ page }) => {
      await page.goto(url);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages["faq-2"].hero.heading);
      await expect(questions(page)).toHaveText(groups.flatMap((group) => group.items.map((item) => item.question)));
      for (const group of groups) {
        const region = main.getByRole("region", { name: group.title });
        await expect(region.getByRole("heading", { level: 2 })).toHaveText(group.title);
        await expect(region.getByText(fill(l.t.questionCount, { count: 8 }), { exact: true })).toBeVisible();
        for (const item of group.items) await expect(region.getByText(paragraphs(item.answer)[0]!, { exact: true })).toBeVisible();
      }
      const topics = main.getByRole("navigation", { name: l.t.topicsLabel }).getByRole("link");
      await expect(topics).toHaveCount(4);
      for (const [index, group] of groups.entries()) await expect(topics.nth(index)).toHaveAttribute("href", `#topic-${group.id}`);
      await expect(main.getByRole("link", { name: l.faq.switch.toTabs })).toHaveAttribute("href", `${l.prefix}/faq-1`);
      await expect(main.getByRole("status")).toHaveText(fill(l.t.filter.all, { total }));
    });

    test("the filter narrows the questions as one types, marks the words and announces the count", async ({ page }) => {
      await page.goto(url);
      // Typed at once, as a visitor does: words typed before the filter's island has hydrated count too.
      const field = page.getByRole("searchbox", { name: l.t.filter.label });
      const status = page.getByRole("main").getByRole("status");
      // Queries that narrow for real (some questions, not all) with the file's wording as it is:
      // the usual ones, or else words of the first question, so that an edit to the copy keeps cases.
      const candidates = [...(lang === "en" ? ["ERP", "supplier order"] : ["affärssystem", "leverantör order"]), site.products.go, ...groups[0]!.items[0]!.question.split(/[^\p{L}]+/u).filter((word) => word.length >= 5)];
      const cases = candidates.filter((query) => expected(query).length > 1 && expected(query).length < total).slice(0, 3);
      expect(cases.length, "queries that narrow the list").toBeGreaterThan(0);
      for (const query of cases) {
        const want = expected(query);
        await field.fill("");
        await field.pressSequentially(query);
        await expect(questions(page)).toHaveText(want);
        await expect(status).toHaveText(fill(l.t.filter.some, { count: want.length, total }));
        // Topics without a match disappear, with their link; the others count what is left.
        for (const group of groups) {
          const left = want.filter((question) => group.items.some((item) => item.question === question)).length;
          const region = page.getByRole("main").getByRole("region", { name: group.title });
          const link = page.getByRole("navigation", { name: l.t.topicsLabel }).getByRole("link", { name: group.title });
          if (left === 0) {
            await expect(region).toBeHidden();
            await expect(link).toBeHidden();
          } else {
            await expect(region).toBeVisible();
            await expect(link).toContainText(String(left));
          }
        }
        // Every marked word in what is shown is one of the query's words.
        const terms = query.toLocaleLowerCase(l.locale).split(" ");
        const marked = await page.getByRole("main").locator("mark:visible").allTextContents();
        expect(marked.length, query).toBeGreaterThanOrEqual(want.length);
        for (const word of marked) expect(terms, query).toContain(word.toLocaleLowerCase(l.locale));
      }
      // Narrowing to one question says so in the singular.
      const single = groups[0].items[3]!.question;
      await field.fill(single);
      await expect(questions(page)).toHaveText([single]);
      await expect(status).toHaveText(fill(l.t.filter.one, { total }));
      // Emptying the field brings everything back.
      await field.fill("");
      await expect(questions(page)).toHaveCount(total);
      await expect(status).toHaveText(fill(l.t.filter.all, { total }));
    });

    test("no match: an empty state that says so, clears the filter and returns to the field", async ({ page }) => {
      await page.goto(url);
      // Typed at once, as a visitor does: words typed before the filter's island has hydrated count too.
      const field = page.getByRole("searchbox", { name: l.t.filter.label });
      await field.pressSequentially("zebra");
      await expect(questions(page)).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(l.t.filter.none);
      await expect(page.getByRole("heading", { name: fill(l.t.filter.emptyTitle, { query: "zebra" }) })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: l.faq.help.mail }).first()).toHaveAttribute("href", `mailto:${site.email}`);
      for (const group of groups) await expect(page.getByRole("main").getByRole("region", { name: group.title })).toBeHidden();
      await page.getByRole("button", { name: l.t.filter.clear }).click();
      await expect(field).toHaveValue("");
      await expect(field).toBeFocused();
      await expect(questions(page)).toHaveCount(total);
      await expect(page.getByRole("heading", { name: fill(l.t.filter.emptyTitle, { query: "zebra" }) })).toHaveCount(0);
    });
  });

  test.describe(`the FAQ pages without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    // /faq-1's topics and answers without scripts: tests/e2e/first-paint.spec.ts, "with JavaScript off".
    test("/faq-2: no filter, every question and answer shown", async ({ page }) => {
      await page.goto(`${l.prefix}/faq-2`);
      await expect(page.getByRole("searchbox")).toBeHidden();
      await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(32);
      for (const group of groups) {
        for (const item of group.items) {
          for (const paragraph of paragraphs(item.answer)) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
        }
      }
    });
  });
}
