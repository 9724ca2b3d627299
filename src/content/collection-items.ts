import { pagedSlug, type CollectionId } from "~/i18n/pages";
import { pageCount, postSlugs, usedFilters } from "./blog/posts";
import { readItems } from "./files";
import { readLandingPages, type LandingEntry } from "./landing";
import { projectSchema } from "./schemas/portfolio";
import { memberSchema } from "./schemas/team";

/**
 * The slugs of every collection item, read at build time only (prerender list, sitemap, cards).
 * Routing (`~/i18n/routing`) takes this list as input, so adding a team member, project or post is
 * adding content and nothing else.
 */
export function collectionItems(): Partial<Record<CollectionId, readonly string[]>> {
  return { ...contentItems(), landing: landingPages().map((page) => page.address) };
}

/** The landing pages, checked against every other page (their links lead there). */
export function landingPages(): LandingEntry[] {
  return readLandingPages(contentItems());
}

function contentItems(): Partial<Record<CollectionId, readonly string[]>> {
  return {
    // One file per member and project (content/team/, content/portfolio/), in the site's order.
    team: readItems("team", memberSchema).en.map((member) => member.slug),
    portfolio: readItems("portfolio", projectSchema).en.map((project) => project.slug),
    blog: postSlugs(),
    // List pages after the first: /blog/page/2 ...
    "blog-page": Array.from({ length: pageCount() - 1 }, (_, index) => String(index + 2)),
    // The list pages of each category and tag that has posts: technology, technology/page/2 ...
    "blog-category": filterSlugs("category"),
    "blog-tag": filterSlugs("tag"),
  };
}

function filterSlugs(by: "category" | "tag"): string[] {
  return usedFilters()
    .filter((filter) => filter.by === by)
    .flatMap((filter) => Array.from({ length: pageCount(filter) }, (_, index) => pagedSlug(filter.key, index + 1)));
}
