import { Marquee } from "~/components/ui/marquee";
import { Container, Section } from "~/components/ui/section";
import { StaticHtml } from "~/components/ui/static-html";
import { ErpWordmark } from "~/components/visuals/erp-wordmark";
import { integrations } from "~/config/site";
import type { HomeContent } from "~/content/home-types";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";

const logos = integrations.map((name, index) => ({
  id: name,
  content: <ErpWordmark name={name} index={index} />,
}));
// Ten systems over two rows that run in opposite directions.
const half = Math.ceil(logos.length / 2);
const rows = [
  { id: "first", items: logos.slice(0, half), duration: 50 },
  { id: "second", items: logos.slice(half), reverse: true, duration: 46 },
];

/** SPEC §2 home 6: "Integrate with your ERP instantly." with two scrolling rows of ERP wordmarks. */
export function IntegrationsSection({ content, visual }: { content: HomeContent["integrations"]; visual: string }) {
  return (
    <Section aria-labelledby="integrations-title" space="lg" className="overflow-hidden">
      <Container className="grid grid-cols-1 items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:gap-16">
        <div data-reveal>
          <SectionHeader id="integrations-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} align="left" />
          <PointList points={content.points} />
        </div>
        <StaticHtml html={visual} />
      </Container>
      <Marquee
        label={content.marqueeLabel}
        rows={rows}
        className="mt-16 space-y-4 sm:mt-20"
        listClassName="gap-4 pr-4 motion-reduce:px-5 motion-reduce:pr-5 motion-reduce:gap-3"
        itemClassName="ring-line flex h-16 items-center rounded-2xl bg-white px-6 ring-1"
        controlClassName="mt-6 flex justify-center"
      />
    </Section>
  );
}
