import { useTranslation } from "~/i18n/translate";
import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import type { SectionCopy, StepCopy } from "~/content/block-types";
import { cn } from "~/lib/cn";
import { SectionHeader } from "./section-header";

type StepFlowProps = {
  id: string;
  copy: SectionCopy;
  steps: readonly StepCopy[];
  tone?: "default" | "muted";
};

const columns = { 3: "md:grid-cols-3", 4: "md:grid-cols-2 lg:grid-cols-4", 5: "md:grid-cols-3 lg:grid-cols-5" } as Record<number, string>;

/**
 * An ordered process, left to right on wide screens and top to bottom on phones, joined by a line
 * (build time only). The home page's onboarding steps in a reusable form.
 */
export function StepFlow({ id, copy, steps, tone = "default" }: StepFlowProps) {
  const { t } = useTranslation();
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone}>
      <Container>
        <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
        <div className="relative mt-16">
          <div aria-hidden="true" className="bg-line absolute top-7 right-[10%] left-[10%] hidden h-px lg:block" />
          <ol className={cn("relative grid gap-10 md:gap-8", columns[steps.length] ?? "md:grid-cols-3")}>
            {steps.map((step, index) => (
              <li key={step.id} data-reveal className="relative max-md:flex max-md:gap-5 md:text-center">
                <span
                  className={cn(
                    "bg-primary-600 shadow-lift relative grid size-14 shrink-0 place-items-center rounded-2xl text-white ring-8 md:mx-auto",
                    tone === "muted" ? "ring-surface-muted" : "ring-surface",
                  )}
                >
                  <Icon name={step.icon} className="size-6" />
                </span>
                <div>
                  <p className="text-brand text-sm font-semibold tracking-[0.1em] uppercase md:mt-6">
                    {step.meta ?? t("home.step", { number: index + 1 })}
                  </p>
                  <h3 className="text-h3 mt-2 font-semibold">{step.title}</h3>
                  <p className="text-ink-muted mt-3 leading-relaxed md:mx-auto md:max-w-xs">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </Container>
    </Section>
  );
}
