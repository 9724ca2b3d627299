import { z } from "zod";
import { pageCopy, pageId } from "./blocks";

/**
 * Every page's title, description and hero, `content/pages/titles.yaml`: one entry per page of the
 * page table (`src/i18n/pages.ts`), none missing, none extra.
 */
export const titlesSchema = z.record(pageId, pageCopy);
