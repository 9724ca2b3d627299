import { describe, expect, it } from "vitest";
import { cmsConfig } from "./config";
import { allOrNone, type CmsField } from "./fields";
import { missingFields, missingInLanguages } from "../../tests/setup/cms-entries";
import { refusals, refusalsInLanguages } from "./validate";

const faqFields = (cmsConfig().collections.find((one) => one.name === "faqs") as { files: { fields: CmsField[] }[] }).files[0]!.fields;

describe("required fields checked before a save", () => {
  const fields: CmsField[] = [
    { name: "title", label: "Title", widget: "string" },
    { name: "note", label: "Note", widget: "string", required: false },
    { name: "id", label: "Id", widget: "hidden" },
    { name: "items", label: "Items", widget: "list", fields: [{ name: "answer", label: "Answer", widget: "text" }] },
    { name: "lines", label: "Lines", widget: "list", field: { name: "item", label: "Lines", widget: "string" } },
    {
      name: "price",
      label: "Price",
      widget: "object",
      required: false,
      fields: allOrNone([
        { name: "monthly", label: "Monthly", widget: "number" },
        { name: "yearly", label: "Yearly", widget: "number" },
      ]),
    },
    { name: "stats", label: "Stats", widget: "object", fields: [{ name: "total", label: "Total", widget: "number" }] },
  ];

  it("names each empty required field by its labels, list items by number", () => {
    const data = { title: " ", items: [{ answer: "Yes" }, { answer: "" }], lines: ["a", ""], price: { monthly: 5, yearly: "" }, stats: {} };
    expect(missingFields(fields, data)).toEqual(["Title", "Items 2 › Answer", "Lines 2", "Price › Yearly", "Stats › Total"]);
  });

  it("lets optional and hidden fields be empty, and an optional object be left out or left all empty", () => {
    const valid = { title: "T", items: [{ answer: "A" }], lines: ["a"], stats: { total: 1 } };
    expect(missingFields(fields, valid)).toEqual([]);
    expect(missingFields(fields, { ...valid, price: { monthly: "", yearly: null } })).toEqual([]);
  });

  it("checks a block by the fields of its kind", () => {
    const blocks: CmsField[] = [
      { name: "blocks", label: "Blocks", widget: "list", typeKey: "type", types: [{ name: "p", label: "Paragraph", widget: "object", fields: [{ name: "text", label: "Text", widget: "text" }] }] },
    ];
    expect(missingFields(blocks, { blocks: [{ type: "p", text: "Yes" }, { type: "p", text: "" }, { type: "x" }] })).toEqual(["Blocks 2 › Paragraph › Text", "Blocks 3"]);
  });

  it("checks a required object's fields even when the object is absent, as Decap does", () => {
    expect(missingFields(fields, { title: "T", items: [{ answer: "A" }], lines: ["a"] })).toEqual(["Stats"]);
    expect(missingFields([{ name: "box", label: "Box", widget: "object", required: false, fields: [{ name: "total", label: "Total", widget: "number" }] }], {})).toEqual(["Box › Total"]);
  });

  it("gives each empty field's place in the data, so the editor can be taken to it", () => {
    const data = { title: "T", items: [{ answer: "Yes" }, { answer: "" }], lines: ["a", ""], stats: { total: 1 } };
    expect(refusals(fields, data)).toEqual([
      { words: "Items 2 › Answer", path: ["items", 1, "answer"] },
      { words: "Lines 2", path: ["lines", 1] },
    ]);
    const blocks: CmsField[] = [
      { name: "blocks", label: "Blocks", widget: "list", typeKey: "type", types: [{ name: "p", label: "Paragraph", widget: "object", fields: [{ name: "text", label: "Text", widget: "text" }] }] },
    ];
    expect(refusals(blocks, { blocks: [{ type: "p", text: "" }] })).toEqual([{ words: "Blocks 1 › Paragraph › Text", path: ["blocks", 0, "text"] }]);
    expect(refusalsInLanguages(fields, { en: data, sv: { ...data, title: "" } }).map(({ language, path }) => [language, path.join(".")])).toEqual([
      ["en", "items.1.answer"],
      ["en", "lines.1"],
      ["sv", "title"],
      ["sv", "items.1.answer"],
      ["sv", "lines.1"],
    ]);
  });

  it("checks every language of a translated entry, which Decap itself does not", () => {
    const top = { hero: { heading: "H", eyebrow: "E", intro: "I" }, title: "T", description: "D" };
    const faq = { tabsTop: top, listTop: top, switch: { toTabs: "a", toList: "b" }, help: { title: "t", text: "x", mail: "m" }, groups: [{ id: "general", title: "G", intro: "I", items: [{ id: "q", question: "Q?", answer: "" }] }] };
    expect(missingInLanguages(faqFields, { en: { ...faq, groups: [{ ...faq.groups[0], items: [{ id: "q", question: "Q?", answer: "A" }] }] }, sv: faq })).toEqual([
      "Swedish › Groups 1 › Items 1 › Answer",
    ]);
  });

  it("checks a visitor's comment as one language (no English and Swedish parts), every field required", () => {
    const comments = cmsConfig().collections.find((one) => one.name === "comments")!.fields as CmsField[];
    const comment = { post: "a-post", lang: "sv", author: "Åsa Berg", date: "2026-12-07", text: "Bra skrivet." };
    expect(missingFields(comments, comment)).toEqual([]);
    expect(missingFields(comments, { ...comment, author: " ", text: "" })).toEqual(["Name", "Comment"]);
  });

  it("refuses a photo that is not a picture, and a photo without its description (issue 39)", () => {
    const team = (cmsConfig().collections.find((one) => one.name === "team")!.fields ?? []) as CmsField[];
    const photo = team.filter((one) => one.name === "photo");
    expect(refusals(photo, { photo: { image: "media/aino.jpg", alt: "Aino" } })).toEqual([]);
    expect(refusals(photo, {})).toEqual([]);
    expect(refusals(photo, { photo: { image: "media/brochure.pdf", alt: "A brochure" } })).toEqual([
      { words: "Photo › Image", path: ["photo", "image"], needs: expect.stringMatching(/^Must be a picture uploaded in \/admin \(jpg, jpeg, png, webp, avif\)/) },
    ]);
    expect(refusals(photo, { photo: { image: "media/aino.jpg" } })).toEqual([{ words: "Photo › Alt", path: ["photo", "alt"] }]);
  });
});
