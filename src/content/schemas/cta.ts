import { z } from "zod";
import { text } from "./text";

/** A closing call to action: heading, text and the buttons' order (SPEC §2 "Call-to-action section"). */
export const ctaCopy = z.strictObject({
  heading: text,
  text,
  /** Label of the link to /contact. */
  secondary: text,
  /**
   * Which button leads: "demo" (default) puts Book Demo first; "contact" puts the /contact link
   * first, as the shared free-trial call to action does ("Get Started Now", then "Book Demo").
   */
  lead: z.enum(["demo", "contact"], { error: "must be demo or contact" }).optional(),
});

export type CtaCopy = z.infer<typeof ctaCopy>;
