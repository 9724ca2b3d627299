import { ArrowDown } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import type { FigureCopy } from "~/content/block-types";
import type { ServiceDetailsContent } from "~/content/schemas/service-details";
import type { PageCopy } from "~/content/types";
import { useTranslation } from "~/i18n/translate";
import { usePageHref } from "~/i18n/use-locale";
import { Breadcrumb } from "~/sections/blocks/breadcrumb";
import { StepFlow } from "~/sections/blocks/step-flow";
import { PageHero } from "~/sections/page-hero/page-hero";

/** The two figures under a service's text (FeatureSplit's `actions`). */
export function ServiceFigures({ figures }: { figures: readonly FigureCopy[] }) {
  return (
    <dl className="border-line grid w-full grid-cols-2 gap-6 border-t pt-8">
      {figures.map((figure) => (
        <div key={figure.id} className="flex flex-col-reverse justify-end gap-2">
          <dt className="text-ink-muted text-sm leading-relaxed">{figure.label}</dt>
          <dd className="font-display text-brand text-[1.75rem] leading-none font-bold tracking-tight sm:text-[2rem]">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "On this page": the hero's index of the sections below, for readers arriving from the home page. */
function OnThisPage({ toc }: { toc: ServiceDetailsContent["hero"]["toc"] }) {
  return (
    <nav aria-label={toc.label} className="ring-line shadow-lift mx-auto w-full max-w-xl rounded-[1.4rem] bg-surface-raised p-3 ring-1 sm:p-4">
      <p className="text-ink-muted px-3 pt-2 pb-3 text-sm font-semibold tracking-[0.1em] uppercase">{toc.label}</p>
      <ol className="space-y-1">
        {toc.items.map((item, index) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="group hover:bg-surface-strong flex items-start gap-4 rounded-2xl px-3 py-3 transition-colors">
              <span aria-hidden="true" className="bg-brand-soft text-brand font-display grid size-10 shrink-0 place-items-center rounded-xl text-sm font-bold tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span className="min-w-0 flex-1">
                <span className="group-hover:text-brand block font-semibold text-ink">{item.title}</span>
                <span className="text-ink-muted mt-0.5 block text-sm leading-snug">{item.text}</span>
              </span>
              <ArrowDown aria-hidden="true" className="text-brand-vivid mt-2.5 size-4 shrink-0 transition-transform motion-safe:group-hover:translate-y-0.5" />
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The "Our Services" hero: a breadcrumb back to Services, sign-up and services buttons, and the page's index. */
export function ServiceDetailsHero({ hero, content }: { hero: PageCopy["hero"]; content: ServiceDetailsContent["hero"] }) {
  const { t } = useTranslation();
  const pageHref = usePageHref();
  return (
    <PageHero
      breadcrumb={
        <Breadcrumb
          crumbs={[
            { label: t("pageNames.home"), page: "home" },
            { label: t("pageNames.services"), page: "services" },
            { label: hero.heading },
          ]}
        />
      }
      {...hero}
      actions={
        <>
          <ButtonLink href={pageHref("signup")} size="lg">
            {content.primary}
          </ButtonLink>
          <ButtonLink href={pageHref("services")} variant="secondary" size="lg">
            {content.secondary}
          </ButtonLink>
        </>
      }
      aside={<OnThisPage toc={content.toc} />}
    />
  );
}

/** The home page's three onboarding steps explained, under the titles the visitor clicked there. */
export function ServiceSteps({ copy }: { copy: ServiceDetailsContent["onboarding"] }) {
  const { t } = useTranslation();
  const steps = copy.steps.map((step, index) => ({
    id: step.id,
    icon: (["user-plus", "cable", "rocket"] as const)[index]!,
    // The titles the visitor clicked on the home page (SPEC §3 feature.steps).
    title: t(`feature.steps.${step.id}.title`),
    text: step.text,
    meta: step.meta,
  }));
  return <StepFlow id="get-started" copy={copy} steps={steps} tone="muted" />;
}
