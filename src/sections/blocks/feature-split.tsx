import type { ReactNode } from "react";
import { Icon } from "~/components/ui/icon.server";
import { Container, Section } from "~/components/ui/section";
import type { FeatureCopy } from "~/content/block-types";
import { cn } from "~/lib/cn";
import { PointList } from "./point-list";
import { SectionHeader } from "./section-header";

type FeatureSplitProps = {
  /** Anchor of the section; its h2 gets `${id}-title`. */
  id: string;
  copy: FeatureCopy;
  /** The product visual beside the text (rendered in the same build-time pass). */
  visual: ReactNode;
  /** Put the visual on the left on wide screens. */
  reverse?: boolean;
  tone?: "default" | "muted" | "dark";
  /** Buttons or links under the text. */
  actions?: ReactNode;
};

/**
 * Text beside a product visual: the workhorse of the product pages (build time only). Points are a
 * checked list; bullets are icon, title and text, as in the home page's "New brain" section.
 */
export function FeatureSplit({ id, copy, visual, reverse = false, tone = "default", actions }: FeatureSplitProps) {
  const dark = tone === "dark";
  return (
    <Section id={id} aria-labelledby={`${id}-title`} tone={tone} space="lg" className={cn(dark && "isolate overflow-hidden")}>
      {dark ? <div aria-hidden="true" className="absolute -top-40 right-[-20%] -z-10 h-[44rem] w-[56rem] bg-[radial-gradient(closest-side,rgb(29_70_219/0.4),transparent)]" /> : null}
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-2 lg:gap-20">
        <div className={cn(reverse && "lg:order-2")} data-reveal>
          <SectionHeader id={`${id}-title`} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} align="left" tone={dark ? "dark" : "light"} />
          {copy.points ? <PointList points={copy.points} tone={dark ? "dark" : "light"} /> : null}
          {copy.bullets ? (
            <ul className="mt-9 space-y-6">
              {copy.bullets.map((bullet) => (
                <li key={bullet.id} className="flex gap-4">
                  <span
                    className={cn(
                      "grid size-11 shrink-0 place-items-center rounded-xl",
                      dark ? "bg-white/10 text-cyan-200" : "bg-brand-soft text-brand",
                    )}
                  >
                    <Icon name={bullet.icon} className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-h3 font-semibold">{bullet.title}</h3>
                    <p className={cn("mt-1 leading-relaxed", dark ? "text-navy-200" : "text-ink-muted")}>{bullet.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
          {actions ? <div className="mt-10 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        <div className={cn("relative min-w-0", reverse && "lg:order-1")} data-reveal>
          {visual}
        </div>
      </Container>
    </Section>
  );
}
