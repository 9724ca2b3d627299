import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { content } from "../../../tests/setup/content";
import type { FaqContent } from "~/content/schemas/faq";
import { messages } from "~/i18n/messages";
import { TranslationProvider } from "~/i18n/translate";
import { faqPageData } from "~/seo/faq-page";
import { FaqFilterList, matchesTerms, queryTerms } from "./faq-filter";

const { en, sv } = content.faq;

describe("FAQ content (SPEC §2 FAQ, §9)", () => {
  it("has SPEC's four topics in order with 8 questions each, in both languages", () => {
    expect(en.groups.map((group) => group.title)).toEqual(["General questions", "About the company", "About artificial intelligence", "About the team"]);
    for (const content of [en, sv] as FaqContent[]) {
      expect(content.groups.map((group) => group.id)).toEqual(["general", "company", "ai", "team"]);
      for (const group of content.groups) expect(group.items).toHaveLength(8);
      const ids = content.groups.flatMap((group) => group.items.map((item) => `${group.id}-${item.id}`));
      expect(new Set(ids).size).toBe(32);
    }
  });

  it("asks the same questions in Swedish as in English", () => {
    const ids = (content: FaqContent) => content.groups.map((group) => group.items.map((item) => item.id));
    expect(ids(sv)).toEqual(ids(en));
  });

  it("becomes FAQPage structured data with every question", () => {
    const data = faqPageData(en.groups, "en");
    expect(data["@type"]).toBe("FAQPage");
    expect(Array.isArray(data.mainEntity) && data.mainEntity).toHaveLength(32);
  });
});

describe("the /faq-2 filter", () => {
  it("needs every word of the query, in any case", () => {
    expect(queryTerms("  ERP   Germany ", "en")).toEqual(["erp", "germany"]);
    expect(matchesTerms("Where is our data? In Germany, near the ERP.", ["erp", "germany"], "en")).toBe(true);
    expect(matchesTerms("Where is our data? In Germany.", ["erp", "germany"], "en")).toBe(false);
    expect(matchesTerms("Vad händer med våra DATA?", queryTerms("våra data", "sv"), "sv")).toBe(true);
    expect(matchesTerms("anything", [], "en")).toBe(true);
  });

  it("narrows the list as one types, announces the count and offers a way out when nothing matches", async () => {
    const user = userEvent.setup();
    render(
      <TranslationProvider locale="en" messages={messages.en}>
        <FaqFilterList groups={en.groups} contact={{ href: "mailto:hello@orkestra.example", label: en.help.mail }} />
      </TranslationProvider>,
    );
    const field = screen.getByRole("searchbox", { name: "Filter questions" });
    expect(screen.getByRole("status")).toHaveTextContent("Showing all 32 questions");
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(32);

    // GDPR (SPEC §2): whichever questions the file's wording makes match, and only those.
    const query = "GDPR";
    const matching = en.groups.map((group) => group.items.filter((item) => matchesTerms(`${item.question}\n${item.answer}`, queryTerms(query, "en"), "en")));
    const count = matching.flat().length;
    await user.type(field, query);
    expect(screen.queryAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual(matching.flat().map((item) => item.question));
    const status = messages.en.faq.filter;
    const fill = (template: string) => template.replace("{{count}}", String(count)).replace("{{total}}", "32");
    expect(screen.getByRole("status")).toHaveTextContent(fill(count === 0 ? status.none : count === 1 ? status.one : status.some));
    for (const [index, group] of en.groups.entries()) {
      const region = screen.queryByRole("region", { name: group.title });
      if (matching[index]!.length === 0) expect(region).toBeNull();
      else expect(within(region!).getAllByText(query, { selector: "mark" }).length).toBeGreaterThanOrEqual(matching[index]!.length);
    }

    await user.type(field, " zebra");
    expect(screen.queryAllByRole("heading", { level: 3 })).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("No questions match");
    expect(screen.getByRole("heading", { level: 2, name: "No questions match “GDPR zebra”" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filter" }));
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(32);
    // 32 answers re-rendered on every keystroke in jsdom: slow on a busy machine, not in a browser.
  }, 30_000);
});
