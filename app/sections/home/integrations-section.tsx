import type { ReactNode } from "react";
import { MarqueeGroup, MarqueeRows } from "~/components/ui/marquee";
import { Container, Section } from "~/components/ui/section";
import { StaticHtml } from "~/components/ui/static-html";

/** The section's prerendered parts: `integrationsHtml()` renders them in the route's loader. */
export type IntegrationsHtml = {
  /** Eyebrow, heading, intro and the checked points. */
  intro: string;
  /** The sync diagram beside them. */
  visual: string;
  /** One wordmark per ERP system, in the order of `integrations` (config/site.ts). */
  logos: readonly { id: string; html: string }[];
  marqueeLabel: string;
};

/**
 * The logo rows' group: its name and the placement of its pause control (serialisable, for an
 * island). The rows stack with a gap rather than `space-y`, which would miss them inside the
 * wrapper an island puts around its children.
 */
export const erpLogoGroup = (label: string) => ({ label, className: "mt-16 flex flex-col gap-4 sm:mt-20", controlClassName: "mt-6 flex justify-center" });

/** Ten systems over two rows that run in opposite directions, without behaviour. */
export function ErpLogoRows({ logos }: { logos: readonly { id: string; content: ReactNode }[] }) {
  const half = Math.ceil(logos.length / 2);
  const rows = [
    { id: "first", items: logos.slice(0, half), duration: 50 },
    { id: "second", items: logos.slice(half), reverse: true, duration: 46 },
  ];
  return (
    <MarqueeRows
      rows={rows}
      listClassName="gap-4 pr-4 motion-reduce:px-5 motion-reduce:pr-5 motion-reduce:gap-3"
      itemClassName="ring-line flex h-16 items-center rounded-2xl bg-white px-6 ring-1"
    />
  );
}

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

/**
 * SPEC §2 home 6: "Integrate with your ERP instantly." with two scrolling rows of ERP wordmarks
 * (home page and /go). Only the rows' pause control needs React; the rest arrives as HTML.
 */
export function IntegrationsSection({ html }: { html: IntegrationsHtml }) {
  const logos = html.logos.map((logo) => ({ id: logo.id, content: <span dangerouslySetInnerHTML={{ __html: logo.html }} /> }));
  return (
    <IntegrationsFrame intro={<StaticHtml html={html.intro} />} visual={<StaticHtml html={html.visual} />}>
      <MarqueeGroup {...erpLogoGroup(html.marqueeLabel)}>
        <ErpLogoRows logos={logos} />
      </MarqueeGroup>
    </IntegrationsFrame>
  );
}
