import { ErpWordmark } from "~/components/visuals/erp-wordmark";
import { integrations } from "~/config/site";
import type { HomeContent } from "~/content/home-types";
import { renderStatic, type StaticContext } from "~/lib/render-static.server";
import { PointList } from "~/sections/blocks/point-list";
import { SectionHeader } from "~/sections/blocks/section-header";
import type { IntegrationsHtml } from "./integrations-section";

/** The integrations section's static parts (build time only): see `IntegrationsSection`. */
export function integrationsHtml(context: StaticContext, content: HomeContent["integrations"], visual: string): IntegrationsHtml {
  const intro = renderStatic(
    context,
    <div data-reveal>
      <SectionHeader id="integrations-title" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} align="left" />
      <PointList points={content.points} />
    </div>,
    "integrations",
  );
  const logos = integrations.map((name, index) => ({ id: name, html: renderStatic(context, <ErpWordmark name={name} index={index} />, `erp${index}`) }));
  return { intro, visual, logos, marqueeLabel: content.marqueeLabel };
}
