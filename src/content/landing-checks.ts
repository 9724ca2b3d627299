import { languageNames, localizePath, locales, type Locale } from "~/i18n/locales";
import type { LandingBlock, LandingPage } from "./schemas/landing-page";

/**
 * What one landing page file cannot check by its schema alone: its address against the site and the
 * other landing pages, its links, and that both languages have the same blocks. Pure, so the build
 * (src/content/landing.ts) and /admin's pre-save check (src/cms/admin.ts) give the same answers.
 */

/** A problem at a place in the file: `["sv", "blocks", 0, "primary", "link"]`. */
export type LandingProblem = { path: (string | number)[]; message: string };

/** What the checks know of the site: its pages' English paths, and the other landing pages by file. */
export type LandingSite = {
  /** Every English path the site builds (`/`, `/pricing`, `/team/sara-lindgren`, `/lp/...`). */
  paths: readonly string[];
  /** The other landing pages: file name (without .yaml) and address. */
  others: readonly { file: string; address: string }[];
};

/**
 * Each block's id on the page, the anchor links use: its type (`#pricing`), and for a second block
 * of a type its number (`#faq-2`).
 */
export function blockAnchors(blocks: readonly Pick<LandingBlock, "type">[]): string[] {
  const seen = new Map<string, number>();
  return blocks.map((block) => {
    const count = (seen.get(block.type) ?? 0) + 1;
    seen.set(block.type, count);
    return count === 1 ? block.type : `${block.type}-${count}`;
  });
}

/** The links a block holds, with their place in the block. */
function linksOf(block: LandingBlock): { at: (string | number)[]; link: string }[] {
  if (block.type !== "hero") return [];
  // A draft in /admin may have a button without a link yet: that is refused as empty, not here.
  return (["primary", "secondary"] as const).flatMap((key) => {
    const link = block[key]?.link;
    return typeof link === "string" && link.trim() ? [{ at: [key, "link"], link: link.trim() }] : [];
  });
}

/** Why a link leads nowhere, or undefined when it leads to a page or block that exists. */
function brokenLink(link: string, anchors: readonly string[], paths: ReadonlySet<string>): string | undefined {
  if (link.startsWith("https://")) return undefined;
  if (link.startsWith("#")) {
    return anchors.includes(link.slice(1)) ? undefined : `${link} is no block of this page (its blocks are ${anchors.map((anchor) => `#${anchor}`).join(", ")})`;
  }
  const [path = "/"] = link.split("#");
  const english = localizePath(path.length > 1 ? path.replace(/\/$/, "") : path, "en");
  return paths.has(english) ? undefined : `${link} is no page of this site (check the address, e.g. /pricing or /portfolio/uk-home-retailer)`;
}

/** The problems of one landing page file (both languages), each at its place. */
export function landingProblems(parts: Partial<Record<Locale, LandingPage>>, site: LandingSite): LandingProblem[] {
  const problems: LandingProblem[] = [];
  const [first, ...rest] = locales;
  const main = parts[first];
  for (const locale of locales) if (!parts[locale]) problems.push({ path: [locale], message: `is required (the ${languageNames[locale]} copy)` });
  if (!main) return problems;

  // One address for both languages, free on the site.
  for (const locale of rest) {
    const part = parts[locale];
    if (part && part.address !== main.address) problems.push({ path: [locale, "address"], message: `must be the same as the ${languageNames[first]} address (${main.address})` });
    if (part && Boolean(part.noindex) !== Boolean(main.noindex)) problems.push({ path: [locale, "noindex"], message: `must be the same as in ${languageNames[first]} (${main.noindex ? "on" : "off"})` });
  }
  const paths = new Set(site.paths);
  // An empty address (a draft in /admin) is refused as empty.
  if (main.address) {
    const twin = site.others.find((other) => other.address === main.address);
    if (twin) problems.push({ path: [first, "address"], message: `"${main.address}" is already the address of the landing page content/landing/${twin.file}.yaml; pick another` });
    // /lp/pricing beside /pricing: two pages one name, mixed up in search results and reports.
    const taken = `/${main.address}`;
    if (paths.has(taken) || site.paths.some((path) => path.startsWith(`${taken}/`))) {
      problems.push({ path: [first, "address"], message: `"${main.address}" is the address of a page of the site (${taken}); pick another, so the two are never mixed up` });
    }
  }

  for (const locale of locales) {
    const part = parts[locale];
    if (!part) continue;
    // The hero holds the page's one h1: first, and only there.
    const blocks = part.blocks ?? [];
    blocks.forEach((block, index) => {
      if ((block.type === "hero") !== (index === 0)) {
        problems.push({ path: [locale, "blocks", index], message: index === 0 ? "must be a hero: a page starts with its hero" : "a page has one hero, its first block" });
      }
    });
    if (locale !== first) {
      const types = blocks.map((block) => block.type).join(", ");
      const expected = (main.blocks ?? []).map((block) => block.type).join(", ");
      if (types !== expected) problems.push({ path: [locale, "blocks"], message: `must be the same blocks in the same order as in ${languageNames[first]} (${expected}); they are ${types || "none"}` });
    }
    const anchors = blockAnchors(blocks);
    blocks.forEach((block, index) => {
      for (const { at, link } of linksOf(block)) {
        const broken = brokenLink(link, anchors, paths);
        if (broken) problems.push({ path: [locale, "blocks", index, ...at], message: broken });
      }
    });
  }
  return problems;
}
