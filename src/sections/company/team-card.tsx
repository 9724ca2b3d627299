import { SocialIcon } from "~/chrome/social-icon";
import { ExternalLink } from "~/components/ui/button";
import { Photo } from "~/components/ui/photo";
import type { SocialNetwork, TeamCardLabels, TeamMember } from "~/content/schemas/team";
import { cn } from "~/lib/cn";
import { Portrait } from "./portrait";

/** "{{name}} on {{network}}" with the name and the network filled in. */
const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);

/** A member's profiles elsewhere, each a labelled icon link that opens in a new tab (rel noopener). */
export function MemberLinks({ member, labels, tone = "light", className }: { member: Pick<TeamMember, "name" | "links">; labels: TeamCardLabels; tone?: "light" | "dark"; className?: string }) {
  const entries = Object.entries(member.links) as [SocialNetwork, string][];
  if (entries.length === 0) return null;
  return (
    <ul aria-label={fill(labels.linksOf, { name: member.name })} className={cn("flex flex-wrap gap-2", className)}>
      {entries.map(([network, url]) => (
        <li key={network}>
          <ExternalLink
            href={url}
            className={cn(
              "inline-flex size-10 items-center justify-center rounded-full ring-1 transition-colors ring-inset",
              tone === "dark" ? "text-white ring-white/30 hover:bg-white/10" : "text-ink ring-line hover:bg-brand-soft hover:text-brand bg-surface-raised",
            )}
          >
            <SocialIcon id={network} />
            <span className="sr-only">{fill(labels.profileOn, { name: member.name, network: labels.networks[network] })}</span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** A card's width in the team grids: one, two or three (or four) to a row. */
const memberCardSizes = "(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw";

/** The picture grows a little while the card is hovered. */
const zoom = "transition-transform duration-500 motion-safe:group-hover:scale-[1.03]";

type TeamCardProps = {
  member: Pick<TeamMember, "name" | "title" | "summary" | "links" | "picture">;
  /** The member's own page (`itemHref("team", slug, locale)`). */
  href: string;
  labels: TeamCardLabels;
  /** Outline level of the name, to fit the page around the card. */
  headingLevel?: "h2" | "h3";
  className?: string;
};

/**
 * SPEC §3 "Team member" as a card: portrait, name (a link to the member's page that covers the
 * card), title, one line on what they do, and their social links above that cover. Props only and
 * without behaviour: rendered at build time, never hydrated.
 */
export function TeamCard({ member, href, labels, headingLevel: Name = "h3", className }: TeamCardProps) {
  return (
    <div
      className={cn(
        "group ring-line shadow-card hover:shadow-lift relative flex h-full flex-col overflow-hidden rounded-card bg-surface-raised ring-1 transition-[background-color,border-color,color,box-shadow,transform] duration-300 motion-safe:hover:-translate-y-1",
        className,
      )}
    >
      {member.picture ? (
        <Photo picture={member.picture} sizes={memberCardSizes} className={zoom} />
      ) : (
        <Portrait name={member.name} className={zoom} />
      )}
      <div className="flex flex-1 flex-col p-6">
        <Name className="font-display text-h3 font-semibold">
          <a href={href} className="group-hover:text-brand after:absolute after:inset-0 after:rounded-card">
            {member.name}
          </a>
        </Name>
        <p className="text-brand mt-1 text-sm font-semibold">{member.title}</p>
        <p className="text-ink-muted mt-3 flex-1 text-[0.9375rem] leading-relaxed">{member.summary}</p>
        <MemberLinks member={member} labels={labels} className="relative z-10 mt-5" />
      </div>
    </div>
  );
}
