import { z } from "zod";
import type { Picture } from "../media";
import type { ContentItem } from "../files";
import { cardGridCopy, pageHead, sectionCopy, topOf, withTop } from "./blocks";
import { socialNetworks, webAddress } from "./company";
import { optionalPhoto } from "./media";
import { id, text } from "./text";

/** The networks a member may link to (SPEC §3 "Team member": optional facebook, twitter, linkedin, instagram). */
const socialNetwork = z.enum(socialNetworks);

/** A record without its empty entries (null or ""). */
const withoutEmpty = (value: unknown) =>
  value && typeof value === "object" && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).filter(([, entry]) => entry != null && entry !== "")) : value;

/** One fact in a member's profile: "Based in" / "Solna". */
const memberFact = z.strictObject({ label: text, value: text });

/**
 * A team member (`content/team/<slug>.yaml`, one file per member: the file name is the address of
 * their page, /team/<slug>): who they are, what their card and page say, and their profiles.
 * Adding a member is adding a file (SPEC §3 "Team member": img, name, info, optional social links).
 */
export const memberSchema = z.strictObject({
  /** Their name, the same in both languages. */
  name: text.describe("Their full name, as cards and their page show it. Written once; Swedish copies it."),
  /**
   * SPEC's "info", the job title as it reads inside a sentence (`{team.<slug>.title}`: "vd och
   * medgrundare"); cards and the page's hero start it with a capital.
   */
  title: text.describe('Their job title as it reads inside a sentence ("vd och medgrundare"); cards start it with a capital.'),
  /** Their profiles elsewhere, in the order shown; each opens in a new tab. The same in both languages. */
  // The CMS writes a network left empty as null in the Swedish copy: no link, as if left out.
  links: z.preprocess(withoutEmpty, z.partialRecord(socialNetwork, webAddress).default({})).describe("Full addresses starting with https://. Leave a network empty to show no link to it."),
  /** Their photo on the card and their page; without one, a portrait drawn from their initials. */
  photo: optionalPhoto.describe("Optional. A portrait, cropped square on the site; without one the card shows their initials."),
  /** One sentence for cards: what they look after. */
  summary: text,
  /** Their page: document title and meta description. */
  page: pageHead,
  /** First sentences of their page, under the name. */
  intro: text,
  /** Where they come from, as paragraphs. */
  background: z.array(text).min(1, "must have at least one paragraph"),
  /** What they own at Orkestra. */
  focus: z.array(text).min(1, "must have at least one entry"),
  facts: z.array(memberFact).min(1, "must have at least one fact"),
  /** In their own words. */
  quote: text,
});

/** A member as the views get them: their slug (the file name), the title as cards show it. */
export const teamMemberSchema = memberSchema.extend({ slug: id });

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
export const teamPageSchema = withTop({
  /** /team-details, the sample member page: its title, description and hero. */
  detailsTop: topOf("/team-details"),
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
/** A member as the views get them: with their photo made into a picture, when they have one. */
export type TeamMember = z.infer<typeof teamMemberSchema> & { picture?: Picture };
export type TeamCardLabels = z.infer<typeof teamCardLabels>;
/** The members (SPEC §9: a team of 5) in the site's order, with the page's copy. */
export type TeamContent = z.infer<typeof teamPageSchema> & { members: TeamMember[] };

/** Titles start lower-case in running Swedish text ("vd och medgrundare"); on cards they stand alone. */
const capitalize = (title: string) => title.charAt(0).toUpperCase() + title.slice(1);

/** A member's file as the views show it: the job title capitalised. */
export function asShown(member: ContentItem<z.infer<typeof memberSchema>>): TeamMember {
  return { ...member, title: capitalize(member.title) };
}
