import type { CardCopy, FigureCopy, SectionCopy } from "./block-types";

/** The mission visual's words: a few small companies around one shared AI, and a caption. */
export type MissionVisualCopy = { label: string; hub: string; nodes: readonly [string, string, string, string, string, string]; caption: string };

/** SPEC §2 "About page", after the hero "About Us". */
export type AboutContent = {
  /** The first of SPEC's "two content sections": where the company comes from, with a few figures. */
  story: SectionCopy & { paragraphs: readonly string[]; figures: readonly FigureCopy[] };
  /** The second: what we build and for whom, as three cards. */
  approach: SectionCopy & { cards: readonly CardCopy[] };
  /** SPEC: "Democratizing AI in Supply Chains" with a visual, the mission and a gender-neutral team; "Get in touch" -> /contact. */
  mission: SectionCopy & { paragraphs: readonly string[]; commitment: { title: string; text: string }; cta: string; visual: MissionVisualCopy };
  /** SPEC: the hashtag ticker (supply chain AI, autonomous supply chains, automation, innovation, women in supply chains). */
  hashtags: { label: string; tags: readonly [string, string, string, string, string] };
  /** SPEC: "People behind the product" and a "Join our team" card -> /team. */
  team: SectionCopy & { join: { title: string; text: string; cta: string } };
  /** SPEC: "Women in Supply Chains" with "Join the community" (new tab). */
  community: SectionCopy & { paragraphs: readonly string[]; points: readonly string[]; cta: string };
};
