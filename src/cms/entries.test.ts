import { describe, expect, it } from "vitest";
import { cmsEntries, entryData, missingFields, missingInLanguages } from "../../tests/setup/cms-entries";

const root = process.cwd();

describe("every entry as it is today passes the CMS's pre-save check", () => {
  it.each(cmsEntries(root).map((entry) => [`${entry.collection}/${entry.slug}`, entry] as const))("%s", (_, entry) => {
    const data = entryData(root, entry);
    const problems = entry.translated ? missingInLanguages(entry.fields, data) : missingFields(entry.fields, data);
    expect(problems).toEqual([]);
  });
});
