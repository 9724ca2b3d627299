import { screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { integrations } from "~/config/site";
import { content } from "../../../tests/setup/content";
import { AuditTrail } from "~/components/visuals/audit-trail";
import { ConnectionPanel } from "~/components/visuals/connection-panel";
import { DataHealth } from "~/components/visuals/data-health";
import { EngagementTimeline } from "~/components/visuals/engagement-timeline";
import { ForecastVisual } from "~/components/visuals/forecast-visual";
import { GoVisual } from "~/components/visuals/go-visual";
import { KpiBoard } from "~/components/visuals/kpi-board";
import { ServiceBoard } from "~/components/visuals/service-board";
import { SettingsPanel } from "~/components/visuals/settings-panel";
import { CardGrid } from "~/sections/blocks/card-grid";
import { FeatureSplit } from "~/sections/blocks/feature-split";
import { DemoHero } from "~/sections/page-hero/page-hero";
import { ComparisonSection } from "./comparison-section";
import { ArchitectureSection, ConnectorsSection } from "./platform-sections";
import { ProductHero } from "./product-hero";
import { ServiceDetailsHero } from "./service-details";
import { renderIn } from "../../../tests/setup/render-in";
import { readTitles } from "~/content/registry";

const { en: enPages, sv: svPages } = readTitles();

const copy = {
  en: { pages: enPages, platform: content.platform.en, platform1: content.platform1.en, services: content.services.en, details: content.serviceDetails.en, cta: content.cta.en, prefix: "" },
  sv: { pages: svPages, platform: content.platform.sv, platform1: content.platform1.sv, services: content.services.sv, details: content.serviceDetails.sv, cta: content.cta.sv, prefix: "/sv" },
} as const;

/** The names of the product visuals (images named by an aria-label) in document order. Read from the
 * markup rather than computed by role queries, which are slow on pages this size. */
const visualNames = () => [...document.querySelectorAll('[role="img"][aria-label]')].map((img) => img.getAttribute("aria-label"));

// A page's sections render here, which takes a few seconds on a busy machine.
describe("issue 9 pages, second half", { timeout: 30_000 }, () => {
  for (const lang of ["en", "sv"] as const) {
    const c = copy[lang];
    const renderAt = (slug: string, element: ReactElement) => renderIn(lang, `${c.prefix}/${slug}`, element);

    it(`/platform draws its four visuals and every ERP wordmark (${lang})`, () => {
      const p = c.platform;
      renderAt(
        "platform",
        <>
          <ProductHero hero={c.pages.platform.hero} jump={{ to: "residency", label: p.hero.secondary }} visual={<ConnectionPanel copy={p.hero.visual} />} />
          <ArchitectureSection copy={p.architecture} />
          <ConnectorsSection copy={p.integrations} />
          <FeatureSplit id="residency" copy={p.residency} visual={<SettingsPanel copy={p.residency.visual} />} />
          <FeatureSplit id="security" copy={p.security} visual={<AuditTrail copy={p.security.visual} />} />
        </>,
      );
      expect(visualNames()).toEqual([c.platform.hero.visual.alt, c.platform.architecture.visual.alt, c.platform.residency.visual.alt, c.platform.security.visual.alt]);
      const list = screen.getByRole("list", { name: c.platform.integrations.listLabel });
      expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([...integrations]);
      expect(screen.getAllByRole("heading", { level: 1 }).map((h) => h.textContent)).toEqual([c.pages.platform.hero.heading]);
    });

    it(`/platform1 draws its visuals and the comparison as a named table (${lang})`, () => {
      const p = c.platform1;
      renderAt(
        "platform1",
        <>
          <DemoHero hero={c.pages.platform1.hero} link={{ page: "platform", label: p.hero.secondary }} aside={<KpiBoard copy={p.hero.visual} />} />
          <ComparisonSection copy={p.case} />
          <FeatureSplit id="cleaning" copy={p.cleaning} visual={<DataHealth copy={p.cleaning.visual} />} />
        </>,
      );
      expect(visualNames()).toEqual([c.platform1.hero.visual.alt, c.platform1.cleaning.visual.alt]);
      const table = screen.getByRole("table", { name: c.platform1.case.heading });
      expect(within(table).getAllByRole("rowheader")).toHaveLength(c.platform1.case.rows.length);
    });

    it(`/services: every service card is a link to /service-details (${lang})`, () => {
      const p = c.services;
      renderAt(
        "services",
        <>
          <DemoHero hero={c.pages.services.hero} link={{ page: "pricing", label: p.hero.secondary }} aside={<ServiceBoard copy={p.hero.visual} />} />
          <CardGrid id="services" copy={p.services} cards={p.services.cards} columns={4} />
          <FeatureSplit id="engagement" copy={p.engagement} visual={<EngagementTimeline copy={p.engagement.visual} />} />
        </>,
      );
      const region = screen.getByRole("region", { name: c.services.services.heading });
      const links = within(region).getAllByRole("link");
      expect(links.map((link) => link.textContent)).toEqual(c.services.services.cards.map((card) => card.title));
      for (const link of links) expect(link).toHaveAttribute("href", `${c.prefix}/service-details`);
      expect(visualNames()).toEqual([c.services.hero.visual.alt, c.services.engagement.visual.alt]);
    });

    it(`/service-details: the breadcrumb names the trail and marks the current page (${lang})`, () => {
      const p = c.details;
      renderAt(
        "service-details",
        <>
          <ServiceDetailsHero hero={c.pages["service-details"].hero} content={p.hero} />
          <FeatureSplit id="forecasting" copy={p.forecasting} visual={<ForecastVisual copy={p.forecasting.visual} />} />
          <FeatureSplit id="purchasing" copy={p.purchasing} visual={<GoVisual copy={p.purchasing.visual} />} />
          <FeatureSplit id="integration" copy={p.integration} visual={<ConnectionPanel copy={p.integration.visual} />} />
        </>,
      );
      const trail = screen.getByRole("navigation", { name: lang === "en" ? "Breadcrumb" : "Du är här" });
      const items = within(trail).getAllByRole("listitem");
      expect(items).toHaveLength(3);
      expect(within(items[1]!).getByRole("link")).toHaveAttribute("href", `${c.prefix}/services`);
      expect(within(items[2]!).queryByRole("link")).toBeNull();
      expect(within(items[2]!).getByText(c.pages["service-details"].hero.heading)).toHaveAttribute("aria-current", "page");
      expect(visualNames()).toEqual([c.details.forecasting.visual.alt, c.details.purchasing.visual.alt, c.details.integration.visual.alt]);
    });
  }

  it("keeps SPEC's fixed points: five services questions, the English h1 'Our Services'", () => {
    expect(copy.en.services.faq.items).toHaveLength(5);
    expect(copy.sv.services.faq.items).toHaveLength(5);
    expect(enPages["service-details"].hero.heading).toBe("Our Services");
    // Both languages tell the same story: the same cards, questions and steps, in the same order.
    const ids = ({ services }: (typeof copy)["en" | "sv"]) => [services.services.cards.map((card) => card.id), services.faq.items.map((item) => item.id)];
    expect(ids(copy.sv)).toEqual(ids(copy.en));
  });
});
