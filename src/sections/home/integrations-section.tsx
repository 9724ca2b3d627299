import type { ReactNode } from "react";
import { MarqueeRows } from "~/components/ui/marquee";
import { Container, Section } from "~/components/ui/section";
import { ErpWordmark } from "~/components/visuals/erp-wordmark";
import { integrations } from "~/config/site";
import type { HomeContent } from "~/content/schemas/home";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";

/**
 * The logo rows' group: its name and the placement of its pause control (the props of its
 * `MarqueeGroup`, whose children are the rows). The rows stack with a flex gap.
 */
export const erpLogoGroup = (label: string) => ({ label, className: "mt-16 flex flex-col gap-4 sm:mt-20", controlClassName: "mt-6 flex justify-center" });

/** The section without its behaviour: the intro beside the sync diagram, then the logo rows (`children`). */
export function IntegrationsFrame({ intro, visual, children }: { intro: ReactNode; visual: ReactNode; children: ReactNode }) {
  return (
    <Section aria-labelledby="integrations-title" space="lg" className="overflow-hidden">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
        {intro}
        {visual}
      </Container>
      {children}
    </Section>
  );
}

/** Eyebrow, heading, intro and the checked points beside the sync diagram. */
export function IntegrationsIntro({ content }: { content: HomeContent["integrations"] }) {
  return (
    <div data-reveal>
      <SectionHeader id="integrations-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} align="left" />
      <PointList points={content.points} />
    </div>
  );
}

/**
 * One wordmark per ERP system, in the order of `integrations` (config/site.ts): ten systems over two
 * rows that run in opposite directions, without behaviour (the children of a `MarqueeGroup`).
 */
export function ErpLogos() {
  const logos = integrations.map((name, index) => ({
    id: name,
    content: (
      <span>
        <ErpWordmark name={name} index={index} />
      </span>
    ),
  }));
  const half = Math.ceil(logos.length / 2);
  const rows = [
    { id: "first", items: logos.slice(0, half), duration: 50 },
    { id: "second", items: logos.slice(half), reverse: true, duration: 46 },
  ];
  return (
    <MarqueeRows
      rows={rows}
      listClassName="gap-4 pr-4 motion-reduce:px-5 motion-reduce:pr-5 motion-reduce:gap-3"
      itemClassName="ring-line flex h-16 items-center rounded-2xl bg-surface-raised px-6 ring-1"
    />
  );
}
