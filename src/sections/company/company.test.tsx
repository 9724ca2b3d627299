import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { content } from "../../../tests/setup/content";
import { collectionItems } from "~/content/collection-items";
import { ProjectCard } from "./project-card";
import { TeamCard } from "./team-card";
import { renderIn } from "../../../tests/setup/render-in";

const { en: enTeam, sv: svTeam } = content.team;
const { en: enPortfolio, sv: svPortfolio } = content.portfolio;

describe("company content", () => {
  it("has SPEC's five members and six projects, the same in both languages", () => {
    expect(enTeam.members).toHaveLength(5);
    expect(enTeam.members.map((member) => member.title.split(/[ (&]/)[0])).toEqual(["CEO", "CDO", "CTO", "CPO", "Head"]);
    expect(enTeam.members[4]?.title).toBe("Head of Sales Nordics");
    // A name is the same in both languages; a Swedish title stands capitalised on its own.
    expect(svTeam.members.map((member) => member.name)).toEqual(enTeam.members.map((member) => member.name));
    for (const member of svTeam.members) expect(member.title.charAt(0)).toBe(member.title.charAt(0).toUpperCase());
    expect(svTeam.members.map((member) => member.slug)).toEqual(enTeam.members.map((member) => member.slug));
    expect(svPortfolio.projects.map((project) => project.slug)).toEqual(enPortfolio.projects.map((project) => project.slug));
    expect(new Set(enPortfolio.projects.map((project) => project.slug)).size).toBe(6);
    // Language-neutral parts of a project are the same in both languages.
    const neutral = (project: (typeof enPortfolio.projects)[number]) => [project.cover, project.highlight.id, ...project.outcome.figures.map((figure) => figure.id)];
    expect(svPortfolio.projects.map(neutral)).toEqual(enPortfolio.projects.map(neutral));
  });

  it("lists every member and project as a collection item, so each gets its own prerendered page", () => {
    const items = collectionItems();
    expect(items.team).toEqual(enTeam.members.map((member) => member.slug));
    expect(items.portfolio).toEqual(enPortfolio.projects.map((project) => project.slug));
  });
});

describe("TeamCard", () => {
  it("names the member, links to their page and opens each social profile in a new tab", () => {
    const member = svTeam.members[0]!;
    const href = `/sv/team/${member.slug}`;
    renderIn("sv", "/sv/about", <TeamCard member={member} href={href} labels={svTeam.card} />);
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(member.name);
    expect(screen.getByRole("link", { name: member.name })).toHaveAttribute("href", href);
    expect(screen.getByText(member.title)).toBeInTheDocument();
    // The profiles the member's file names (content/team/, which editors change).
    const social = within(screen.getByRole("list", { name: svTeam.card.linksOf.replace("{{name}}", member.name) })).getAllByRole("link");
    expect(social).toHaveLength(Object.values(member.links).filter(Boolean).length);
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    if (member.links.linkedin) expect(screen.getByRole("link", { name: new RegExp(`^${svTeam.card.profileOn.replace("{{name}}", member.name).replace("{{network}}", svTeam.card.networks.linkedin)}`) })).toHaveAttribute("href", member.links.linkedin);
    // The portrait is drawn, decorative and of fixed size.
    const portrait = document.querySelector("svg[width='320'][height='320']");
    expect(portrait).toHaveAttribute("aria-hidden", "true");
  });
});

describe("ProjectCard", () => {
  it("is one link to the project's page, named by its title", () => {
    const project = enPortfolio.projects[1]!;
    renderIn("en", "/portfolio", <ProjectCard project={project} href="/portfolio/uk-home-retailer" readCase={enPortfolio.readCase} />);
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(project.title);
    expect(links[0]).toHaveAttribute("href", "/portfolio/uk-home-retailer");
    expect(document.querySelector("svg[width='640'][height='400']")).not.toBeNull();
  });
});
