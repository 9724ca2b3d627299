import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { readPage } from "./files";
import { pageFiles, readTitles, topPlaces } from "./registry";
import { pageCopy } from "./schemas/blocks";
import { pageTable } from "~/i18n/pages";
import { locales } from "~/i18n/locales";

/** The schema at a path of keys in a page file's schema. */
const schemaAt = (file: string, keys: readonly string[]) =>
  keys.reduce<z.ZodType>((schema, key) => (schema as z.ZodObject).shape[key] as z.ZodType, pageFiles.find((one) => one.name === file)!.schema);

/** Every page-copy group of a schema (a page's top), as key paths. */
function tops(schema: z.ZodType, at: string[] = []): string[][] {
  const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType> | undefined;
  if (!shape) return [];
  if (Object.keys(shape).join() === Object.keys(pageCopy.shape).join()) return [at];
  return Object.entries(shape).flatMap(([key, inner]) => tops(inner, [...at, key]));
}

describe("each page's top (title, description, hero) where the page is (issue 53)", () => {
  it("puts every page's top in a page file, first in its group, and no top in a file is left without its page", () => {
    for (const [page, [file, ...keys]] of Object.entries(topPlaces)) {
      expect(Object.keys((schemaAt(file, keys) as z.ZodObject).shape), page).toEqual(Object.keys(pageCopy.shape));
      // The CMS shows fields in the schema's order: a page's top before its other words, so an
      // editor opening the entry sees the headline first (a file for several pages: the tops first).
      const group = Object.keys((schemaAt(file, keys.slice(0, -1)) as z.ZodObject).shape);
      const before = group.slice(0, group.indexOf(keys.at(-1)!)).filter((key) => tops(schemaAt(file, [...keys.slice(0, -1), key])).length === 0);
      expect(before, `${page}: what comes before its top in ${file}`).toEqual([]);
    }
    const placed = Object.values(topPlaces).map((place) => place.join("."));
    const inFiles = pageFiles.flatMap((file) => tops(file.schema).map((keys) => [file.name, ...keys].join(".")));
    expect(inFiles.sort()).toEqual(placed.sort());
  });

  it("gives every page of the table its top in both languages, from its place in its file", () => {
    const titles = readTitles();
    const read = (name: string) => readPage(name, pageFiles.find((file) => file.name === name)!.schema) as Record<string, Record<string, unknown>>;
    for (const locale of locales) {
      expect(Object.keys(titles[locale])).toEqual(pageTable.map((page) => page.id));
      expect(titles[locale].home).toEqual(read("home")[locale]!.top);
      expect(titles[locale]["faq-2"]).toEqual(read("faq")[locale]!.listTop);
      expect(titles[locale].signup).toEqual((read("auth")[locale]!.signup as { top: unknown }).top);
      expect(titles[locale]["error-404"]).toEqual(read("not-found")[locale]!.top);
      for (const page of pageTable) expect(titles[locale][page.id].hero.heading, `${locale} ${page.id}`).toMatch(/\S/);
    }
  });
});
