import { z } from "zod";
import { faqItem, topOf } from "./blocks";
import { exactly, text } from "./text";

export { faqItem };

/** One topic: a tab on /faq-1, a section of its own on /faq-2. SPEC §9: 8 questions each. */
const group = <Id extends string>(groupId: Id) => z.strictObject({ id: z.literal(groupId), title: text, intro: text, items: exactly(8, faqItem) });

/**
 * Both FAQ pages (SPEC §2 "faq-1, faq-2"), `content/pages/faq.yaml`: SPEC's four topics in SPEC's
 * order, one source of questions for the tabs on /faq-1 and the filtered list on /faq-2.
 */
export const faqSchema = z.strictObject({
  /** Each page's title, description and hero, before the questions they share. */
  tabsTop: topOf("/faq-1 (topics as tabs)"),
  listTop: topOf("/faq-2 (one list)"),
  switch: z.strictObject({ toTabs: text, toList: text }),
  help: z.strictObject({ title: text, text, mail: text }),
  groups: z.tuple([group("general"), group("company"), group("ai"), group("team")], { error: "must be the four topics general, company, ai and team" }),
});

export type FaqContent = z.infer<typeof faqSchema>;
export type FaqGroup = FaqContent["groups"][number];
