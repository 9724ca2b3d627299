import { ArrowRight } from "lucide-react";
import { Photo } from "~/components/ui/photo";
import type { Project } from "~/content/schemas/portfolio";
import { cn } from "~/lib/cn";
import { ProjectCover } from "./project-cover";

/** The picture grows a little while the card is hovered. */
const zoom = "transition-transform duration-500 motion-safe:group-hover:scale-[1.03]";

type ProjectCardProps = {
  project: Pick<Project, "title" | "client" | "sector" | "summary" | "cover" | "highlight" | "picture">;
  /** The project's own page (`itemHref("portfolio", slug, locale)`). */
  href: string;
  /** "Read the case": shown under the card, the title is the link's name. */
  readCase: string;
  headingLevel?: "h2" | "h3";
  className?: string;
};

/**
 * SPEC §3 "Portfolio item" as a card: cover, title and link (the whole card leads to the project's
 * page), plus the client, one sentence and the headline result. Props only, build time only.
 */
export function ProjectCard({ project, href, readCase, headingLevel: Title = "h3", className }: ProjectCardProps) {
  return (
    <article
      className={cn(
        "group ring-line shadow-card hover:shadow-lift relative flex h-full flex-col overflow-hidden rounded-card bg-surface-raised ring-1 transition-[background-color,border-color,color,box-shadow,transform] duration-300 motion-safe:hover:-translate-y-1",
        className,
      )}
    >
      <div className="overflow-hidden">
        {project.picture ? (
          <Photo picture={project.picture} sizes="(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 768px) 48vw, 100vw" className={zoom} />
        ) : (
          <ProjectCover motif={project.cover} className={zoom} />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <p className="text-brand text-sm font-semibold">
          {project.sector} <span aria-hidden="true">·</span> <span className="text-ink-muted font-medium">{project.client}</span>
        </p>
        <Title className="font-display text-h3 mt-3 font-semibold text-balance">
          <a href={href} className="group-hover:text-brand after:absolute after:inset-0 after:rounded-card">
            {project.title}
          </a>
        </Title>
        <p className="text-ink-muted mt-3 flex-1 leading-relaxed">{project.summary}</p>
        <div className="border-line mt-6 flex items-end justify-between gap-4 border-t pt-5">
          <p className="flex flex-col-reverse">
            <span className="text-ink-muted text-sm">{project.highlight.label}</span>
            <span className="font-display text-ink text-2xl font-bold">{project.highlight.value}</span>
          </p>
          <span aria-hidden="true" className="text-brand flex shrink-0 items-center gap-1.5 text-sm font-semibold">
            {readCase}
            <ArrowRight className="size-4 transition-transform motion-safe:group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
