import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { cmsConfig } from "./config";
import type { CmsField } from "./fields";
import { missingFields, missingInLanguages } from "./validate";

type Collection = { name: string; i18n?: unknown; folder?: string; fields?: CmsField[]; files?: { name: string; file: string; fields: CmsField[]; i18n?: unknown }[] };

const root = process.cwd();
const { collections } = cmsConfig() as unknown as { collections: Collection[] };

/** Every entry the CMS lists, with its fields and its data as the CMS loads it (a language per key where translated). */
function entries() {
  return collections.flatMap((collection) => {
    if (collection.files) return collection.files.map((file) => ({ id: `${collection.name}/${file.name}`, fields: file.fields, translated: Boolean(file.i18n), data: YAML.parse(readFileSync(join(root, file.file), "utf8")) }));
    if (collection.name === "blog") return [];
    return readdirSync(join(root, collection.folder!)).map((name) => ({ id: `${collection.name}/${name}`, fields: collection.fields!, translated: true, data: YAML.parse(readFileSync(join(root, collection.folder!, name), "utf8")) }));
  });
}

describe("every entry as it is today passes the CMS's pre-save check", () => {
  it.each(entries().map((entry) => [entry.id, entry] as const))("%s", (_, entry) => {
    const problems = entry.translated ? missingInLanguages(entry.fields, entry.data) : missingFields(entry.fields, entry.data);
    expect(problems).toEqual([]);
  });
});
