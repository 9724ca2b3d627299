import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import YAML from "yaml";
import type { z } from "zod";
import { locales, type Locale } from "~/i18n/locales";
import { facts, resolveTokens } from "./tokens";

/** The content files' folder (the build, the tests and the CMS all run from the project root). */
export const contentDir = join(process.cwd(), "content");

/** A content file failed to read: the message names the file, the field and what was expected. */
export class ContentError extends Error {
  override name = "ContentError";
}

/**
 * A page's copy in both languages from `content/pages/<name>.yaml` (one file, an `en:` and an `sv:`
 * part, as the CMS writes it): parsed, brand tokens resolved, checked against the page's schema.
 */
export function readPage<T extends z.ZodType>(name: string, schema: T, dir = contentDir): Record<Locale, z.infer<T>> {
  const path = join(dir, "pages", `${name}.yaml`);
  const file = relative(process.cwd(), path);
  let data: unknown;
  try {
    data = YAML.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new ContentError(`${file}: ${(error as Error).message}`);
  }
  const parts = (data ?? {}) as Partial<Record<Locale, unknown>>;
  const result = {} as Record<Locale, z.infer<T>>;
  const problems: string[] = [];
  for (const locale of locales) {
    if (parts[locale] == null) {
      problems.push(`${file}: ${locale}: is required (the ${locale === "en" ? "English" : "Swedish"} copy)`);
      continue;
    }
    let resolved: unknown;
    try {
      resolved = resolveTokens(parts[locale], facts(locale), `${file}: ${locale}`);
    } catch (error) {
      problems.push((error as Error).message);
      continue;
    }
    const parsed = schema.safeParse(resolved);
    if (parsed.success) result[locale] = parsed.data;
    else for (const issue of parsed.error.issues) problems.push(`${file}: ${[locale, ...issue.path].join(".")}: ${issue.message}`);
  }
  if (problems.length) throw new ContentError(`Content does not match its schema:\n${problems.join("\n")}`);
  return result;
}
