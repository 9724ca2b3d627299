import type { z } from "zod";
import type { pageCopy } from "./schemas/blocks";

/** What every page needs before its sections: head tags and the hero. */
export type PageCopy = z.infer<typeof pageCopy>;

