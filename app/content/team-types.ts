import type { CardCopy, SectionCopy } from "./block-types";

/** The networks a member may link to (SPEC §3 "Team member": optional facebook, twitter, linkedin, instagram). */
export type SocialNetwork = "linkedin" | "twitter" | "facebook" | "instagram";

/** A member's profiles elsewhere, in the order shown; each opens in a new tab. */
export type MemberLinks = Partial<Record<SocialNetwork, string>>;

/** One fact in a member's profile: "Based in" / "Solna". */
export type MemberFact = { label: string; value: string };

/**
 * SPEC §3 "Team member": img (a generated portrait drawn from the name), name, info (job title) and
 * optional social links; plus what their own page (/team/<slug>) tells about them.
 */
export type TeamMember = {
  /** URL slug of the member's page, and the key of their brand facts (`team` in config/site.ts). */
  slug: string;
  name: string;
  /** SPEC's "info": the job title (CEO, CDO, CTO, CPO, Head of Sales Nordics). */
  title: string;
  /** One sentence for cards: what they look after. */
  summary: string;
  links: MemberLinks;
  /** Their page: document title and meta description. */
  page: { title: string; description: string };
  /** First sentences of their page, under the name. */
  intro: string;
  /** Where they come from, as paragraphs. */
  background: readonly string[];
  /** What they own at Orkestra. */
  focus: readonly string[];
  facts: readonly MemberFact[];
  /** In their own words. */
  quote: string;
};

/** Words the team card needs, passed as props so the card renders anywhere at build time. */
export type TeamCardLabels = {
  /** Network names for the social links' accessible names. */
  networks: Record<SocialNetwork, string>;
  /** Accessible name of a social link: "{name} on {network}". */
  profileOn: string;
  /** Group label of a member's social links: "{name} elsewhere". */
  linksOf: string;
};

/** /team, /team-details and /team/<slug>: one list of members per language, so adding one is one entry each. */
export type TeamContent = {
  /** SPEC §9: a team of 5. */
  members: readonly [TeamMember, TeamMember, TeamMember, TeamMember, TeamMember];
  card: TeamCardLabels;
  /** /team: the grid of members. */
  grid: SectionCopy;
  /** /team: how the team works. */
  values: SectionCopy & { cards: readonly CardCopy[] };
  /** /team: working here (links to /contact and the community group). */
  join: SectionCopy & { text: string; contact: string; community: string };
  /** A member's page: headings of its parts. */
  member: {
    background: string;
    focus: string;
    facts: string;
    links: string;
    quote: string;
    others: SectionCopy;
  };
};
