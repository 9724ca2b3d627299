import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { HomeContent } from "~/content/home-types";
import { ErpSync } from "./erp-sync";
import { ForecastVisual } from "./forecast-visual";
import { GoVisual } from "./go-visual";
import { RiskMap } from "./risk-map";

/**
 * The product visuals never change after the build and have no behaviour, so route loaders render them
 * to HTML here (build time only; `.server` keeps this module and the visuals out of the client
 * bundles). Pages place the markup with `StaticHtml`, which hydrates it without re-rendering it.
 */
function html(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

export type HomeVisuals = { forecast: string; riskMap: string; go: string; erpSync: string };

export function renderHomeVisuals(home: HomeContent): HomeVisuals {
  return {
    forecast: html(<ForecastVisual copy={home.hero.visual} />),
    riskMap: html(<RiskMap copy={home.brain.visual} />),
    go: html(<GoVisual copy={home.go.visual} />),
    erpSync: html(<ErpSync copy={home.integrations.diagram} />),
  };
}
