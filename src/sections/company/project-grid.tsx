import { Container, Section } from "~/components/ui/section";
import type { Project } from "~/content/schemas/portfolio";
import { itemHref } from "~/i18n/pages";
import { useLocale } from "~/i18n/use-locale";
import { cn } from "~/lib/cn";
import { SectionHeader } from "~/sections/blocks/section-header";
import { ProjectCard } from "./project-card";

/** A grid of project cards, each linking to the project's page. */
export function ProjectGrid({ id, copy, projects, readCase, tone = "default" }: { id: string; copy: { eyebrow: string; heading: string; intro?: string }; projects: readonly Project[]; readCase: string; tone?: "default" | "muted" }) {
  const locale = useLocale();
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone} space="lg">
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <ul className={cn("mt-14 grid gap-6 md:grid-cols-2", projects.length % 3 === 0 && "lg:grid-cols-3")}>
          {projects.map((project) => (
            <li key={project.slug} data-reveal>
              <ProjectCard project={project} href={itemHref("portfolio", project.slug, locale)} readCase={readCase} />
            </li>
          ))}
        </ul>
      </Container>
    </Section>
  );
}
