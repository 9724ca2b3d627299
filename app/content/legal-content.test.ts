import { describe, expect, it } from "vitest";
import { privacy as enPrivacy } from "./en/privacy";
import { terms as enTerms } from "./en/terms";
import type { LegalContent } from "./legal-types";
import { privacy as svPrivacy } from "./sv/privacy";
import { terms as svTerms } from "./sv/terms";

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
    expect(liability(enTerms)).toContain("fees the Customer paid under the Agreement in the 12 months preceding");
    expect(liability(svTerms)).toContain("under de 12 månader som föregick");
  });

  it("the privacy policy takes effect on 2025-04-02", () => {
    expect(enPrivacy.effective).toBe("2025-04-02");
  });

  it.each(documents)("%s: only known link tokens appear in the text", (_, en, sv) => {
    for (const text of [...texts(en), ...texts(sv), ...en.preamble, ...sv.preamble]) {
      for (const [token] of text.matchAll(/\{[^}]*\}/g)) expect(token).toMatch(/^\{(email|privacy|terms|contact|pricing)(:[^}]+)?\}$/);
    }
  });
});
