import type { Locator, Page } from "@playwright/test";
import { site } from "../../app/config/site";
import { readPage } from "../../app/content/files";
import { ctaCopy } from "../../app/content/schemas/cta";
import { faqSchema } from "../../app/content/schemas/faq";
import { messages } from "../../app/i18n/messages";
import { expect, ready, test } from "./fixtures";
import { titlesSchema } from "../../app/content/schemas/titles";

const { en: enPages, sv: svPages } = readPage("titles", titlesSchema);

/**
 * Issue 11, item 6: /faq-1 (SPEC §2 "FAQ", §4: four tabs of 8 questions, one open at a time, the
 * first open, each tab keeping its own open item, the active one never collapsing) and /faq-2 (the
 * same questions on one page with a filter), in both languages, by mouse, keyboard and without
 * JavaScript. Accessibility and the raw HTML are the crawl's (pages.spec.ts).
 */

const faq = readPage("faq", faqSchema);
const { en: enCta, sv: svCta } = readPage("cta", ctaCopy);
const ui = {
  en: { prefix: "", faq: faq.en, pages: enPages, cta: enCta, t: messages.en.faq, locale: "en-GB" },
  sv: { prefix: "/sv", faq: faq.sv, pages: svPages, cta: svCta, t: messages.sv.faq, locale: "sv-SE" },
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The paragraphs of an answer as the page shows them. */
const paragraphs = (answer: string) => answer.split(/\n\s*\n/);

for (const lang of ["en", "sv"] as const) {
  const l = ui[lang];
  const groups = l.faq.groups;
  const total = groups.reduce((sum, group) => sum + group.items.length, 0);

  test.describe(`/faq-1 (${lang})`, () => {
    const url = `${l.prefix}/faq-1`;

    /** The accordion of the selected tab: its question buttons, and the answer each controls. */
    const accordion = (page: Page) => {
      const panel = page.getByRole("tabpanel");
      const buttons = panel.getByRole("button");
      const answer = async (index: number) => page.locator(`[id="${await buttons.nth(index).getAttribute("aria-controls")}"]`);
      return { panel, buttons, answer };
    };

    /** Exactly the `open` question of the selected tab is expanded and its answer shown. */
    async function expectOpen(page: Page, group: number, open: number) {
      const { buttons, answer } = accordion(page);
      const items = groups[group]!.items;
      await expect(buttons).toHaveText(items.map((item) => item.question));
      for (let index = 0; index < items.length; index++) {
        await expect(buttons.nth(index)).toHaveAttribute("aria-expanded", String(index === open));
        if (index === open) {
          await expect(await answer(index)).toBeVisible();
          await expect(await answer(index)).toContainText(paragraphs(items[index]!.answer)[0]!);
          // SPEC §4: the open item does not collapse, and says so.
          await expect(buttons.nth(index)).toHaveAttribute("aria-disabled", "true");
        } else {
          await expect(await answer(index)).toBeHidden();
        }
      }
    }

    async function expectTab(page: Page, tabs: Locator, selected: number) {
      for (let index = 0; index < groups.length; index++) {
        await expect(tabs.nth(index)).toHaveAttribute("aria-selected", String(index === selected));
      }
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAccessibleName(groups[selected]!.title);
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(groups[selected]!.title);
    }

    test("four topic tabs, the first selected, its first question open; hero, help and the free-trial call to action", async ({ page }) => {
      await page.goto(url);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(l.pages["faq-1"].hero.heading);
      const tablist = page.getByRole("tablist", { name: l.t.tabsLabel });
      const tabs = tablist.getByRole("tab");
      // SPEC §2's four tabs, in order.
      await expect(tabs).toHaveText(groups.map((group) => group.title));
      if (lang === "en") await expect(tabs).toHaveText(["General questions", "About the company", "About artificial intelligence", "About the team"]);
      await expectTab(page, tabs, 0);
      await expectOpen(page, 0, 0);
      // The hero leads to the other FAQ page; the page ends with the help note and the shared CTA.
      await expect(main.getByRole("link", { name: l.faq.switch.toList })).toHaveAttribute("href", `${l.prefix}/faq-2`);
      await expect(main.getByRole("link", { name: l.faq.help.mail })).toHaveAttribute("href", "mailto:hello@orkestra.example");
      await expect(main.getByRole("heading", { level: 2 }).last()).toHaveText(l.cta.heading);
    });

    test("tabs by mouse: each tab shows its own 8 questions with the first open", async ({ page }) => {
      await page.goto(url);
      await ready(page.getByRole("tablist"));
      const tabs = page.getByRole("tablist").getByRole("tab");
      for (const index of [2, 3, 1, 0]) {
        await tabs.nth(index).click();
        await expectTab(page, tabs, index);
        await expectOpen(page, index, 0);
      }
    });

    test("tabs by keyboard: arrow keys (wrapping), Home and End move focus and select", async ({ page }) => {
      await page.goto(url);
      await ready(page.getByRole("tablist"));
      const tabs = page.getByRole("tablist").getByRole("tab");
      await tabs.nth(0).focus();
      // Only the selected tab is in the tab order.
      await expect(tabs.nth(0)).toHaveAttribute("tabindex", "0");
      await expect(tabs.nth(1)).toHaveAttribute("tabindex", "-1");
      const steps: [string, number][] = [
        ["ArrowRight", 1],
        ["ArrowRight", 2],
        ["ArrowLeft", 1],
        ["End", 3],
        ["ArrowRight", 0],
        ["ArrowLeft", 3],
        ["Home", 0],
      ];
      for (const [key, index] of steps) {
        await page.keyboard.press(key);
        await expect(tabs.nth(index)).toBeFocused();
        await expectTab(page, tabs, index);
      }
      // Tab moves from the tab list into the panel's first question.
      await page.keyboard.press("Tab");
      await expect(accordion(page).buttons.nth(0)).toBeFocused();
    });

    test("the accordion: one question open at a time, the open one stays open, each tab keeps its own", async ({ page }) => {
      await page.goto(url);
      await ready(page.getByRole("tablist"));
      const tabs = page.getByRole("tablist").getByRole("tab");
      const { buttons } = accordion(page);
      await buttons.nth(3).click();
      await expectOpen(page, 0, 3);
      // Clicking the open question keeps it open (aria-disabled, so the click is forced).
      await buttons.nth(3).click({ force: true });
      await expectOpen(page, 0, 3);
      await buttons.nth(7).click();
      await expectOpen(page, 0, 7);

      await tabs.nth(2).click();
      await expectOpen(page, 2, 0);
      await accordion(page).buttons.nth(5).click();
      await expectOpen(page, 2, 5);

      // Back on the first tab its question 8 is still open, and the third tab's question 6.
      await tabs.nth(0).click();
      await expectOpen(page, 0, 7);
      await tabs.nth(2).click();
      await expectOpen(page, 2, 5);
      await tabs.nth(3).click();
      await expectOpen(page, 3, 0);
    });

    test("the accordion by keyboard: arrows move between questions, Enter and Space open", async ({ page }) => {
      await page.goto(url);
      await ready(page.getByRole("tablist"));
      const { buttons } = accordion(page);
      await buttons.nth(0).focus();
      await page.keyboard.press("ArrowDown");
      await expect(buttons.nth(1)).toBeFocused();
      await page.keyboard.press("Enter");
      await expectOpen(page, 0, 1);
      await page.keyboard.press("End");
      await expect(buttons.nth(7)).toBeFocused();
      await page.keyboard.press("Space");
      await expectOpen(page, 0, 7);
      // Space on the open question leaves it open.
      await page.keyboard.press("Space");
      await expectOpen(page, 0, 7);
      await page.keyboard.press("ArrowDown");
      await expect(buttons.nth(0)).toBeFocused();
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
      const field = page.getByRole("searchbox", { name: l.t.filter.label });
      await ready(field);
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
      const field = page.getByRole("searchbox", { name: l.t.filter.label });
      await ready(field);
      await field.pressSequentially("zebra");
      await expect(questions(page)).toHaveCount(0);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(l.t.filter.none);
      await expect(page.getByRole("heading", { name: fill(l.t.filter.emptyTitle, { query: "zebra" }) })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: l.faq.help.mail }).first()).toHaveAttribute("href", "mailto:hello@orkestra.example");
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

    test("/faq-1: no tab list, the four topics one after another, all 32 answers readable", async ({ page }) => {
      await page.goto(`${l.prefix}/faq-1`);
      await expect(page.getByRole("tablist")).toBeHidden();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toContainText(groups.map((group) => group.title));
      let seen = 0;
      for (const group of groups) {
        for (const item of group.items) {
          for (const paragraph of paragraphs(item.answer)) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
          seen++;
        }
      }
      expect(seen).toBe(32);
    });

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
