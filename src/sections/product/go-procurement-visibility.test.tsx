import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { content } from "../../../tests/setup/content";
import { DecisionTrace } from "~/components/visuals/decision-trace";
import { ErpSync } from "~/components/visuals/erp-sync";
import { FreightHub } from "~/components/visuals/freight-hub";
import { GoSetup } from "~/components/visuals/go-setup";
import { GoVisual } from "~/components/visuals/go-visual";
import { MessageThread } from "~/components/visuals/message-thread";
import { RiskMap } from "~/components/visuals/risk-map";
import { WorkflowBoard } from "~/components/visuals/workflow-board";
import { YardMap } from "~/components/visuals/yard-map";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { LinkCards } from "~/sections/blocks/link-cards";
import { CtaSection } from "~/sections/cta/cta-section";
import { JourneySection } from "./journey-section";
import { ProductHero } from "./product-hero";
import { ZeroSection } from "./zero-section";
import { renderIn } from "../../../tests/setup/render-in";
import { readTitles } from "~/content/registry";

const { en: enPages, sv: svPages } = readTitles();

const copy = {
  en: { pages: enPages, go: content.go.en, procurement: content.procurement.en, visibility: content.visibility.en, cta: content.cta.en, prefix: "" },
  sv: { pages: svPages, go: content.go.sv, procurement: content.procurement.sv, visibility: content.visibility.sv, cta: content.cta.sv, prefix: "/sv" },
} as const;

/** The names of the product visuals (images named by an aria-label) in document order. */
const visualNames = () => [...document.querySelectorAll('[role="img"][aria-label]')].map((img) => img.getAttribute("aria-label"));
const headings = (level: number) => [...document.querySelectorAll(`h${level}`)].map((heading) => heading.textContent);

describe("issue 9, third part: /go, /procurement, /visibility", { timeout: 30_000 }, () => {
  for (const lang of ["en", "sv"] as const) {
    const c = copy[lang];
    const renderAt = (slug: string, element: ReactElement) => renderIn(lang, `${c.prefix}/${slug}`, element);

    it(`/go: its static sections draw the hero, the zero blocks, workflow and "Goodbye Manual Work!" (${lang})`, () => {
      renderAt(
        "go",
        <>
          <ProductHero hero={c.pages.go.hero} jump={{ to: "pricing", label: c.go.hero.secondary }} visual={<GoSetup copy={c.go.hero.visual} />} />
          <ZeroSection copy={c.go.zero} />
          <ErpSync copy={c.go.integrations.diagram} />
          <FeatureSplit id="workflow" copy={c.go.workflow} visual={<WorkflowBoard copy={c.go.workflow.visual} />} />
          <CardGrid id="manual" copy={c.go.manual} cards={c.go.manual.cards} variant="accent" />
          <LinkCards id="next" copy={c.go.next} links={c.go.next.links} />
          <CtaSection copy={c.cta} />
        </>,
      );
      expect(headings(1)).toEqual([c.pages.go.hero.heading]);
      expect(headings(2)).toEqual([c.go.zero.heading, c.go.workflow.heading, c.go.manual.heading, c.go.next.heading, c.cta.heading]);
      expect(visualNames()).toEqual([c.go.hero.visual.alt, c.go.integrations.diagram.alt, c.go.workflow.visual.alt]);
      // The visuals draw their text in the page language.
      const [hero, , workflow] = document.querySelectorAll('[role="img"][aria-label]');
      expect(hero).toHaveTextContent(c.go.hero.visual.steps[3]!.title);
      expect(workflow).toHaveTextContent(c.go.workflow.visual.rows[3]!.name);
      // No generated id twice on the page.
      const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it(`/procurement draws its three visuals, the journey's four stages and links onward (${lang})`, () => {
      const p = c.procurement;
      const page = renderAt(
        "procurement",
        <>
          <ProductHero hero={c.pages.procurement.hero} jump={{ to: "journey", label: p.hero.secondary }} visual={<DecisionTrace copy={p.hero.visual} />} />
          <JourneySection copy={p.journey} />
          <FeatureSplit id="verify" copy={p.verify} visual={<GoVisual copy={p.verify.visual} />} />
          <LinkCards id="next" copy={p.next} links={p.next.links} />
        </>,
      );
      expect(headings(1)).toEqual([c.pages.procurement.hero.heading]);
      expect(visualNames()).toEqual([c.procurement.hero.visual.alt, c.procurement.journey.visual.alt, c.procurement.verify.visual.alt]);
      for (const stage of c.procurement.journey.visual.stages) expect(page).toHaveTextContent(stage.title);
      const hrefs = [...document.querySelectorAll('section#next a')].map((link) => link.getAttribute("href"));
      expect(hrefs).toEqual(c.procurement.next.links.map((link) => `${c.prefix}/${link.page}`));
    });

    it(`/visibility gives each of its three sections its own visual (${lang})`, () => {
      const v = c.visibility;
      const page = renderAt(
        "visibility",
        <>
          <ProductHero hero={c.pages.visibility.hero} jump={{ to: "freight", label: v.hero.secondary }} visual={<RiskMap copy={v.hero.visual} />} />
          <FeatureSplit id="communication" copy={v.communication} visual={<MessageThread copy={v.communication.visual} />} />
          <FeatureSplit id="freight" copy={v.freight} visual={<FreightHub copy={v.freight.visual} />} />
          <FeatureSplit id="yard" copy={v.yard} visual={<YardMap copy={v.yard.visual} />} />
        </>,
      );
      expect(headings(1)).toEqual([c.pages.visibility.hero.heading]);
      for (const id of ["communication", "freight", "yard"] as const) {
        const section = document.querySelector(`section#${id}`)!;
        expect(section.querySelector('[role="img"]')?.getAttribute("aria-label")).toBe(c.visibility[id].visual.alt);
      }
      expect(page).toHaveTextContent(c.visibility.yard.visual.queue.rows[0]!.plate);
    });
  }

  it("tells the same story in both languages: the same cards, bullets, stages and links in the same order", () => {
    const shape = ({ go, procurement, visibility }: (typeof copy)["en" | "sv"]) => ({
      zero: go.zero.blocks.map((block) => block.id),
      workflow: go.workflow.bullets.map((bullet) => bullet.id),
      manual: go.manual.cards.map((card) => card.id),
      goNext: go.next.links.map((link) => link.page),
      features: procurement.features.cards.map((card) => card.id),
      steps: procurement.journey.steps.map((step) => step.id),
      procurementNext: procurement.next.links.map((link) => link.page),
      freight: visibility.freight.bullets!.map((bullet) => bullet.id),
      yard: visibility.yard.bullets!.map((bullet) => bullet.id),
      docks: visibility.yard.visual.docks.map((dock) => dock.state),
      visibilityNext: visibility.next.links.map((link) => link.page),
    });
    expect(shape(copy.sv)).toEqual(shape(copy.en));
    expect(copy.en.go.manual.heading).toBe("Goodbye Manual Work!");
    expect(copy.en.go.workflow.bullets).toHaveLength(4);
  });
});
