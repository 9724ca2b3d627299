import { z } from "zod";
import { memberLinks, team as people } from "~/config/site";
import type { Locale } from "~/i18n/locales";
import { ContentError } from "../files";
import { cardGridCopy, sectionCopy } from "./blocks";
import { id, text } from "./text";

/** The networks a member may link to (SPEC §3 "Team member": optional facebook, twitter, linkedin, instagram). */
const socialNetwork = z.enum(["linkedin", "twitter", "facebook", "instagram"]);

/** One fact in a member's profile: "Based in" / "Solna". */
const memberFact = z.strictObject({ label: text, value: text });

/**
 * What a member's card and page say about them (`content/team/<slug>.yaml`; the file name is the
 * member's id in `team` of src/config/site.ts and the address of their page, /team/<slug>). Their
 * name, job title and social links are not copy: they come from src/config/site.ts.
 */
export const memberSchema = z.strictObject({
  /** One sentence for cards: what they look after. */
  summary: text,
  /** Their page: document title and meta description. */
  page: z.strictObject({ title: text, description: text }),
  /** First sentences of their page, under the name. */
  intro: text,
  /** Where they come from, as paragraphs. */
  background: z.array(text),
  /** What they own at Orkestra. */
  focus: z.array(text),
  facts: z.array(memberFact),
  /** In their own words. */
  quote: text,
});

/**
 * SPEC §3 "Team member": img (a generated portrait drawn from the name), name, info (job title) and
 * optional social links; plus what their own page (/team/<slug>) tells about them.
 */
export const teamMemberSchema = memberSchema.extend({
  /** URL slug of the member's page, and the key of their brand facts (`team` in config/site.ts). */
  slug: id,
  name: text,
  /** SPEC's "info": the job title (CEO, CDO, CTO, CPO, Head of Sales Nordics). */
  title: text,
  /** A member's profiles elsewhere, in the order shown; each opens in a new tab. */
  links: z.partialRecord(socialNetwork, z.url()),
});

/** Words the team card needs, passed as props so the card renders anywhere at build time. */
const teamCardLabels = z.strictObject({
  /** Network names for the social links' accessible names. */
  networks: z.strictObject({ linkedin: text, twitter: text, facebook: text, instagram: text }),
  /** Accessible name of a social link: "{{name}} on {{network}}". */
  profileOn: text.regex(/\{\{name\}\}/, "must hold {{name}} (filled in with the member's name)").regex(/\{\{network\}\}/, "must hold {{network}} (filled in with the network's name)"),
  /** Group label of a member's social links: "{{name}} elsewhere". */
  linksOf: text.regex(/\{\{name\}\}/, "must hold {{name}} (filled in with the member's name)"),
});

/**
 * /team, /team-details and /team/<slug>: the page's copy (`content/pages/team.yaml`); the members
 * are files of their own (`memberSchema`), so adding one is adding a file.
 */
export const teamPageSchema = z.strictObject({
  card: teamCardLabels,
  /** /team: the grid of members. */
  grid: sectionCopy,
  /** /team: how the team works. */
  values: cardGridCopy,
  /** /team: working here (links to /contact and the community group). */
  join: sectionCopy.extend({ text, contact: text, community: text }),
  /** A member's page: headings of its parts. */
  member: z.strictObject({
    background: text,
    focus: text,
    facts: text,
    links: text,
    quote: text,
    others: sectionCopy,
  }),
});

export type SocialNetwork = z.infer<typeof socialNetwork>;
export type MemberLinks = z.infer<typeof teamMemberSchema>["links"];
type MemberCopy = z.infer<typeof memberSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type TeamCardLabels = z.infer<typeof teamCardLabels>;
/** The members (SPEC §9: a team of 5) in the site's order, with the page's copy. */
export type TeamContent = z.infer<typeof teamPageSchema> & { members: TeamMember[] };

/** Titles start lower-case in running Swedish text ("vd och medgrundare"); on cards they stand alone. */
const capitalize = (title: string) => title.charAt(0).toUpperCase() + title.slice(1);

/** A member's copy (`readItems("team", memberSchema)`) with their name, title and links from src/config/site.ts. */
export function withFacts(member: MemberCopy & { slug: string }, locale: Locale): TeamMember {
  const person = people.find((entry) => entry.id === member.slug);
  if (!person) throw new ContentError(`content/team/${member.slug}.yaml: there is no member "${member.slug}" in src/config/site.ts (team); the file name must be a member's id`);
  const { slug, summary, ...copy } = member;
  return { slug, name: person.name, title: capitalize(person.title[locale]), summary, links: memberLinks[person.id], ...copy };
}

