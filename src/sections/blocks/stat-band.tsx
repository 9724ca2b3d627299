import { Container, Section } from "~/components/ui/section";
import type { FigureCopy, SectionCopy } from "~/content/block-types";
import { cn } from "~/lib/cn";
import { SectionHeader } from "./section-header";

type StatBandProps = {
  id: string;
  copy?: SectionCopy;
  figures: readonly FigureCopy[];
  tone?: "default" | "muted" | "brand";
};

/** A row of SPEC §9 figures ("24/7", "< 5 min") with what each means (build time only). */
export function StatBand({ id, copy, figures, tone = "muted" }: StatBandProps) {
  const brand = tone === "brand";
  return (
    <Section id={id} aria-labelledby={copy ? `${id}-title` : undefined} tone={tone}>
      <Container>
        {copy ? <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} tone={brand ? "dark" : "light"} /> : null}
        <dl
          className={cn(
            "grid overflow-hidden rounded-[1.75rem] sm:grid-cols-2",
            figures.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3",
            copy && "mt-14",
            brand ? "bg-white/[0.06] ring-1 ring-white/15" : "ring-line shadow-card bg-surface-raised ring-1",
          )}
          data-reveal
        >
          {figures.map((figure) => (
            <div key={figure.id} className={cn("flex flex-col-reverse justify-end gap-3 p-8 sm:p-9", brand ? "border-white/10" : "border-line", "border-b last:border-b-0 lg:border-r lg:border-b-0 lg:last:border-r-0")}>
              <dt className={cn("leading-relaxed", brand ? "text-navy-200" : "text-ink-muted")}>{figure.label}</dt>
              <dd className={cn("font-display text-[clamp(2.25rem,1.8rem+1.6vw,3rem)] leading-none font-bold tracking-tight", brand ? "text-white" : "text-brand")}>
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </Section>
  );
}
