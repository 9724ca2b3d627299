import { Quote } from "lucide-react";
import { Photo } from "~/components/ui/photo";
import { Container, Section } from "~/components/ui/section";
import type { PortfolioContent, Project } from "~/content/schemas/portfolio";
import type { PageCopy } from "~/content/types";
import { useTranslation } from "~/i18n/translate";
import { useLocale } from "~/i18n/use-locale";
import { Breadcrumb } from "~/sections/blocks/breadcrumb";
import { SectionHeader } from "~/sections/blocks/section-header";
import { PageHero } from "~/sections/page-hero/page-hero";
import { ProjectCover } from "./project-cover";

// A project's own page (/portfolio/<slug>) and SPEC's /portfolio-details layout, in the order their
// views list them: the customer case (the supply-chain problem, what Orkestra did, the measured
// outcome), then two more projects (`moreProjects`). Build time only.

type ProjectProps = { project: Project; labels: PortfolioContent["labels"] };

/** The two projects after this one, round the list: the page's "more projects". */
export function moreProjects(project: Project, projects: readonly Project[]): Project[] {
  const index = projects.findIndex((entry) => entry.slug === project.slug);
  return [1, 2].map((step) => projects[(index + step) % projects.length]!);
}

/** The hero (/portfolio-details passes its own page copy, a project page the project's), with the cover and facts beside it. */
export function ProjectHero({ project, labels, hero }: ProjectProps & { hero: PageCopy["hero"] }) {
  const { t } = useTranslation();
  return (
    <PageHero
        breadcrumb={<Breadcrumb crumbs={[{ label: t("pageNames.home"), page: "home" }, { label: t("pageNames.portfolio"), page: "portfolio" }, { label: project.title }]} />}
        {...hero}
        aside={
          <div className="ring-line shadow-lift overflow-hidden rounded-[1.75rem] bg-surface-raised ring-1">
            {project.picture ? <Photo picture={project.picture} sizes="(min-width: 1024px) 40vw, 100vw" loading="eager" /> : <ProjectCover motif={project.cover} />}
            <div className="p-6 sm:p-8">
              <h2 className="text-ink-muted text-sm font-semibold tracking-[0.1em] uppercase">{labels.facts}</h2>
              <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
                {project.facts.map((fact) => (
                  <div key={fact.label} className="flex flex-col gap-0.5">
                    <dt className="text-ink-muted text-sm">{fact.label}</dt>
                    <dd className="text-sm font-semibold text-ink">{fact.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        }
      />
  );
}

/** The problem, and what Orkestra did step by step. */
export function ProjectCase({ project, labels }: ProjectProps) {
  return (
      <Section id="case" aria-labelledby="challenge-title" space="lg">
        <Container className="grid gap-12 lg:grid-cols-2 lg:gap-20">
          <div data-reveal>
            <h2 id="challenge-title" className="font-display text-h2 font-semibold">
              {labels.challenge}
            </h2>
            <div className="text-ink-muted mt-6 space-y-5 text-lg leading-relaxed">
              {project.challenge.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="ring-line bg-surface-muted self-start rounded-card p-8 ring-1" data-reveal>
            <h2 className="font-display text-h3 font-semibold">{labels.approach}</h2>
            <ol className="mt-6 space-y-5">
              {project.approach.map((step, stepIndex) => (
                <li key={step} className="flex gap-4">
                  <span aria-hidden="true" className="bg-primary-600 font-display grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold text-white">
                    {stepIndex + 1}
                  </span>
                  <span className="leading-relaxed text-ink">{step}</span>
                </li>
              ))}
            </ol>
          </div>
        </Container>
      </Section>
  );
}

/** The measured outcome and the customer's words. */
export function ProjectOutcome({ project, labels }: ProjectProps) {
  const locale = useLocale();
  return (
      <Section id="outcome" aria-labelledby="outcome-title" tone="dark" space="lg" className="isolate overflow-hidden">
        <div aria-hidden="true" className="absolute -top-40 right-[-20%] -z-10 h-[44rem] w-[56rem] bg-[radial-gradient(closest-side,rgb(29_70_219/0.4),transparent)]" />
        <Container>
          <SectionHeader id="outcome-title" eyebrow={project.sector} heading={labels.outcome} intro={project.outcome.text} tone="dark" />
          <dl className="mt-14 grid overflow-hidden rounded-[1.75rem] bg-white/[0.06] ring-1 ring-white/15 md:grid-cols-3" data-reveal>
            {project.outcome.figures.map((figure) => (
              <div key={figure.id} className="flex flex-col-reverse justify-end gap-3 border-b border-white/10 p-8 last:border-b-0 md:border-r md:border-b-0 md:last:border-r-0">
                <dt className="text-navy-200 leading-relaxed">{figure.label}</dt>
                <dd className="font-display text-[clamp(2rem,1.6rem+1.4vw,2.75rem)] leading-none font-bold tracking-tight text-white">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <figure className="mx-auto mt-14 max-w-3xl text-center" data-reveal>
            <Quote aria-hidden="true" className="mx-auto size-9 text-cyan-300" />
            <blockquote className="font-display mt-4 text-xl leading-snug font-semibold text-balance sm:text-2xl">
              <p>{locale === "sv" ? `”${project.quote.text}”` : `“${project.quote.text}”`}</p>
            </blockquote>
            <figcaption className="text-navy-200 mt-4">
              <span className="sr-only">{labels.quote}: </span>
              {project.quote.author}, {project.client}
            </figcaption>
          </figure>
        </Container>
      </Section>
  );
}
