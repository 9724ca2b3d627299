import { z } from "zod";

/** Copy a reader sees: required, never blank. Paragraphs are separated by a blank line. */
export const text = z.string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") }).trim().min(1, "is required and cannot be empty");

/** An id that anchors and tests rely on: lower-case words joined by hyphens. */
export const id = z.string({ error: "is required" }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case letters, digits and hyphens (an id)");

/** A list of exactly `count` entries, as the page's layout is drawn for (SPEC's counts). */
export const exactly = <T extends z.ZodType>(count: number, item: T) => z.array(item).length(count, `must have exactly ${count} entries`);
