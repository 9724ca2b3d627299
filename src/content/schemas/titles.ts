import { z } from "zod";
import { pageTable, type PageId } from "~/i18n/pages";
import { pageCopy, pageId } from "./blocks";

/**
 * The pages whose title, description and hero (their "top") open their own file,
 * `content/pages/<id>.yaml` (`top`), so an editor finds a page's headline in the page's entry.
 * The other pages (no file of their own, or a file shared by several pages) keep theirs in
 * `content/pages/titles.yaml`.
 */
export const ownTopPages = [
  "home",
  "home-2",
  "home-3",
  "home-4",
  "ai",
  "go",
  "platform",
  "platform1",
  "procurement",
  "visibility",
  "services",
  "service-details",
  "about",
  "team",
  "portfolio",
  "contact",
  "pricing",
  "privacy",
  "terms",
  "accessibility",
] as const satisfies readonly PageId[];

export type OwnTopPage = (typeof ownTopPages)[number];

const otherIds = pageTable.map((page) => page.id).filter((id): id is Exclude<PageId, OwnTopPage> => !(ownTopPages as readonly string[]).includes(id));

/** `content/pages/titles.yaml`: the top of every page without one in its own file, none missing, none extra. */
export const otherTitlesSchema = z.record(z.enum(otherIds as [Exclude<PageId, OwnTopPage>, ...Exclude<PageId, OwnTopPage>[]], { error: "must be the id of a page without a file of its own" }), pageCopy);

/** Every page's title, description and hero: titles.yaml with each page file's `top` (`readTitles`, the `titles` collection). */
export const titlesSchema = z.record(pageId, pageCopy);
