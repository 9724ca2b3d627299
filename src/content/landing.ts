import { existsSync } from "node:fs";
import { join, relative } from "node:path";
import { defaultLocale, localeFromPath, locales, type Locale } from "~/i18n/locales";
import { isNotFound } from "~/i18n/routing";
import { prerenderPaths, type CollectionId } from "~/i18n/pages";
import { ContentError, contentDir, readItems } from "./files";
import { landingProblems, type LandingSite } from "./landing-checks";
import { landingPageSchema, type LandingPage } from "./schemas/landing-page";

/** A landing page as the build serves it: its file's name, its address and both languages. */
export type LandingEntry = { file: string; address: string } & Record<Locale, LandingPage>;

export const landingFolder = "landing";

/** The site's English paths with these landing pages: what a landing page's links may lead to. */
export function sitePaths(items: Partial<Record<CollectionId, readonly string[]>>, landing: readonly string[]): string[] {
  return prerenderPaths({ ...items, landing }).filter((path) => localeFromPath(path) === defaultLocale && !isNotFound(path));
}

/**
 * The landing pages (`content/landing/<file>.yaml`), each checked by its schema and against the
 * site (`items`: the other collections' slugs): a duplicate or taken address, a link to no page, a
 * language missing or with other blocks stop the build, naming file and field.
 */
export function readLandingPages(items: Partial<Record<CollectionId, readonly string[]>>, dir = contentDir): LandingEntry[] {
  // No landing pages yet (or the last one deleted in /admin, which leaves no folder): none.
  if (!existsSync(join(dir, landingFolder))) return [];
  const read = readItems(landingFolder, landingPageSchema, dir, { listed: false });
  const entries = read.en.map((page, index) => ({ file: page.slug, address: page.address, ...Object.fromEntries(locales.map((locale) => [locale, read[locale][index]!])) }) as LandingEntry);
  const paths = sitePaths(
    items,
    entries.map((entry) => entry.address),
  );
  const problems = entries.flatMap((entry) => {
    const site: LandingSite = { paths, others: entries.filter((other) => other !== entry).map(({ file, address }) => ({ file, address })) };
    const file = relative(process.cwd(), join(dir, landingFolder, `${entry.file}.yaml`));
    return landingProblems(entry, site).map((problem) => `${file}: ${problem.path.join(".")}: ${problem.message}`);
  });
  if (problems.length) throw new ContentError(`Content does not match its schema:\n${problems.join("\n")}`);
  return entries;
}
