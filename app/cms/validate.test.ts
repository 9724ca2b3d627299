import { describe, expect, it } from "vitest";
import { cmsConfig } from "./config";
import type { CmsField } from "./fields";
import { missingFields, missingInLanguages } from "./validate";

const faqFields = (cmsConfig().collections.find((one) => one.name === "faqs") as { files: { fields: CmsField[] }[] }).files[0]!.fields;

describe("required fields checked before a save", () => {
  const fields: CmsField[] = [
    { name: "title", label: "Title", widget: "string" },
    { name: "note", label: "Note", widget: "string", required: false },
    { name: "id", label: "Id", widget: "hidden" },
    { name: "items", label: "Items", widget: "list", fields: [{ name: "answer", label: "Answer", widget: "text" }] },
    { name: "lines", label: "Lines", widget: "list", field: { name: "item", label: "Lines", widget: "string" } },
    { name: "price", label: "Price", widget: "object", required: false, fields: [{ name: "monthly", label: "Monthly", widget: "number" }] },
  ];

  it("names each empty required field by its labels, list items by number", () => {
    const data = { title: " ", items: [{ answer: "Yes" }, { answer: "" }], lines: ["a", ""], price: { monthly: "" } };
    expect(missingFields(fields, data)).toEqual(["Title", "Items 2 › Answer", "Lines 2", "Price › Monthly"]);
  });

  it("lets optional and hidden fields be empty, and an optional object be left out", () => {
    expect(missingFields(fields, { title: "T", items: [{ answer: "A" }], lines: ["a"] })).toEqual([]);
  });

  it("checks every language of a translated entry, which Decap itself does not", () => {
    const faq = { switch: { toTabs: "a", toList: "b" }, help: { title: "t", text: "x", mail: "m" }, groups: [{ id: "general", title: "G", intro: "I", items: [{ id: "q", question: "Q?", answer: "" }] }] };
    expect(missingInLanguages(faqFields, { en: { ...faq, groups: [{ ...faq.groups[0], items: [{ id: "q", question: "Q?", answer: "A" }] }] }, sv: faq })).toEqual([
      "Swedish › Groups 1 › Items 1 › Answer",
    ]);
  });
});
