import { z } from "zod";
import { cardGridCopy, figureCopy, sectionCopy, withTop } from "./blocks";
import { exactly, text } from "./text";

/** The mission visual's words: a few small companies around one shared AI, and a caption. */
const missionVisualCopy = z.strictObject({ label: text, hub: text, nodes: exactly(6, text), caption: text });

/** SPEC §2 "About page", after the hero "About Us" (`content/pages/about.yaml`). */
export const aboutSchema = withTop({
  /** The first of SPEC's "two content sections": where the company comes from, with a few figures. */
  story: sectionCopy.extend({ paragraphs: z.array(text), figures: z.array(figureCopy) }),
  /** The second: what we build and for whom, as three cards. */
  approach: cardGridCopy,
  /** SPEC: "Democratizing AI in Supply Chains" with a visual, the mission and a gender-neutral team; "Get in touch" -> /contact. */
  mission: sectionCopy.extend({
    paragraphs: z.array(text),
    commitment: z.strictObject({ title: text, text }),
    cta: text,
    visual: missionVisualCopy,
  }),
  /** SPEC: the hashtag ticker (supply chain AI, autonomous supply chains, automation, innovation, women in supply chains). */
  hashtags: z.strictObject({ label: text, tags: exactly(5, text) }),
  /** SPEC: "People behind the product" and a "Join our team" card -> /team. */
  team: sectionCopy.extend({ join: z.strictObject({ title: text, text, cta: text }) }),
  /** SPEC: "Women in Supply Chains" with "Join the community" (new tab). */
  community: sectionCopy.extend({ paragraphs: z.array(text), points: z.array(text), cta: text }),
});

export type MissionVisualCopy = z.infer<typeof missionVisualCopy>;
export type AboutContent = z.infer<typeof aboutSchema>;
