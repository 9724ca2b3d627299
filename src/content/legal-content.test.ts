import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { readPage } from "./files";
import { legalSchema, type LegalContent } from "./schemas/legal";

const { en: enTerms, sv: svTerms } = readPage("terms", legalSchema);
const { en: enPrivacy, sv: svPrivacy } = readPage("privacy", legalSchema);

const documents: [string, LegalContent, LegalContent][] = [
  ["terms", enTerms, svTerms],
  ["privacy", enPrivacy, svPrivacy],
];

const texts = (doc: LegalContent) =>
  doc.sections.flatMap((section) =>
    section.blocks.flatMap((block) => {
      switch (block.type) {
        case "p":
          return [block.text];
        case "ul":
        case "ol":
          return block.items;
        case "definitions":
          return block.items.map((item) => item.text);
        case "processing":
          return block.items.flatMap((item) => [item.data, item.purpose, item.basis, item.retention]);
        case "cookieSettings":
          return [];
      }
    }),
  );

describe("legal documents", () => {
  it.each(documents)("%s: both languages have the same sections, in the same order, with unique ids", (_, en, sv) => {
    const ids = en.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(sv.sections.map((section) => section.id)).toEqual(ids);
    expect(sv.effective).toBe(en.effective);
    expect(sv.sections.map((section) => section.blocks.map((block) => block.type))).toEqual(en.sections.map((section) => section.blocks.map((block) => block.type)));
  });

  it("the terms have SPEC's 14 sections and cap liability at 12 months of fees", () => {
    expect(enTerms.sections).toHaveLength(14);
    const liability = (doc: LegalContent) => texts({ ...doc, sections: doc.sections.filter((section) => section.id === "liability") }).join(" ");
    // SPEC §2's figure; the clause's wording is the file's.
    expect(liability(enTerms)).toMatch(/\b12 months\b/);
    expect(liability(svTerms)).toMatch(/\b12\b/);
  });

  it("the privacy policy takes effect on 2025-04-02", () => {
    expect(enPrivacy.effective).toBe("2025-04-02");
  });

  it.each(documents)("%s: links lead to known pages, and no token is left unresolved", (_, en, sv) => {
    for (const text of [...texts(en), ...texts(sv), ...en.preamble, ...sv.preamble]) {
      expect(text).not.toMatch(/[{}]/);
      for (const [, , page] of text.matchAll(/\[([^\]]+)\]\(([^)]*)\)/g)) expect(page).toMatch(/^(privacy|terms|contact|pricing)$/);
    }
    // The e-mail address (`{email}` in the files) becomes a link wherever it stands.
    expect([...texts(en), ...texts(sv)].filter((text) => text.includes(site.email)).length).toBeGreaterThan(0);
  });

  it("refuses a link to a page a legal text cannot lead to", () => {
    const result = legalSchema.shape.preamble.safeParse(["See our [plans](plans)."]);
    expect(result.error?.issues[0]?.message).toMatch(/links to "plans"; a link must lead to one of privacy, terms, contact, pricing/);
  });
});
