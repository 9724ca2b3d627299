import { ErpWordmark } from "~/components/visuals/erp-wordmark";
import { integrations } from "~/config/site";
import type { HomeContent } from "~/content/home-types";
import { renderStatic, type StaticContext } from "~/lib/render-static.server";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";
import { ErpLogoRows, type IntegrationsHtml } from "./integrations-section";

/** Eyebrow, heading, intro and the checked points beside the sync diagram. Build time only. */
export function IntegrationsIntro({ content }: { content: HomeContent["integrations"] }) {
  return (
    <div data-reveal>
      <SectionHeader id="integrations-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} align="left" />
      <PointList points={content.points} />
    </div>
  );
}

/** One wordmark per ERP system, in the order of `integrations` (config/site.ts). */
const erpWordmarks = () => integrations.map((name, index) => ({ name, element: <ErpWordmark name={name} index={index} /> }));

/** The logo rows with the wordmarks drawn in place (the Astro build's static children of the marquee island). */
export function ErpLogos() {
  return <ErpLogoRows logos={erpWordmarks().map(({ name, element }) => ({ id: name, content: <span>{element}</span> }))} />;
}

/** The integrations section's static parts (build time only): see `IntegrationsSection`. */
export function integrationsHtml(context: StaticContext, content: HomeContent["integrations"], visual: string): IntegrationsHtml {
  const intro = renderStatic(context, <IntegrationsIntro content={content} />, "integrations");
  const logos = erpWordmarks().map(({ name, element }, index) => ({ id: name, html: renderStatic(context, element, `erp${index}`) }));
  return { intro, visual, logos, marqueeLabel: content.marqueeLabel };
}
