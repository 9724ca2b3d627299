import { readFileSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { cmsEntries } from "./config";
import { missingFields, missingInLanguages } from "./validate";

const root = process.cwd();

describe("every entry as it is today passes the CMS's pre-save check", () => {
  it.each(cmsEntries(root).map((entry) => [`${entry.collection}/${entry.slug}`, entry] as const))("%s", (_, entry) => {
    const data = YAML.parse(readFileSync(join(root, entry.file), "utf8"));
    const problems = entry.translated ? missingInLanguages(entry.fields, data) : missingFields(entry.fields, data);
    expect(problems).toEqual([]);
  });
});
