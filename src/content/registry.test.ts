import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { readPage } from "./files";
import { pageFiles, readTitles } from "./registry";
import { ownTopPages } from "./schemas/titles";
import { pageTable } from "~/i18n/pages";
import { locales } from "~/i18n/locales";

describe("each page's top (title, description, hero) where the page is (issue 53)", () => {
  it("opens the file of every page in ownTopPages, and of no other", () => {
    const withTop = pageFiles.filter((file) => "top" in ((file.schema as z.ZodObject).shape ?? {})).map((file) => file.name);
    expect(withTop.sort()).toEqual([...ownTopPages].sort());
    // The top is the schema's first field, so the CMS shows it first.
    for (const name of ownTopPages) expect(Object.keys((pageFiles.find((file) => file.name === name)!.schema as z.ZodObject).shape)[0]).toBe("top");
  });

  it("gives every page of the table its top in both languages, from its own file or from titles.yaml", () => {
    const titles = readTitles();
    for (const locale of locales) {
      expect(Object.keys(titles[locale])).toEqual(pageTable.map((page) => page.id));
      const home = readPage("home", pageFiles.find((file) => file.name === "home")!.schema) as Record<string, { top: unknown }>;
      expect(titles[locale].home).toEqual(home[locale]!.top);
      expect(titles[locale].blog.hero.heading).toMatch(/\S/);
    }
  });
});
