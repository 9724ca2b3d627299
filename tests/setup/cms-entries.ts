import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import YAML from "yaml";
import { cmsConfig } from "~/cms/config";
import type { CmsField } from "~/cms/fields";
import { refusals, refusalsInLanguages } from "~/cms/validate";
import { splitFrontMatter } from "~/content/format";
import { defaultLocale, locales } from "~/i18n/locales";

// What the CMS tests walk: every entry /admin lists, its data as the CMS holds it, and what the
// pre-save check would refuse in it, as plain words.

/**
 * One entry the CMS lists from a file or a folder: what the tests open, check and save. A blog post
 * is a file per language (`languageFiles`; `file` is the default language's).
 */
export type CmsEntry = { collection: string; slug: string; file: string; fields: CmsField[]; translated: boolean; languageFiles?: Record<string, string> };

/**
 * Every entry of every collection, with its file relative to `root` (a checkout, or the copy a test
 * edits) and whether it holds both languages.
 */
export function cmsEntries(root: string): CmsEntry[] {
  type Listed = { name: string; i18n?: unknown; folder?: string; fields?: CmsField[]; files?: { name: string; file: string; fields: CmsField[]; i18n?: unknown }[] };
  return (cmsConfig().collections as Listed[]).flatMap((collection): CmsEntry[] => {
    if (collection.files) return collection.files.map((file) => ({ collection: collection.name, slug: file.name, file: file.file, fields: file.fields, translated: Boolean(file.i18n ?? collection.i18n) }));
    if (collection.name === "blog") {
      return readdirSync(join(root, collection.folder!, defaultLocale))
        .filter((name) => name.endsWith(".md"))
        .map((name) => {
          const slug = name.replace(/\.md$/, "");
          const languageFiles = Object.fromEntries(locales.map((locale) => [locale, `${collection.folder}/${locale}/${name}`]));
          return { collection: collection.name, slug, file: languageFiles[defaultLocale]!, fields: collection.fields!, translated: true, languageFiles };
        });
    }
    // A folder may be empty and absent from a checkout (the comments before the first is published).
    if (!existsSync(join(root, collection.folder!))) return [];
    return readdirSync(join(root, collection.folder!))
      .filter((name) => name.endsWith(".yaml"))
      // A visitor's comment is in one language: not translated (no i18n on its collection).
      .map((name) => ({ collection: collection.name, slug: name.replace(/\.yaml$/, ""), file: `${collection.folder}/${name}`, fields: collection.fields!, translated: Boolean(collection.i18n) }));
  });
}

/** An entry's data as the CMS holds it: a translated one by language (`{ en, sv }`), a post's body included. */
export function entryData(root: string, entry: CmsEntry): Record<string, unknown> {
  if (!entry.languageFiles) return YAML.parse(readFileSync(join(root, entry.file), "utf8"));
  return Object.fromEntries(
    Object.entries(entry.languageFiles).map(([locale, file]) => {
      const parts = splitFrontMatter(readFileSync(join(root, file), "utf8"));
      return [locale, parts && { ...YAML.parse(parts.yaml), ...(parts.body.trim() && { body: parts.body }) }];
    }),
  );
}

/** The words of each field the pre-save check refuses (src/cms/validate.ts). */
export const missingFields = (fields: readonly CmsField[], data: unknown): string[] => refusals(fields, data).map((one) => one.words);

/** The same for each language of a translated entry (`{ en: data, sv: data }`). */
export const missingInLanguages = (fields: readonly CmsField[], byLanguage: Record<string, unknown>): string[] => refusalsInLanguages(fields, byLanguage).map((one) => one.words);
